import { addDays, tokyoDay } from '../../common/time/tokyo-day.js';
import type { ShippingMethod } from '../../modules/price-calculator/shipping-terms.js';
import type { FreightTerms } from '../../modules/shipments/shipment-rules.js';
import type { Query } from '../sql.js';

/**
 * The demo shipping schedule: sailings from Japan to the buyers' main ports, dated from the seeding day (the
 * company's day, Asia/Tokyo), so the public shipping schedule of a fresh `npm start` lists the coming weeks — RoRo
 * about twice a month and containers about weekly (spec §1: 2 to 3 RoRo and 4 to 5 container shipments a month), plus
 * two ships already at sea that arrive soon.
 */
export interface DemoShipment {
  destinationCountry: string;
  destinationPort: string;
  method: ShippingMethod;
  freightTerms: FreightTerms;
  vessel: string;
  voyageNumber: string;
  departureDate: string;
  arrivalDate: string;
}

/** [days from the seeding day to the departure, days at sea, method, country, port, vessel, voyage prefix, terms] */
type Sailing = [number, number, ShippingMethod, string, string, string, string, FreightTerms];
const SAILINGS: readonly Sailing[] = [
  [-12, 26, 'roro', 'KE', 'Mombasa', 'Morning Celine', 'MC', 'prepaid'],
  [-6, 19, 'container', 'PK', 'Karachi', 'Kota Bahagia', 'KB', 'collect'],
  [3, 24, 'roro', 'TZ', 'Dar es Salaam', 'Hoegh Trigger', 'HT', 'prepaid'],
  [5, 18, 'container', 'PK', 'Karachi', 'ONE Harmony', 'OH', 'collect'],
  [9, 27, 'container', 'KE', 'Mombasa', 'Santos Express', 'SE', 'prepaid'],
  [12, 36, 'roro', 'JM', 'Kingston', 'Trans Future 5', 'TF', 'prepaid'],
  [16, 23, 'container', 'ZA', 'Durban', 'Kota Bahagia', 'KB', 'prepaid'],
  [19, 25, 'roro', 'KE', 'Mombasa', 'Morning Celine', 'MC', 'prepaid'],
  [23, 28, 'container', 'TZ', 'Dar es Salaam', 'Santos Express', 'SE', 'collect'],
  [26, 29, 'roro', 'MZ', 'Maputo', 'Asian Majesty', 'AM', 'prepaid'],
  [30, 19, 'container', 'PK', 'Karachi', 'ONE Harmony', 'OH', 'collect'],
  [37, 24, 'container', 'ZA', 'Durban', 'Kota Bahagia', 'KB', 'prepaid'],
  [40, 24, 'roro', 'TZ', 'Dar es Salaam', 'Hoegh Trigger', 'HT', 'prepaid'],
  [44, 38, 'container', 'JM', 'Kingston', 'Santos Express', 'SE', 'prepaid'],
  [51, 26, 'roro', 'KE', 'Mombasa', 'Morning Celine', 'MC', 'prepaid'],
];

/** The demo sailings as of `now` (pure): voyage numbers are the vessel's prefix, the departure's yymm and a sequence. */
export function demoShipments(now = new Date()): DemoShipment[] {
  const today = tokyoDay(now);
  return SAILINGS.map(([inDays, atSea, method, country, port, vessel, prefix, freightTerms], i) => {
    const departureDate = addDays(today, inDays);
    return {
      destinationCountry: country,
      destinationPort: port,
      method,
      freightTerms,
      vessel,
      voyageNumber: `${prefix}${departureDate.slice(2, 4)}${departureDate.slice(5, 7)}-${String(i + 1).padStart(2, '0')}`,
      departureDate,
      arrivalDate: addDays(departureDate, atSea),
    };
  });
}

/** Inserts the demo sailings (inside the caller's transaction); answers how many. */
export async function loadDemoShipments(query: Query, now = new Date()): Promise<number> {
  const rows = await query(
    `INSERT INTO shipments (destination_country, destination_port, method, freight_terms, vessel, voyage_number, departure_date, arrival_date)
     SELECT s."destinationCountry", s."destinationPort", s.method, s."freightTerms", s.vessel, s."voyageNumber", s."departureDate", s."arrivalDate"
       FROM jsonb_to_recordset($1::jsonb) AS s("destinationCountry" char(2), "destinationPort" varchar, method varchar, "freightTerms" varchar,
            vessel varchar, "voyageNumber" varchar, "departureDate" date, "arrivalDate" date)
     RETURNING id`,
    [JSON.stringify(demoShipments(now))],
  );
  return rows.length;
}

import type { ShippingMethod } from '../../modules/price-calculator/shipping-terms.js';
import type { ChargeKey, ChargeMethod } from '../../modules/price-calculator/price-quote-rules.js';
import type { Query } from '../sql.js';

/**
 * The price calculator's tables of a new install (issue 11), for staff to correct: plausible rates for the main
 * markets, RoRo at about $60–110 per m³, a 20 ft container at about $2,400–4,800 shared by four cars, typical days at sea from Yokohama.
 * A landlocked destination is quoted to the port its cars are landed at ("Durban" for Zimbabwe and Botswana,
 * "Mombasa" for Uganda). Lahore (spec §9) is a dry port: cars are landed at Karachi and railed on in bond, so its rate
 * includes the rail leg and its transit the extra week; "Lusaka" likewise includes the road from Dar es Salaam.
 */
type FreightRow = [country: string, port: string, roroPerM3: string, containerUsd: string, transitDays: number];

export const REFERENCE_FREIGHT_RATES: readonly FreightRow[] = [
  ['PK', 'Karachi', '68.00', '2600.00', 18],
  ['PK', 'Qasim', '70.00', '2650.00', 19],
  ['PK', 'Lahore', '96.00', '3450.00', 26],
  ['KE', 'Mombasa', '78.00', '3200.00', 24],
  ['UG', 'Mombasa', '80.00', '3250.00', 24],
  ['TZ', 'Dar es Salaam', '80.00', '3300.00', 26],
  ['ZM', 'Dar es Salaam', '82.00', '3350.00', 26],
  ['ZM', 'Walvis Bay', '90.00', '3700.00', 32],
  ['ZM', 'Lusaka', '110.00', '4800.00', 38],
  ['MZ', 'Maputo', '88.00', '3600.00', 30],
  ['ZA', 'Durban', '85.00', '3400.00', 28],
  ['ZW', 'Durban', '85.00', '3400.00', 28],
  ['BW', 'Durban', '85.00', '3400.00', 28],
  ['MW', 'Dar es Salaam', '82.00', '3350.00', 26],
  ['JM', 'Kingston', '95.00', '4200.00', 35],
  ['TT', 'Port of Spain', '100.00', '4400.00', 38],
  ['GY', 'Georgetown', '108.00', '4600.00', 40],
  ['BS', 'Nassau', '104.00', '4500.00', 38],
  ['GB', 'Southampton', '82.00', '3000.00', 42],
  ['IE', 'Dublin', '90.00', '3300.00', 45],
  ['CY', 'Limassol', '92.00', '3400.00', 36],
  ['NZ', 'Auckland', '62.00', '2400.00', 16],
  ['BD', 'Chittagong', '72.00', '2700.00', 20],
  ['LK', 'Colombo', '66.00', '2500.00', 15],
];

/** [charge, method, USD]: inland transport from the auction yard, the port's handling (vanning for a container), papers. */
export const REFERENCE_CHARGES: readonly [ChargeKey, ChargeMethod, string][] = [
  ['inland_transport', 'any', '120.00'],
  ['port_charges', 'roro', '95.00'],
  ['port_charges', 'container', '160.00'],
  ['documentation_fee', 'any', '55.00'],
];

/** [country, agency, USD]: every country whose import rules require an inspection, and a few where it is optional. */
export const REFERENCE_INSPECTION_FEES: readonly [string, string, string][] = [
  ['KE', 'QISJ', '250.00'],
  ['UG', 'QISJ', '250.00'],
  ['TZ', 'EAA', '230.00'],
  ['MZ', 'Intertek', '260.00'],
  ['JM', 'JEVIC', '290.00'],
  ['TT', 'JEVIC', '290.00'],
  ['GY', 'JEVIC', '290.00'],
  ['BD', 'JAAI', '200.00'],
  ['LK', 'JAAI', '200.00'],
  ['NZ', 'JEVIC', '320.00'],
  ['PK', 'JAAI', '180.00'],
  ['ZM', 'JEVIC', '220.00'],
  ['GB', 'JEVIC', '250.00'],
];

const METHODS: readonly ShippingMethod[] = ['roro', 'container'];

/** Both methods' freight to every port in the table; a port and method already priced is left as it is. */
export async function loadReferenceFreightRates(query: Query): Promise<number> {
  for (const [country, port, roro, container, days] of REFERENCE_FREIGHT_RATES) {
    for (const method of METHODS) {
      await query(
        `INSERT INTO freight_rates (country_code, port, method, roro_usd_per_m3, container_usd, cars_per_container, transit_days)
         VALUES ($1, $2, $3, $4, $5, 4, $6) ON CONFLICT (country_code, lower(port), method) DO NOTHING`,
        [
          country,
          port,
          method,
          method === 'roro' ? roro : null,
          method === 'container' ? container : null,
          method === 'roro' ? days : days + 3,
        ],
      );
    }
  }
  return REFERENCE_FREIGHT_RATES.length * METHODS.length;
}

/** The charges of every shipment; a charge already set is left as it is. */
export async function loadReferenceCharges(query: Query): Promise<number> {
  for (const [key, method, amount] of REFERENCE_CHARGES) {
    await query(
      `INSERT INTO price_charges (charge_key, method, amount_usd) VALUES ($1, $2, $3) ON CONFLICT (charge_key, method) DO NOTHING`,
      [key, method, amount],
    );
  }
  return REFERENCE_CHARGES.length;
}

/** The inspection fee of every country in the table; a country's fee already set is left as it is. */
export async function loadReferenceInspectionFees(query: Query): Promise<number> {
  for (const [country, agency, fee] of REFERENCE_INSPECTION_FEES) {
    await query(`INSERT INTO inspection_fees (country_code, agency, fee_usd) VALUES ($1, $2, $3) ON CONFLICT (country_code) DO NOTHING`, [
      country,
      agency,
      fee,
    ]);
  }
  return REFERENCE_INSPECTION_FEES.length;
}

/** The three price calculator tables at once (specs and benchmarks that quote prices). Answers the freight rows. */
export async function loadReferencePriceTables(query: Query): Promise<number> {
  const freight = await loadReferenceFreightRates(query);
  await loadReferenceCharges(query);
  await loadReferenceInspectionFees(query);
  return freight;
}

import { describe, expect, it } from '@jest/globals';
import { SHIPPING_METHODS } from '../../modules/price-calculator/shipping-terms.js';
import { FREIGHT_TERMS, isCalendarDate, scheduleSearchRefusal } from '../../modules/shipments/shipment-rules.js';
import { COUNTRY_CODES } from '@autoexport/contract/countries';
import { demoShipments } from './demo-shipments.js';

// 23:30 UTC on 14 June is already 15 June in Tokyo: the schedule counts from the company's day.
const NOW = new Date('2026-06-14T23:30:00Z');

describe('demo shipping schedule', () => {
  const sailings = demoShipments(NOW);

  it('lists the coming weeks from the seeding day in Tokyo, earliest first, plus ships at sea that arrive soon', () => {
    const departures = sailings.map((s) => s.departureDate);
    expect(departures).toEqual([...departures].sort());
    const upcoming = sailings.filter((s) => s.departureDate >= '2026-06-15');
    expect(upcoming.length).toBeGreaterThanOrEqual(12);
    expect(upcoming[0]!.departureDate).toBe('2026-06-18');
    expect(departures.at(-1)! <= '2026-08-15').toBe(true);
    const atSea = sailings.filter((s) => s.departureDate < '2026-06-15');
    expect(atSea.length).toBe(2);
    for (const s of atSea) expect(s.arrivalDate > '2026-06-15').toBe(true);
  });

  it('has RoRo and container sailings to the buyers’ ports, with the shapes the shipments table takes', () => {
    expect(new Set(sailings.map((s) => s.method))).toEqual(new Set(SHIPPING_METHODS));
    expect(new Set(sailings.map((s) => s.destinationPort))).toEqual(
      new Set(['Mombasa', 'Dar es Salaam', 'Karachi', 'Kingston', 'Durban', 'Maputo']),
    );
    for (const s of sailings) {
      expect(COUNTRY_CODES).toContain(s.destinationCountry);
      expect(FREIGHT_TERMS).toContain(s.freightTerms);
      expect(isCalendarDate(s.departureDate) && isCalendarDate(s.arrivalDate)).toBe(true);
      // The table's check (arrival after departure), and a plausible 2 to 6 weeks at sea.
      const days = (Date.parse(s.arrivalDate) - Date.parse(s.departureDate)) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(14);
      expect(days).toBeLessThanOrEqual(42);
      expect(s.voyageNumber.length).toBeLessThanOrEqual(40);
    }
    expect(new Set(sailings.map((s) => s.voyageNumber)).size).toBe(sailings.length);
    expect(sailings[2]).toMatchObject({ vessel: 'Hoegh Trigger', voyageNumber: 'HT2606-03', destinationPort: 'Dar es Salaam' });
  });

  it('is the same for the same day, and a search of the next four weeks finds sailings', () => {
    expect(demoShipments(NOW)).toEqual(sailings);
    const window = { departureFrom: '2026-06-15', departureTo: '2026-07-13' };
    expect(scheduleSearchRefusal(window)).toBeNull();
    const found = sailings.filter((s) => s.departureDate >= window.departureFrom && s.departureDate <= window.departureTo);
    expect(found.length).toBeGreaterThanOrEqual(6);
  });
});

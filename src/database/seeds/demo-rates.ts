import type { Query } from './demo-catalogue.js';

/** Plausible rates per 1 USD, as the demo's starting point: [currency, rate, hours before now]. */
const DEMO_RATES: readonly [string, string, number][] = [
  ['EUR', '0.93120000', 72],
  ['GBP', '0.79850000', 72],
  ['JPY', '149.80000000', 72],
  ['EUR', '0.92000000', 1],
  ['GBP', '0.79000000', 1],
  ['JPY', '151.50000000', 1],
];

/**
 * Exchange rates with a little history (an older set, then the current EUR 0.92, GBP 0.79, JPY 151.5), so prices
 * convert on a fresh `npm start`. Written only when no rate exists yet. Answers how many rows were written.
 */
export async function loadDemoRates(query: Query, now = new Date()): Promise<number> {
  const [{ any }] = (await query(`SELECT EXISTS (SELECT 1 FROM exchange_rates) AS any`)) as { any: boolean }[];
  if (any) return 0;
  for (const [currency, rate, hoursAgo] of DEMO_RATES) {
    await query(`INSERT INTO exchange_rates (currency, rate, source, set_at) VALUES ($1, $2, 'demo', $3)`, [
      currency,
      rate,
      new Date(now.getTime() - hoursAgo * 3_600_000),
    ]);
  }
  return DEMO_RATES.length;
}

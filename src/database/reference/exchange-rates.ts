import type { Query } from '../sql.js';

/** Plausible rates per 1 USD, a starting point until staff or the provider set today's: [currency, rate, hours before now]. */
export const STARTING_RATES: readonly [string, string, number][] = [
  ['EUR', '0.93120000', 72],
  ['GBP', '0.79850000', 72],
  ['JPY', '149.80000000', 72],
  ['EUR', '0.92000000', 1],
  ['GBP', '0.79000000', 1],
  ['JPY', '151.50000000', 1],
];

/**
 * Exchange rates with a little history (an older set, then the current EUR 0.92, GBP 0.79, JPY 151.5), so prices
 * convert from the first day. Written only when no rate exists yet. Their source stays 'demo' (a rate source the
 * currency pages show): a placeholder, not a market rate. Answers how many rows were written.
 */
export async function loadReferenceRates(query: Query, now: Date): Promise<number> {
  const [{ any }] = (await query(`SELECT EXISTS (SELECT 1 FROM exchange_rates) AS any`)) as { any: boolean }[];
  if (any) return 0;
  for (const [currency, rate, hoursAgo] of STARTING_RATES) {
    await query(`INSERT INTO exchange_rates (currency, rate, source, set_at) VALUES ($1, $2, 'demo', $3)`, [
      currency,
      rate,
      new Date(now.getTime() - hoursAgo * 3_600_000),
    ]);
  }
  return STARTING_RATES.length;
}

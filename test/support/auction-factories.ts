import { AuctionLot } from '../../src/modules/auctions/lots/auction-lot.entity.js';
import type { TestApp } from './test-app.js';

/**
 * The one home of auction test factories (issue 13). Each helper's functions stay in their own block below.
 */

/* ================================================================ bidding (deposits, bid requests, results) */

let lotCounter = 0;

/**
 * Inserts an auction lot straight into the database (the feeds' import is not what the bidding specs test).
 * `startsAt` defaults to a week from now; `auctionDate` to its day in Japan. Lot numbers are unique per spec file.
 */
export async function createAuctionLot(t: TestApp, overrides: Partial<AuctionLot> = {}): Promise<AuctionLot> {
  const startsAt = overrides.startsAt ?? new Date(Date.now() + 7 * 86_400_000);
  const japanDay = new Date(startsAt.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  lotCounter += 1;
  const repo = t.dataSource.getRepository(AuctionLot);
  return repo.save(
    repo.create({
      auctionHouse: 'USS Tokyo',
      auctionDate: japanDay,
      lotNumber: String(10_000 + lotCounter),
      startsAt,
      make: 'Toyota',
      makeSlug: 'toyota',
      model: 'Prius',
      chassisCode: 'ZVW50',
      year: 2018,
      mileageKm: 48000,
      grade: '4.5',
      startPriceJpy: '800000',
      ...overrides,
    }),
  );
}

/** `count` lots, all starting at `startsAt` (default a week from now). */
export async function createAuctionLots(t: TestApp, count: number, overrides: Partial<AuctionLot> = {}): Promise<AuctionLot[]> {
  const lots: AuctionLot[] = [];
  for (let i = 0; i < count; i += 1) lots.push(await createAuctionLot(t, overrides));
  return lots;
}

/** The account row and the sums of its ledger, straight from the database: they must agree. */
export async function auctionAccountAndLedger(
  t: TestApp,
  userId: string,
): Promise<{ account: { deposit: string; held: string; owed: string }; ledger: { deposit: string; held: string; owed: string } }> {
  const [account] = await t.dataSource.query<{ deposit: string; held: string; owed: string }[]>(
    'SELECT deposit_jpy::text AS deposit, held_jpy::text AS held, owed_jpy::text AS owed FROM auction_accounts WHERE user_id = $1',
    [userId],
  );
  const [ledger] = await t.dataSource.query<{ deposit: string; held: string; owed: string }[]>(
    `SELECT COALESCE(SUM(CASE kind WHEN 'deposit' THEN amount_jpy WHEN 'refund' THEN -amount_jpy ELSE 0 END), 0)::text AS deposit,
            COALESCE(SUM(CASE kind WHEN 'hold' THEN amount_jpy WHEN 'release' THEN -amount_jpy ELSE 0 END), 0)::text AS held,
            COALESCE(SUM(CASE kind WHEN 'won' THEN amount_jpy WHEN 'settled' THEN -amount_jpy ELSE 0 END), 0)::text AS owed
       FROM auction_ledger_entries WHERE user_id = $1`,
    [userId],
  );
  return { account: account ?? { deposit: '0', held: '0', owed: '0' }, ledger: ledger! };
}

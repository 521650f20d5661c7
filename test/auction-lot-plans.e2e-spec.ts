import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ManualClock } from '../src/common/time/clock.js';
import { AuctionLotsService } from '../src/modules/auctions/lots/auction-lots.service.js';
import type { AuctionLotSearchQueryDto } from '../src/modules/auctions/lots/auction-lots.query.js';
import { seedAuctionLots } from './support/auction-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const HOUR = 3_600_000;

/**
 * The public auction search's plans on a week of lots (200,000 upcoming, as the weekly feed) beside a month of
 * past ones: the first page of each sort, alone and with the common filters, is an index scan that stops after the
 * page, never a sort of every upcoming lot.
 */
describe('auction lot search plans (200,000 upcoming lots)', () => {
  let t: TestApp;
  let service: AuctionLotsService;
  const clock = new ManualClock(new Date());

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off' }, { clock });
    await seedAuctionLots(t.dataSource, { count: 250_000, from: new Date(clock.now().getTime() + HOUR), days: 7, pastShare: 0.2 });
    service = t.app.get(AuctionLotsService);
  }, 120_000);
  afterAll(() => t.close());

  const planOf = async (query: AuctionLotSearchQueryDto) => {
    const { pageQuery } = service.searchQueries(query, { limit: 20, skip: 0, cursor: null });
    const [sql, params] = pageQuery.getQueryAndParameters();
    const [row] = await t.dataSource.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    const plan = JSON.stringify(row['QUERY PLAN']);
    return { plan, text: plan.replace(/"/g, '') };
  };

  it.each<[AuctionLotSearchQueryDto, string]>([
    [{}, 'ix_auction_lots_starts'],
    [{ make: 'toyota' }, 'ix_auction_lots_make_starts'],
    [{ sort: 'year' }, 'ix_auction_lots_year'],
    [{ sort: 'mileage' }, 'ix_auction_lots_mileage'],
    [{ yearMin: 2010, mileageMax: 100_000 }, 'ix_auction_lots_starts'],
  ])('the first page of %j reads %s and sorts nothing', async (query, index) => {
    const { text } = await planOf(query);
    expect(text).toContain(`Index Name:${index}`);
    expect(text).not.toContain('Node Type:Sort');
    expect(text).not.toContain('Seq Scan');
  });

  it('answers the first page with an estimated total beyond 10,000 matches', async () => {
    const res = await t.http.get('/api/auctions/lots').expect(200);
    expect(res.body.items).toHaveLength(20);
    expect(res.body.totalIsEstimate).toBe(true);
    expect(res.body.total).toBeGreaterThan(10_000);
  });
});

import { describe, expect, it } from '@jest/globals';
import {
  adminSortSpec,
  buildAdminCountQuery,
  buildAdminEstimateQuery,
  buildAdminExportQuery,
  buildAdminIdsQuery,
} from './car-admin-list-sql.js';

const context = { makeId: 7, qMakeIds: [] };

describe('staff car list SQL', () => {
  it('sorts by each key both ways, the id breaking ties (the unique stock id needs none), newest first by default', () => {
    expect(adminSortSpec(undefined)).toEqual({ column: 'created_at', direction: 'DESC' });
    expect(adminSortSpec('price')).toEqual({ column: 'fob_price_usd', direction: 'ASC' });
    expect(adminSortSpec('-mileage')).toEqual({ column: 'mileage_km', direction: 'DESC' });
    expect(adminSortSpec('nope')).toEqual({ column: 'created_at', direction: 'DESC' });
    expect(buildAdminIdsQuery({ filters: { catalogue: {} }, context, sort: '-year', skip: 0, take: 21 }).sql).toBe(
      'SELECT k.id FROM cars k WHERE TRUE ORDER BY k.year DESC, k.id DESC LIMIT 21',
    );
    expect(buildAdminIdsQuery({ filters: { catalogue: {} }, context, sort: 'stockId', skip: 40, take: 20 }).sql).toBe(
      'SELECT k.id FROM cars k WHERE TRUE ORDER BY k.stock_id ASC LIMIT 20 OFFSET 40',
    );
  });

  it('filters every status by default, and by statuses, creation dates and the catalogue’s filters, all as parameters', () => {
    const built = buildAdminIdsQuery({
      filters: {
        catalogue: { make: 'toyota', yearMin: 2015, priceMax: '9000.00', q: "o'brien" },
        statuses: ['sold', 'reserved'],
        createdFrom: new Date('2026-01-01T00:00:00Z'),
        createdUntil: new Date('2026-02-01T00:00:00Z'),
      },
      context,
      sort: undefined,
      skip: 0,
      take: 21,
    });
    expect(built.sql).not.toContain('NOT IN');
    expect(built.sql).not.toContain("o'brien");
    expect(built.sql).toContain('k.make_id = $1');
    expect(built.sql).toContain('k.status = ANY($5::varchar[])');
    expect(built.sql).toContain('k.created_at >= $6::timestamptz AND k.created_at < $7::timestamptz');
    expect(built.params).toEqual([
      7,
      2015,
      '9000.00',
      "%o'brien%",
      ['sold', 'reserved'],
      '2026-01-01T00:00:00.000Z',
      '2026-02-01T00:00:00.000Z',
    ]);
  });

  it('plans and counts with the same conditions', () => {
    const filters = { catalogue: { fuel: 'diesel' as const }, statuses: ['sold' as const] };
    expect(buildAdminEstimateQuery(filters, context).sql).toBe(
      'EXPLAIN (FORMAT JSON) SELECT 1 FROM cars c WHERE c.fuel = $1 AND c.status = ANY($2::varchar[])',
    );
    expect(buildAdminCountQuery(filters, context, 1000).sql).toBe(
      'SELECT count(*)::int AS n FROM (SELECT 1 FROM cars c WHERE c.fuel = $1 AND c.status = ANY($2::varchar[]) LIMIT 1000) s',
    );
  });

  const makes = [{ id: 7, title: 'Toyota' }];

  it('reads the export by keyset: each batch starts right after the last row of the one before, never by OFFSET', () => {
    const first = buildAdminExportQuery({ filters: { catalogue: {} }, context, sort: undefined, after: null, take: 500, makes });
    expect(first.sql).toMatch(
      /^SELECT k\.id::text AS id, k\.created_at::text AS key, .* AS line FROM cars k LEFT JOIN unnest\(\$1::int\[\], \$2::text\[\]\) AS m\(id, title\) ON m\.id = k\.make_id /s,
    );
    expect(first.sql).toMatch(/ WHERE TRUE ORDER BY k\.created_at DESC, k\.id DESC LIMIT 500$/);
    expect(first.sql).toContain(`to_char(k.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
    expect(first.params).toEqual([[7], ['Toyota']]);
    const next = buildAdminExportQuery({
      filters: { catalogue: {}, statuses: ['available'] },
      context,
      sort: 'price',
      after: { key: '8000.00', id: '41' },
      take: 500,
      makes,
    });
    expect(next.sql).toMatch(/^SELECT k\.id::text AS id, k\.fob_price_usd::text AS key, /);
    expect(next.sql).toContain(
      'WHERE k.status = ANY($1::varchar[]) AND (k.fob_price_usd, k.id) > ($2, $3) ORDER BY k.fob_price_usd ASC, k.id ASC LIMIT 500',
    );
    expect(next.params).toEqual([['available'], '8000.00', '41', [7], ['Toyota']]);
    const byStock = buildAdminExportQuery({
      filters: { catalogue: {} },
      context,
      sort: '-stockId',
      after: { key: 'JP8301', id: '9' },
      take: 10,
      makes,
    });
    expect(byStock.sql).toContain('WHERE k.stock_id < $1 ORDER BY k.stock_id DESC LIMIT 10');
    expect(byStock.sql).not.toContain('OFFSET');
  });
});

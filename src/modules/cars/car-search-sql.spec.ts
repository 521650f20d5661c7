import { describe, expect, it } from '@jest/globals';
import { getMetadataArgsStorage } from 'typeorm';
import { Car, CAR_STATUSES } from './car.entity.js';
import { LISTED_STATUSES } from './car-rules.js';
import { escapeLike } from '../../database/sql.js';
import {
  buildCountQuery,
  buildEstimateQuery,
  buildFacetQuery,
  buildListQuery,
  DETAIL_SQL,
  explainOf,
  filterConditions,
  keysetCondition,
  LISTED_PREDICATE,
  parseEstimate,
  splitFacetRows,
  SqlParams,
  withMakeNames,
} from './car-search-sql.js';
import { SORT_SPECS } from './car-search-rules.js';

const context = { makeId: 7, qMakeIds: [] };

describe('car search SQL', () => {
  it('lists exactly the statuses car-rules.ts lists', () => {
    const hidden = CAR_STATUSES.filter((s) => LISTED_PREDICATE.includes(`'${s}'`));
    expect(CAR_STATUSES.filter((s) => !hidden.includes(s))).toEqual([...LISTED_STATUSES]);
    expect(LISTED_PREDICATE).toBe("status NOT IN ('sold', 'in_transit', 'released', 'withdrawn')");
  });

  it('declares the partial indexes with the very predicate the queries use', () => {
    const indexes = getMetadataArgsStorage().indices.filter((i) => i.target === Car && i.name?.startsWith('ix_cars_listed_'));
    expect(indexes.map((i) => i.name).sort()).toEqual([
      'ix_cars_listed_make_mileage',
      'ix_cars_listed_make_price',
      'ix_cars_listed_make_recent',
      'ix_cars_listed_make_year',
      'ix_cars_listed_mileage',
      'ix_cars_listed_price',
      'ix_cars_listed_recent',
      'ix_cars_listed_search',
      'ix_cars_listed_year',
    ]);
    for (const index of indexes.filter((i) => i.synchronize !== false)) expect(index.where).toBe(LISTED_PREDICATE);
  });

  it('turns every filter into a parameterised condition', () => {
    const params = new SqlParams();
    const conditions = filterConditions(
      {
        make: 'toyota',
        model: 'hiace',
        yearMin: 2010,
        yearMax: 2020,
        steering: 'right',
        bodyType: 'van',
        fuel: 'diesel',
        drive: '4WD',
        transmission: 'manual',
        color: 'white',
        location: 'yokohama',
        country: 'JP',
        category: 'commercial',
        engineMin: 2000,
        engineMax: 3000,
        priceMin: '5000.00',
        priceMax: '9000.00',
        mileageMin: 10,
        mileageMax: 90000,
        q: '50%_off',
      },
      { makeId: 1, qMakeIds: [3, 4] },
      'c',
      params,
    );
    // In the filter table's order (the URL's).
    expect(conditions).toEqual([
      "c.status NOT IN ('sold', 'in_transit', 'released', 'withdrawn')",
      'c.make_id = $1',
      'lower(c.model) = $2',
      'c.body_type = $3',
      'c.year >= $4',
      'c.year <= $5',
      'c.fuel = $6',
      'c.transmission = $7',
      'c.steering = $8',
      'c.drive = $9',
      'c.mileage_km >= $10',
      'c.mileage_km <= $11',
      'c.engine_cc >= $12',
      'c.engine_cc <= $13',
      'c.fob_price_usd >= $14',
      'c.fob_price_usd <= $15',
      'lower(c.color) = $16',
      'c.category = $17',
      'c.location_country = $18',
      'lower(c.stock_port) = $19',
      "((c.model || E'\\n' || c.stock_id || E'\\n' || c.chassis_number) ILIKE $20 OR c.make_id = ANY($21::int[]))",
    ]);
    expect(params.values).toEqual([
      1,
      'hiace',
      'van',
      2010,
      2020,
      'diesel',
      'manual',
      'right',
      '4WD',
      10,
      90000,
      2000,
      3000,
      '5000.00',
      '9000.00',
      'white',
      'commercial',
      'JP',
      'yokohama',
      '%50\\%\\_off%',
      [3, 4],
    ]);
  });

  it('matches nothing for an unknown make, and leaves out ignored filters', () => {
    expect(filterConditions({ make: 'nope' }, { makeId: null, qMakeIds: [] }, 'c', new SqlParams())).toContain('FALSE');
    const params = new SqlParams();
    expect(filterConditions({ make: 'toyota', bodyType: 'van' }, context, 'c', params, new Set(['make']))).toEqual([
      "c.status NOT IN ('sold', 'in_transit', 'released', 'withdrawn')",
      'c.body_type = $1',
    ]);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
  });

  it('seeks past the cursor in the sort direction', () => {
    const params = new SqlParams();
    expect(keysetCondition(SORT_SPECS.newest, { sort: 'newest', key: '2025-01-01T00:00:00.000000Z', id: '9' }, 'k', params)).toBe(
      '(k.created_at, k.id) < ($1::timestamptz, $2::bigint)',
    );
    expect(keysetCondition(SORT_SPECS.price_asc, { sort: 'price_asc', key: '10.00', id: '9' }, 'k', params)).toBe(
      '(k.fob_price_usd, k.id) > ($3::numeric, $4::bigint)',
    );
  });

  it('builds a page: ids in order from the index, then the columns of those rows', () => {
    const { sql, params } = buildListQuery({
      filters: { yearMin: 2015 },
      context,
      sort: 'year_asc',
      cursor: { sort: 'year_asc', key: '2016', id: '55' },
      fetch: 21,
      offset: 0,
      withPrice: false,
    });
    expect(sql).toContain('FROM (SELECT k.id FROM cars k WHERE k.status NOT IN');
    expect(sql).toContain('(k.year, k.id) > ($2::smallint, $3::bigint) ORDER BY k.year ASC, k.id ASC LIMIT 21)');
    expect(sql).toContain('ORDER BY c.year ASC, c.id ASC');
    expect(sql).not.toContain('fob_price_usd');
    expect(sql).not.toContain('OFFSET');
    expect(params).toEqual([2015, '2016', '55']);
    const priced = buildListQuery({ filters: {}, context, sort: 'newest', cursor: null, fetch: 11, offset: 30, withPrice: true });
    expect(priced.sql).toContain('c.fob_price_usd');
    expect(priced.sql).toContain('to_char(c.created_at AT TIME ZONE \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.US"Z"\') AS sort_key');
    expect(priced.sql).toContain('LIMIT 11 OFFSET 30');
    expect(priced.params).toEqual([]);
    expect(() => buildListQuery({ filters: {}, context, sort: 'newest', cursor: null, fetch: 1.5, offset: 0, withPrice: false })).toThrow();
  });

  it('counts with a cap and estimates with EXPLAIN', () => {
    expect(buildCountQuery({ fuel: 'lpg' }, context, 100).sql).toBe(
      "SELECT count(*)::int AS n FROM (SELECT 1 FROM cars c WHERE c.status NOT IN ('sold', 'in_transit', 'released', 'withdrawn') AND c.fuel = $1 LIMIT $2) s",
    );
    expect(buildEstimateQuery({}, context).sql).toBe(
      "EXPLAIN (FORMAT JSON) SELECT 1 FROM cars c WHERE c.status NOT IN ('sold', 'in_transit', 'released', 'withdrawn')",
    );
    expect(explainOf({ sql: 'SELECT 1', params: [1] })).toEqual({ sql: 'EXPLAIN (FORMAT JSON) SELECT 1', params: [1] });
    expect(parseEstimate([{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': 1234.4, 'Total Cost': 56.7 } }] }])).toEqual({ rows: 1234, cost: 56.7 });
    expect(parseEstimate([{ 'QUERY PLAN': '[{"Plan":{"Plan Rows":3,"Total Cost":4}}]' }])).toEqual({ rows: 3, cost: 4 });
    expect(parseEstimate([])).toEqual({ rows: 0, cost: Number.POSITIVE_INFINITY });
  });

  it('counts several facets in one pass, exactly or on a sample', () => {
    const exact = buildFacetQuery({
      filters: { make: 'toyota' },
      context,
      ignore: new Set(['make']),
      dims: ['makes', 'bodyTypes'],
      samplePercent: null,
    });
    expect(exact.sql).toBe(
      'SELECT GROUPING(c.make_id) AS g0, c.make_id AS v0, GROUPING(c.body_type) AS g1, c.body_type AS v1, count(*)::int AS n ' +
        "FROM cars c WHERE c.status NOT IN ('sold', 'in_transit', 'released', 'withdrawn') GROUP BY GROUPING SETS ((c.make_id), (c.body_type))",
    );
    const sampled = buildFacetQuery({ filters: {}, context, ignore: new Set(), dims: ['priceBands'], samplePercent: 2.5 });
    expect(sampled.sql).toContain('FROM cars c TABLESAMPLE SYSTEM (2.500) REPEATABLE (');
    expect(sampled.sql).toContain('width_bucket(c.fob_price_usd, ARRAY[2000, 4000');
  });

  it('splits grouping-set rows per facet', () => {
    const rows = [
      { g0: 0, v0: 3, g1: 1, v1: null, n: 10 },
      { g0: 0, v0: 4, g1: 1, v1: null, n: 2 },
      { g0: 1, v0: null, g1: 0, v1: 'suv', n: 12 },
    ];
    const split = splitFacetRows(['makes', 'bodyTypes'], rows);
    expect([...split.get('makes')!]).toEqual([
      ['3', 10],
      ['4', 2],
    ]);
    expect([...split.get('bodyTypes')!]).toEqual([['suv', 12]]);
  });
});

describe('the car page query', () => {
  it('reads the price only when asked, and no makes (the makes module names them)', () => {
    const params = new SqlParams();
    const anonymous = DETAIL_SQL(false, 'AB1234567', params);
    expect(params.values).toEqual(['AB1234567']);
    expect(anonymous).not.toContain('fob_price_usd');
    expect(anonymous).not.toMatch(/makes/);
    expect(DETAIL_SQL(true, 'AB1234567', new SqlParams())).toContain('c.fob_price_usd');
  });

  it('completes a row with its make’s names', () => {
    expect(withMakeNames({ make_id: 3, model: 'Hiace' }, { slug: 'toyota', title: 'Toyota' })).toEqual({
      make_id: 3,
      model: 'Hiace',
      make_slug: 'toyota',
      make_title: 'Toyota',
    });
    expect(withMakeNames({ make_id: 3 }, undefined)).toMatchObject({ make_slug: '', make_title: '' });
  });
});

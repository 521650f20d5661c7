import { describe, expect, it } from '@jest/globals';
import { type CarListRow, cheapestQuery, type ShowcaseRequest, showcaseQuery, toCarListItem } from './car-lists-sql.js';

const request: ShowcaseRequest = {
  size: 12,
  popularity: { country: 'KE', since: '2026-03-01', inquiryWeight: 3 },
  deal: { since: new Date('2026-01-01T00:00:00Z'), statuses: ['available', 'ready_to_ship'], size: 50 },
};

describe('showcaseQuery', () => {
  const built = showcaseQuery(request);

  it('reads only the cars module’s tables (makes are named from the directory)', () => {
    expect(built.sql).toMatch(/FROM cars c/);
    expect(built.sql).toMatch(/FROM car_daily_stats s/);
    expect(built.sql).not.toMatch(/makes/);
  });

  it('passes the country and both windows as parameters', () => {
    expect(built.params).toEqual(['KE', '2026-03-01', request.deal.since]);
    expect(built.sql).toContain('s.country = $1::text');
    expect(built.sql).toContain('s.day >= $2::date');
    expect(built.sql).toContain('c.created_at >= $3::timestamptz');
  });

  it('has one branch per list and steering, with the sizes and weight asked for', () => {
    for (const list of ['newest', 'cheapest', 'popular', 'deal']) expect(built.sql.split(`'${list}' AS list`)).toHaveLength(3);
    expect(built.sql.match(/LIMIT 12\)/g)).toHaveLength(6);
    expect(built.sql.match(/LIMIT 50\)/g)).toHaveLength(2);
    expect(built.sql).toContain('s.views + 3 * s.inquiries');
  });

  it('keeps the deal to its statuses and every other list to the listed cars', () => {
    expect(built.sql).toContain("c.status IN ('available', 'ready_to_ship') AND c.steering");
    expect(built.sql).toContain("c.status IN ('available', 'ready_to_ship', 'reserved') AND c.steering");
    expect(built.sql).not.toMatch(/'sold'|'in_transit'/);
  });

  it('refuses statuses the catalogue does not list, and counts that are not whole numbers', () => {
    expect(() => showcaseQuery({ ...request, deal: { ...request.deal, statuses: ['sold'] } })).toThrow();
    expect(() => showcaseQuery({ ...request, deal: { ...request.deal, statuses: [] } })).toThrow();
    expect(() => showcaseQuery({ ...request, size: 1.5 })).toThrow();
    expect(() => showcaseQuery({ ...request, popularity: { ...request.popularity, inquiryWeight: -1 } })).toThrow();
  });
});

describe('cheapestQuery', () => {
  it('takes the cheapest cars of the statuses whatever their age, without parameters', () => {
    const built = cheapestQuery({ statuses: ['available'], size: 50 });
    expect(built.params).toEqual([]);
    expect(built.sql).toContain("c.status IN ('available')");
    expect(built.sql).toContain('ORDER BY c.fob_price_usd ASC, c.id ASC LIMIT 50');
    expect(built.sql).not.toMatch(/created_at >=|makes/);
  });
});

describe('toCarListItem', () => {
  const row: CarListRow = {
    list: 'newest',
    id: '42',
    ref: 'AB1234567',
    make_id: 7,
    model: 'Corolla',
    year: 2018,
    mileage_km: 64000,
    engine_cc: 1500,
    steering: 'right',
    body_type: 'sedan',
    fuel: 'petrol',
    transmission: 'automatic',
    color: 'White',
    stock_port: 'Yokohama',
    status: 'available',
    featured_image_url: null,
    featured_thumbnail_url: null,
    fob_price_usd: '4500.00',
    created_at: new Date('2026-03-01T00:00:00Z'),
    view_count: '12',
    country_score: '5',
    global_score: '9',
  };

  it('names the make from the directory and reads the numbers', () => {
    expect(toCarListItem(row, { slug: 'toyota', title: 'Toyota' })).toMatchObject({
      id: '42',
      ref: 'AB1234567',
      make: { slug: 'toyota', title: 'Toyota' },
      fobPriceUsd: '4500.00',
      createdAt: '2026-03-01T00:00:00.000Z',
      viewCount: 12,
      countryScore: 5,
      globalScore: 9,
    });
    expect(toCarListItem(row, undefined).make).toEqual({ slug: '', title: '' });
  });
});

import { describe, expect, it } from '@jest/globals';
import type { AppError } from '../../common/errors/app-error.js';
import { createValidationPipe } from '../../common/validation/validation.pipe.js';
import { type DetailRow, toCarDetail, toCarSummary } from './cars.mappers.js';
import { CarFacetsQueryDto, CarSearchQueryDto } from './cars.query.js';
import type { SummaryRow } from './car-search-sql.js';

const pipe = createValidationPipe();
const parse = (query: Record<string, unknown>, metatype: new () => object = CarSearchQueryDto) =>
  pipe.transform(query, { type: 'query', metatype }) as Promise<CarSearchQueryDto>;
const failure = async (query: Record<string, unknown>) => {
  try {
    await parse(query);
  } catch (error) {
    return { code: (error as AppError).code, details: (error as AppError).details };
  }
  throw new Error('expected a validation failure');
};

describe('catalogue query parameters', () => {
  it('reads numbers, canonical enum values and trimmed text; blank parameters count as absent', async () => {
    const query = await parse({
      make: ' Toyota ',
      yearMin: '2015',
      yearMax: '2020',
      bodyType: 'SUV',
      drive: '4wd',
      steering: 'Right',
      country: 'jp',
      model: ' Land Cruiser ',
      priceMin: '5000',
      q: '',
      sort: 'PRICE_ASC',
      page: '2',
      limit: '50',
    });
    expect({ ...query }).toEqual({
      make: 'toyota',
      yearMin: 2015,
      yearMax: 2020,
      bodyType: 'suv',
      drive: '4WD',
      steering: 'right',
      country: 'JP',
      model: 'Land Cruiser',
      priceMin: '5000',
      sort: 'price_asc',
      page: 2,
      limit: 50,
    });
  });

  it('refuses unknown parameters', async () => {
    expect(await failure({ colour: 'red' })).toMatchObject({ code: 'UNKNOWN_FIELD' });
  });

  it.each([
    [{ yearMin: '2021', yearMax: '2020' }, 'yearMin', 'yearMin must not be greater than yearMax'],
    [{ engineMin: '3000', engineMax: '1000' }, 'engineMin', 'engineMin must not be greater than engineMax'],
    [{ mileageMin: '5', mileageMax: '4' }, 'mileageMin', 'mileageMin must not be greater than mileageMax'],
    [{ priceMin: '100.50', priceMax: '100.49' }, 'priceMin', 'priceMin must not be greater than priceMax'],
    [{ yearMin: 'new' }, 'yearMin', 'yearMin must be a whole number from 1900 to 2100'],
    [{ yearMax: '1800' }, 'yearMax', 'yearMax must be a whole number from 1900 to 2100'],
    [{ mileageMax: '1.5' }, 'mileageMax', 'mileageMax must be a whole number from 0 to 10000000'],
    [{ priceMax: '12.345' }, 'priceMax', 'priceMax must be an amount in USD with at most two decimals, e.g. 12500.00'],
    [{ bodyType: 'spaceship' }, 'bodyType', expect.stringContaining('bodyType must be one of: sedan, hatchback')],
    [{ steering: 'middle' }, 'steering', 'steering must be one of: right, left'],
    [{ country: 'XX' }, 'country', expect.stringContaining('Country')],
    [{ make: 'Toyota Motors!' }, 'make', 'make must be a make slug, e.g. toyota'],
    [{ q: 'a' }, 'q', 'q must be 2 to 100 characters'],
    [{ q: 'ab\ncd' }, 'q', 'q must be 2 to 100 characters'],
    [{ sort: 'cheapest' }, 'sort', expect.stringContaining('sort must be one of: newest, price_asc')],
    [{ model: ['a', 'b'] }, 'model', 'model must be text of at most 60 characters'],
    [{ page: '0' }, 'page', 'Page must be a whole number of at least 1'],
  ])('refuses %j with a detail on %s', async (query, field, message) => {
    const { code, details } = await failure(query);
    expect(code).toBe('VALIDATION_FAILED');
    expect(details).toContainEqual(expect.objectContaining({ field, message }));
  });

  it('has no sort, page or cursor for facets', async () => {
    await expect(pipe.transform({ sort: 'newest' }, { type: 'query', metatype: CarFacetsQueryDto })).rejects.toMatchObject({
      code: 'UNKNOWN_FIELD',
    });
  });
});

const row: SummaryRow = {
  id: '5',
  stock_id: 'AB1234567',
  make_id: 3,
  model: 'Hiace',
  year: 2019,
  mileage_km: 40000,
  engine_cc: 2800,
  steering: 'right',
  body_type: 'van',
  fuel: 'diesel',
  drive: '4WD',
  transmission: 'automatic',
  color: 'White',
  category: 'commercial',
  location_country: 'JP',
  stock_port: 'Yokohama',
  status: 'ready_to_ship',
  featured_image_url: '/a.webp',
  featured_thumbnail_url: '/a-t.webp',
  fob_price_usd: '12500.5',
};
const make = { id: 3, slug: 'toyota', title: 'Toyota' };

describe('car answers', () => {
  it('gives signed-in callers the FOB price, and anonymous ones no price key at all', () => {
    expect(toCarSummary(row, make, true).price).toEqual({ amount: '12500.50', currency: 'USD' });
    const anonymous = toCarSummary(row, make, false);
    expect(anonymous).not.toHaveProperty('price');
    expect(JSON.stringify(anonymous)).not.toMatch(/price|12500/i);
    expect(anonymous).toMatchObject({
      ref: 'AB1234567',
      make: { slug: 'toyota', title: 'Toyota' },
      badges: ['Available', 'Ready to Ship'],
    });
  });

  it('maps a detail: legacy features, clean damages, live view count', () => {
    const detail: DetailRow = {
      ...row,
      make_slug: 'toyota',
      make_title: 'Toyota',
      features: ['["Navigation","Sunroof"]'],
      doors: 4,
      seats: 10,
      chassis_number: 'KDH201-0012345',
      engine_code: '1KD-FTV',
      length_m: '4.70',
      width_m: '1.70',
      height_m: '1.98',
      volume_m3: '15.820',
      view_count: '10',
      created_at: new Date('2025-01-01T00:00:00Z'),
      updated_at: new Date('2025-01-02T00:00:00Z'),
      images: null,
      auction_sheet: {
        auctionHouse: 'USS Tokyo',
        auctionDate: '2024-12-01',
        overallGrade: '4',
        interiorGrade: 'B',
        exteriorGrade: 'C',
        tyreCondition: null,
        totalEvaluation: null,
        damages: [{ code: 'A1', location: 'rear bumper' }, 'junk', { location: 'no code' }],
        notes: null,
        translatedDetails: null,
      },
    };
    const dto = toCarDetail(detail, false, 3);
    expect(dto.features).toEqual(['Navigation', 'Sunroof']);
    expect(dto.images).toEqual([]);
    expect(dto.viewCount).toBe(13);
    expect(dto.auctionSheet?.damages).toEqual([{ code: 'A1', location: 'rear bumper' }]);
    expect(dto.dimensions).toEqual({ lengthM: '4.70', widthM: '1.70', heightM: '1.98', volumeM3: '15.820' });
    expect(dto).not.toHaveProperty('price');
    expect(toCarDetail({ ...detail, features: ['["broken'] }, true, 0).features).toEqual([]);
  });
});

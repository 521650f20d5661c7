import type { Query } from '../sql.js';
import { CATALOGUE } from './catalogue-data.js';
import { CarGenerator, type GeneratedCar } from './car-generator.js';
import { demoImageRequests, writeDemoImages } from './demo-image-files.js';
import { carGallery, makeLogo } from './demo-images.js';
import { hashString, Rng } from './random.js';

/**
 * The demo catalogue: the makes of catalogue-data.ts with their badges, and a deterministic stock of cars
 * with galleries, auction sheets and a month of view statistics. Loaded once into an empty database.
 */

export const DEMO_CAR_COUNT = 1200;
export const DEMO_SEED = 'autoexport-demo';

export interface DemoCatalogueOptions {
  uploadDir: string;
  count?: number;
  seed?: string | number;
  now?: Date;
}

export interface DemoCatalogueResult {
  makes: number;
  cars: number;
  images: number;
  auctionSheets: number;
  imagesWritten: number;
}

/** Where the visitors of the demo's view statistics come from ("ZZ": unknown). */
const VISITOR_COUNTRIES = ['KE', 'PK', 'TZ', 'UG', 'JM', 'GB', 'MZ', 'CL', 'NZ', 'ZZ'];

/** The demo makes (created when missing; existing ones get their badge when they have no image). Slug → id. */
export async function ensureDemoMakes(query: Query): Promise<Map<string, number>> {
  const makes = CATALOGUE.map((m) => {
    const logo = makeLogo(m.slug);
    return { slug: m.slug, title: m.title, description: m.description, image_url: logo.url, thumbnail_url: logo.thumbnailUrl };
  });
  const rows = await query(
    `INSERT INTO makes (slug, title, description, image_url, thumbnail_url, active)
     SELECT m.slug, m.title, m.description, m.image_url, m.thumbnail_url, true
       FROM jsonb_to_recordset($1::jsonb) AS m(slug varchar, title varchar, description text, image_url varchar, thumbnail_url varchar)
     ON CONFLICT (slug) DO UPDATE
       SET image_url = COALESCE(makes.image_url, EXCLUDED.image_url),
           thumbnail_url = COALESCE(makes.thumbnail_url, EXCLUDED.thumbnail_url)
     RETURNING id, slug`,
    [JSON.stringify(makes)],
  );
  return new Map(rows.map((r) => [String(r.slug), Number(r.id)]));
}

/** Every picture the demo makes and the given cars need, written under `uploadDir` when missing. */
export async function ensureDemoImages(uploadDir: string, cars: Iterable<{ bodyType: string; swatch: string }>): Promise<number> {
  const requests = demoImageRequests({ cars, makes: CATALOGUE });
  return (await writeDemoImages(uploadDir, requests)).written;
}

/** The demo stock, generated (pure): same options, same cars. */
export function generateDemoCars(count = DEMO_CAR_COUNT, seed: string | number = DEMO_SEED, now = new Date()): GeneratedCar[] {
  const generator = new CarGenerator({ seed, now });
  return Array.from({ length: count }, (_, i) => generator.car(i));
}

export interface DailyStat {
  day: string;
  country: string;
  views: number;
  inquiries: number;
}

/** A month of views per visitor country for a listed car (pure; seeded by the stock id). */
export function demoDailyStats(car: GeneratedCar, now: Date): DailyStat[] {
  const rng = new Rng(hashString(car.stockId));
  const popularity = Math.exp(rng.gaussian() * 0.9) * (car.status === 'reserved' ? 2 : 1);
  const stats: DailyStat[] = [];
  const listedAt = car.createdAt.getTime();
  for (let back = 0; back < 30; back++) {
    const day = new Date(now.getTime() - back * 86_400_000);
    if (day.getTime() < listedAt || !rng.chance(0.35)) continue;
    const country =
      VISITOR_COUNTRIES[Math.min(VISITOR_COUNTRIES.length - 1, Math.floor(rng.next() * rng.next() * VISITOR_COUNTRIES.length))];
    const views = 1 + Math.floor(popularity * rng.between(0, 6));
    stats.push({ day: day.toISOString().slice(0, 10), country, views, inquiries: rng.chance(0.04 * popularity) ? 1 : 0 });
  }
  // One row per (day, country): merge repeats.
  const merged = new Map<string, DailyStat>();
  for (const s of stats) {
    const key = `${s.day}|${s.country}`;
    const prev = merged.get(key);
    if (prev) {
      prev.views += s.views;
      prev.inquiries += s.inquiries;
    } else merged.set(key, { ...s });
  }
  return [...merged.values()];
}

const BATCH = 400;

/** Runs an INSERT … SELECT FROM jsonb_to_recordset($1) over `rows` in batches; answers the RETURNING rows. */
export async function insertJson(query: Query, sql: string, rows: unknown[]): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(...(await query(sql, [JSON.stringify(rows.slice(i, i + BATCH))])));
  return out;
}

/**
 * Loads the demo makes and stock (run inside the caller's transaction), and renders the pictures they use
 * under `uploadDir` meanwhile.
 */
export async function loadDemoCatalogue(query: Query, options: DemoCatalogueOptions): Promise<DemoCatalogueResult> {
  const now = options.now ?? new Date();
  const cars = generateDemoCars(options.count ?? DEMO_CAR_COUNT, options.seed ?? DEMO_SEED, now);
  const pictures = ensureDemoImages(options.uploadDir, cars);
  // Rendering runs on libuv's threads while the rows go in; its failure must not go unhandled meanwhile.
  pictures.catch(() => undefined);

  const makeIds = await ensureDemoMakes(query);
  const carRows = cars.map((c) => {
    const gallery = carGallery(c.bodyType, c.swatch, c.interior);
    return {
      stock_id: c.stockId,
      make_id: makeIds.get(c.makeSlug),
      model: c.model,
      year: c.year,
      mileage_km: c.mileageKm,
      engine_cc: c.engineCc,
      drive: c.drive,
      body_type: c.bodyType,
      transmission: c.transmission,
      fuel: c.fuel,
      doors: c.doors,
      seats: c.seats,
      color: c.color,
      steering: c.steering,
      chassis_number: c.chassisNumber,
      engine_code: c.engineCode,
      location_country: c.locationCountry,
      stock_port: c.stockPort,
      length_m: c.lengthM,
      width_m: c.widthM,
      height_m: c.heightM,
      volume_m3: c.volumeM3,
      fob_price_usd: c.fobPriceUsd,
      status: c.status,
      category: c.category,
      featured_image_url: gallery[0].url,
      featured_thumbnail_url: gallery[0].thumbnailUrl,
      features: c.features,
      view_count: demoDailyStats(c, now).reduce((sum, s) => sum + s.views, 0),
      created_at: c.createdAt.toISOString(),
    };
  });
  const inserted = await insertJson(
    query,
    `INSERT INTO cars (stock_id, make_id, model, year, mileage_km, engine_cc, drive, body_type, transmission, fuel, doors, seats, color,
                       steering, chassis_number, engine_code, location_country, stock_port, length_m, width_m, height_m, volume_m3,
                       fob_price_usd, status, category, featured_image_url, featured_thumbnail_url, features, view_count, created_at, updated_at)
     SELECT stock_id, make_id, model, year, mileage_km, engine_cc, drive, body_type, transmission, fuel, doors, seats, color,
            steering, chassis_number, engine_code, location_country, stock_port, length_m, width_m, height_m, volume_m3,
            fob_price_usd, status, category, featured_image_url, featured_thumbnail_url, features, view_count, created_at, created_at
       FROM jsonb_to_recordset($1::jsonb) AS c(stock_id varchar, make_id int, model varchar, year smallint, mileage_km int, engine_cc int,
            drive varchar, body_type varchar, transmission varchar, fuel varchar, doors smallint, seats smallint, color varchar,
            steering varchar, chassis_number varchar, engine_code varchar, location_country char(2), stock_port varchar,
            length_m numeric, width_m numeric, height_m numeric, volume_m3 numeric, fob_price_usd numeric, status varchar,
            category varchar, featured_image_url varchar, featured_thumbnail_url varchar, features jsonb, view_count bigint,
            created_at timestamptz)
     RETURNING id, stock_id`,
    carRows,
  );
  const idOf = new Map(inserted.map((r) => [String(r.stock_id), String(r.id)]));

  const imageRows = cars.flatMap((c) =>
    carGallery(c.bodyType, c.swatch, c.interior).map((img, position) => ({
      car_id: idOf.get(c.stockId),
      position,
      url: img.url,
      thumbnail_url: img.thumbnailUrl,
      width: img.width,
      height: img.height,
      created_at: c.createdAt.toISOString(),
    })),
  );
  await insertJson(
    query,
    `INSERT INTO car_images (car_id, position, url, thumbnail_url, width, height, created_at)
     SELECT car_id, position, url, thumbnail_url, width, height, created_at
       FROM jsonb_to_recordset($1::jsonb) AS i(car_id bigint, position smallint, url varchar, thumbnail_url varchar, width int, height int, created_at timestamptz)`,
    imageRows,
  );

  const sheetRows = cars
    .filter((c) => c.auctionSheet)
    .map((c) => {
      const s = c.auctionSheet!;
      return {
        car_id: idOf.get(c.stockId),
        auction_house: s.auctionHouse,
        auction_date: s.auctionDate,
        overall_grade: s.overallGrade,
        interior_grade: s.interiorGrade,
        exterior_grade: s.exteriorGrade,
        tyre_condition: s.tyreCondition,
        total_evaluation: s.totalEvaluation,
        damages: s.damages,
        notes: s.notes,
        translated_details: s.translatedDetails,
      };
    });
  await insertJson(
    query,
    `INSERT INTO auction_sheets (car_id, auction_house, auction_date, overall_grade, interior_grade, exterior_grade, tyre_condition,
                                 total_evaluation, damages, notes, translated_details)
     SELECT car_id, auction_house, auction_date, overall_grade, interior_grade, exterior_grade, tyre_condition,
            total_evaluation, damages, notes, translated_details
       FROM jsonb_to_recordset($1::jsonb) AS s(car_id bigint, auction_house varchar, auction_date date, overall_grade varchar,
            interior_grade char(1), exterior_grade char(1), tyre_condition varchar, total_evaluation varchar, damages jsonb,
            notes text, translated_details text)`,
    sheetRows,
  );

  const statRows = cars.flatMap((c) =>
    c.status === 'sold' || c.status === 'in_transit' ? [] : demoDailyStats(c, now).map((s) => ({ car_id: idOf.get(c.stockId), ...s })),
  );
  await insertJson(
    query,
    `INSERT INTO car_daily_stats (car_id, day, country, views, inquiries)
     SELECT car_id, day, country, views, inquiries
       FROM jsonb_to_recordset($1::jsonb) AS d(car_id bigint, day date, country char(2), views int, inquiries int)`,
    statRows,
  );

  const imagesWritten = await pictures;
  return { makes: makeIds.size, cars: inserted.length, images: imageRows.length, auctionSheets: sheetRows.length, imagesWritten };
}

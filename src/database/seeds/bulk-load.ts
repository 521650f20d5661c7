import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { GeneratedAuctionSheet } from './auction-sheet-generator.js';
import type { GeneratedCar } from './car-generator.js';
import { CarGenerator } from './car-generator.js';
import type { Query } from '../sql.js';
import { ensureDemoImages, ensureDemoMakes } from './demo-catalogue.js';
import { carGallery, type DemoImage } from './demo-images.js';
import { Rng } from './random.js';
import { type CarColumnProperty, carTableColumns } from '../../modules/cars/car-columns.js';

/**
 * Loads many generated cars fast for benchmarks: rows are streamed through `COPY … FROM STDIN` (text
 * format) in chunks, one transaction for the whole load, cars and their auction sheets and gallery rows.
 * For large loads the secondary indexes are dropped first and rebuilt at the end (inside the same
 * transaction, so a failed load changes nothing).
 */

/** Bulk cars take stock indexes from here on (id + offset): the demo stock's indexes stay below it. */
export const BULK_STOCK_INDEX_OFFSET = 100_000;

// The whole row of a car, column for column as the entity maps the cars table: one list of columns, the cars module's.
const CAR_TABLE_COLUMNS = carTableColumns();
export const CAR_COPY_COLUMNS: readonly string[] = CAR_TABLE_COLUMNS.map((c) => c.column);

export const SHEET_COPY_COLUMNS = [
  'car_id',
  'auction_house',
  'auction_date',
  'overall_grade',
  'interior_grade',
  'exterior_grade',
  'tyre_condition',
  'total_evaluation',
  'damages',
  'notes',
  'translated_details',
] as const;

export const IMAGE_COPY_COLUMNS = ['car_id', 'position', 'url', 'thumbnail_url', 'width', 'height', 'created_at'] as const;

const NEEDS_ESCAPE = /[\\\t\n\r]/;

/** One field in COPY's text format: NULL as \N; backslash, tab, newline and carriage return escaped. */
export function copyField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  const text = typeof value === 'number' ? String(value) : value;
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text.replace(/[\\\t\n\r]/g, (ch) => (ch === '\\' ? '\\\\' : ch === '\t' ? '\\t' : ch === '\n' ? '\\n' : '\\r'));
}

const line = (fields: (string | number | null)[]) => fields.map(copyField).join('\t') + '\n';

/** The COPY line of a car (columns as CAR_COPY_COLUMNS). */
export function carCopyLine(id: number, car: GeneratedCar, makeId: number, featured: DemoImage, viewCount: number): string {
  const created = car.createdAt.toISOString();
  // Every column of the entity must get a value here: a new one fails to compile until it does.
  const values: Record<CarColumnProperty, string | number | null> = {
    id,
    stockId: car.stockId,
    makeId,
    model: car.model,
    year: car.year,
    mileageKm: car.mileageKm,
    engineCc: car.engineCc,
    drive: car.drive,
    bodyType: car.bodyType,
    transmission: car.transmission,
    fuel: car.fuel,
    doors: car.doors,
    seats: car.seats,
    color: car.color,
    steering: car.steering,
    chassisNumber: car.chassisNumber,
    engineCode: car.engineCode,
    locationCountry: car.locationCountry,
    stockPort: car.stockPort,
    lengthM: car.lengthM,
    widthM: car.widthM,
    heightM: car.heightM,
    volumeM3: car.volumeM3,
    fobPriceUsd: car.fobPriceUsd,
    status: car.status,
    category: car.category,
    featuredImageUrl: featured.url,
    featuredThumbnailUrl: featured.thumbnailUrl,
    features: JSON.stringify(car.features),
    viewCount,
    createdAt: created,
    updatedAt: created,
  };
  return line(CAR_TABLE_COLUMNS.map((c) => values[c.property]));
}

/** The COPY line of an auction sheet (columns as SHEET_COPY_COLUMNS). */
export function sheetCopyLine(carId: number, sheet: GeneratedAuctionSheet): string {
  return line([
    carId,
    sheet.auctionHouse,
    sheet.auctionDate,
    sheet.overallGrade,
    sheet.interiorGrade,
    sheet.exteriorGrade,
    sheet.tyreCondition,
    sheet.totalEvaluation,
    JSON.stringify(sheet.damages),
    sheet.notes,
    sheet.translatedDetails,
  ]);
}

/** The COPY lines of a car's gallery (columns as IMAGE_COPY_COLUMNS). */
export function imageCopyLines(carId: number, gallery: DemoImage[], createdAt: Date): string {
  const created = createdAt.toISOString();
  return gallery.map((img, position) => line([carId, position, img.url, img.thumbnailUrl, img.width, img.height, created])).join('');
}

export interface BulkLoadOptions {
  databaseUrl: string;
  /** How many cars to add. */
  cars: number;
  /** Where the shared demo pictures are (generated when missing). */
  uploadDir: string;
  /** Delete every existing car (and what hangs off cars) first. */
  truncate?: boolean;
  /** Cars per COPY chunk (default 50,000). */
  chunkSize?: number;
  /** Share of cars with an auction sheet (default 0.1). */
  auctionSheetShare?: number;
  /** Write the gallery rows (car_images) too (default true). */
  images?: boolean;
  /** Drop the secondary indexes during the load and rebuild them after (default: from 100,000 cars on). */
  rebuildIndexes?: boolean;
  seed?: string | number;
  now?: Date;
  log?: (message: string) => void;
}

export interface BulkLoadResult {
  cars: number;
  auctionSheets: number;
  images: number;
  firstId: number;
  lastId: number;
  seconds: number;
}

interface Chunk {
  cars: string;
  sheets: string;
  images: string;
  sheetCount: number;
  imageCount: number;
}

async function copyInto(client: pg.Client, table: string, columns: readonly string[], data: string, freeze: boolean): Promise<void> {
  if (!data) return;
  const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN${freeze ? ' WITH (FREEZE)' : ''}`));
  await pipeline(Readable.from([data]), stream);
}

const fmt = (n: number) => n.toLocaleString('en-US');

/** Adds `options.cars` generated cars (and sheets, gallery rows) to a migrated database. */
export async function bulkLoadCars(options: BulkLoadOptions): Promise<BulkLoadResult> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const total = options.cars;
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`cars must be a whole number ≥ 0 (got ${total})`);
  const chunkSize = options.chunkSize ?? 50_000;
  if (!Number.isSafeInteger(chunkSize) || chunkSize < 1) throw new RangeError(`chunkSize must be a whole number ≥ 1 (got ${chunkSize})`);
  const withImages = options.images ?? true;
  const now = options.now ?? new Date();
  const rebuild = options.rebuildIndexes ?? total >= 100_000;

  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'autoexport-seed-bulk' });
  await client.connect();
  const query: Query = async (sql, parameters) => (await client.query(sql, parameters as unknown[])).rows;
  try {
    const makeIds = await ensureDemoMakes(query);
    const probe = new CarGenerator({ seed: 'looks', now });
    const written = await ensureDemoImages(options.uploadDir, probe.possibleLooks());
    if (written) log(`Rendered ${written} demo pictures under ${options.uploadDir}/demo`);

    await client.query('BEGIN');
    try {
      await client.query(`SET LOCAL maintenance_work_mem = '512MB'`);
      await client.query('SET LOCAL synchronous_commit = off');
      if (options.truncate) {
        await client.query('TRUNCATE cars RESTART IDENTITY CASCADE');
        log('Deleted every existing car.');
      }
      const freeze = options.truncate === true;
      await client.query('LOCK TABLE cars IN EXCLUSIVE MODE');
      const [{ seq }] = (await client.query<{ seq: string }>(`SELECT pg_get_serial_sequence('cars', 'id') AS seq`)).rows;
      const [{ max_id, last_value, is_called }] = (
        await client.query<{ max_id: string; last_value: string; is_called: boolean }>(
          `SELECT (SELECT coalesce(max(id), 0) FROM cars) AS max_id, last_value, is_called FROM ${seq}`,
        )
      ).rows;
      const firstId = Math.max(Number(max_id), Number(last_value) - (is_called ? 0 : 1)) + 1;
      const lastId = firstId + total - 1;

      // Secondary indexes and the foreign keys of the loaded tables cost per row; rebuilding them once at
      // the end is much cheaper for a large load. Primary keys stay (the ids are checked as they come).
      const droppedIndexes: { name: string; def: string }[] = [];
      const droppedKeys: { name: string; table: string; def: string }[] = [];
      if (rebuild && total > 0) {
        const indexes = await client.query<{ name: string; def: string }>(
          `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
             FROM pg_index i
            WHERE i.indrelid IN ('cars'::regclass, 'car_images'::regclass, 'auction_sheets'::regclass)
              AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
        );
        const keys = await client.query<{ name: string; table: string; def: string }>(
          `SELECT quote_ident(conname) AS name, conrelid::regclass::text AS table, pg_get_constraintdef(oid) AS def
             FROM pg_constraint
            WHERE contype = 'f' AND conrelid IN ('cars'::regclass, 'car_images'::regclass, 'auction_sheets'::regclass)`,
        );
        for (const key of keys.rows) {
          await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`);
          droppedKeys.push(key);
        }
        for (const index of indexes.rows) {
          await client.query(`DROP INDEX ${index.name}`);
          droppedIndexes.push(index);
        }
        log(
          `Set aside ${droppedIndexes.length} secondary index(es) and ${droppedKeys.length} foreign key(s) for the load; they are rebuilt at the end.`,
        );
      }

      const generator = new CarGenerator({
        seed: `${options.seed ?? 'autoexport-bulk'}:${firstId}`,
        now,
        auctionSheetShare: options.auctionSheetShare ?? 0.1,
      });
      const views = new Rng(`views:${firstId}`);
      const galleries = new Map<string, DemoImage[]>();
      const galleryOf = (car: GeneratedCar) => {
        const key = `${car.bodyType}/${car.swatch}/${car.interior}`;
        let gallery = galleries.get(key);
        if (!gallery) galleries.set(key, (gallery = carGallery(car.bodyType, car.swatch, car.interior)));
        return gallery;
      };

      /** Generates one chunk, yielding to the event loop now and then so the previous chunk's COPY keeps flowing. */
      const generate = async (from: number, to: number): Promise<Chunk> => {
        const cars: string[] = [];
        const sheets: string[] = [];
        const images: string[] = [];
        let imageCount = 0;
        for (let id = from; id < to; id++) {
          if ((id - from) % 2000 === 1999) await new Promise((resolve) => setImmediate(resolve));
          const car = generator.car(BULK_STOCK_INDEX_OFFSET + id);
          const gallery = galleryOf(car);
          const viewCount = Math.floor(Math.exp(views.gaussian() * 1.1) * 25);
          cars.push(carCopyLine(id, car, makeIds.get(car.makeSlug)!, gallery[0], viewCount));
          if (car.auctionSheet) sheets.push(sheetCopyLine(id, car.auctionSheet));
          if (withImages) {
            images.push(imageCopyLines(id, gallery, car.createdAt));
            imageCount += gallery.length;
          }
        }
        return { cars: cars.join(''), sheets: sheets.join(''), images: images.join(''), sheetCount: sheets.length, imageCount };
      };

      let sheetCount = 0;
      let imageCount = 0;
      let done = 0;
      let inFlight: Promise<void> | null = null;
      const loadStarted = Date.now();
      const copyChunk = async (chunk: Chunk, size: number) => {
        await copyInto(client, 'cars', CAR_COPY_COLUMNS, chunk.cars, freeze);
        await copyInto(client, 'auction_sheets', SHEET_COPY_COLUMNS, chunk.sheets, freeze);
        await copyInto(client, 'car_images', IMAGE_COPY_COLUMNS, chunk.images, freeze);
        sheetCount += chunk.sheetCount;
        imageCount += chunk.imageCount;
        done += size;
        const seconds = (Date.now() - loadStarted) / 1000;
        log(`  ${fmt(done)} / ${fmt(total)} cars (${Math.round((100 * done) / total)}%), ${fmt(Math.round(done / seconds))} cars/s`);
      };
      for (let from = firstId; from <= lastId; from += chunkSize) {
        const to = Math.min(lastId + 1, from + chunkSize);
        const chunk = await generate(from, to);
        if (inFlight) await inFlight;
        inFlight = copyChunk(chunk, to - from);
        // A COPY that fails while the next chunk is generated must not go unhandled until awaited.
        inFlight.catch(() => undefined);
      }
      if (inFlight) await inFlight;

      if (total > 0) await client.query(`SELECT setval('${seq}', $1)`, [lastId]);
      for (const index of droppedIndexes) {
        const t = Date.now();
        await client.query(index.def);
        log(`Rebuilt index ${index.name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
      }
      for (const key of droppedKeys) {
        const t = Date.now();
        await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.def}`);
        log(`Restored and checked foreign key ${key.table}.${key.name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
      }
      await client.query('COMMIT');

      log('Analysing…');
      await client.query('VACUUM (ANALYZE) cars, auction_sheets, car_images');
      const seconds = (Date.now() - started) / 1000;
      return { cars: total, auctionSheets: sheetCount, images: imageCount, firstId, lastId, seconds };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    await client.end();
  }
}

import { randomBytes, randomInt } from 'node:crypto';
import { In } from 'typeorm';
import { CatalogueVersion } from '../../src/common/cache/catalogue-version.service.js';
import { AuctionSheet } from '../../src/modules/cars/auction-sheet.entity.js';
import { Car } from '../../src/modules/cars/car.entity.js';
import { CarDailyStat } from '../../src/modules/cars/car-daily-stat.entity.js';
import { CarImage } from '../../src/modules/cars/car-image.entity.js';
import { volumeM3 } from '../../src/modules/cars/car-rules.js';
import { Make } from '../../src/modules/makes/make.entity.js';
import type { TestApp } from './test-app.js';

/**
 * The one factory of catalogue rows: makes, cars (with gallery images and an auction sheet) and daily stats inserted
 * straight into the database, for any spec that reads or edits the catalogue. Every NOT NULL column gets a plain
 * default; pass what the test is about (a spec that relies on a value, e.g. an empty gallery, passes it). Nothing
 * here goes through the API, so staff rules (status transitions, image processing) do not apply: a test can insert
 * any state, including the legacy `features` shapes. Rows written here bypass the services: call `bumpCatalogue`
 * when cached catalogue answers must see them.
 */

let makeCounter = 0;
/** A make; slug and title default to unique values. */
export async function createMake(t: TestApp, overrides: Partial<Make> = {}): Promise<Make> {
  makeCounter += 1;
  const suffix = `${randomBytes(2).toString('hex')}${makeCounter}`;
  const repo = t.dataSource.getRepository(Make);
  return repo.save(repo.create({ slug: `make-${suffix}`, title: `Make ${suffix}`, description: '', active: true, ...overrides }));
}

let stockCounter = randomInt(0, 9_000_000);
/** A stock id no other call in this process returns: two letters and seven digits. */
export function uniqueStockId(prefix = 'TC'): string {
  stockCounter = (stockCounter + 1) % 10_000_000;
  return `${prefix}${String(stockCounter).padStart(7, '0')}`;
}

export type ImageOverrides = Partial<Pick<CarImage, 'position' | 'url' | 'thumbnailUrl' | 'width' | 'height'>>;
export type AuctionSheetOverrides = Partial<Omit<AuctionSheet, 'carId' | 'car'>>;

/** Any column of the car (`createdAt` too, for an older listing), plus: */
export interface CarOverrides extends Partial<Omit<Car, 'make' | 'features'>> {
  /** The car's make (else `makeId`, else a new make is created). */
  make?: Make;
  /** Stored as is in the jsonb column: a list, or a legacy shape such as ['["A","B"]']. Default: two features. */
  features?: unknown;
  /** Gallery: how many generated images (default 2), or the images themselves (positions default to their order). */
  images?: number | ImageOverrides[];
  /** The auction sheet (merged over a plausible one), or null/undefined for none. */
  auctionSheet?: AuctionSheetOverrides | null;
}

export interface CreatedCar {
  car: Car;
  make: Make;
  images: CarImage[];
  auctionSheet: AuctionSheet | null;
}

function imagesFor(stockId: string, spec: number | ImageOverrides[]): Required<ImageOverrides>[] {
  const list: ImageOverrides[] = typeof spec === 'number' ? Array.from({ length: spec }, () => ({})) : spec;
  return list.map((image, i) => ({
    position: image.position ?? i,
    url: image.url ?? `/uploads/cars/${stockId}/${i}.webp`,
    thumbnailUrl: image.thumbnailUrl ?? `/uploads/cars/${stockId}/${i}-thumb.webp`,
    width: image.width === undefined ? 1600 : image.width,
    height: image.height === undefined ? 1200 : image.height,
  }));
}

/** Inserts many cars at once (one statement per table); answers them in the order given. */
export async function createCars(t: TestApp, list: CarOverrides[]): Promise<CreatedCar[]> {
  if (list.length === 0) return [];
  const needsMake = list.some((o) => !o.make && o.makeId === undefined);
  const defaultMake = needsMake ? await createMake(t) : undefined;
  const makes = new Map<number, Make>();
  for (const o of list) if (o.make) makes.set(o.make.id, o.make);
  const missing = [...new Set(list.filter((o) => !o.make && o.makeId !== undefined).map((o) => o.makeId!))].filter((id) => !makes.has(id));
  if (missing.length) {
    for (const m of await t.dataSource.getRepository(Make).findBy({ id: In(missing) })) makes.set(m.id, m);
  }
  if (defaultMake) makes.set(defaultMake.id, defaultMake);

  const prepared = list.map((overrides) => {
    const { make, features, images = 2, auctionSheet = null, ...fields } = overrides;
    const stockId = fields.stockId ?? uniqueStockId();
    const gallery = imagesFor(stockId, images);
    const first = [...gallery].sort((a, b) => a.position - b.position)[0];
    const lengthM = fields.lengthM ?? '4.40';
    const widthM = fields.widthM ?? '1.70';
    const heightM = fields.heightM ?? '1.50';
    const row: Record<string, unknown> = {
      model: 'Corolla',
      year: 2018,
      mileageKm: 50_000,
      engineCc: 1500,
      drive: '2WD',
      bodyType: 'sedan',
      transmission: 'automatic',
      fuel: 'petrol',
      doors: 4,
      seats: 5,
      color: 'White',
      steering: 'right',
      chassisNumber: `NZE141-${stockId.slice(2)}`,
      engineCode: '1NZ-FE',
      locationCountry: 'JP',
      stockPort: 'Tokyo',
      fobPriceUsd: '6500.00',
      status: 'available',
      category: 'standard',
      featuredImageUrl: first?.url ?? null,
      featuredThumbnailUrl: first?.thumbnailUrl ?? null,
      viewCount: '0',
      ...fields,
      makeId: make?.id ?? fields.makeId ?? defaultMake!.id,
      stockId,
      lengthM,
      widthM,
      heightM,
      volumeM3: fields.volumeM3 ?? volumeM3(lengthM, widthM, heightM),
      features: features === undefined ? ['Air conditioning', 'ABS'] : features,
    };
    return { row, gallery, auctionSheet };
  });

  const carRepo = t.dataSource.getRepository(Car);
  const inserted = await carRepo.insert(prepared.map((p) => carRepo.create(p.row as Partial<Car>)));
  const ids = inserted.identifiers.map((i) => String(i.id));
  const cars = await carRepo.findBy({ id: In(ids) });
  const byId = new Map(cars.map((c) => [String(c.id), c]));

  const imageRows = prepared.flatMap((p, i) => p.gallery.map((g) => ({ ...g, carId: ids[i]! })));
  const images: CarImage[] = [];
  if (imageRows.length) {
    const repo = t.dataSource.getRepository(CarImage);
    const result = await repo.insert(imageRows.map((r) => repo.create(r)));
    images.push(...(await repo.findBy({ id: In(result.identifiers.map((i) => String(i.id))) })));
  }

  const sheetRows = prepared.flatMap((p, i) =>
    p.auctionSheet
      ? [
          {
            carId: ids[i]!,
            auctionHouse: 'USS Tokyo',
            auctionDate: '2024-11-20',
            overallGrade: '4.5',
            interiorGrade: 'B',
            exteriorGrade: 'A',
            tyreCondition: '7 mm',
            totalEvaluation: 'Clean, one owner',
            damages: [{ code: 'A1', location: 'rear bumper' }],
            notes: 'Navigation is Japanese',
            translatedDetails: 'Small scratch on the rear bumper',
            ...p.auctionSheet,
          },
        ]
      : [],
  );
  const sheets = new Map<string, AuctionSheet>();
  if (sheetRows.length) {
    const repo = t.dataSource.getRepository(AuctionSheet);
    await repo.insert(sheetRows.map((r) => repo.create(r)));
    for (const s of await repo.findBy({ carId: In(sheetRows.map((r) => r.carId)) })) sheets.set(String(s.carId), s);
  }

  return ids.map((id) => {
    const car = byId.get(id)!;
    return {
      car,
      make: makes.get(car.makeId)!,
      images: images.filter((im) => String(im.carId) === id).sort((a, b) => a.position - b.position),
      auctionSheet: sheets.get(id) ?? null,
    };
  });
}

/** Inserts one car (see CarOverrides). */
export async function createCar(t: TestApp, overrides: CarOverrides = {}): Promise<CreatedCar> {
  const [created] = await createCars(t, [overrides]);
  return created!;
}

/** Adds (or replaces) one day of a car's views and inquiries from one visitor country. */
export async function insertDailyStat(
  t: TestApp,
  stat: { carId: string; day: string; country: string; views?: number; inquiries?: number },
): Promise<void> {
  await t.dataSource
    .getRepository(CarDailyStat)
    .upsert({ carId: stat.carId, day: stat.day, country: stat.country, views: stat.views ?? 0, inquiries: stat.inquiries ?? 0 }, [
      'carId',
      'day',
      'country',
    ]);
}

/** Removes every car (and its stats), so a spec can count from a known stock. */
export async function clearCatalogue(t: TestApp): Promise<void> {
  await t.dataSource.query('DELETE FROM car_daily_stats');
  await t.dataSource.query('DELETE FROM cars');
}

/** Rows written straight to the database bypass the services: tell cached catalogue answers to refresh. */
export async function bumpCatalogue(t: TestApp): Promise<void> {
  await t.app.get(CatalogueVersion).bump();
}

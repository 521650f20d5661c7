import { randomBytes, randomInt } from 'node:crypto';
import { Car } from '../../src/modules/cars/car.entity.js';
import { CarDailyStat } from '../../src/modules/cars/car-daily-stat.entity.js';
import { volumeM3 } from '../../src/modules/cars/car-rules.js';
import { Make } from '../../src/modules/makes/make.entity.js';
import type { TestApp } from './test-app.js';

/**
 * Makes, cars and daily stats inserted straight into the database, for specs that read the catalogue
 * (landing page, footer). Every NOT NULL column of a car gets a sensible default; pass what a test is about.
 */

let stockCounter = randomInt(0, 5_000_000);
/** A unique stock id: two letters and seven digits. */
export function nextStockId(prefix = 'TS'): string {
  stockCounter = (stockCounter + 1) % 10_000_000;
  return `${prefix}${String(stockCounter).padStart(7, '0')}`;
}

export async function insertMake(t: TestApp, overrides: Partial<Make> = {}): Promise<Make> {
  const suffix = randomBytes(3).toString('hex');
  const repo = t.dataSource.getRepository(Make);
  return repo.save(repo.create({ slug: `make-${suffix}`, title: `Make ${suffix}`, description: '', active: true, ...overrides }));
}

export type CarFixture = Partial<Omit<Car, 'make'>> & { make?: Make };

/** Inserts one car (of `make`, or of a new make) and answers the saved row; `createdAt` may be set. */
export async function insertCar(t: TestApp, overrides: CarFixture = {}): Promise<Car> {
  const { make: givenMake, createdAt, ...fields } = overrides;
  const make = givenMake ?? (fields.makeId === undefined ? await insertMake(t) : undefined);
  const lengthM = fields.lengthM ?? '4.50';
  const widthM = fields.widthM ?? '1.80';
  const heightM = fields.heightM ?? '1.50';
  const stockId = fields.stockId ?? nextStockId();
  const repo = t.dataSource.getRepository(Car);
  const saved = await repo.save(
    repo.create({
      makeId: make?.id,
      model: 'Corolla',
      year: 2018,
      mileageKm: 60000,
      engineCc: 1500,
      drive: '2WD',
      bodyType: 'sedan',
      transmission: 'automatic',
      fuel: 'petrol',
      doors: 4,
      seats: 5,
      color: 'White',
      steering: 'right',
      chassisNumber: `NZE${stockId}`,
      engineCode: null,
      locationCountry: 'JP',
      stockPort: 'Tokyo',
      lengthM,
      widthM,
      heightM,
      volumeM3: volumeM3(lengthM, widthM, heightM),
      fobPriceUsd: '5000.00',
      status: 'available',
      category: 'standard',
      featuredImageUrl: `https://cdn.example.com/cars/${stockId}/1.jpg`,
      featuredThumbnailUrl: `https://cdn.example.com/cars/${stockId}/1-thumb.jpg`,
      features: [],
      viewCount: '0',
      ...fields,
      stockId,
    }),
  );
  if (createdAt) {
    await t.dataSource.query('UPDATE cars SET created_at = $2 WHERE id = $1', [saved.id, createdAt]);
    saved.createdAt = createdAt;
  }
  return saved;
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

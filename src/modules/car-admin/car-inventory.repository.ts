import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import type { ExportDb } from '../../common/csv/export-batches.js';
import { AuctionSheet } from '../cars/auction-sheet.entity.js';
import { CarDailyStat } from '../cars/car-daily-stat.entity.js';
import { CarImage } from '../cars/car-image.entity.js';
import { Car, type CarStatus } from '../cars/car.entity.js';
import { stockIdOf } from '../cars/car-rules.js';
import { type FilterContext, parseEstimate } from '../cars/car-search-sql.js';
import type { Make } from '../makes/make.entity.js';
import type { BulkCarState } from './car-bulk-rules.js';
import {
  type AdminCarFilters,
  buildAdminCountQuery,
  buildAdminEstimateQuery,
  buildAdminExportQuery,
  buildAdminIdsQuery,
  type CarExportRow,
} from './car-admin-list-sql.js';
import { toAdminCarDto } from './cars-admin.mappers.js';
import type { AdminCarDto } from './cars-admin.responses.js';

/**
 * Every query of the staff inventory (cars-admin.service.ts, car-bulk.service.ts, car-gallery.service.ts): each
 * function runs on the EntityManager it is given — the change's transaction, or the DataSource's manager for a read.
 * The list's SQL is built in car-admin-list-sql.ts, the gallery's writes are in car-gallery.repository.ts.
 */

/** An auction sheet's columns, as staff enter them. */
export type AuctionSheetColumns = Omit<AuctionSheet, 'carId' | 'car'>;

/** The car by stock id (case-insensitive); `lock` takes its row for the rest of the transaction. 404 when unknown. */
export async function carByRef(m: EntityManager, ref: string, options: { lock?: boolean } = {}): Promise<Car> {
  const stockId = stockIdOf(ref);
  const car = stockId
    ? await m.getRepository(Car).findOne({ where: { stockId }, ...(options.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) })
    : null;
  if (!car) throw notFound(Msg.PRODUCT_NOT_FOUND);
  return car;
}

export function imagesOf(m: EntityManager, carId: string): Promise<CarImage[]> {
  return m.getRepository(CarImage).find({ where: { carId }, order: { position: 'ASC', id: 'ASC' } });
}

export async function makeOf(m: EntityManager, car: Car): Promise<Make> {
  return (await m.getRepository(Car).findOneOrFail({ where: { id: car.id }, relations: { make: true } })).make!;
}

export function sheetOf(m: EntityManager, carId: string): Promise<AuctionSheet | null> {
  return m.getRepository(AuctionSheet).findOne({ where: { carId } });
}

/** The staff view of a car: every field, its gallery and auction sheet. */
export async function loadAdminCar(m: EntityManager, id: string, holdingOrderId: string | null): Promise<AdminCarDto> {
  const car = await m.getRepository(Car).findOneOrFail({ where: { id }, relations: { make: true } });
  const [images, sheet] = await Promise.all([imagesOf(m, id), sheetOf(m, id)]);
  return toAdminCarDto(car, images, sheet, holdingOrderId);
}

export function stockIdTaken(m: EntityManager, stockId: string): Promise<boolean> {
  return m.getRepository(Car).existsBy({ stockId });
}

/** The given cars with their makes, in the order of `ids` (unknown ids left out). */
export async function carsInOrder(m: EntityManager, ids: string[]): Promise<Car[]> {
  if (ids.length === 0) return [];
  const cars = await m.getRepository(Car).find({ where: { id: In(ids) }, relations: { make: true } });
  const byId = new Map(cars.map((c) => [String(c.id), c]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The ids of one page of the staff list, in its order. */
export async function pageIds(m: EntityManager, input: Parameters<typeof buildAdminIdsQuery>[0]): Promise<string[]> {
  const built = buildAdminIdsQuery(input);
  const rows = await m.query<{ id: string }[]>(built.sql, built.params);
  return rows.map((r) => String(r.id));
}

/** The planner's estimate of the list's matches. */
export async function estimateMatches(m: EntityManager, filters: AdminCarFilters, context: FilterContext) {
  const explain = buildAdminEstimateQuery(filters, context);
  return parseEstimate(await m.query(explain.sql, explain.params));
}

/** The list's matches counted exactly, up to `cap`. */
export async function countMatchesUpTo(m: EntityManager, filters: AdminCarFilters, context: FilterContext, cap: number): Promise<number> {
  const built = buildAdminCountQuery(filters, context, cap);
  const [{ n }] = await m.query<{ n: number }[]>(built.sql, built.params);
  return n;
}

/** One batch of the CSV export (see buildAdminExportQuery). */
export async function exportRows(db: ExportDb, input: Parameters<typeof buildAdminExportQuery>[0]): Promise<CarExportRow[]> {
  const built = buildAdminExportQuery(input);
  return db.query<CarExportRow>(built.sql, built.params);
}

/** Inserts a car (its columns as `Car` names them) and answers it as saved. */
export function insertCarRow(m: EntityManager, columns: Partial<Car>): Promise<Car> {
  const repo = m.getRepository(Car);
  return repo.save(repo.create(columns));
}

export async function updateCar(m: EntityManager, id: string, columns: Partial<Car>): Promise<void> {
  await m.getRepository(Car).update({ id }, columns);
}

/** Inserts or replaces the car's auction sheet. */
export async function saveSheet(m: EntityManager, carId: string, columns: AuctionSheetColumns): Promise<AuctionSheet> {
  const repo = m.getRepository(AuctionSheet);
  const sheet = repo.create({ carId, ...columns });
  await repo.save(sheet);
  return sheet;
}

export async function deleteSheet(m: EntityManager, carId: string): Promise<void> {
  await m.getRepository(AuctionSheet).delete({ carId });
}

export async function deleteDailyStats(m: EntityManager, carId: string): Promise<void> {
  await m.getRepository(CarDailyStat).delete({ carId });
}

/** Deletes the car in a savepoint, so a reference from another module's table fails it without breaking `m`'s transaction. */
export async function deleteCarInSavepoint(m: EntityManager, id: string): Promise<void> {
  await m.transaction((inner) => inner.getRepository(Car).delete({ id }));
}

/** A car's row as a bulk action plans it. */
export interface BulkCarRow {
  id: string;
  stock_id: string;
  status: CarStatus;
  fob_price_usd: string;
}

/** The cars of the given stock ids in id order; `lock` takes their rows (in that order). */
export function bulkCarRows(m: EntityManager, stockIds: string[], lock: boolean): Promise<BulkCarRow[]> {
  return m.query<BulkCarRow[]>(
    `SELECT id::text AS id, stock_id, status, fob_price_usd::text AS fob_price_usd FROM cars WHERE stock_id = ANY($1::varchar[]) ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
    [stockIds],
  );
}

/** Sets each car's status and price in one UPDATE. */
export async function setBulkStates(m: EntityManager, moving: readonly { id: string; after: BulkCarState }[]): Promise<void> {
  await m.query(
    `UPDATE cars c SET status = v.status, fob_price_usd = v.price, updated_at = now()
       FROM unnest($1::bigint[], $2::varchar[], $3::numeric[]) AS v(id, status, price) WHERE c.id = v.id`,
    [moving.map((c) => c.id), moving.map((c) => c.after.status), moving.map((c) => c.after.fobPriceUsd)],
  );
}

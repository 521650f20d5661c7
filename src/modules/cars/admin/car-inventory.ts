import type { EntityManager } from 'typeorm';
import { notFound } from '../../../common/errors/app-error.js';
import { Msg } from '../../../common/errors/messages.js';
import { AuctionSheet } from '../auction-sheet.entity.js';
import { CarImage } from '../car-image.entity.js';
import { Car } from '../car.entity.js';
import { STOCK_ID_PATTERN } from '../car-rules.js';
import type { Make } from '../../makes/make.entity.js';
import { toAdminCarDto } from './cars-admin.mappers.js';
import type { AdminCarDto } from './cars-admin.responses.js';

/** Reads the staff inventory and its gallery share (cars-admin.service.ts, car-gallery.service.ts); all on one EntityManager. */

const normaliseRef = (ref: string) => ref.trim().toUpperCase();

/** The car by stock id (case-insensitive); `lock` takes its row for the rest of the transaction. 404 when unknown. */
export async function carByRef(m: EntityManager, ref: string, options: { lock?: boolean } = {}): Promise<Car> {
  const stockId = normaliseRef(ref);
  const car = STOCK_ID_PATTERN.test(stockId)
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

/** The staff view of a car: every field, its gallery and auction sheet. */
export async function loadAdminCar(m: EntityManager, id: string, holdingOrderId: string | null): Promise<AdminCarDto> {
  const car = await m.getRepository(Car).findOneOrFail({ where: { id }, relations: { make: true } });
  const [images, sheet] = await Promise.all([imagesOf(m, id), m.getRepository(AuctionSheet).findOne({ where: { carId: id } })]);
  return toAdminCarDto(car, images, sheet, holdingOrderId);
}

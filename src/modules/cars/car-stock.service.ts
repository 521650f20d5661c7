import { Injectable } from '@nestjs/common';
import { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import { conflict, notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { modification } from '../audit/audit-facts.js';
import type { AuditedTx } from '../audit/audited-changes.service.js';
import { DomainEvents } from '../../events/domain-events.service.js';
import { MakesDirectory } from '../makes/makes-directory.service.js';
import { statusChangeRefusal } from './car-admin-rules.js';
import type { Car, CarStatus } from './car.entity.js';
import { CAR_STATUS_CHANGE, CAR_TARGET, stockIdOf } from './car-rules.js';
import { carStatusEvents } from './car-events.js';
import { CarStockRepository } from './car-stock.repository.js';
import { RESERVABLE_STATUSES } from '@autoexport/contract/cars';

/** What an order records of the car it reserves (its snapshot), and the car's internal id for later moves. */
export interface OrderedCar {
  id: string;
  stockId: string;
  fobPriceUsd: string;
  volumeM3: string;
  thumbnailUrl: string | null;
  /** What the destination's import rules judge the car by (the sale's eligibility gate). */
  year: number;
  steering: Car['steering'];
}

/**
 * A car's stock as its orders move it (DESIGN.md §2: the orders module reaches cars only here): the order's title,
 * the reservation, the moves that follow the order, each in the order's transaction on the car's locked row, audited
 * and announced to the dealers' webhooks. Exported by CarsModule.
 */
@Injectable()
export class CarStock {
  constructor(
    private readonly stock: CarStockRepository,
    private readonly catalogueVersion: CatalogueVersion,
    private readonly makes: MakesDirectory,
    private readonly events: DomainEvents,
  ) {}

  /**
   * How an order names a car, "2018 Toyota Corolla", or null for an unknown stock id. Read before the order's
   * transaction starts (the makes come from MakesDirectory, which may need a connection of its own).
   */
  async orderTitle(ref: string): Promise<string | null> {
    const stockId = stockIdOf(ref);
    if (!stockId) return null;
    const car = await this.stock.titleFacts(stockId);
    if (!car) return null;
    const make = (await this.makes.byIds([car.makeId])).get(car.makeId);
    return [car.year, make?.title, car.model].filter(Boolean).join(' ');
  }

  /**
   * Reserves a car for a new order, in the order's transaction: locks the car's row — so concurrent reservations of
   * one car queue on it, and the first one wins — then refuses a reserved car with the spec's "This car is already
   * reserved!", a sold, shipped or delivered one with CAR_NOT_AVAILABLE, and an unknown stock id with "Product not
   * found!"; else sets it `reserved`, audited with the order's id. A car withdrawn from sale is CAR_NOT_AVAILABLE like
   * a sold one. Answers what the order keeps of the car (its title comes from orderTitle, read beforehand).
   */
  async reserveForOrder(tx: AuditedTx, ref: string, orderId: string): Promise<OrderedCar> {
    const stockId = stockIdOf(ref);
    const car = stockId ? await this.stock.lockByStockId(tx.manager, stockId) : null;
    if (!car) throw notFound(Msg.PRODUCT_NOT_FOUND);
    if (car.status === 'reserved') throw conflict(Msg.CAR_ALREADY_RESERVED);
    if (!RESERVABLE_STATUSES.includes(car.status)) throw conflict(Msg.CAR_NOT_AVAILABLE);
    await this.setStatus(tx, car, 'reserved', orderId);
    return {
      id: car.id,
      stockId: car.stockId,
      fobPriceUsd: car.fobPriceUsd,
      volumeM3: car.volumeM3,
      thumbnailUrl: car.featuredThumbnailUrl,
      year: car.year,
      steering: car.steering,
    };
  }

  /**
   * Moves a car with its order (reserved → sold → in_transit → released, or back to available when the order is
   * cancelled — withdrawn instead when the company never bought it), in the order's transaction, on the car's locked
   * row, audited with the order's id and `audit`'s facts. A car already in `to` is left alone; a move CAR_MACHINE does
   * not allow is a 409 (the car was changed outside its order).
   */
  async followOrder(tx: AuditedTx, carId: string, to: CarStatus, orderId: string, audit: Record<string, unknown> = {}): Promise<void> {
    const car = await this.stock.lockById(tx.manager, carId);
    if (car.status === to) return;
    const refusal = statusChangeRefusal(car.status, to, 'order');
    if (refusal) throw refusal;
    await this.setStatus(tx, car, to, orderId, audit);
  }

  /**
   * followOrder for many orders at once (the reservations expiring together): the cars locked in id order, checked
   * one by one, moved in one UPDATE and audited in one INSERT.
   */
  async followOrders(tx: AuditedTx, moves: readonly { carId: string; orderId: string }[], to: CarStatus): Promise<void> {
    if (moves.length === 0) return;
    const cars = await this.stock.lockInIdOrder(
      tx.manager,
      moves.map((m) => m.carId),
    );
    const byId = new Map(cars.map((car) => [String(car.id), car]));
    const moving: { car: Car; orderId: string }[] = [];
    for (const { carId, orderId } of moves) {
      const car = byId.get(String(carId));
      if (!car) throw new Error(`Car ${carId} of order ${orderId} is missing`);
      if (car.status === to) continue;
      const refusal = statusChangeRefusal(car.status, to, 'order');
      if (refusal) throw refusal;
      moving.push({ car, orderId });
    }
    if (moving.length === 0) return;
    await this.stock.setStatus(
      tx.manager,
      moving.map((m) => m.car.id),
      to,
    );
    await this.events.record(tx, ...moving.flatMap(({ car }) => carStatusEvents(car.stockId, car.status, to)));
    await tx.auditMany(
      moving.map(({ car, orderId }) => ({
        action: CAR_STATUS_CHANGE,
        targetType: CAR_TARGET,
        targetId: car.stockId,
        before: { status: car.status },
        after: { status: to, orderId },
      })),
    );
  }

  /** The public catalogue changed (a car's status moved with its order): cached answers refresh. */
  catalogueChanged(): Promise<void> {
    return this.catalogueVersion.bump();
  }

  private async setStatus(tx: AuditedTx, car: Car, status: CarStatus, orderId: string, audit: Record<string, unknown> = {}): Promise<void> {
    await this.stock.setStatus(tx.manager, car.id, status);
    await this.events.record(tx, ...carStatusEvents(car.stockId, car.status, status));
    await tx.audit(
      modification(CAR_STATUS_CHANGE, CAR_TARGET, car.stockId, { before: { status: car.status }, after: { status, orderId, ...audit } }),
    );
  }
}

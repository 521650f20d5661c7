import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuditedTx } from '../audit/audited-changes.service.js';
import { minimisedConsignee } from '../users/consignees/consignee-rules.js';
import { type OrderChange, OrderChanges } from './order-changes.service.js';
import { addMoney, isMoreThan } from './order-payments.js';
import type { Order } from './order.entity.js';
import { OrdersRepository } from './orders.repository.js';

/**
 * The orders' part of closing an account (issue 24 §6), asked by the users module's AccountClosureService: what the
 * customer's orders become when the account goes. The order rows themselves stay (orders.user_id is set null by its
 * foreign key when the user row is deleted: the company's books keep every order), so this only
 *
 * - cancels every reservation (`reserved`) through OrderChanges.move — the transitions table, the car back on sale in
 *   the same transaction, the catalogue bumped and the expiry job removed after the commit — whether or not a
 *   remittance copy paused its hold, and whether or not part of the deposit was paid: nobody can pay the rest of a
 *   hold whose customer is gone, which would otherwise keep the car off sale until its deadline, or for good while a
 *   copy waits for review. Money already on such an order stays on it and is answered, for staff to refund;
 * - minimises the personal data of every order of the customer (the consignee snapshot: names, phones, addresses,
 *   email go; the country stays beside the order's amounts, dates, stock id and destination, which the books need).
 *
 * Orders paid at least 50% (deposit_paid, paid, shipped, arrived) keep their status: the car is bought, and staff see
 * the order as the deleted account's.
 */
@Injectable()
export class AccountClosureOrders {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly orderChanges: OrderChanges,
  ) {}

  /** Runs `work` as one order change: one transaction with its audit entries, then the catalogue and jobs follow. */
  run<T>(ctx: AuditedTx['ctx'], work: (tx: AuditedTx, change: OrderChange) => Promise<T>): Promise<T> {
    return this.orderChanges.run(ctx, work);
  }

  /**
   * Takes the lock a reservation of this customer takes first (ReservationsService.reserve), so that a reservation made at
   * the same moment either commits before the closure reads the orders, or waits and then finds the account gone.
   * Call it first in the closure's transaction, before any lock on the user's row (a reservation's insert needs a
   * share lock on it).
   */
  async lockCustomer(m: EntityManager, userId: string): Promise<void> {
    await this.orders.lockCustomer(m, userId);
  }

  /** What closing the account would do to its orders, without changing anything (the confirmation's preview). */
  async preview(userId: string, m: EntityManager = this.orders.manager): Promise<ClosedAccountOrders> {
    const orders = await this.orders.holdingOfCustomer(m, userId);
    return summarise(
      orders.filter((o) => o.status === 'reserved'),
      orders.filter((o) => o.status !== 'reserved'),
    );
  }

  /**
   * In the closure's transaction: cancels the customer's reservations (cause: who closes the account) and minimises
   * the personal data of all their orders. No cancellation notice is owed for them (`notice: false`): the account
   * closure sends one message that lists them, composed before the account's address is deleted.
   */
  async settle(
    tx: AuditedTx,
    change: OrderChange,
    userId: string,
    cause: 'customer' | 'staff',
    reason: string,
  ): Promise<ClosedAccountOrders> {
    const m = tx.manager;
    // Locked in id order, as every batch of orders is, then each moved with its car.
    const orders = await this.orders.lockAllOfCustomer(m, userId);
    const reservations = orders.filter((o) => o.status === 'reserved');
    for (const order of reservations) await this.orderChanges.move(tx, change, order, 'cancelled', cause, reason, { notice: false });
    for (const order of orders) {
      const minimised = minimisedConsignee(order.consignee);
      if (JSON.stringify(minimised) !== JSON.stringify(order.consignee)) {
        await this.orders.update(m, order.id, { consignee: minimised as never });
      }
    }
    return summarise(
      reservations,
      orders.filter((o) => o.status !== 'cancelled' && !reservations.includes(o)),
    );
  }
}

/** A reservation an account closure cancels (or would), as the customer and staff are told. */
export interface ClosedReservation {
  orderId: string;
  stockId: string;
  carTitle: string;
  /** Money already on it (USD): refunded by staff. */
  paid: string;
}

export interface ClosedAccountOrders {
  cancelled: ClosedReservation[];
  /** Orders paid at least 50% that stay for the company's books (deposit paid, paid, shipped, arrived). */
  kept: number;
  /** The money on the cancelled reservations (USD, two decimals): what staff refund. */
  refundUsd: string;
}

function summarise(reservations: readonly Order[], kept: readonly Order[]): ClosedAccountOrders {
  const cancelled = reservations.map((o) => ({ orderId: o.publicId, stockId: o.stockId, carTitle: o.carTitle, paid: o.amountAllocated }));
  const refundUsd = cancelled.reduce((sum, o) => (isMoreThan(o.paid, 0) ? addMoney(sum, o.paid) : sum), '0.00');
  return { cancelled, kept: kept.length, refundUsd };
}

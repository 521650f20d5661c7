import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../common/context/request-context.js';
import { conflict } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import type { AuditedTx } from '../audit/audited-changes.service.js';
import { type OrderChange, OrderChanges } from './order-changes.service.js';
import { isMoreThan } from './order-payments.js';
import { type OrderTerms, OrderPlacement } from './order-placement.service.js';
import { OrderViews } from './order-views.service.js';
import { OrdersRepository } from './orders.repository.js';
import type { AdminOrderDto } from './orders.responses.js';

/**
 * The orders of cars won at auction (issues 13 and 24), as the auctions module asks for them: placing one for the
 * winner, finding the order of a bid request, and cancelling an unpaid one whose result staff undid.
 */
@Injectable()
export class AuctionOrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly orderChanges: OrderChanges,
    private readonly placement: OrderPlacement,
    private readonly views: OrderViews,
  ) {}

  /**
   * The order of a car won at auction (issue 13), placed by staff for the winner: `prepare` runs first in the same
   * transaction — the auctions module checks the bid request and enters the car into stock there — then the car is
   * reserved for the order as any stock car is. Its deadline is the security deposit's (three business days), but it
   * is not scheduled to expire (shouldExpire): the car is bought. Answers the order as staff see it.
   */
  async placeForWonAuction(
    ctx: RequestContext,
    customerId: string,
    terms: OrderTerms,
    prepare: (tx: AuditedTx) => Promise<{ stockId: string; title: string; auctionBidId: string }>,
  ): Promise<AdminOrderDto> {
    const order = await this.placement.place(ctx, customerId, terms, prepare);
    return this.views.staffDetail(order);
  }

  /** The orders of these won auction bid requests (public ids), not cancelled: bid request id → order id. */
  async ordersOfAuctionBids(bidIds: readonly string[], m: EntityManager = this.orders.manager): Promise<Map<string, string>> {
    if (bidIds.length === 0) return new Map();
    const rows = await this.orders.ofAuctionBids(m, bidIds);
    return new Map(rows.map((o) => [o.auctionBidId!, o.publicId]));
  }

  /**
   * The order placed for a won auction bid request (public id), not cancelled, with whether money was paid on it (any
   * amount allocated, or past `reserved`); with `lock`, its row locked for the caller's transaction. The auctions module
   * asks before staff undo the lot's result (issue 24). Null when the bid has no order.
   */
  async wonAuctionOrder(m: EntityManager, auctionBidId: string, lock = false): Promise<{ orderId: string; paid: boolean } | null> {
    const order = await this.orders.ofAuctionBid(m, auctionBidId, lock);
    if (!order) return null;
    return { orderId: order.publicId, paid: order.status !== 'reserved' || isMoreThan(order.amountAllocated, '0') };
  }

  /**
   * Cancels, in the caller's OrderChanges transaction, the order of a won auction bid whose result staff undid
   * (issue 24): a staff move with their reason. The company never bought the car, so it is withdrawn from sale rather
   * than put on sale (its audit entry says why), and the orders module sends no cancellation notice: the auctions module
   * tells the customer the result was withdrawn and the order cancelled. Refused (409 LOT_RESULT_PAID) once money was
   * paid on it. Answers the car's stock id.
   */
  async cancelUnpaidWonAuctionOrder(tx: AuditedTx, change: OrderChange, orderId: string, reason: string): Promise<{ stockId: string }> {
    const order = await this.orderChanges.lock(tx.manager, orderId);
    if (!order.auctionBidId || order.status !== 'reserved' || isMoreThan(order.amountAllocated, '0')) throw conflict(Msg.LOT_RESULT_PAID);
    await this.orderChanges.move(tx, change, order, 'cancelled', 'staff', reason, {
      car: { status: 'withdrawn', audit: { neverBought: true, cause: 'auction_result_undone', auctionBidId: order.auctionBidId, reason } },
      notice: false,
    });
    return { stockId: order.stockId };
  }
}

import { Injectable, Logger } from '@nestjs/common';
import type { RequestContext } from '../../../common/context/request-context.js';
import { conflict } from '../../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { Clock } from '../../../common/time/clock.js';
import type { DomainEvent, EventTransaction } from '../../../events/domain-event-types.js';
import { OnDomainEvent } from '../../../events/on-domain-event.decorator.js';
import { modification } from '../../audit/audit-facts.js';
import { type AuditedTx, auditedTxOf } from '../../audit/audited-changes.service.js';
import { CarsAdminService } from '../../car-admin/cars-admin.service.js';
import { ExchangeRatesService } from '../../currencies/exchange-rates.service.js';
import { emailLanguageOf } from '../../notifications/email/email-template.js';
import { renderEmail } from '../../notifications/email/render-email.js';
import { NotificationsService } from '../../notifications/notifications.service.js';
import { AuctionOrdersService } from '../../orders/auction-orders.service.js';
import type { AdminOrderDto } from '../../orders/orders.responses.js';
import { ConsigneesService } from '../../users/consignees/consignees.service.js';
import { UsersService } from '../../users/users.service.js';
import { AuctionLedger, BID_TARGET, BIDDING_AUDIT } from './auction-ledger.service.js';
import { BidRequestsService } from './bid-requests.service.js';
import { wonCarOrderEmail } from './won-car-emails.js';
import { BiddingRepository } from './bidding.repository.js';
import type { WonCarOrderDto } from './bidding.requests.js';
import type { WonCarOrderDraftDto } from './bidding.responses.js';
import { owedBy, wonAmount, wonCarPriceUsd } from './ledger-rules.js';
import { carDraftOfLot, sheetOfLot } from './won-car-rules.js';

/**
 * The way home of a won car (issue 13; spec §4 auction flow: bidding result → pay security deposit → shipment and
 * arrival). Staff enter the car into stock with the lot's facts and make its order for the winner in one transaction
 * (AuctionOrdersService.placeForWonAuction): from then on it is an order like any other — the 50% deposit, here the security
 * deposit, payments, shipment, tracking, arrival — except that it does not expire and the customer cannot cancel it.
 * When the order is paid in full, the won bid request is settled in the same transaction, so its bidding power comes
 * back (the orders module's in-transaction event `order.paid_in_full`); when a voided payment leaves it no longer paid
 * in full, the settlement is taken back in the void's transaction, so the car is owed again and its bidding power held
 * again (`order.no_longer_paid_in_full`).
 */
@Injectable()
export class WonCarOrdersService {
  private readonly logger = new Logger(WonCarOrdersService.name);

  constructor(
    private readonly bidding: BiddingRepository,
    private readonly ledger: AuctionLedger,
    private readonly bids: BidRequestsService,
    private readonly orders: AuctionOrdersService,
    private readonly carsAdmin: CarsAdminService,
    private readonly consignees: ConsigneesService,
    private readonly users: UsersService,
    private readonly rates: ExchangeRatesService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
  ) {}

  /** The won bid with what the order form starts from: the winner's destination and consignees, a price in USD. */
  async draft(id: string): Promise<WonCarOrderDraftDto> {
    const bid = await this.bids.getForStaff(id);
    const found = await this.bidding.knownBidWithLot(bid.id);
    const [customer, consignees, rate] = await Promise.all([
      this.users.findById(found.userId),
      this.consignees.list(found.userId, 1, 100),
      this.rates.rateFromUsd('JPY'),
    ]);
    const cost = bid.hammerPriceJpy === null ? null : wonAmount(BigInt(bid.hammerPriceJpy), BigInt(bid.feesJpy ?? 0));
    return {
      bid,
      destinationCountry: customer?.importCountry ?? null,
      destinationPort: customer?.port ?? null,
      consignees: consignees.items.map((c) => ({
        id: c.id,
        consigneeName: c.consigneeName,
        country: c.country,
        city: c.city,
        permanent: c.permanent,
      })),
      jpyPerUsd: rate?.rate ?? null,
      car: carDraftOfLot(found.lot!, cost !== null && rate ? wonCarPriceUsd(cost, rate.rate) : null),
    };
  }

  /**
   * Enters the won car into stock and makes its order for the winner, in one transaction: 409 unless the bid request
   * is won, or when it has an order already (one at a time; another after a cancelled one). The winner is emailed the
   * order and its security deposit.
   */
  async createOrder(ctx: RequestContext, id: string, body: WonCarOrderDto): Promise<AdminOrderDto> {
    const { userId, lotId } = await this.bidding.bid(id);
    const stockId = await this.carsAdmin.stockIdFor(body);
    const {
      stockId: _given,
      tradeTerms,
      shippingMethod,
      destinationCountry,
      destinationPort,
      consigneeId,
      currency,
      eligibilityOverrideReason,
      ...car
    } = body;
    const order = await this.orders.placeForWonAuction(
      ctx,
      userId,
      { tradeTerms, shippingMethod, destinationCountry, destinationPort, consigneeId, currency, eligibilityOverrideReason },
      async (tx) => {
        // The lot's row FOR SHARE first, as every bid change takes it: an undo of the lot's result (which locks it FOR
        // UPDATE, then this order, then the accounts) never runs while this order is made, so it finds the order before
        // it locks any account — the lock order a payment on the order keeps (order, then account).
        await this.bidding.shareLot(tx.manager, lotId);
        // The bid request's row lock queues two staff making the same car's order; the second then sees the first's.
        const bid = await this.bidding.bid(id, { m: tx.manager, lock: true });
        if (bid.status !== 'won') throw conflict(Msg.BID_ORDER_NOT_WON, { status: bid.status.replace('_', ' ') });
        if ((await this.orders.ordersOfAuctionBids([bid.publicId], tx.manager)).size > 0) throw conflict(Msg.BID_ALREADY_ORDERED);
        // The lot's auction sheet goes with the car into stock (its grades, marks and notes), unless staff sent one.
        const lot = await this.bidding.lotById(tx.manager, bid.lotId);
        const auctionSheet = car.auctionSheet === undefined ? sheetOfLot(lot) : car.auctionSheet;
        const inserted = await this.carsAdmin.insertCar(tx, { ...car, auctionSheet, stockId });
        return { stockId: inserted.stockId, title: inserted.title, auctionBidId: bid.publicId };
      },
    );
    await this.emailWinner(userId, order);
    return order;
  }

  /** A won car's order paid in full: its bid request is settled, in the payment's transaction (no-op when done already). */
  @OnDomainEvent('order.paid_in_full', { inTransaction: true })
  async settlePaidOrder(event: DomainEvent<'order.paid_in_full'>, eventTx: EventTransaction): Promise<void> {
    await this.markSettled(event.payload, auditedTxOf(eventTx), true);
  }

  /** A won bid settled by an order a voided payment no longer pays in full: owed again (an `unsettled` entry), audited. */
  @OnDomainEvent('order.no_longer_paid_in_full', { inTransaction: true })
  async unsettleOrder(event: DomainEvent<'order.no_longer_paid_in_full'>, eventTx: EventTransaction): Promise<void> {
    await this.markSettled(event.payload, auditedTxOf(eventTx), false);
  }

  /**
   * Settles (or unsettles) the won bid an order is for, locked after its bidder's ledger account (the ledger's lock
   * order): its `settledAt`, a `settled` (`unsettled`) ledger entry, the audit entry. Nothing when the order is no won
   * car's, or the bid is settled (unsettled) already.
   */
  private async markSettled(order: { orderId: string; auctionBidId: string | null }, tx: AuditedTx, settle: boolean): Promise<void> {
    if (!order.auctionBidId) return;
    const found = await this.bidding.bid(order.auctionBidId, { m: tx.manager });
    const account = await this.ledger.lock(tx.manager, found.userId);
    const bid = await this.bidding.bid(order.auctionBidId, { m: tx.manager, lock: true });
    if (bid.status !== 'won' || (bid.settledAt !== null) === settle) return;
    const amount = owedBy(bid);
    const settledAt = settle ? this.clock.now() : null;
    await this.bidding.updateBid(tx.manager, bid.id, { settledAt });
    await this.ledger.post(tx.manager, account, [
      { kind: settle ? 'settled' : 'unsettled', amount, bidRequestId: bid.id, recordedBy: tx.ctx.actor?.publicId ?? null },
    ]);
    await tx.audit(
      modification(settle ? BIDDING_AUDIT.bidSettle : BIDDING_AUDIT.bidUnsettle, BID_TARGET, bid.publicId, {
        before: { settledAt: bid.settledAt?.toISOString() ?? null },
        after: {
          settledAt: settledAt?.toISOString() ?? null,
          amountJpy: amount.toString(),
          owedJpy: account.owed.toString(),
          orderId: order.orderId,
        },
      }),
    );
  }

  /** After the commit; a failure is logged, never the request's (the order is made, and on the customer's page). */
  private async emailWinner(userId: string, order: AdminOrderDto): Promise<void> {
    try {
      const customer = await this.users.findById(userId);
      if (!customer) return;
      // Staff make the order: the winner reads it in their profile's language.
      const vars = { firstName: customer.firstName, order };
      await this.notifications.sendEmails([await renderEmail(wonCarOrderEmail, emailLanguageOf(customer), vars, customer.email)]);
    } catch (error) {
      this.logger.error(`The order email of won car ${order.car.stockId} was not queued: ${(error as Error).message}`);
    }
  }
}

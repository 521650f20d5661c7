import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../../common/context/request-context.js';
import { conflict, invalidField } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { addBusinessDays } from '../../common/time/business-days.js';
import { Clock } from '../../common/time/clock.js';
import { addition } from '../audit/audit-facts.js';
import type { AuditedTx } from '../audit/audited-changes.service.js';
import { CarStock } from '../cars/car-stock.service.js';
import { EligibilityOverridesService } from '../import-eligibility/eligibility-overrides.service.js';
import { LandedPriceService } from '../price-calculator/landed-price.service.js';
import { consigneeFieldsOf } from '../users/consignees/consignee-rules.js';
import { ConsigneesService } from '../users/consignees/consignees.service.js';
import { ORDER_AUDIT, ORDER_TARGET, OrderChanges } from './order-changes.service.js';
import { orderPriceColumns } from './order-pricing.js';
import type { ConsigneeSnapshot, Order } from './order.entity.js';
import { OrdersRepository } from './orders.repository.js';
import type { ReserveCarDto } from './orders.requests.js';
import { HOLD_BUSINESS_DAYS } from './reservation-rules.js';

/**
 * What a customer chooses for an order besides the car: the terms, the destination, the consignee, the currency the
 * price is shown in; and, for an order staff place themselves (a won auction car), their written reason to let it
 * through where the destination's import rules refuse the car.
 */
export type OrderTerms = Omit<ReserveCarDto, 'stockId'> & { eligibilityOverrideReason?: string | null };

/** The car an order is placed for, as `prepare` answers it in the order's transaction. */
export type OrderedCar = { stockId: string; title: string; auctionBidId: string | null };

/**
 * How an order comes to be, whoever places it: the customer reserving a stock car (ReservationsService) or staff
 * placing a won auction car's order for its winner (AuctionOrdersService).
 */
@Injectable()
export class OrderPlacement {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly orderChanges: OrderChanges,
    private readonly cars: CarStock,
    private readonly consignees: ConsigneesService,
    private readonly prices: LandedPriceService,
    private readonly eligibility: EligibilityOverridesService,
    private readonly clock: Clock,
  ) {}

  /**
   * Places an order for `customerId` in one audited transaction: `prepare` (checks, and what car) first, then the car
   * reserved under its row lock; the sale gated by the destination's import rules (issue 24 §3: a refused car is a 409
   * with every reason, unless staff let this sale through); the price snapshot by the landed-price engine over the
   * price tables (issue 24 §2: the same function and tables as the car page and the calculator, so they agree to the
   * cent; a port without a freight rate is a 400); the order row, its first history line and audit entry; a stock
   * car's order is scheduled to expire at its deadline. The tables and rules are read before the transaction, which
   * must not wait for a second connection while it holds one; the engine itself is pure.
   */
  async place(ctx: RequestContext, customerId: string, terms: OrderTerms, prepare: (tx: AuditedTx) => Promise<OrderedCar>): Promise<Order> {
    const country = terms.destinationCountry;
    const [consignee, tables, rule] = await Promise.all([
      this.consignees.findOwned(customerId, terms.consigneeId),
      this.prices.tables(country, terms.currency ?? 'USD'),
      this.eligibility.ruleFor(country),
    ]);
    if (!consignee) throw invalidField('consigneeId', Msg.CONSIGNEE_ID_INVALID);
    const snapshot: ConsigneeSnapshot = (({ permanent: _permanent, ...fields }) => ({ id: consignee.publicId, ...fields }))(
      consigneeFieldsOf(consignee),
    );
    const orderId = randomUUID();
    return this.orderChanges.run(
      ctx,
      async (tx, change) => {
        const m = tx.manager;
        const { stockId, title, auctionBidId } = await prepare(tx);
        const car = await this.cars.reserveForOrder(tx, stockId, orderId);
        const override = await this.eligibility.admitSale(tx, {
          customerId,
          stockId: car.stockId,
          country,
          car: { year: car.year, steering: car.steering === 'left' ? 'left' : 'right' },
          rule,
          orderId,
          staffReason: terms.eligibilityOverrideReason?.trim() || null,
        });
        const price = this.prices.priceWith(
          tables,
          {
            fobUsd: car.fobPriceUsd,
            volumeM3: car.volumeM3,
            port: terms.destinationPort,
            method: terms.shippingMethod,
            terms: terms.tradeTerms,
          },
          'order',
        );
        const now = this.clock.now();
        const cif = terms.tradeTerms === 'CIF';
        const expiresAt = addBusinessDays(now, HOLD_BUSINESS_DAYS, this.orderChanges.calendar);
        const saved = await this.orders.insertAndRead(m, {
          publicId: orderId,
          userId: customerId,
          carId: car.id,
          status: 'reserved',
          stockId: car.stockId,
          carTitle: title.slice(0, 120),
          carThumbnailUrl: car.thumbnailUrl,
          tradeTerms: terms.tradeTerms,
          shippingMethod: terms.shippingMethod,
          destinationCountry: country,
          // The port as the tables name it ("mombasa" is kept as "Mombasa").
          destinationPort: price.destination.port,
          consignee: snapshot as never,
          currency: 'USD',
          ...(orderPriceColumns(price) as object),
          insuredAt: cif ? now : null,
          insuranceRatePercent: cif ? price.insuranceRatePercent : null,
          amountAllocated: '0.00',
          auctionBidId,
          reservedAt: now,
          expiresAt,
          statusChangedAt: now,
        });
        const cause = auctionBidId ? 'staff' : 'customer';
        await this.orderChanges.record(tx, saved, null, 'reserved', cause, null, now);
        await tx.audit(
          addition(ORDER_AUDIT.reserve, ORDER_TARGET, orderId, {
            stockId: car.stockId,
            tradeTerms: terms.tradeTerms,
            shippingMethod: terms.shippingMethod,
            destination: `${price.destination.port}, ${country}`,
            total: price.totalUsd,
            ...(price.currency !== 'USD' ? { quoted: { currency: price.currency, total: price.total, rate: price.exchangeRate } } : {}),
            expiresAt: expiresAt.toISOString(),
            ...(auctionBidId ? { auctionBidId } : {}),
            ...(override ? { eligibilityOverride: override } : {}),
          }),
        );
        change.carsMoved = true;
        if (!auctionBidId) {
          change.schedule.set(orderId, expiresAt);
          change.holdsPlaced += 1;
        }
        return saved;
      },
      // The unique index on a car's holding order: a race lost at the very last moment.
      { onUniqueViolation: () => conflict(Msg.CAR_ALREADY_RESERVED) },
    );
  }
}

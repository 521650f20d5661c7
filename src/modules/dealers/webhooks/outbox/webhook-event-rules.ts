import { Decimal } from 'decimal.js';
import {
  type CarFacts,
  type DomainEvent,
  type DomainEventName,
  type OrderFacts as EventOrderFacts,
  type LotFields,
  lotFactsOf,
  type SailingFields,
  sailingFactsOf,
} from '../../../../events/domain-event-types.js';
import { PING_EVENT, type WebhookEventType } from '@autoexport/contract/webhook-event-types';

export { PING_EVENT, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@autoexport/contract/webhook-event-types';

/**
 * The dealers' webhook events (issue 14): their types, and one pure builder per event that turns a domain change into
 * the event the outbox stores. A builder answers null when the change has no audience (an order whose customer's
 * account is gone) or is not an event (a car moving to a status nobody subscribes to). The payload is the event's
 * `data`: public ids and facts its audience may see — never internal ids, never another customer's data. Car events
 * are public (every dealer's endpoints hear them; dealers are signed-in customers and see prices); order, payment,
 * shipment and auction events are heard only by the endpoints of the customer they are about. Money travels as
 * decimal strings with its currency, yen as whole-number strings.
 */

/** An event as the outbox stores it (WebhookOutbox): made from a domain event (webhookEventOf), or a ping. */
export interface NewWebhookEvent {
  type: WebhookEventType | typeof PING_EVENT;
  /** null: a public event; else the internal id of the customer whose endpoints hear it. */
  audienceUserId: string | null;
  payload: Record<string, unknown>;
  occurredAt: Date;
}

const usd = (amount: string) => ({ amount, currency: 'USD' });
const money = (amount: string, currency: string) => ({ amount, currency });

/** A car put on sale (created `available`). */
export function carListed(car: CarFacts, at: Date): NewWebhookEvent {
  return {
    type: 'car.listed',
    audienceUserId: null,
    payload: {
      stockId: car.stockId,
      title: car.title,
      make: car.make,
      model: car.model,
      year: car.year,
      status: car.status,
      price: usd(car.fobPriceUsd),
    },
    occurredAt: at,
  };
}

/** A car's FOB price changed (a staff edit or a bulk change); null when it did not. */
export function carPriceChanged(stockId: string, before: string, after: string, at: Date): NewWebhookEvent | null {
  if (new Decimal(before).eq(after)) return null;
  return {
    type: 'car.price_changed',
    audienceUserId: null,
    payload: { stockId, price: usd(after), previousPrice: usd(before) },
    occurredAt: at,
  };
}

/** A car became reserved or sold (with its order, or by staff); null for any other status. */
export function carStatusChanged(stockId: string, from: string, to: string, at: Date): NewWebhookEvent | null {
  if (from === to || (to !== 'reserved' && to !== 'sold')) return null;
  return {
    type: to === 'reserved' ? 'car.reserved' : 'car.sold',
    audienceUserId: null,
    payload: { stockId, status: to, previousStatus: from },
    occurredAt: at,
  };
}

/** An order as the order events describe it. */
export interface OrderFacts {
  publicId: string;
  /** The customer's internal id; null once their account is deleted. */
  userId: string | null;
  stockId: string;
  carTitle: string;
}

/** An order was placed (`from` null) or moved to another state. */
export function orderStatusChanged(order: OrderFacts, from: string | null, to: string, cause: string, at: Date): NewWebhookEvent | null {
  if (!order.userId) return null;
  return {
    type: 'order.status_changed',
    audienceUserId: order.userId,
    payload: { orderId: order.publicId, stockId: order.stockId, carTitle: order.carTitle, previousStatus: from, status: to, cause },
    occurredAt: at,
  };
}

/** Part of a payment was put towards the customer's order. */
export function paymentRecorded(
  order: OrderFacts & { currency: string; total: string },
  payment: { publicId: string; valueDate: string; bankReference: string },
  amount: string,
  orderPaid: string,
  at: Date,
): NewWebhookEvent | null {
  if (!order.userId) return null;
  return {
    type: 'payment.recorded',
    audienceUserId: order.userId,
    payload: {
      paymentId: payment.publicId,
      orderId: order.publicId,
      stockId: order.stockId,
      amount: money(amount, order.currency),
      orderPaid: money(orderPaid, order.currency),
      orderTotal: money(order.total, order.currency),
      valueDate: payment.valueDate,
      bankReference: payment.bankReference,
    },
    occurredAt: at,
  };
}

/** An order was put on a sailing (or moved to another one). */
export function shipmentAssigned(order: OrderFacts, shipment: SailingFields, at: Date): NewWebhookEvent | null {
  if (!order.userId) return null;
  return {
    type: 'shipment.assigned',
    audienceUserId: order.userId,
    payload: {
      orderId: order.publicId,
      stockId: order.stockId,
      shipment: sailingFactsOf(shipment),
    },
    occurredAt: at,
  };
}

/** Staff added a tracking event to the order's car. */
export function trackingUpdated(
  order: OrderFacts,
  event: { occurredAt: Date; description: string; location: string; status: string; details: string | null },
  at: Date,
): NewWebhookEvent | null {
  if (!order.userId) return null;
  return {
    type: 'shipment.tracking_updated',
    audienceUserId: order.userId,
    payload: {
      orderId: order.publicId,
      stockId: order.stockId,
      tracking: {
        date: event.occurredAt.toISOString(),
        description: event.description,
        location: event.location,
        status: event.status,
        details: event.details,
      },
    },
    occurredAt: at,
  };
}

/** The result staff recorded for the customer's bid request. */
export function auctionResult(
  bid: { publicId: string; userId: string; maxBidJpy: string },
  lot: LotFields,
  result: { status: string; hammerPriceJpy: string | null; feesJpy: string | null },
  at: Date,
): NewWebhookEvent {
  return {
    type: 'auction.result',
    audienceUserId: bid.userId,
    payload: {
      bidId: bid.publicId,
      result: result.status,
      maxBidJpy: bid.maxBidJpy,
      hammerPriceJpy: result.hammerPriceJpy,
      feesJpy: result.feesJpy,
      lot: lotFactsOf(lot),
    },
    occurredAt: at,
  };
}

/** The test event of one endpoint. */
export function pingEvent(ownerId: string, endpointId: string, at: Date): NewWebhookEvent {
  return { type: PING_EVENT, audienceUserId: ownerId, payload: { endpointId, message: 'This is a test event.' }, occurredAt: at };
}

/** The domain events (src/events) the dealers' webhooks tell of. */
export const WEBHOOK_SOURCE_EVENTS = [
  'car.listed',
  'car.price_changed',
  'car.status_changed',
  'order.status_changed',
  'payment.allocated',
  'shipment.assigned',
  'shipment.tracking_added',
  'auction.bid_result_changed',
] as const satisfies readonly DomainEventName[];
export type WebhookSourceEvent = DomainEvent<(typeof WEBHOOK_SOURCE_EVENTS)[number]>;

/** The webhook event a domain event makes, with the builders above (null: none, e.g. an order of a deleted account). */
export function webhookEventOf(event: WebhookSourceEvent): NewWebhookEvent | null {
  const at = event.occurredAt;
  switch (event.name) {
    case 'car.listed':
      return carListed(event.payload, at);
    case 'car.price_changed':
      return carPriceChanged(event.payload.stockId, event.payload.previousPriceUsd, event.payload.priceUsd, at);
    case 'car.status_changed':
      return carStatusChanged(event.payload.stockId, event.payload.previousStatus, event.payload.status, at);
    case 'order.status_changed': {
      const { previousStatus, status, cause, ...order } = event.payload;
      return orderStatusChanged(orderFactsOf(order), previousStatus, status, cause, at);
    }
    case 'payment.allocated': {
      const { paymentId, currency, amount, orderPaid, orderTotal, valueDate, bankReference, ...order } = event.payload;
      return paymentRecorded(
        { ...orderFactsOf(order), currency, total: orderTotal },
        { publicId: paymentId, valueDate, bankReference },
        amount,
        orderPaid,
        at,
      );
    }
    case 'shipment.assigned': {
      const { shipment, ...order } = event.payload;
      return shipmentAssigned(orderFactsOf(order), { ...shipment, publicId: shipment.id }, at);
    }
    case 'shipment.tracking_added': {
      const { tracking, ...order } = event.payload;
      return trackingUpdated(orderFactsOf(order), { ...tracking, occurredAt: new Date(tracking.occurredAt) }, at);
    }
    case 'auction.bid_result_changed': {
      const { bidId, userId, maxBidJpy, lot, result, hammerPriceJpy, feesJpy } = event.payload;
      return auctionResult(
        { publicId: bidId, userId, maxBidJpy },
        { ...lot, publicId: lot.id },
        { status: result, hammerPriceJpy, feesJpy },
        at,
      );
    }
  }
}

const orderFactsOf = (order: EventOrderFacts): OrderFacts => ({
  publicId: order.orderId,
  userId: order.userId,
  stockId: order.stockId,
  carTitle: order.carTitle,
});

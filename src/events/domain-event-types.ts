import type { EntityManager } from 'typeorm';

/**
 * The domain events (issue 25): what happened, said once by the module that made it happen, in the transaction that
 * made it (DomainEvents.record), for whoever reacts — in that transaction (@OnDomainEvent(name, { inTransaction: true }))
 * or after its commit (@OnDomainEvent(name), run by the dispatcher job). A payload is plain data that survives JSON:
 * ids, statuses, amounts as decimal strings (yen as whole-number strings), times as ISO strings. Internal ids appear
 * where a subscriber needs them (`userId`, the customer's internal id); none of it is shown to anyone as it is.
 */

/** An order as its events name it. */
export interface OrderFacts {
  /** The order's public id. */
  orderId: string;
  /** The customer's internal id; null once their account is deleted. */
  userId: string | null;
  stockId: string;
  /** "2018 Toyota Corolla" */
  carTitle: string;
}

/** A car as its events describe it. */
export interface CarFacts {
  stockId: string;
  /** "2018 Toyota Corolla" */
  title: string;
  /** The make's slug. */
  make: string;
  model: string;
  year: number;
  fobPriceUsd: string;
  status: string;
}

/** A sailing as its events describe it. */
export interface SailingFacts {
  /** The shipment's public id. */
  id: string;
  vessel: string | null;
  voyageNumber: string | null;
  method: string;
  destinationCountry: string;
  destinationPort: string;
  departureDate: string | null;
  arrivalDate: string | null;
}

/** An auction lot as its events describe it. */
export interface LotFacts {
  /** The lot's public id. */
  id: string;
  auctionHouse: string;
  auctionDate: string;
  lotNumber: string;
  make: string;
  model: string;
  year: number;
}

/** What a record carries behind its facts: its public id under its own name. */
type WithPublicId<T extends { id: string }> = Omit<T, 'id'> & { publicId: string };
export type SailingFields = WithPublicId<SailingFacts>;
export type LotFields = WithPublicId<LotFacts>;

/** A shipment's facts, picked field by field (a producer's entity, or a webhook's copy, holds more). */
export const sailingFactsOf = (shipment: SailingFields): SailingFacts => ({
  id: shipment.publicId,
  vessel: shipment.vessel,
  voyageNumber: shipment.voyageNumber,
  method: shipment.method,
  destinationCountry: shipment.destinationCountry,
  destinationPort: shipment.destinationPort,
  departureDate: shipment.departureDate,
  arrivalDate: shipment.arrivalDate,
});

/** An auction lot's facts, picked field by field. */
export const lotFactsOf = (lot: LotFields): LotFacts => ({
  id: lot.publicId,
  auctionHouse: lot.auctionHouse,
  auctionDate: lot.auctionDate,
  lotNumber: lot.lotNumber,
  make: lot.make,
  model: lot.model,
  year: lot.year,
});

export interface DomainEventPayloads {
  /** A car was put on sale (created `available`). */
  'car.listed': CarFacts;
  /** A car's FOB price changed (a staff edit or a bulk change). */
  'car.price_changed': { stockId: string; previousPriceUsd: string; priceUsd: string };
  /** A car moved to another status (with its order, by staff, or in bulk). */
  'car.status_changed': { stockId: string; previousStatus: string; status: string };
  /**
   * An order was placed (`previousStatus` null) or moved to another status, for `cause`. `customerNotice`: the
   * cancellation notice the orders module owes the customer for this move ('expired', 'staff'), or null (no
   * cancellation, the customer's own, or one they are told of another way).
   */
  'order.status_changed': OrderFacts & {
    previousStatus: string | null;
    status: string;
    cause: string;
    customerNotice: 'expired' | 'staff' | null;
  };
  /** An order became paid in full (a payment allocated, a credit). Its subscribers settle what the payment settles. */
  'order.paid_in_full': { orderId: string; auctionBidId: string | null };
  /** An order paid in full no longer is (a payment put towards it was voided): what paid_in_full settled is undone. */
  'order.no_longer_paid_in_full': { orderId: string; auctionBidId: string | null };
  /** Part of a payment was put towards an order. */
  'payment.allocated': OrderFacts & {
    /** The payment's public id. */
    paymentId: string;
    currency: string;
    amount: string;
    /** What the order has been paid in all, this allocation included. */
    orderPaid: string;
    orderTotal: string;
    /** YYYY-MM-DD */
    valueDate: string;
    bankReference: string;
  };
  /** An order was put on a sailing (or moved to another one). */
  'shipment.assigned': OrderFacts & { shipment: SailingFacts };
  /** Staff added a tracking event to an order's car. */
  'shipment.tracking_added': OrderFacts & {
    tracking: { occurredAt: string; description: string; location: string; status: string; details: string | null };
  };
  /** Staff recorded a bid request's result at auction, or undid it (`result` back to `open`). */
  'auction.bid_result_changed': {
    /** The bid request's public id. */
    bidId: string;
    /** The bidder's internal id. */
    userId: string;
    result: string;
    maxBidJpy: string;
    hammerPriceJpy: string | null;
    feesJpy: string | null;
    lot: LotFacts;
  };
}

export type DomainEventName = keyof DomainEventPayloads;

/** Every event name, for checks and listings; a name missing here fails to compile. */
export const DOMAIN_EVENT_NAMES = Object.keys({
  'car.listed': 1,
  'car.price_changed': 1,
  'car.status_changed': 1,
  'order.status_changed': 1,
  'order.paid_in_full': 1,
  'order.no_longer_paid_in_full': 1,
  'payment.allocated': 1,
  'shipment.assigned': 1,
  'shipment.tracking_added': 1,
  'auction.bid_result_changed': 1,
} satisfies Record<DomainEventName, 1>) as DomainEventName[];

/** An event as a producer hands it to DomainEvents.record: its time defaults to the Clock's now. */
export type NewDomainEvent = { [K in DomainEventName]: { name: K; payload: DomainEventPayloads[K]; occurredAt?: Date } }[DomainEventName];

/** A recorded event as its subscribers get it. */
export type DomainEvent<K extends DomainEventName = DomainEventName> = {
  [N in K]: { id: string; name: N; payload: DomainEventPayloads[N]; occurredAt: Date };
}[K];

/** `domainEvent('car.listed', { … })`: a NewDomainEvent with its payload checked against its name. */
export function domainEvent<K extends DomainEventName>(name: K, payload: DomainEventPayloads[K], occurredAt?: Date): NewDomainEvent {
  return { name, payload, ...(occurredAt ? { occurredAt } : {}) } as NewDomainEvent;
}

/**
 * The transaction an event is recorded in (or, after the commit, the dispatcher's): its EntityManager, and whatever
 * handle on it the producer passed (an audited change's transaction), which in-transaction subscribers receive as is.
 */
export interface EventTransaction {
  readonly manager: EntityManager;
}

/** A subscriber: it runs in the transaction it is given, and a throw fails that transaction (after commit: is retried). */
export type DomainEventSubscriber<K extends DomainEventName> = (event: DomainEvent<K>, tx: EventTransaction) => Promise<unknown>;

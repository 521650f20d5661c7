import { Decimal } from 'decimal.js';
import { domainEvent, type NewDomainEvent } from '../../events/domain-event-types.js';

/** The domain events of a car's change (src/events): one per fact that changed, none for one that did not. */

/** A car moved from one status to another (none when it stays). */
export function carStatusEvents(stockId: string, from: string, to: string): NewDomainEvent[] {
  return from === to ? [] : [domainEvent('car.status_changed', { stockId, previousStatus: from, status: to })];
}

/** A car's FOB price changed (none when the amount is the same, however written). */
export function carPriceEvents(stockId: string, before: string, after: string): NewDomainEvent[] {
  return new Decimal(before).eq(after) ? [] : [domainEvent('car.price_changed', { stockId, previousPriceUsd: before, priceUsd: after })];
}

/** A car's bulk change: its price, then its status. */
export function carChangeEvents(
  stockId: string,
  before: { status: string; fobPriceUsd: string },
  after: { status: string; fobPriceUsd: string },
): NewDomainEvent[] {
  return [...carPriceEvents(stockId, before.fobPriceUsd, after.fobPriceUsd), ...carStatusEvents(stockId, before.status, after.status)];
}

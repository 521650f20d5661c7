import { type AppError, badRequest, fieldError } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { isCalendarDay } from '../../common/validation/not-after-today.js';
import type { OrderStatus } from '../orders/order-transitions.js';

/**
 * The rules of shipments, the public shipping schedule and car tracking (issue 9 §5; spec §5 Shipping schedule, §8),
 * pure: the services ask them, the unit spec pins them.
 */

/** Spec §3 Shipment: freight Prepaid or Collect. */
export const FREIGHT_TERMS = ['prepaid', 'collect'] as const;
export type FreightTerms = (typeof FREIGHT_TERMS)[number];

/** The documents couriered to the buyer (issue 9 §5). */
export const DOCUMENT_KINDS = ['bill_of_lading', 'export_certificate', 'invoice'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const MAX_DOCUMENTS_PER_ORDER = 20;

/** Orders assigned to one shipment in one call. */
export const MAX_ORDERS_PER_ASSIGNMENT = 100;

/** Shipping starts on the deposit (spec §4): a reserved or cancelled order cannot be put on a ship. */
export const SHIPPABLE_STATUSES: readonly OrderStatus[] = ['deposit_paid', 'paid', 'shipped', 'arrived'];
/** The cars a customer tracks: bought (deposit in) and not cancelled. */
export const TRACKED_STATUSES: readonly OrderStatus[] = SHIPPABLE_STATUSES;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export const isCalendarDate = isCalendarDay;

/**
 * A ship arrives after it leaves: an arrival on or before the departure is refused on both fields, with the spec's
 * two sentences ("Arrival date must be after departure date", "Departure date must be before arrival date").
 */
export function voyageDatesRefusal(
  departure: string | undefined,
  arrival: string | undefined,
  fields: { departure: string; arrival: string },
): AppError | null {
  if (!departure || !arrival || arrival > departure) return null;
  return badRequest(Msg.ARRIVAL_BEFORE_DEPARTURE, [
    fieldError(fields.arrival, Msg.ARRIVAL_BEFORE_DEPARTURE),
    fieldError(fields.departure, Msg.DEPARTURE_AFTER_ARRIVAL),
  ]);
}

export interface ScheduleCriteria {
  departureFrom?: string;
  departureTo?: string;
  arrivalFrom?: string;
  arrivalTo?: string;
  port?: string;
  method?: string;
}

/**
 * Why a shipping-schedule search cannot run (spec §5), or null: at least one criterion; each date range in order
 * (from not after to); and no arrival window that ends on or before the departure window starts — a ship arrives
 * after it leaves, so such a search could never match.
 */
export function scheduleSearchRefusal(q: ScheduleCriteria): AppError | null {
  const given = [q.departureFrom, q.departureTo, q.arrivalFrom, q.arrivalTo, q.port, q.method].some((v) => v !== undefined && v !== '');
  if (!given) return badRequest(Msg.SCHEDULE_CRITERIA_REQUIRED);
  const ranges: [string | undefined, string | undefined, string][] = [
    [q.departureFrom, q.departureTo, 'departureTo'],
    [q.arrivalFrom, q.arrivalTo, 'arrivalTo'],
  ];
  for (const [from, to, field] of ranges) {
    if (from && to && from > to) return badRequest(Msg.INVALID_DATE_RANGE, [fieldError(field, Msg.INVALID_DATE_RANGE)]);
  }
  return voyageDatesRefusal(q.departureFrom, q.arrivalTo, { departure: 'departureFrom', arrival: 'arrivalTo' });
}

/** Released (Car tracking tab): the order has documents, and every one of them is released. */
export const documentsReleased = (documents: readonly { released: boolean }[]): boolean =>
  documents.length > 0 && documents.every((d) => d.released);

export interface LocatedEvent {
  id: string;
  occurredAt: Date;
  location: string;
}

/** "Get location": where the latest event (by its date, then by when it was entered) put the car; null before any. */
export function latestLocation(events: readonly LocatedEvent[]): string | null {
  let latest: LocatedEvent | null = null;
  for (const e of events) {
    const t = e.occurredAt.getTime();
    const lt = latest?.occurredAt.getTime();
    if (!latest || t > lt! || (t === lt && BigInt(e.id) > BigInt(latest.id))) latest = e;
  }
  return latest?.location ?? null;
}

/**
 * Where a sailing is, by its dates and today's date in Tokyo (YYYY-MM-DD): scheduled before it leaves, sailing from
 * its departure day until the day before it arrives, arrived from its arrival day on.
 */
export const SHIPMENT_STATES = ['scheduled', 'sailing', 'arrived'] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

export function shipmentState(departureDate: string, arrivalDate: string, today: string): ShipmentState {
  if (today < departureDate) return 'scheduled';
  return today < arrivalDate ? 'sailing' : 'arrived';
}

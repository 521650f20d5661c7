import { Decimal } from 'decimal.js';
import { conflict } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { defineStateMachine, stateLabel } from '../../common/state-machine/state-machine.js';
import { CAR_STATUSES, type CarStatus, HIDDEN_STATUSES } from './car.entity.js';

/** Stock ids: two letters and seven digits, e.g. "AB1234567". */
export const STOCK_ID_PATTERN = /^[A-Z]{2}\d{7}$/;

/** A ref as callers send it (any case, spaces around) as a stock id, or null when it cannot be one. */
export function stockIdOf(ref: string): string | null {
  const stockId = ref.trim().toUpperCase();
  return STOCK_ID_PATTERN.test(stockId) ? stockId : null;
}

/** Audit target type of a car; the target id is its stock id. */
export const CAR_TARGET = 'car';

/** Audit action of a car's status change, whoever moves it (its order or staff). */
export const CAR_STATUS_CHANGE = 'car.status_change';

/** Statuses the public catalogue shows (everything but sold, in transit, released and withdrawn: @autoexport/contract/cars). */
export const LISTED_STATUSES: readonly CarStatus[] = CAR_STATUSES.filter((s) => !HIDDEN_STATUSES.includes(s));

export const isListed = (status: CarStatus): boolean => LISTED_STATUSES.includes(status);

/** The badges the client shows for a status (spec §2 Product detail). */
export function badgesOf(status: CarStatus): string[] {
  switch (status) {
    case 'available':
      return ['Available'];
    case 'ready_to_ship':
      return ['Available', 'Ready to Ship'];
    case 'reserved':
      return ['RESERVED'];
    default:
      return [];
  }
}

/**
 * Which status may follow which, in the shared state-machine shape. A reservation can lapse (reserved → available); a
 * sale ships (sold → in_transit) and arrives (in_transit → released). Its order moves a car it holds (`order`); staff
 * move the others and correct mistakes by the same paths (`staff`).
 *
 * Withdrawn from sale (issue 24): staff withdraw a car no order holds (available, ready to ship, or a reservation they
 * set by hand) and put it back on sale (withdrawn → available); nothing else leaves `withdrawn`, so a withdrawn car is
 * never reserved. An order withdraws the car it held when it is cancelled because the company never bought the car (a
 * won auction's order whose result staff undid: AuctionOrdersService.cancelUnpaidWonAuctionOrder), instead of putting it on sale.
 */
export const CAR_STATUS_CAUSES = ['staff', 'order'] as const;
export type CarStatusCause = (typeof CAR_STATUS_CAUSES)[number];
const BOTH = CAR_STATUS_CAUSES;
const EMITS = ['car.status_changed'] as const;

/** What the car's moves look at besides its status: the order holding (or having bought) it, if any. */
export interface CarMoveFacts {
  holdingOrderId: string | null;
}

/** A car an order holds (reserved, sold, shipped or delivered through it) changes only with its order (issue 9 §8). */
const movesWithItsOrder = (facts: CarMoveFacts, move: { by: CarStatusCause }) =>
  move.by === 'staff' && facts.holdingOrderId ? conflict(Msg.CAR_FOLLOWS_ORDER, { orderId: facts.holdingOrderId }) : null;
const GUARDS = [movesWithItsOrder];

export const CAR_MACHINE = defineStateMachine<CarStatus, CarStatusCause, CarMoveFacts, 'car.status_changed'>({
  name: 'car',
  states: CAR_STATUSES,
  transitions: [
    { from: ['available', 'reserved'], to: 'ready_to_ship', by: BOTH, guards: GUARDS, emits: EMITS },
    { from: ['ready_to_ship', 'reserved', 'sold'], to: 'available', by: BOTH, guards: GUARDS, emits: EMITS },
    { from: ['available', 'ready_to_ship'], to: 'reserved', by: BOTH, guards: GUARDS, emits: EMITS },
    // A sale whose deposit a voided payment took back is a reservation again (issue 24): only its order moves it.
    { from: 'sold', to: 'reserved', by: ['order'], guards: GUARDS, emits: EMITS },
    { from: ['available', 'ready_to_ship', 'reserved'], to: 'sold', by: BOTH, guards: GUARDS, emits: EMITS },
    { from: 'sold', to: 'in_transit', by: BOTH, guards: GUARDS, emits: EMITS },
    { from: 'in_transit', to: 'released', by: BOTH, guards: GUARDS, emits: EMITS },
    { from: ['available', 'ready_to_ship'], to: 'withdrawn', by: ['staff'], guards: GUARDS, emits: EMITS },
    { from: 'reserved', to: 'withdrawn', by: BOTH, guards: GUARDS, emits: EMITS },
    { from: 'withdrawn', to: 'available', by: ['staff'], guards: GUARDS, emits: EMITS },
  ],
  // The spec's own sentence for a second reservation (§8).
  alreadyIn: (status) =>
    status === 'reserved' ? conflict(Msg.CAR_ALREADY_RESERVED) : conflict(Msg.CAR_ALREADY_IN_STATUS, { status: stateLabel(status) }),
  notAllowed: (from, to) => conflict(Msg.INVALID_STATUS_TRANSITION, { from: stateLabel(from), to: stateLabel(to) }),
});

export const canTransition = (from: CarStatus, to: CarStatus): boolean => CAR_MACHINE.can(from, to, 'staff');

/**
 * Features arrive as a list of strings, or (legacy clients) as a one-item list holding a JSON-encoded list.
 * Anything that does not parse into strings yields an empty list (spec §3).
 */
export function parseFeatures(input: unknown): string[] {
  if (!Array.isArray(input)) return [];
  if (input.length === 1 && typeof input[0] === 'string' && input[0].trim().startsWith('[')) {
    try {
      return parseFeatures(JSON.parse(input[0]));
    } catch {
      return [];
    }
  }
  if (!input.every((f) => typeof f === 'string')) return [];
  return (input as string[]).map((f) => f.trim()).filter((f) => f.length > 0);
}

/** Freight volume in m³ from the dimensions in metres, to three decimals. */
export function volumeM3(lengthM: string | number, widthM: string | number, heightM: string | number): string {
  return new Decimal(lengthM).times(widthM).times(heightM).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(3);
}

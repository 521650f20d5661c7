import { type AppError, conflict } from '../../common/errors/app-error.js';
import { Msg } from '../../common/errors/messages.js';
import type { CarStatus } from '../cars/car.entity.js';

/**
 * An order's states and the moves between them, as one table (issue 9 §4). Pure: the services ask it, and record
 * every move with its cause, actor and time (order_transitions, and the audit log).
 *
 *   reserved ──payment ≥ 50%──▶ deposit_paid ──payment 100%──▶ paid ──staff──▶ shipped ──staff──▶ arrived
 *      │                            │   └───────────────staff (shipping starts on the deposit)──▶ shipped
 *      └─customer, staff, expiry─▶ cancelled ◀──staff──┘
 *
 * The car follows (CAR_STATUS_OF): reserved while held, sold once the deposit is in, in_transit once shipped,
 * released on arrival, available again when the order is cancelled.
 */
export const ORDER_STATUSES = ['reserved', 'deposit_paid', 'paid', 'shipped', 'arrived', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * What moves an order: its customer, staff, a payment reaching a threshold (recorded by staff, but the threshold
 * decides), or the hold running out (the expiry job, or staff rejecting the remittance copy that paused it).
 */
export const TRANSITION_CAUSES = ['customer', 'staff', 'payment', 'expiry'] as const;
export type TransitionCause = (typeof TRANSITION_CAUSES)[number];

export interface OrderTransitionRule {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly TransitionCause[];
}

export const ORDER_TRANSITIONS: readonly OrderTransitionRule[] = [
  // Spec §4: the deposit (at least 50%) ends the hold; shipping may start on it. Full payment releases the documents.
  { from: 'reserved', to: 'deposit_paid', by: ['payment'] },
  { from: 'deposit_paid', to: 'paid', by: ['payment'] },
  { from: 'deposit_paid', to: 'shipped', by: ['staff'] },
  { from: 'paid', to: 'shipped', by: ['staff'] },
  { from: 'shipped', to: 'arrived', by: ['staff'] },
  // A reservation ends by the customer's choice, staff's, or its hold running out; a deposit-paid order only by staff.
  { from: 'reserved', to: 'cancelled', by: ['customer', 'staff', 'expiry'] },
  { from: 'deposit_paid', to: 'cancelled', by: ['staff'] },
];

/** The car's status while its order is in each state. */
export const CAR_STATUS_OF: Readonly<Record<OrderStatus, CarStatus>> = {
  reserved: 'reserved',
  deposit_paid: 'sold',
  paid: 'sold',
  shipped: 'in_transit',
  arrived: 'released',
  cancelled: 'available',
};

/** States of an order that still holds its car or has bought it: all but cancelled (one per car, by a unique index). */
export const HOLDING_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => s !== 'cancelled');

/** The moves staff make by hand (PATCH /api/admin/orders/:id/status): the others follow payments and the clock. */
export const STAFF_TARGETS = ['shipped', 'arrived', 'cancelled'] as const satisfies readonly OrderStatus[];
export type StaffTarget = (typeof STAFF_TARGETS)[number];

/** How a status reads in a message: "deposit paid". */
export const statusLabel = (status: OrderStatus): string => status.replace(/_/g, ' ');

export const findTransition = (from: OrderStatus, to: OrderStatus): OrderTransitionRule | undefined =>
  ORDER_TRANSITIONS.find((rule) => rule.from === from && rule.to === to);

export const canTransition = (from: OrderStatus, to: OrderStatus, by: TransitionCause): boolean =>
  findTransition(from, to)?.by.includes(by) ?? false;

/** Why an order may not go from `from` to `to` for this cause (a 409 with a clear message), or null when it may. */
export function transitionRefusal(from: OrderStatus, to: OrderStatus, by: TransitionCause): AppError | null {
  if (canTransition(from, to, by)) return null;
  if (from === to) return conflict(Msg.ORDER_ALREADY_IN_STATUS, { status: statusLabel(to) });
  if (by === 'customer' && to === 'cancelled') return conflict(Msg.ORDER_NOT_CANCELLABLE, { status: statusLabel(from) });
  return conflict(Msg.ORDER_TRANSITION_NOT_ALLOWED, { from: statusLabel(from), to: statusLabel(to) });
}

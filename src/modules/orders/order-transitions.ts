import { type AppError, conflict } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { defineStateMachine, stateLabel, type TransitionRule } from '../../common/state-machine/state-machine.js';
import type { CarStatus } from '../cars/car.entity.js';

/**
 * An order's states and the moves between them, as one table (issue 9 §4). Pure: the services ask it, and record
 * every move with its cause, actor and time (order_transitions, and the audit log).
 *
 *   reserved ──payment ≥ 50%──▶ deposit_paid ──payment 100%──▶ paid ──staff──▶ shipped ──staff──▶ arrived
 *      │                            │   └───────────────staff (shipping starts on the deposit)──▶ shipped
 *      └─customer, staff, expiry─▶ cancelled ◀──staff──┘
 *
 * A voided payment takes its money back (issue 24): paid ──void, under 100%──▶ deposit_paid ──void, under 50%──▶
 * reserved (the hold starts again). Shipped, arrived and cancelled orders have no move back: they keep their state
 * and show what they owe.
 *
 * The car follows (CAR_STATUS_OF): reserved while held, sold once the deposit is in, in_transit once shipped,
 * released on arrival, available again when the order is cancelled.
 */
export const ORDER_STATUSES = ['reserved', 'deposit_paid', 'paid', 'shipped', 'arrived', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * What moves an order: its customer, staff, a payment reaching a threshold (recorded by staff, but the threshold
 * decides), the hold running out (the expiry job, or staff rejecting the remittance copy that paused it), or a payment
 * voided by staff taking its money back below a threshold (`void`).
 */
export const TRANSITION_CAUSES = ['customer', 'staff', 'payment', 'expiry', 'void'] as const;
export type TransitionCause = (typeof TRANSITION_CAUSES)[number];

/** The domain event every move of an order emits (the dealers' `order.status_changed` webhook listens to it). */
export type OrderEvent = 'order.status_changed';
export type OrderTransitionRule = TransitionRule<OrderStatus, TransitionCause, void, OrderEvent>;

const EMITS = ['order.status_changed'] as const;

/** The orders' table in the shared state-machine shape (src/common/state-machine). */
export const ORDER_MACHINE = defineStateMachine<OrderStatus, TransitionCause, void, OrderEvent>({
  name: 'order',
  states: ORDER_STATUSES,
  transitions: [
    // Spec §4: the deposit (at least 50%) ends the hold; shipping may start on it. Full payment releases the documents.
    { from: 'reserved', to: 'deposit_paid', by: ['payment'], emits: EMITS },
    { from: 'deposit_paid', to: 'paid', by: ['payment'], emits: EMITS },
    { from: 'deposit_paid', to: 'shipped', by: ['staff'], emits: EMITS },
    { from: 'paid', to: 'shipped', by: ['staff'], emits: EMITS },
    { from: 'shipped', to: 'arrived', by: ['staff'], emits: EMITS },
    // A reservation ends by the customer's choice, staff's, or its hold running out; a deposit-paid order only by staff.
    { from: 'reserved', to: 'cancelled', by: ['customer', 'staff', 'expiry'], emits: EMITS },
    // …or by a void leaving the order of a deleted account under 50% (nobody could pay a new hold).
    { from: 'deposit_paid', to: 'cancelled', by: ['staff', 'void'], emits: EMITS },
    // A voided payment takes its money back: below 100% a paid order is deposit-paid again, below 50% a deposit-paid
    // one is a reservation again (its hold restarts). The thresholds decide (order-payments.ts statusesAfterVoid).
    { from: 'paid', to: 'deposit_paid', by: ['void'], emits: EMITS },
    { from: 'deposit_paid', to: 'reserved', by: ['void'], emits: EMITS },
  ],
  alreadyIn: (status) => conflict(Msg.ORDER_ALREADY_IN_STATUS, { status: stateLabel(status) }),
  notAllowed: (from, to, by) =>
    by === 'customer' && to === 'cancelled'
      ? conflict(Msg.ORDER_NOT_CANCELLABLE, { status: stateLabel(from) })
      : conflict(Msg.ORDER_TRANSITION_NOT_ALLOWED, { from: stateLabel(from), to: stateLabel(to) }),
});

export const ORDER_TRANSITIONS: readonly OrderTransitionRule[] = ORDER_MACHINE.transitions;

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
export const statusLabel = (status: OrderStatus): string => stateLabel(status);

export const canTransition = (from: OrderStatus, to: OrderStatus, by: TransitionCause): boolean => ORDER_MACHINE.can(from, to, by);

/** Why an order may not go from `from` to `to` for this cause (a 409 with a clear message), or null when it may. */
export const transitionRefusal = (from: OrderStatus, to: OrderStatus, by: TransitionCause): AppError | null =>
  ORDER_MACHINE.refusal(from, to, by);

import { hasDeposit } from './order-payments.js';
import type { OrderStatus } from './order-transitions.js';

/** The rules of a reservation's hold (spec §4: 3 business days, at least 50% paid), pure. */

/** Business days a car is held (spec §9). */
export const HOLD_BUSINESS_DAYS = 3;
/** At most this many business days added at once when staff extend a hold. */
export const MAX_HOLD_EXTENSION_DAYS = 10;
/** Remittance copies one order may carry. */
export const MAX_REMITTANCE_COPIES = 10;

export const REMITTANCE_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type RemittanceStatus = (typeof REMITTANCE_STATUSES)[number];
export const REVIEW_DECISIONS = ['accepted', 'rejected'] as const satisfies readonly RemittanceStatus[];
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/**
 * Whether a remittance copy keeps the hold from running out: uploaded before the deadline and not rejected. A copy
 * waiting for review pauses the auto-cancel (the bank may be slow); an accepted one keeps the order (issue 9 §3).
 */
export const protectsHold = (copy: { status: RemittanceStatus; uploadedAt: Date }, expiresAt: Date): boolean =>
  copy.status !== 'rejected' && copy.uploadedAt.getTime() < expiresAt.getTime();

export interface Hold {
  status: OrderStatus;
  expiresAt: Date;
  amountAllocated: string;
  total: string;
  /** Whether a remittance copy protects it (protectsHold). */
  paused: boolean;
  /** Whether it buys a car won at auction: bought already, so a late security deposit is chased, not cancelled. */
  wonAtAuction: boolean;
}

/**
 * The one test the expiry job, the sweep and a rejected remittance copy apply, on the locked order row: the order is
 * still reserved, under 50% paid, at or past its deadline, not paused, and not a won auction car's. True exactly from
 * the deadline on, never a millisecond before.
 */
export const shouldExpire = (hold: Hold, now: Date): boolean =>
  hold.status === 'reserved' &&
  !hold.wonAtAuction &&
  now.getTime() >= hold.expiresAt.getTime() &&
  !hasDeposit(hold.amountAllocated, hold.total) &&
  !hold.paused;

/**
 * When the delayed job should wake up: at the deadline, plus a little so that it never runs a hair early and finds
 * nothing to do (the sweep would then be a minute late).
 */
export const EXPIRE_JOB_SLACK_MS = 500;
export const expireJobDelay = (expiresAt: Date, now: Date): number =>
  Math.max(0, expiresAt.getTime() - now.getTime()) + EXPIRE_JOB_SLACK_MS;

/** Whether a customer with `open` reservations may make another. */
export const canReserveAnother = (open: number, max: number): boolean => open < max;

/**
 * The customer's lists (spec §4): Reserved Vehicles (All, In Transit, Reserved) are the orders not yet fully paid,
 * Purchased Vehicles (All, In Transit, Purchased) the fully paid ones; cancelled orders are in neither. An order is
 * in transit once shipped, which may happen on the deposit alone. Each filter is a list of terms (any may match):
 * statuses, and whether the order must be fully paid.
 */
export const RESERVED_FILTERS = ['all', 'in_transit', 'reserved'] as const;
export type ReservedFilter = (typeof RESERVED_FILTERS)[number];
export const PURCHASED_FILTERS = ['all', 'in_transit', 'purchased'] as const;
export type PurchasedFilter = (typeof PURCHASED_FILTERS)[number];

export interface ListTerm {
  statuses: readonly OrderStatus[];
  /** true: fully paid only; false: not fully paid only; undefined: either. */
  fullyPaid?: boolean;
}

export const RESERVED_LIST: Readonly<Record<ReservedFilter, readonly ListTerm[]>> = {
  all: [{ statuses: ['reserved', 'deposit_paid'] }, { statuses: ['shipped', 'arrived'], fullyPaid: false }],
  in_transit: [{ statuses: ['shipped'], fullyPaid: false }],
  reserved: [{ statuses: ['reserved', 'deposit_paid'] }],
};

export const PURCHASED_LIST: Readonly<Record<PurchasedFilter, readonly ListTerm[]>> = {
  all: [{ statuses: ['paid'] }, { statuses: ['shipped', 'arrived'], fullyPaid: true }],
  in_transit: [{ statuses: ['shipped'], fullyPaid: true }],
  purchased: [{ statuses: ['paid'] }, { statuses: ['arrived'], fullyPaid: true }],
};

/** Whether an order (its status and whether it is fully paid) is in a list under a filter. */
export const inList = (terms: readonly ListTerm[], order: { status: OrderStatus; fullyPaid: boolean }): boolean =>
  terms.some((term) => term.statuses.includes(order.status) && (term.fullyPaid === undefined || term.fullyPaid === order.fullyPaid));

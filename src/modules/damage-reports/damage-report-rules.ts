import { randomInt } from 'node:crypto';
import { type AppError, conflict } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { defineStateMachine, stateLabel } from '../../common/state-machine/state-machine.js';
import { isFullyPaid } from '../orders/order-payments.js';
import type { OrderStatus } from '../orders/order-transitions.js';
import { inList, PURCHASED_LIST } from '../orders/reservation-rules.js';

/** Photos one report may carry, each at most 5 MB (JPG, PNG or WEBP, by their bytes). */
export const MAX_DAMAGE_PHOTOS = 10;
export const MAX_DESCRIPTION_CHARS = 2000;
export const MAX_STAFF_NOTE_CHARS = 1000;

/**
 * A report's states (staff move them):
 *
 *   submitted ──▶ under_review ──▶ resolved
 *                              └─▶ rejected
 */
export const DAMAGE_REPORT_STATUSES = ['submitted', 'under_review', 'resolved', 'rejected'] as const;
export type DamageReportStatus = (typeof DAMAGE_REPORT_STATUSES)[number];
/** What staff may set (a report starts submitted). */
export const STAFF_DAMAGE_STATUSES = ['under_review', 'resolved', 'rejected'] as const satisfies readonly DamageReportStatus[];
export type StaffDamageStatus = (typeof STAFF_DAMAGE_STATUSES)[number];
/** Reports still being dealt with: one per order at a time. */
export const OPEN_DAMAGE_STATUSES: readonly DamageReportStatus[] = ['submitted', 'under_review'];

/** A report's moves, in the shared state-machine shape: staff make them all, and each is told to the customer. */
export const DAMAGE_REPORT_MACHINE = defineStateMachine<DamageReportStatus, 'staff', void, 'damage_report.status_changed'>({
  name: 'damage report',
  states: DAMAGE_REPORT_STATUSES,
  transitions: [
    { from: 'submitted', to: 'under_review', by: ['staff'], emits: ['damage_report.status_changed'] },
    { from: 'under_review', to: 'resolved', by: ['staff'], emits: ['damage_report.status_changed'] },
    { from: 'under_review', to: 'rejected', by: ['staff'], emits: ['damage_report.status_changed'] },
  ],
  alreadyIn: (status) => conflict(Msg.DAMAGE_REPORT_ALREADY_IN_STATUS, { status: damageStatusLabel(status) }),
  notAllowed: (from, to) =>
    conflict(Msg.DAMAGE_REPORT_TRANSITION_NOT_ALLOWED, { from: damageStatusLabel(from), to: damageStatusLabel(to) }),
});

/** "under review" */
export const damageStatusLabel = (status: DamageReportStatus): string => stateLabel(status);

/** Why a report may not go from `from` to `to` (a 409), or null when it may. */
export const damageTransitionRefusal = (from: DamageReportStatus, to: DamageReportStatus): AppError | null =>
  DAMAGE_REPORT_MACHINE.refusal(from, to, 'staff');

/**
 * Whether the customer bought the car of this order: it is in their Purchased Vehicles (paid in full: paid, or
 * shipped or arrived once paid in full). A reservation, a deposit-paid order or a cancelled one is not.
 */
export const isPurchased = (order: { status: OrderStatus; amountAllocated: string; total: string }): boolean =>
  inList(PURCHASED_LIST.all, { status: order.status, fullyPaid: isFullyPaid(order.amountAllocated, order.total) });

/** Crockford's base 32 without I, L, O, U: nothing to misread over the phone. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const REFERENCE = /^DR-[0-9A-HJKMNP-TV-Z]{8}$/;

/** A fresh human reference, e.g. `DR-7K3M9Q2X` (32^8 ≈ 10^12: a collision is retried, see the unique index). */
export function newDamageReference(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[random(ALPHABET.length)];
  return `DR-${code}`;
}

/** A reference as typed (any case, spaces around): upper-cased, or null when it cannot be one. */
export function normaliseDamageReference(value: string): string | null {
  const ref = value.trim().toUpperCase();
  return REFERENCE.test(ref) ? ref : null;
}

/** The kinds of damage ticked on a report, in the form's order. */
export const DAMAGE_KINDS = ['damagedExterior', 'damagedInterior', 'mechanicalIssues', 'missingAccessories'] as const;
export type DamageKind = (typeof DAMAGE_KINDS)[number];
export const kindsOf = (report: Record<DamageKind, boolean>): DamageKind[] => DAMAGE_KINDS.filter((k) => report[k]);

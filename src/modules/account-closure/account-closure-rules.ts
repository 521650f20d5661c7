import { Decimal } from 'decimal.js';
import { conflict } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { defineStateMachine, stateLabel } from '../../common/state-machine/state-machine.js';

/**
 * The pure rules of closing an account (issue 24 §6). Deleting an account is permanent (spec §6: "removes data and
 * access"): the user row is deleted, and with it, by their foreign keys, everything that is only the customer's —
 * sign-ins, consignees, favorites, saved searches, inquiries, reviews, damage reports, the auction account. Before
 * that, in the same transaction, what the account holds is settled (AccountClosureService): reservations cancelled,
 * open bids withdrawn, and what the company owes back written down here, in a closure record that outlives the
 * account; orders with money on them keep their rows (orders.user_id becomes null) with their personal data
 * minimised. A new account with the same email is a new user row: nothing of the old one counts against it.
 */

/** Who closed the account: its owner (DELETE /api/user/account) or staff (DELETE /api/admin/users/:id). */
export const CLOSURE_CAUSES = ['customer', 'staff'] as const;
export type ClosureCause = (typeof CLOSURE_CAUSES)[number];

/**
 * What a closure record says about money the company owes the deleted customer: nothing (`not_due`), a refund to
 * make (`due`: an auction deposit, or money on a reservation the closure cancelled), or made (`refunded`).
 */
export const CLOSURE_REFUND_STATUSES = ['not_due', 'due', 'refunded'] as const;
export type ClosureRefundStatus = (typeof CLOSURE_REFUND_STATUSES)[number];

/** The one move of a closure's refund: staff record the bank transfer that paid it back. */
export const CLOSURE_REFUND_MACHINE = defineStateMachine<ClosureRefundStatus, 'staff', void, 'account_closure.refunded'>({
  name: 'account closure refund',
  states: CLOSURE_REFUND_STATUSES,
  transitions: [{ from: 'due', to: 'refunded', by: ['staff'], emits: ['account_closure.refunded'] }],
  alreadyIn: () => conflict(Msg.CLOSURE_ALREADY_REFUNDED),
  notAllowed: (from) => conflict(Msg.CLOSURE_NOTHING_TO_REFUND, { status: stateLabel(from) }),
});

/** Whether a closure leaves the company owing money back: an auction deposit, or money on a cancelled reservation. */
export const refundStatusOf = (owed: { auctionDepositJpy: bigint | string; ordersRefundUsd: string }): ClosureRefundStatus =>
  BigInt(owed.auctionDepositJpy) > 0n || new Decimal(owed.ordersRefundUsd).gt(0) ? 'due' : 'not_due';

/**
 * What the refund needs of the customer while it is due: the name and address to find and pay them back. Kept on the
 * closure record only until staff record the refund (then cleared), and never when nothing is due.
 */
export const refundContactOf = (
  status: ClosureRefundStatus,
  user: { email: string; firstName: string; lastName: string },
): { contactEmail: string | null; contactName: string | null } =>
  status === 'due'
    ? { contactEmail: user.email, contactName: `${user.firstName} ${user.lastName}`.trim() }
    : { contactEmail: null, contactName: null };

import { conflict } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { defineStateMachine, stateLabel } from '../../common/state-machine/state-machine.js';
import { REPLY_STATUSES, type ReplyStatus } from './review-reply.entity.js';
import { REVIEW_STATUSES, type ReviewStatus } from './review.entity.js';

/** The pure parts of customer reviews: limits, the public name, the summary's average, and their state machines. */

/** Photos one review may carry (JPG, PNG or WEBP, at most 5 MB each). */
export const MAX_REVIEW_PHOTOS = 5;
export const MAX_TITLE = 120;
export const MAX_DESCRIPTION = 2000;
export const MAX_REPLY = 1000;

/** A review's rating: a whole number from 1 to 5 (query strings and multipart fields arrive as text). */
export function toRating(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*\d{1,2}\s*$/.test(value)) return Number(value);
  return value;
}
export const isRating = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5;

/**
 * The reviewer as the public sees them: the first name and the initial of the last ("Amina O."), so a review can be
 * trusted without publishing a customer's full name.
 */
export function publicName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = [...lastName.trim()][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** The average of the ratings, one decimal, as text ("4.6"); null when there are none. */
export function averageRating(counts: Readonly<Record<number, number>>): string | null {
  let total = 0;
  let sum = 0;
  for (const [rating, count] of Object.entries(counts)) {
    total += count;
    sum += Number(rating) * count;
  }
  if (total === 0) return null;
  // Ratings are whole numbers, so sum/total is exact enough; round half up to one decimal on integers.
  const tenths = Math.round((sum * 10) / total);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** Whether a review may be shown to the public, replied to by a customer. */
export const isPublic = (status: string) => status === 'published';

/**
 * A review's states, in the shared state-machine shape (issue 24 §1): it waits for staff (pending) until they publish
 * it or hide it unpublished; a published review may be hidden, and a hidden one published again. Staff make every
 * move; nothing goes back to pending. Asking for the state it is in is a 409 ("This review is already published.").
 *
 *   pending ──▶ published ◀──▶ hidden
 *      └──────────────────────────▲
 */
export const REVIEW_MACHINE = defineStateMachine<ReviewStatus, 'staff', void, 'review.status_changed'>({
  name: 'review',
  states: REVIEW_STATUSES,
  transitions: [
    { from: ['pending', 'hidden'], to: 'published', by: ['staff'], emits: ['review.status_changed'] },
    { from: ['pending', 'published'], to: 'hidden', by: ['staff'], emits: ['review.status_changed'] },
  ],
  alreadyIn: (status) => conflict(Msg.REVIEW_ALREADY_IN_STATUS, { status: stateLabel(status) }),
  notAllowed: (from, to) => conflict(Msg.REVIEW_TRANSITION_NOT_ALLOWED, { from: stateLabel(from), to: stateLabel(to) }),
});

/** What staff may set a review to next (publish, hide): what the back office offers. */
export const STAFF_REVIEW_TARGETS = ['published', 'hidden'] as const satisfies readonly ReviewStatus[];
export type StaffReviewTarget = (typeof STAFF_REVIEW_TARGETS)[number];
export const nextReviewStatuses = (status: ReviewStatus): StaffReviewTarget[] =>
  REVIEW_MACHINE.targets(status, 'staff') as StaffReviewTarget[];

/**
 * A reply's states: published when written (a customer's shows at once, the company's too), hidden by staff and
 * published again. A 409 when it is in that state already.
 */
export const REPLY_MACHINE = defineStateMachine<ReplyStatus, 'staff', void, 'review_reply.status_changed'>({
  name: 'review reply',
  states: REPLY_STATUSES,
  transitions: [
    { from: 'published', to: 'hidden', by: ['staff'], emits: ['review_reply.status_changed'] },
    { from: 'hidden', to: 'published', by: ['staff'], emits: ['review_reply.status_changed'] },
  ],
  alreadyIn: (status) => conflict(Msg.REVIEW_REPLY_ALREADY_IN_STATUS, { status: stateLabel(status) }),
  notAllowed: (from, to) => conflict(Msg.REVIEW_TRANSITION_NOT_ALLOWED, { from: stateLabel(from), to: stateLabel(to) }),
});

import { type AppError, conflict } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { defineStateMachine, type Guard } from '../../common/state-machine/state-machine.js';
import { INQUIRY_STATUSES, type InquiryStatus } from './inquiry.entity.js';

/** The pure parts of inquiries: the human reference and the status rule (the emails: inquiry-emails.ts). */

const REFERENCE_PATTERN = /^INQ-(\d{6,18})$/i;

/** `INQ-000123`: the id, at least six digits — short enough to read out on the phone, unique as the id is. */
export const referenceOf = (id: string | number): string => `INQ-${String(id).padStart(6, '0')}`;

/** The id a reference names (case-insensitive, spaces around ignored), or null for anything else. */
export function idOfReference(reference: string): string | null {
  const digits = REFERENCE_PATTERN.exec(reference.trim())?.[1];
  if (!digits) return null;
  const id = BigInt(digits);
  // A bigint identity: 1 … 2^63-1.
  return id >= 1n && id <= 9_223_372_036_854_775_807n ? id.toString() : null;
}

/**
 * Spec §4 Inquiry status: Pending → Responded → Closed ("allowed transitions: not shown"), decided here as one table
 * in the shared state-machine shape:
 *
 *   pending ──response──▶ responded
 *      │                      │
 *      └──staff──▶ closed ◀──staff──┘      closed ──staff (reopen)──▶ pending, or responded when it was answered
 *
 * - Responded is reached only by sending a response (which records who answered and when), never set by hand; a
 *   later response replaces the first and keeps it Responded;
 * - Pending or Responded → Closed by hand (a question that needs no answer may be closed at once);
 * - a closed inquiry may be reopened by hand (the customer wrote back, or it was closed by mistake): it goes back to
 *   where it was, Responded when it has a response, else Pending. A closed inquiry takes no response until reopened.
 * - A general inquiry (no car, "Car: N/A") refuses every status update by hand (spec §4, §8); a response may still
 *   be sent to it, which makes it Responded.
 */
export const INQUIRY_CAUSES = ['staff', 'response'] as const;
export type InquiryCause = (typeof INQUIRY_CAUSES)[number];

/** What the guards look at: whether the inquiry is general (no car) and whether it has a response. */
export interface InquiryFacts {
  general: boolean;
  answered: boolean;
}

export type InquiryEvent = 'inquiry.status_changed' | 'inquiry.responded';

/** Spec §4, §8: no status update by hand for a general inquiry. */
const notGeneral: Guard<InquiryFacts> = (facts) => (facts.general ? conflict(Msg.INQUIRY_GENERAL_STATUS_LOCKED) : null);
/** Reopened, an answered inquiry is Responded again, an unanswered one Pending. */
const unanswered: Guard<InquiryFacts> = (facts) => (facts.answered ? conflict(Msg.INQUIRY_REOPENS_AS_RESPONDED) : null);
const answered: Guard<InquiryFacts> = (facts) => (facts.answered ? null : conflict(Msg.INQUIRY_RESPOND_FIRST));

const CHANGED = ['inquiry.status_changed'] as const;

export const INQUIRY_MACHINE = defineStateMachine<InquiryStatus, InquiryCause, InquiryFacts, InquiryEvent>({
  name: 'inquiry',
  states: INQUIRY_STATUSES,
  transitions: [
    { from: 'pending', to: 'responded', by: ['response'], emits: ['inquiry.responded', 'inquiry.status_changed'] },
    { from: ['pending', 'responded'], to: 'closed', by: ['staff'], guards: [notGeneral], emits: CHANGED },
    { from: 'closed', to: 'pending', by: ['staff'], guards: [notGeneral, unanswered], emits: CHANGED },
    { from: 'closed', to: 'responded', by: ['staff'], guards: [notGeneral, answered], emits: CHANGED },
  ],
  alreadyIn: (status) => conflict(Msg.INQUIRY_ALREADY_IN_STATUS, { status }),
  notAllowed: (from, to, by) => {
    if (by === 'response') return conflict(Msg.INQUIRY_CLOSED);
    if (to === 'responded') return conflict(Msg.INQUIRY_RESPOND_FIRST);
    return conflict(Msg.INQUIRY_TRANSITION_NOT_ALLOWED, { from, to });
  },
});

export type StatusDecision = { kind: 'move' } | { kind: 'unchanged' } | { kind: 'refused'; error: AppError };

/**
 * Whether staff may set the status of an inquiry to `to` by hand: a general inquiry refuses every update, even to the
 * status it has (spec §8); otherwise the same status again changes nothing, and any other goes through the table.
 */
export function decideStatusChange(inquiry: InquiryFacts & { status: InquiryStatus }, to: InquiryStatus): StatusDecision {
  const facts = { general: inquiry.general, answered: inquiry.answered };
  if (inquiry.general) return { kind: 'refused', error: conflict(Msg.INQUIRY_GENERAL_STATUS_LOCKED) };
  if (inquiry.status === to) return { kind: 'unchanged' };
  const error = INQUIRY_MACHINE.refusal(inquiry.status, to, 'staff', facts);
  return error ? { kind: 'refused', error } : { kind: 'move' };
}

/** What staff may set by hand now (the back office offers these): none for a general inquiry. */
export const staffTargets = (inquiry: InquiryFacts & { status: InquiryStatus }): InquiryStatus[] =>
  INQUIRY_MACHINE.targets(inquiry.status, 'staff', { general: inquiry.general, answered: inquiry.answered });

/**
 * A response may be sent unless the inquiry is closed: the first makes it Responded (a move of the table), a later
 * one replaces the response and keeps it Responded. Throws the refusal (409) for a closed one.
 */
export function responseMove(status: InquiryStatus): 'move' | 'again' {
  if (status === 'responded') return 'again';
  INQUIRY_MACHINE.assert(status, 'responded', 'response');
  return 'move';
}

/** Whether a response may be sent now. */
export const mayRespond = (status: InquiryStatus): boolean =>
  status === 'responded' || INQUIRY_MACHINE.can(status, 'responded', 'response');

import type { MessageKey } from '../../common/errors/messages.js';
import type { EmailMessage } from '../notifications/mail-rules.js';
import type { InquiryStatus } from './inquiry.entity.js';

/** The pure parts of inquiries: the human reference, the status rule and the emails. */

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
 * Spec §4 Inquiry status: Pending → Responded → Closed. The allowed moves ("not shown" in the spec), decided here:
 * - Responded is reached only by sending a response (which also records who answered and when), never set by hand;
 * - Pending or Responded → Closed by hand (a question that needs no answer may be closed at once);
 * - Closed is final; nothing goes back to Pending.
 * A general inquiry (no car, "Car: N/A") refuses every status update; a response may still be sent to it.
 */
export const STATUS_MOVES: Readonly<Record<InquiryStatus, readonly InquiryStatus[]>> = {
  pending: ['closed'],
  responded: ['closed'],
  closed: [],
};

export type StatusDecision =
  | { kind: 'move' }
  | { kind: 'unchanged' }
  | {
      kind: 'refused';
      key: Extract<MessageKey, 'INQUIRY_GENERAL_STATUS_LOCKED' | 'INQUIRY_RESPOND_FIRST' | 'INQUIRY_TRANSITION_NOT_ALLOWED'>;
    };

/** Whether staff may set the status of an inquiry from `from` to `to`. */
export function decideStatusChange(inquiry: { general: boolean; status: InquiryStatus }, to: InquiryStatus): StatusDecision {
  if (inquiry.general) return { kind: 'refused', key: 'INQUIRY_GENERAL_STATUS_LOCKED' };
  if (inquiry.status === to) return { kind: 'unchanged' };
  if (STATUS_MOVES[inquiry.status].includes(to)) return { kind: 'move' };
  if (to === 'responded' && inquiry.status === 'pending') return { kind: 'refused', key: 'INQUIRY_RESPOND_FIRST' };
  return { kind: 'refused', key: 'INQUIRY_TRANSITION_NOT_ALLOWED' };
}

/** A response may be sent (again) unless the inquiry is closed; it makes the inquiry Responded. */
export const mayRespond = (status: InquiryStatus): boolean => status !== 'closed';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const paragraphs = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

export interface InquiryMailFacts {
  to: string;
  name: string;
  reference: string;
  /** "2019 Toyota Prius (AB1234567)", or null for a general inquiry. */
  carTitle: string | null;
  message: string;
  /** Where the customer reads their inquiries: `<PUBLIC_URL>/inquiries`. */
  link: string;
}

/** The customer's copy of what they sent, with the reference to quote. */
export function submittedEmail(facts: InquiryMailFacts): EmailMessage {
  const lines = [
    `Hello ${facts.name},`,
    '',
    `We have received your inquiry ${facts.reference}. Our team will answer you soon.`,
    '',
    `Car: ${facts.carTitle ?? 'N/A'}`,
    'Your message:',
    facts.message,
    '',
    `Your inquiries: ${facts.link}`,
    '',
  ];
  const html = [
    `<p>${escapeHtml(lines[0]!)}</p>`,
    `<p>${escapeHtml(lines[2]!)}</p>`,
    `<p>${escapeHtml(lines[4]!)}</p>`,
    `<p>Your message:<br>${paragraphs(facts.message)}</p>`,
    `<p><a href="${escapeHtml(facts.link)}">Your inquiries</a></p>`,
  ].join('\n');
  return { to: facts.to, subject: `We received your inquiry ${facts.reference}`, text: lines.join('\n'), html };
}

/** Staff's answer to an inquiry, with the question it answers. */
export function responseEmail(facts: InquiryMailFacts & { response: string }): EmailMessage {
  const lines = [
    `Hello ${facts.name},`,
    '',
    `Here is our response to your inquiry ${facts.reference} (Car: ${facts.carTitle ?? 'N/A'}):`,
    '',
    facts.response,
    '',
    'Your message:',
    facts.message,
    '',
    `Your inquiries: ${facts.link}`,
    '',
  ];
  const html = [
    `<p>${escapeHtml(lines[0]!)}</p>`,
    `<p>${escapeHtml(lines[2]!)}</p>`,
    `<p>${paragraphs(facts.response)}</p>`,
    `<p>Your message:<br>${paragraphs(facts.message)}</p>`,
    `<p><a href="${escapeHtml(facts.link)}">Your inquiries</a></p>`,
  ].join('\n');
  return { to: facts.to, subject: `Response to your inquiry ${facts.reference}`, text: lines.join('\n'), html };
}

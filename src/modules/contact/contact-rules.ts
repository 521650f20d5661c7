import type { EmailMessage } from '../notifications/mail-rules.js';
import type { ContactMessageStatus, ContactSubject } from './contact-message.entity.js';

/** The pure parts of Contact us: where a message goes, and the email staff receive. */

export const MESSAGE_MAX = 5000;

export type StaffAddresses = Record<'sales' | 'support' | 'partnership' | 'other', string>;

/** The staff address of a subject (configured per subject: SALES_EMAIL, SUPPORT_EMAIL, PARTNERSHIP_EMAIL, CONTACT_EMAIL). */
export const staffAddressFor = (subject: ContactSubject, addresses: StaffAddresses): string => addresses[subject];

const SUBJECT_NAMES: Record<ContactSubject, string> = { sales: 'Sales', support: 'Support', partnership: 'Partnership', other: 'Other' };

/** The message as staff receive it; replying to the email answers the sender. */
export function contactEmail(
  to: string,
  m: { subject: ContactSubject; name: string; email: string; message: string; signedIn: boolean },
): EmailMessage {
  const text = [
    `A message from the Contact us page (${SUBJECT_NAMES[m.subject]}).`,
    '',
    `Name: ${m.name}`,
    `Email: ${m.email}${m.signedIn ? ' (signed in)' : ''}`,
    '',
    m.message,
    '',
  ].join('\n');
  return { to, subject: `Contact us – ${SUBJECT_NAMES[m.subject]}: ${m.name}`, text };
}

/**
 * A status change of a message by staff: to handled stamps who and when; back to new clears both; the same status
 * again changes nothing (no write, no audit entry).
 */
export function contactStatusChange(
  current: ContactMessageStatus,
  to: ContactMessageStatus,
  staffId: string,
  now: Date,
): { status: ContactMessageStatus; handledAt: Date | null; handledBy: string | null } | 'unchanged' {
  if (current === to) return 'unchanged';
  return to === 'handled' ? { status: to, handledAt: now, handledBy: staffId } : { status: to, handledAt: null, handledBy: null };
}

import { conflict } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { defineStateMachine } from '../../common/state-machine/state-machine.js';
import type { EmailMessage } from '../notifications/mail-rules.js';
import { CONTACT_MESSAGE_STATUSES, type ContactMessageStatus, type ContactSubject } from './contact-message.entity.js';

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
 * A message's states, in the shared state-machine shape: staff mark it handled once answered (by email, outside the
 * site) and may reopen it (new again) when the conversation goes on.
 *
 *   new ◀──staff──▶ handled
 */
export const CONTACT_MESSAGE_MACHINE = defineStateMachine<ContactMessageStatus, 'staff', void, 'contact_message.status_changed'>({
  name: 'contact message',
  states: CONTACT_MESSAGE_STATUSES,
  transitions: [
    { from: 'new', to: 'handled', by: ['staff'], emits: ['contact_message.status_changed'] },
    { from: 'handled', to: 'new', by: ['staff'], emits: ['contact_message.status_changed'] },
  ],
  alreadyIn: (status) => conflict(Msg.CONTACT_MESSAGE_ALREADY_IN_STATUS, { status }),
  notAllowed: (from, to) => conflict(Msg.CONTACT_MESSAGE_TRANSITION_NOT_ALLOWED, { from, to }),
});

/** What staff may move a message to now (the back office offers these). */
export const contactMessageTargets = (status: ContactMessageStatus): ContactMessageStatus[] =>
  CONTACT_MESSAGE_MACHINE.targets(status, 'staff');

/**
 * A status change of a message by staff, through the table: to handled stamps who and when; back to new clears both;
 * the same status again changes nothing (no write, no audit entry). A move the table refuses throws its 409.
 */
export function contactStatusChange(
  current: ContactMessageStatus,
  to: ContactMessageStatus,
  staffId: string,
  now: Date,
): { status: ContactMessageStatus; handledAt: Date | null; handledBy: string | null } | 'unchanged' {
  if (current === to) return 'unchanged';
  CONTACT_MESSAGE_MACHINE.assert(current, to, 'staff');
  return to === 'handled' ? { status: to, handledAt: now, handledBy: staffId } : { status: to, handledAt: null, handledBy: null };
}

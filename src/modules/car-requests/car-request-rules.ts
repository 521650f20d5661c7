import { conflict } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { defineStateMachine } from '../../common/state-machine/state-machine.js';
import type { EmailMessage } from '../notifications/mail-rules.js';
import type { ContactMethod } from '../../common/contact-method.js';
import { CAR_REQUEST_STATUSES, type CarRequestStatus } from './car-request.entity.js';

/**
 * The pure parts of Request a Car: the form's cross-field rules, the human reference and the sales team's email (in
 * English: it goes to the sales mailbox). The customer's emails are templates in car-request-emails.ts.
 */

/** Spec §5: the comments field's limit (its remaining-character counter counts down from it). */
export const COMMENTS_MAX = 1000;

const norm = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** Spec §5: the two emails must match (ignoring case and surrounding spaces). */
export const emailsMatch = (email: unknown, confirmation: unknown): boolean =>
  typeof confirmation === 'string' && norm(email) === norm(confirmation);

/**
 * A request's states, in the shared state-machine shape: staff handle an open request by offering a car (its link is
 * emailed to the customer). Handled is final: the offer has been sent, and a customer who wants another car sends a
 * new request.
 *
 *   open ──staff (offer a car)──▶ handled
 */
export const CAR_REQUEST_MACHINE = defineStateMachine<CarRequestStatus, 'staff', void, 'car_request.handled'>({
  name: 'car request',
  states: CAR_REQUEST_STATUSES,
  transitions: [{ from: 'open', to: 'handled', by: ['staff'], emits: ['car_request.handled'] }],
  alreadyIn: (status) => (status === 'handled' ? conflict(Msg.CAR_REQUEST_ALREADY_HANDLED) : conflict(Msg.CAR_REQUEST_ALREADY_OPEN)),
  notAllowed: (from, to) => conflict(Msg.CAR_REQUEST_TRANSITION_NOT_ALLOWED, { from, to }),
});

/** What staff may do with a request now (the back office offers these). */
export const carRequestTargets = (status: CarRequestStatus): CarRequestStatus[] => CAR_REQUEST_MACHINE.targets(status, 'staff');

/** The reference a customer and staff quote: `RQ-000042`. */
export const carRequestReference = (id: string | number): string => `RQ-${String(id).padStart(6, '0')}`;

/** The id of a typed reference (`RQ-000042`, `rq42`, ` RQ 42 `), or null when the text is not one. */
export function referenceId(text: string): string | null {
  const match = /^\s*RQ[\s-]*0*(\d{1,18})\s*$/i.exec(text);
  return match ? match[1]! : null;
}

const METHOD_NAMES: Record<ContactMethod, string> = { any: 'Any', email: 'Email', phone: 'Phone', whatsapp: 'WhatsApp' };

export interface CarRequestFacts {
  reference: string;
  make: string;
  model: string | null;
  year: number | null;
  comments: string | null;
  name: string;
  email: string;
  phone: string | null;
  whatsapp: string | null;
  contactMethod: ContactMethod;
  promotions: boolean;
}

/** "2018 Toyota Prius", "Toyota" when only the make is known. */
export const wantedCar = (r: Pick<CarRequestFacts, 'make' | 'model' | 'year'>): string =>
  [r.year, r.make, r.model].filter((part) => part !== null && part !== '').join(' ');

/** What the sales team receives for a new request. */
export function salesEmail(to: string, r: CarRequestFacts): EmailMessage {
  const text = [
    `A customer requested a car (${r.reference}).`,
    '',
    `Car: ${wantedCar(r)}`,
    `Comments: ${r.comments ?? '-'}`,
    '',
    `Name: ${r.name}`,
    `Email: ${r.email}`,
    `Phone: ${r.phone ?? '-'}`,
    `WhatsApp: ${r.whatsapp ?? '-'}`,
    `Preferred contact method: ${METHOD_NAMES[r.contactMethod]}`,
    `Promotions: ${r.promotions ? 'yes' : 'no'}`,
    '',
  ].join('\n');
  return { to, subject: `Car request ${r.reference}: ${wantedCar(r)}`, text };
}

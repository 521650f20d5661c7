import type { components } from '../../../lib/api/schema';
import { type ContactMethod, neededByContactMethod } from '../../../lib/contact-method';
import { hasIssues, rules, validate, type Issue } from '../../../lib/validation';

/**
 * The Request a Car form's values and the server's rules (src/modules/car-requests/): the emails must match, the phone
 * (or WhatsApp) number is required when it is the contact method, the privacy policy must be agreed, comments at most
 * 1,000 characters. The server stays the judge; these spare a round trip and speak the same codes.
 */

export type CarRequestBody = components['schemas']['CreateCarRequestDto'];
export { CONTACT_METHODS, type ContactMethod } from '../../../lib/contact-method';

/** Spec §5: the comments field's limit, counted down beside it. */
export const COMMENTS_MAX = 1000;
export const MIN_YEAR = 1950;

export interface CarRequestValues {
  make: string;
  model: string;
  year: string;
  comments: string;
  name: string;
  email: string;
  emailConfirmation: string;
  phone: string;
  whatsapp: string;
  contactMethod: ContactMethod;
  promotions: boolean;
  privacyAgreed: boolean;
}

export type CarRequestField = keyof CarRequestValues;

/** What the form shows first: the signed-in customer's name, email and numbers. */
export function initialValues(
  user?: {
    firstName?: string | null;
    lastName?: string | null;
    email?: string | null;
    phone?: string | null;
    whatsapp?: string | null;
  } | null,
): CarRequestValues {
  const name = [user?.firstName, user?.lastName].filter((part) => part && part.trim()).join(' ');
  const email = user?.email ?? '';
  return {
    make: '',
    model: '',
    year: '',
    comments: '',
    name,
    email,
    emailConfirmation: email,
    phone: user?.phone ?? '',
    whatsapp: user?.whatsapp ?? '',
    contactMethod: 'any',
    promotions: false,
    privacyAgreed: false,
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The first issue of each field; an empty object when the form may be sent. */
export function validateCarRequest(values: CarRequestValues): Partial<Record<CarRequestField, Issue>> {
  const text = {
    make: values.make,
    model: values.model,
    comments: values.comments,
    name: values.name,
    email: values.email,
    emailConfirmation: values.emailConfirmation,
    phone: values.phone,
    whatsapp: values.whatsapp,
  };
  const issues: Partial<Record<CarRequestField, Issue>> = validate(text, {
    make: [rules.required(), rules.maxLength(60)],
    model: [rules.maxLength(60)],
    comments: [rules.maxLength(COMMENTS_MAX)],
    name: [rules.required('NAME_REQUIRED'), rules.maxLength(100)],
    email: [rules.required('EMAIL_REQUIRED'), rules.email()],
    emailConfirmation: [
      rules.required('EMAIL_CONFIRMATION_REQUIRED'),
      (value) => (sameEmail(value, values.email) ? null : { code: 'EMAILS_DO_NOT_MATCH' }),
    ],
    phone: [neededByContactMethod('phone', values.contactMethod), rules.phone()],
    whatsapp: [neededByContactMethod('whatsapp', values.contactMethod), rules.phone('WHATSAPP_INVALID')],
  });
  if (!values.privacyAgreed) issues.privacyAgreed = { code: 'PRIVACY_AGREEMENT_REQUIRED' };
  return issues;
}

export const canSend = (values: CarRequestValues): boolean => !hasIssues(validateCarRequest(values));

const orNull = (value: string) => value.trim() || null;

/** The body of POST /api/ondemand. */
export function toCarRequestBody(values: CarRequestValues): CarRequestBody {
  return {
    make: values.make.trim(),
    model: orNull(values.model),
    year: values.year ? Number(values.year) : null,
    comments: orNull(values.comments),
    name: values.name.trim(),
    email: values.email.trim(),
    emailConfirmation: values.emailConfirmation.trim(),
    phone: orNull(values.phone),
    whatsapp: orNull(values.whatsapp),
    contactMethod: values.contactMethod,
    promotions: values.promotions,
    privacyAgreed: values.privacyAgreed,
  };
}

/** The model years offered, newest first: next year's models down to MIN_YEAR. */
export function yearOptions(now: Date = new Date()): number[] {
  const newest = now.getFullYear() + 1;
  return Array.from({ length: newest - MIN_YEAR + 1 }, (_, i) => newest - i);
}

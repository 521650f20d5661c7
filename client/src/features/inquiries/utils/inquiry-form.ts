import { type ContactMethod, neededByContactMethod } from '../../../lib/contact-method';
import { rules, validate, type Issue } from '../../../lib/validation';

/** The server's limits (src/modules/inquiries/inquiries.requests.ts). */
export const MAX_NAME = 100;
export const MAX_MESSAGE = 2000;
export const MAX_COMMENTS = 1000;
export const MAX_MODEL = 100;
export const MIN_YEAR = 1950;
export const MAX_MILEAGE = 2_000_000;

export { CONTACT_METHODS, type ContactMethod } from '../../../lib/contact-method';

/** The form as it holds its values: text as typed, the opt-in as a flag. */
export interface InquiryValues {
  name: string;
  email: string;
  phone: string;
  whatsapp: string;
  contactMethod: ContactMethod;
  message: string;
  comments: string;
  model: string;
  year: string;
  mileage: string;
  promotions: boolean;
}
export type InquiryField = Exclude<keyof InquiryValues, 'promotions' | 'contactMethod'>;
export type InquiryIssues = Partial<Record<InquiryField, Issue>>;

export const emptyInquiry = (prefill: Partial<InquiryValues> = {}): InquiryValues => ({
  name: '',
  email: '',
  phone: '',
  whatsapp: '',
  contactMethod: 'any',
  message: '',
  comments: '',
  model: '',
  year: '',
  mileage: '',
  promotions: false,
  ...prefill,
});

/** A whole number in [min, max] when given; the message the server would send otherwise. */
const wholeNumber =
  (code: 'FIELD_WHOLE_NUMBER' | 'FIELD_KILOMETRES', min: number, max: number) =>
  (value: string): Issue | null => {
    const v = value.trim();
    if (v === '') return null;
    const n = Number(v);
    return /^\d+$/.test(v) && n >= min && n <= max ? null : { code, params: { min, max } };
  };

/**
 * The inquiry form's checks (spec §5 Inquiry form): name, email, phone and message required with the spec's own
 * messages ("Name is required", "Email is required", "Email is invalid", "Phone number is required", "Message is
 * required"), the WhatsApp number when it is the contact method (the rule of Request a car), the numbers
 * well-formed, the server's lengths.
 */
export function validateInquiry(values: InquiryValues, now = new Date()): InquiryIssues {
  const maxYear = now.getUTCFullYear() + 1;
  return validate<InquiryField>(
    {
      name: values.name,
      email: values.email,
      phone: values.phone,
      whatsapp: values.whatsapp,
      message: values.message,
      comments: values.comments,
      model: values.model,
      year: values.year,
      mileage: values.mileage,
    },
    {
      name: [rules.required('NAME_REQUIRED'), rules.maxLength(MAX_NAME)],
      email: [rules.required('EMAIL_REQUIRED'), rules.email()],
      phone: [rules.required('PHONE_REQUIRED'), rules.phone()],
      whatsapp: [neededByContactMethod('whatsapp', values.contactMethod), rules.phone('WHATSAPP_INVALID')],
      message: [rules.required('MESSAGE_REQUIRED'), rules.maxLength(MAX_MESSAGE)],
      comments: [rules.maxLength(MAX_COMMENTS)],
      model: [rules.maxLength(MAX_MODEL)],
      year: [wholeNumber('FIELD_WHOLE_NUMBER', MIN_YEAR, maxYear)],
      mileage: [wholeNumber('FIELD_KILOMETRES', 0, MAX_MILEAGE)],
    },
  );
}

const text = (value: string) => value.trim() || null;

/** POST /api/inquiries's body: `car` null for a general inquiry; blank optional fields left null. */
export function toInquiryBody(values: InquiryValues, car: string | null) {
  return {
    car,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    whatsapp: text(values.whatsapp),
    message: values.message.trim(),
    contactMethod: values.contactMethod,
    promotions: values.promotions,
    comments: text(values.comments),
    model: text(values.model),
    year: values.year.trim() ? Number(values.year) : null,
    mileage: values.mileage.trim() ? Number(values.mileage) : null,
  };
}

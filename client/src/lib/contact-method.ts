import type { Rule } from './validation';

/**
 * The one contact-method rule of the web client, the twin of the server's (src/common/contact-method.ts): every form
 * with a preferred contact method (an inquiry, Request a car) needs the phone when the method is phone and the
 * WhatsApp number when it is WhatsApp (spec §5, §8), with the same codes as the server's field errors.
 */
export const CONTACT_METHODS = ['any', 'email', 'phone', 'whatsapp'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

const blank = (value: string | null | undefined) => value === undefined || value === null || value.trim() === '';

/** The number the chosen method needs and the form lacks, or null. */
export function missingContactNumber(
  method: ContactMethod,
  numbers: { phone?: string | null; whatsapp?: string | null },
): 'phone' | 'whatsapp' | null {
  if (method === 'phone' && blank(numbers.phone)) return 'phone';
  if (method === 'whatsapp' && blank(numbers.whatsapp)) return 'whatsapp';
  return null;
}

const CODES = { phone: 'PHONE_REQUIRED_FOR_PHONE_CONTACT', whatsapp: 'WHATSAPP_REQUIRED_FOR_WHATSAPP_CONTACT' } as const;

/** The check of a number field (`phone` or `whatsapp`) under the chosen method: its spec message when the method needs it. */
export const neededByContactMethod =
  (field: 'phone' | 'whatsapp', method: ContactMethod): Rule =>
  (value) =>
    missingContactNumber(method, { [field]: value }) === field ? { code: CODES[field] } : null;

/** How a customer would like to be answered (spec §3 Inquiry and Request-a-car form): inquiries and car requests share it. */
export const CONTACT_METHODS = ['any', 'email', 'phone', 'whatsapp'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** The numbers a form with a contact method carries. */
export interface ContactNumbers {
  phone?: unknown;
  whatsapp?: unknown;
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The one contact-method rule (spec §5 Request a car, applied to every form that has a contact method: inquiries,
 * car requests): the method phone needs a phone number, the method WhatsApp a WhatsApp number. Answers the number
 * that the chosen method needs and the form lacks, or null. Pure: the DTO decorator (validation/contact-fields.ts)
 * and the services use it; the web client has its twin (client/src/lib/contact-method.ts).
 */
export function missingContactNumber(contactMethod: unknown, numbers: ContactNumbers): 'phone' | 'whatsapp' | null {
  if (contactMethod === 'phone' && blank(numbers.phone)) return 'phone';
  if (contactMethod === 'whatsapp' && blank(numbers.whatsapp)) return 'whatsapp';
  return null;
}

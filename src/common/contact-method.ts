/** How a customer would like to be answered (spec §3 Inquiry and Request-a-car form): inquiries and car requests share it. */
export const CONTACT_METHODS = ['any', 'email', 'phone', 'whatsapp'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

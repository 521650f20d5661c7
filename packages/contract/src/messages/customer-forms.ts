/** The message catalogue (messages.ts): the customer forms and pages: newsletter, requests, damage reports, insurance, inquiries, reviews, blog, saved searches, content pages. */
export const CUSTOMER_FORM_MESSAGES = {
  // ── Newsletter (spec §3 Newsletter popup, §5) ────────────────────────────────────────────────────────────────
  /** Spec §5. */
  FULL_NAME_REQUIRED: 'Full name is required',
  /** Spec §5. */
  EMAIL_FORMAT_INVALID: 'Invalid email format',
  NEWSLETTER_TOKEN_REQUIRED: 'Unsubscribe token is required',
  NEWSLETTER_TOKEN_INVALID: 'This unsubscribe link is not valid.',

  // ── Request a car (spec §3 Request-a-car form, §5, §8) and Contact us (spec §2, §5) ─────────────────────────────
  /** Spec §8. */
  EMAILS_DO_NOT_MATCH: 'Emails do not match!',
  /** Spec §8. */
  PHONE_REQUIRED_FOR_PHONE_CONTACT: 'Phone number is required when selecting Phone as contact method.',
  /** Spec §8. */
  WHATSAPP_REQUIRED_FOR_WHATSAPP_CONTACT: 'WhatsApp number is required when selecting WhatsApp as contact method.',
  /** Spec §5: the privacy policy must be agreed (request a car, contact us). */
  PRIVACY_AGREEMENT_REQUIRED: 'Please agree to the privacy policy',
  EMAIL_CONFIRMATION_REQUIRED: 'Please confirm your email',
  CONTACT_METHOD_INVALID: 'Contact method must be any, email, phone or whatsapp',
  CONTACT_SUBJECT_INVALID: 'Subject must be sales, support, partnership or other',
  /** Spec §8. */
  MESSAGE_REQUIRED: 'Message is required',
  CAR_REQUEST_NOT_FOUND: 'Car request not found.',
  CAR_REQUEST_ALREADY_HANDLED: 'This car request has already been handled.',
  CAR_REQUEST_ALREADY_OPEN: 'This car request is already open.',
  CAR_REQUEST_TRANSITION_NOT_ALLOWED: 'A car request that is {from} cannot be set to {to}.',
  CONTACT_MESSAGE_ALREADY_IN_STATUS: 'This message is already {status}.',
  CONTACT_MESSAGE_TRANSITION_NOT_ALLOWED: 'A message that is {from} cannot be set to {to}.',
  CONTACT_MESSAGE_NOT_FOUND: 'Contact message not found.',

  // ── Damage reports (spec §2 Damage report, §3) ───────────────────────────────────────────────────────────────
  DAMAGE_REPORT_NOT_FOUND: 'Damage report not found.',
  DAMAGE_PHOTO_NOT_FOUND: 'Photo not found.',
  DAMAGE_ORDER_REQUIRED: 'Choose the order of the vehicle you are reporting.',
  DAMAGE_ORDER_NOT_PURCHASED: 'Damage can be reported only for a vehicle you have bought: this order is not paid in full.',
  DAMAGE_DESCRIPTION_REQUIRED: 'Please describe the damage.',
  DAMAGE_REPORT_ALREADY_OPEN: 'You already have an open damage report for this order: {reference}.',
  DAMAGE_TOO_MANY_PHOTOS: 'A damage report can have at most {max} photos.',
  DAMAGE_REPORT_ALREADY_IN_STATUS: 'This damage report is already {status}.',
  DAMAGE_REPORT_TRANSITION_NOT_ALLOWED: 'A damage report that is {from} cannot be set to {to}.',
  DAMAGE_NOTE_REQUIRED_TO_REJECT: 'Tell the customer why the report is rejected.',

  // ── Marine insurance and claims (spec §1, §2 Insurance page) ────────────────────────────────────────────────────
  INSURANCE_FOB_NOT_OFFERED: 'FOB orders are not insured by us: under FOB the buyer arranges the shipping and its insurance.',
  INSURANCE_ALREADY_INCLUDED: 'This order is already insured: CIF includes marine insurance.',
  INSURANCE_ALREADY_ADDED: 'Marine insurance has already been added to this order.',
  INSURANCE_TOO_LATE: 'Marine insurance can be added only before the order is paid in full and shipped.',
  CLAIM_NOT_FOUND: 'Claim not found.',
  CLAIM_ORDER_NOT_INSURED: 'This order is not insured: a claim can be filed only for an order with marine insurance.',
  CLAIM_ORDER_NOT_ARRIVED: 'A claim can be filed once the vehicle has arrived at the destination port.',
  CLAIM_ALREADY_OPEN: 'This order already has a claim: see your claims.',
  /** Spec §1 "small damage may be exempt". */
  CLAIM_BELOW_MINIMUM: 'Small damage is exempt: claims under {minimum} USD are not covered.',
  CLAIM_DAMAGE_REPORT_INVALID: 'Choose one of your damage reports about this order.',
  CLAIM_DAMAGE_DATE_INVALID: 'Date the damage was found must be a date such as 2026-04-06, not in the future.',
  CLAIM_ALREADY_DECIDED: 'This claim has already been decided: it is {status}.',
  CLAIM_NOT_APPROVED: 'Only an approved claim can be paid; this one is {status}.',
  CLAIM_REPAIR_NOT_OPEN: 'A repair can be recorded only on a claim that is filed or approved; this one is {status}.',
  CLAIM_REASON_REQUIRED: 'Tell the customer why the claim is rejected.',
  CLAIM_TRANSITION_NOT_ALLOWED: 'A claim that is {from} cannot be set to {to}.',

  // ── Inquiries (spec §3 Inquiry, §4 Inquiry status, §5 Inquiry form, §8) ───────────────────────────────────────
  /** Spec §8, heading "Login Required": POST /api/inquiries without a token. */
  INQUIRY_LOGIN_REQUIRED: 'Please login to send an inquiry',
  /** Spec §5. */
  PHONE_REQUIRED: 'Phone number is required',
  INQUIRY_NOT_FOUND: 'Inquiry not found.',
  INQUIRY_RESPONSE_REQUIRED: 'Response message is required',
  /** Spec §8. */
  INQUIRY_GENERAL_STATUS_LOCKED: 'Status update is not allowed for general inquiries (Car: N/A).',
  INQUIRY_TRANSITION_NOT_ALLOWED: 'An inquiry cannot go from {from} to {to}.',
  INQUIRY_RESPOND_FIRST: 'An inquiry becomes Responded when a response is sent: send the response instead.',
  INQUIRY_CLOSED: 'This inquiry is closed: reopen it to send a response.',
  INQUIRY_ALREADY_IN_STATUS: 'This inquiry is already {status}.',
  INQUIRY_REOPENS_AS_RESPONDED: 'This inquiry has a response: reopened, it is Responded again.',
  // ── Customer reviews (spec §2 Customer reviews, §3 Review, §8) ──────────────────────────────────────────────────
  REVIEW_NOT_FOUND: 'Review not found.',
  REVIEW_REPLY_NOT_FOUND: 'Reply not found.',
  REVIEW_REPLY_NOT_COMPANY: "Only the company's own replies can be edited or deleted; a customer's reply can be hidden.",
  REVIEW_RATING_INVALID: 'Rating must be a whole number from 1 to 5',
  REVIEW_ALREADY_IN_STATUS: 'This review is already {status}.',
  REVIEW_TRANSITION_NOT_ALLOWED: 'A review that is {from} cannot be set to {to}.',
  REVIEW_REPLY_ALREADY_IN_STATUS: 'This reply is already {status}.',
  // ── Blog (spec §2 Blog, §3 Blog post) ─────────────────────────────────────────────────────────────────────────
  BLOG_POST_NOT_FOUND: 'Blog post not found.',
  BLOG_SLUG_TAKEN: 'A blog post with the slug "{slug}" already exists.',
  BLOG_SLUG_TAKEN_RACE: 'A blog post with this slug already exists.',
  BLOG_SLUG_INVALID: 'Slug must be lower-case letters and digits joined by single dashes, e.g. roro-vs-container-shipping',
  BLOG_TAGS_INVALID: 'Tags must be a list of at most {max} tags of at most {length} characters each',
  // ── Saved searches and alerts (issue 10) ────────────────────────────────────────────────────────────────────
  SAVED_SEARCH_NOT_FOUND: 'Saved search not found.',
  SAVED_SEARCH_LIMIT: 'You can keep at most {max} saved searches. Delete one to save another.',
  SAVED_SEARCH_FILTERS_REQUIRED: 'Filters are required',
  SAVED_SEARCH_FILTERS_NOT_OBJECT: 'Filters must be an object of catalogue search parameters',
  SAVED_SEARCH_TOKEN_REQUIRED: 'Unsubscribe token is required',
  SAVED_SEARCH_TOKEN_INVALID: 'This unsubscribe link is not valid.',
  // ── Content pages (issue 11) ────────────────────────────────────────────────────────────────────────────────
  CONTENT_PAGE_NOT_FOUND: 'Page not found.',
  CONTENT_LANGUAGE_UNKNOWN: 'Unknown language "{language}": use en, ur, pt or es.',
  CONTENT_TRANSLATION_NOT_FOUND: 'This page has no translation in "{language}".',
  CONTENT_ENGLISH_REQUIRED: 'The English text of a page cannot be deleted: the other languages fall back to it.',
  CONTENT_ENGLISH_FIRST: 'Write the English text of this page first: the other languages fall back to it.',
  CONTENT_SECTIONS_NOT_LIST: 'Sections must be a list of sections, each with a key, a title and a body',
  CONTENT_TOO_MANY_SECTIONS: 'A page has at most {max} sections',
  CONTENT_SECTION_KEY_INVALID: 'A section key is lower-case letters and digits joined by single dashes, e.g. policy',
  CONTENT_SECTION_KEYS_REPEATED: 'Each section needs its own key',
} as const satisfies Record<string, string>;

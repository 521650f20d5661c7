import type { Locale } from '../../../common/context/locale.js';

/**
 * Emails as templates (issue 27): each email is written once per interface language, as content blocks, and
 * renderEmail (render-email.ts) makes its HTML part (MJML: responsive, right-to-left for Urdu) and its text part from
 * the same blocks, with the company's greeting, sign-off and footer. The recipient reads it in their language: the
 * profile's, else the one their request came in (emailLanguageOf).
 */

/** One block of an email's body, in reading order. Text is plain: the renderer escapes it. */
export type EmailBlock =
  /** A paragraph; its line breaks are kept. */
  | { kind: 'text'; text: string }
  /** The email's call to action: a button, with the address written out beneath for clients that block buttons. */
  | { kind: 'action'; label: string; url: string }
  /** A bulleted list; an item with a url links to it. */
  | { kind: 'list'; items: readonly { text: string; url?: string }[] }
  /** Label–value rows (an order's car, amounts, dates). */
  | { kind: 'facts'; rows: readonly { label: string; value: string }[] }
  /** Small print at the end of the body (why the email came, how to stop it). */
  | { kind: 'note'; text: string; url?: string };

export interface EmailContent {
  subject: string;
  /** Who the greeting names (a first name); null or blank greets without a name. */
  name?: string | null;
  blocks: readonly EmailBlock[];
}

/** One email in every interface language, with the sample values its rendering is tested with. */
export interface EmailTemplate<V> {
  readonly kind: 'email-template';
  /** A stable name (`order.reservation-cancelled`), for tests and logs. */
  readonly name: string;
  readonly languages: { readonly [L in Locale]: (vars: V) => EmailContent };
  readonly sample: V;
}

/** Declares an email: `languages` must write it in every locale (the type says which are missing). */
export function defineEmail<V>(
  name: string,
  languages: { readonly [L in Locale]: (vars: V) => EmailContent },
  sample: V,
): EmailTemplate<V> {
  return { kind: 'email-template', name, languages, sample };
}

/** The content of `template` in `language`, for tests of its wording. */
export const emailContent = <V>(template: EmailTemplate<V>, language: Locale, vars: V): EmailContent => template.languages[language](vars);

/** Whether a module's export is an email template (the test that renders every template finds them so). */
export const isEmailTemplate = (value: unknown): value is EmailTemplate<unknown> =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'email-template';

/** The language a recipient reads their email in: their profile's, else the request's, else English. */
export function emailLanguageOf(profile: { preferredLanguage?: string | null } | null | undefined, requestLocale?: Locale | null): Locale {
  const preferred = profile?.preferredLanguage;
  if (preferred === 'en' || preferred === 'ur' || preferred === 'pt' || preferred === 'es') return preferred;
  return requestLocale ?? 'en';
}

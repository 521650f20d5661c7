import { markdownToSafeHtml } from '../../common/markdown/markdown.js';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../common/context/locale.js';

/** Pure rules of the staff-editable content pages (their slugs are the contract's: content-pages.ts). */
export { CONTENT_PAGE_SLUGS, type ContentPageSlug, isContentPageSlug } from '@autoexport/contract/content-pages';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language every page must have, and that a missing translation falls back to. */
export const FALLBACK_LANGUAGE: Locale = DEFAULT_LOCALE;

export const MAX_TITLE = 200;
export const MAX_SUMMARY = 300;
export const MAX_BODY = 100_000;
export const MAX_SECTIONS = 10;
export const MAX_SECTION_BODY = 50_000;
export const SECTION_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Which stored translation answers a request for `requested`: that language's when it exists, else the English one
 * (`fallback: true`); none when the page has neither (it is not published yet).
 */
export function chooseTranslation<T extends { language: string }>(
  translations: readonly T[],
  requested: Locale,
): { translation: T; fallback: boolean } | null {
  const exact = translations.find((t) => t.language === requested);
  if (exact) return { translation: exact, fallback: false };
  const english = translations.find((t) => t.language === FALLBACK_LANGUAGE);
  return english ? { translation: english, fallback: true } : null;
}

/**
 * The translations saved before the English text was last changed: they may still say what the English no longer
 * does, so the staff editor flags them for review. A translation saved at the same moment (the reference data) is not.
 */
export function outdatedLanguages(translations: readonly { language: string; updatedAt: Date }[]): Locale[] {
  const english = translations.find((t) => t.language === FALLBACK_LANGUAGE);
  if (!english) return [];
  return LOCALES.filter((l) => translations.some((t) => t.language === l && t.updatedAt < english.updatedAt));
}

/**
 * The language a public request asks for: `?lang=` when given (an unknown one is refused by the caller: null here),
 * else the caller's Accept-Language (already read into the request context).
 */
export function requestedLanguage(lang: string | null | undefined, acceptLanguage: Locale): Locale | null {
  // An empty `?lang=` arrives as null (optional text fields): no language asked for.
  if (lang === undefined || lang === null || lang === '') return acceptLanguage;
  const lower = lang.toLowerCase();
  return isLocale(lower) ? lower : null;
}

/** A page's Markdown as the HTML every visitor gets (common/markdown: the 'page' policy). */
export function renderMarkdown(markdown: string): string {
  return markdownToSafeHtml(markdown, 'page');
}

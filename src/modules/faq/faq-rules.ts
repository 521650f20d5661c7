import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../common/context/locale.js';

/** A text in the four interface languages; English is required, the others may be missing (English shows instead). */
export type Translations = { en: string } & Partial<Record<Exclude<Locale, 'en'>, string | null>>;

/** Category keys: lower-case letters and digits joined by single dashes (`ordering-and-payment`). */
export const FAQ_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_FAQ_KEY_LENGTH = 60;

const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * True for `{ en: '…', ur?: '…' | null, … }`: an object whose keys are interface languages, whose values are text (or
 * null for a language left untranslated), English among them and not blank. Every text is at most `max` characters.
 */
export function isTranslations(value: unknown, max: number): value is Translations {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.every(([key]) => (LOCALES as readonly string[]).includes(key))) return false;
  if (!entries.every(([, text]) => text === null || (typeof text === 'string' && text.length <= max))) return false;
  return hasText((value as Record<string, unknown>).en);
}

/** Trims every text; a blank translation becomes null (untranslated). */
export function cleanTranslations(value: Translations): Translations {
  const out: Record<string, string | null> = { en: value.en.trim() };
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const text = value[locale];
    out[locale] = hasText(text) ? text.trim() : null;
  }
  return out as Translations;
}

/** The text in `locale`, else English; `fallback` says English stood in. */
export function pick(text: Translations, locale: Locale): { text: string; fallback: boolean } {
  const own = text[locale];
  if (hasText(own)) return { text: own, fallback: false };
  return { text: text.en, fallback: locale !== DEFAULT_LOCALE };
}

/**
 * A question with its answer in `locale` — both, or both in English when either is untranslated, so a reader never
 * gets a question in one language and its answer in another. `language` is the language shown.
 */
export function localizeQuestion(
  question: Translations,
  answer: Translations,
  locale: Locale,
): { question: string; answer: string; language: Locale; fallback: boolean } {
  if (hasText(question[locale]) && hasText(answer[locale])) {
    return { question: question[locale]!, answer: answer[locale]!, language: locale, fallback: false };
  }
  return { question: question.en, answer: answer.en, language: DEFAULT_LOCALE, fallback: locale !== DEFAULT_LOCALE };
}

/** The languages a question is fully translated into (question and answer), English first. */
export function translatedLanguages(question: Translations, answer: Translations): Locale[] {
  return LOCALES.filter((l) => hasText(question[l]) && hasText(answer[l]));
}

/**
 * A new order given as the full list of ids: each current id exactly once, nothing else. Answers the positions to
 * write (id → 0-based position), or null when the list does not match.
 */
export function reorderPositions<T extends string | number>(current: readonly T[], wanted: readonly T[]): Map<T, number> | null {
  if (wanted.length !== current.length) return null;
  const known = new Set(current);
  const seen = new Set<T>();
  for (const id of wanted) {
    if (!known.has(id) || seen.has(id)) return null;
    seen.add(id);
  }
  return new Map(wanted.map((id, index) => [id, index]));
}

/**
 * The interface languages (spec §1): English is the default and the fallback and lives at `/…`; the others live
 * under their prefix (`/ur/…`, `/pt/…`, `/es/…`). Pure functions, no i18next: the router and the paths use them.
 */
export const LANGUAGES = ['en', 'ur', 'pt', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** What the language switcher shows: each language in its own script. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ur: 'اردو', pt: 'Português', es: 'Español' };
/** The BCP 47 tag Intl formats with (Urdu as written in Pakistan, Portuguese as in Brazil, Spanish as in Latin America). */
export const LOCALES: Record<Language, string> = { en: 'en', ur: 'ur-PK', pt: 'pt-BR', es: 'es-419' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ur' ? 'rtl' : 'ltr');

/** The language a pathname is in: its prefix, or English without one. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
}

/** The pathname without its language prefix: `/ur/cars/AB1` → `/cars/AB1`. */
export function stripLanguage(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === DEFAULT_LANGUAGE) return pathname || '/';
  const rest = pathname.slice(language.length + 1);
  return rest === '' ? '/' : rest;
}

/**
 * An app path (with its search and hash) in a language: `localize('/cars?q=a', 'ur')` → `/ur/cars?q=a`. A path that
 * already carries a prefix is re-prefixed, so it is safe to call on any in-app path.
 */
export function localize(path: string, language: Language): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? '' : path.slice(cut);
  const bare = stripLanguage(pathname.startsWith('/') ? pathname : `/${pathname}`);
  if (language === DEFAULT_LANGUAGE) return bare + rest;
  return (bare === '/' ? `/${language}` : `/${language}${bare}`) + rest;
}

const STORAGE_KEY = 'autoexport.language';

/** The language the visitor chose last (switcher or a prefixed URL), if any. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {}
}

/** The interface languages (spec §1): English is the default and the fallback. */
export const LOCALES = ['en', 'ur', 'pt', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The best supported language of an Accept-Language header (`ur-PK,ur;q=0.9,en;q=0.8` → `ur`), by quality then
 * order; English when none is supported or the header is missing or malformed.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header || header.length > 500) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number; index: number } | undefined;
  header.split(',').forEach((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const base = tag.trim().toLowerCase().split('-')[0] as Locale;
    if (!LOCALES.includes(base)) return;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0 || q > 1) return;
    if (!best || q > best.q) best = { locale: base, q, index };
  });
  return best?.locale ?? DEFAULT_LOCALE;
}

import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { DEFAULT_LANGUAGE, languageOfPath, localize, storeLanguage, type Language } from './languages';

/** The page's language, read from the URL prefix (the URL is the truth; i18next follows it). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** `(path) => path in the current language`: `useLocalizedPath()(paths.car(ref))` → `/ur/cars/AB1234567` on Urdu pages. */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localize(path, language), [language]);
}

/** `navigate` that keeps the current language: `useLocalizedNavigate()(paths.search({ q }))`. */
export function useLocalizedNavigate(): (path: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return useCallback((path: string, options?: NavigateOptions) => void navigate(localized(path), options), [navigate, localized]);
}

/** i18next follows the URL's language; a prefixed page also remembers it as the visitor's choice. */
export function useLanguageFromUrl() {
  const language = useLanguage();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);
    if (language !== DEFAULT_LANGUAGE) storeLanguage(language);
  }, [language, i18n]);
}

import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { languageOfPath, localize, type Language } from './languages';

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

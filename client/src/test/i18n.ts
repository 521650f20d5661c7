import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../lib/i18n/languages';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

/** Every namespace of a language, for tests: `{ common: {...}, errors: {...}, … }`. */
export function resourcesOf(language: Language): Record<string, Record<string, unknown>> {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (match && match[1] === language) resources[match[2]] = content;
  }
  return resources;
}

/** A synchronous i18next with all translation files loaded (English fallback), for rendering in tests. */
export function createTestI18n(language: Language = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: resourcesOf('en'), ...(language === 'en' ? {} : { [language]: resourcesOf(language) }) },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

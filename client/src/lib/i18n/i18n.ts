import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../../locales/en/common.json';
import enLayout from '../../locales/en/layout.json';
import { applyLanguageToDocument } from './document';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';

/**
 * Every translation file, `src/locales/<language>/<namespace>.json`, as a lazy chunk: a page loads only its
 * language's namespaces, when a component first asks for them (`useTranslation('catalogue')`). English `common`
 * and `layout` ship inside the main chunk, since every page needs them and English is the fallback.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  '!../../locales/en/common.json',
  '!../../locales/en/layout.json',
]);

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = files[`../../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

/** i18next set up for `language`: texts load lazily per namespace; English `common` and `layout` are built in. */
export async function setUpI18n(instance: I18n, language: Language): Promise<I18n> {
  await instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: ['common', 'layout'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { en: { common: enCommon, layout: enLayout } },
      // React escapes what it renders; the spec says interpolated values are not escaped (spec §1).
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return instance;
}

/** Starts the app's i18next in the URL's language; resolves once that language's common and layout texts are loaded. */
export async function initI18n(language: Language): Promise<void> {
  i18n.on('languageChanged', (lng) => applyLanguageToDocument(isLanguage(lng) ? lng : DEFAULT_LANGUAGE));
  await setUpI18n(i18n, language);
}

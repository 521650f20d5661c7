import { directionOf, type Language } from './languages';

let urduFont: Promise<unknown> | null = null;

/**
 * `<html lang dir>` for the language, and the Urdu font: a self-hosted Noto Nastaliq Urdu whose CSS (and files) load
 * only the first time a page is shown in Urdu; every other language uses the system font stack.
 */
export function applyLanguageToDocument(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
  if (language === 'ur' && !urduFont) {
    urduFont = Promise.all([import('@fontsource/noto-nastaliq-urdu/400.css'), import('@fontsource/noto-nastaliq-urdu/700.css')]).catch(
      () => {
        urduFont = null;
      },
    );
  }
}

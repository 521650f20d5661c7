import { useMemo } from 'react';
import type { SelectOption } from '../components/select-field';
// The contract's list (packages/contract, shared with the server): the client offers exactly the codes the API
// accepts, and a new country reaches both with one edit.
import { COUNTRY_CODES, type CountryCode } from '@autoexport/contract/countries';
import { formatCountry } from './format';
import { LOCALES } from './i18n/languages';
import { useLanguage } from './i18n/use-language';

export { COUNTRY_CODES, type CountryCode };

/** Every country the API accepts, named and sorted in the page's language (Intl.DisplayNames, Intl.Collator). */
export function useCountryOptions(): SelectOption[] {
  const language = useLanguage();
  return useMemo(() => {
    const collator = new Intl.Collator(LOCALES[language]);
    return COUNTRY_CODES.map((code) => ({ value: code, label: formatCountry(code, language) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
  }, [language]);
}

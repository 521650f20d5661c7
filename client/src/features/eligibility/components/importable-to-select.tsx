import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
import { LOCALES } from '../../../lib/i18n/languages';
import { useFormat } from '../../../lib/use-format';
import type { SearchFilters } from '../../catalogue/search-params';
import { useImportRules } from '../api/eligibility-api';

type Country = NonNullable<SearchFilters['importableTo']>;

/** The search's "Importable to" filter: the countries with import rules on file, named in the page's language. */
export function ImportableToSelect({ value, onChange }: { value: Country | undefined; onChange: (country: Country | undefined) => void }) {
  const { t } = useTranslation('eligibility');
  const format = useFormat();
  const rules = useImportRules();
  const options = useMemo(() => {
    const codes = new Set<string>((rules.data?.items ?? []).map((rule) => rule.countryCode));
    // A shared link may name a country the list lacks: it stays shown (the search says what the API answered).
    if (value) codes.add(value);
    const collator = new Intl.Collator(LOCALES[format.language]);
    return [...codes].map((code) => ({ value: code, label: format.country(code) })).sort((a, b) => collator.compare(a.label, b.label));
  }, [rules.data, value, format]);
  return (
    <SelectField
      label={t('filter.label')}
      hint={t('filter.hint')}
      value={value ?? ''}
      placeholder={t('filter.any')}
      options={options}
      onChange={(event) => onChange((event.target.value || undefined) as Country | undefined)}
    />
  );
}

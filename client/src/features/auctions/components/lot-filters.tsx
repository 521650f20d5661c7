import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useMakes } from '../../catalogue/api/landing-api';
import { GRADES, type LotFilters } from '../lot-search-params';

type Draft = Record<'make' | 'model' | 'yearMin' | 'yearMax' | 'mileageMax' | 'auctionHouse' | 'q', string> & { grade: string[] };

const draftOf = (f: LotFilters): Draft => ({
  make: f.make ?? '',
  model: f.model ?? '',
  yearMin: f.yearMin?.toString() ?? '',
  yearMax: f.yearMax?.toString() ?? '',
  mileageMax: f.mileageMax?.toString() ?? '',
  auctionHouse: f.auctionHouse ?? '',
  q: f.q ?? '',
  grade: f.grade ?? [],
});

const number = (text: string) => (/^\d{1,8}$/.test(text.trim()) ? Number(text.trim()) : undefined);
const textOf = (text: string) => text.trim() || undefined;

/** The auction search's filters; applied together with "Search" (each change would be a request on a slow network). */
export function LotFiltersForm({ filters, onApply }: { filters: LotFilters; onApply: (next: LotFilters) => void }) {
  const { t } = useTranslation('auctions');
  const makes = useMakes();
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const set = (key: keyof Omit<Draft, 'grade'>) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      make: textOf(draft.make),
      model: textOf(draft.model),
      yearMin: number(draft.yearMin),
      yearMax: number(draft.yearMax),
      mileageMax: number(draft.mileageMax),
      grade: draft.grade.length ? draft.grade : undefined,
      auctionHouse: textOf(draft.auctionHouse),
      auctionDate: filters.auctionDate,
      q: textOf(draft.q),
      sort: filters.sort,
    });
  };
  const toggleGrade = (grade: string) =>
    setDraft((d) => ({ ...d, grade: d.grade.includes(grade) ? d.grade.filter((g) => g !== grade) : [...d.grade, grade] }));
  return (
    <form className="lot-filters" onSubmit={submit} role="search" aria-label={t('filters.title')}>
      <TextField label={t('filters.q')} hint={t('filters.qHint')} value={draft.q} onChange={set('q')} maxLength={40} />
      <SelectField
        label={t('filters.make')}
        value={draft.make}
        onChange={set('make')}
        placeholder={t('filters.anyMake')}
        options={(makes.data ?? []).map((make) => ({ value: make.slug, label: make.title }))}
      />
      <TextField label={t('filters.model')} value={draft.model} onChange={set('model')} maxLength={80} />
      <div className="lot-filters__pair">
        <TextField label={t('filters.yearMin')} inputMode="numeric" value={draft.yearMin} onChange={set('yearMin')} maxLength={4} />
        <TextField label={t('filters.yearMax')} inputMode="numeric" value={draft.yearMax} onChange={set('yearMax')} maxLength={4} />
      </div>
      <TextField label={t('filters.mileageMax')} inputMode="numeric" value={draft.mileageMax} onChange={set('mileageMax')} maxLength={8} />
      <fieldset className="lot-filters__grades">
        <legend>{t('filters.grade')}</legend>
        {GRADES.map((grade) => (
          <Checkbox key={grade} label={grade} checked={draft.grade.includes(grade)} onChange={() => toggleGrade(grade)} />
        ))}
      </fieldset>
      <TextField label={t('filters.auctionHouse')} value={draft.auctionHouse} onChange={set('auctionHouse')} maxLength={60} />
      <div className="lot-filters__actions">
        <Button type="submit">{t('filters.apply')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(draftOf({}));
            onApply({ sort: filters.sort });
          }}
        >
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}

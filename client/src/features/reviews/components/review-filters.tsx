import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../lib/use-format';
import type { ReviewSummary } from '../api/reviews-api';
import { hasFilters, MAX_QUERY, RATINGS, type ReviewFilters as Filters } from '../utils/review-search';

/** Rating, country (those with reviews, with their counts), with photos and text; applied into the URL. */
export function ReviewFilters({
  initial,
  summary,
  onApply,
}: {
  initial: Filters;
  summary: ReviewSummary | undefined;
  onApply: (filters: Filters) => void;
}) {
  const { t } = useTranslation('reviews');
  const f = useFormat();
  const [values, setValues] = useState(initial);
  const countries = (summary?.countries ?? []).map((c) => ({ value: c.country, label: `${f.country(c.country)} (${f.number(c.count)})` }));
  if (initial.country && !countries.some((c) => c.value === initial.country))
    countries.push({ value: initial.country, label: f.country(initial.country) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <form className="review-filters card" role="search" aria-label={t('filters.label')} onSubmit={onSubmit}>
      <SelectField
        label={t('filters.rating')}
        name="rating"
        placeholder={t('filters.anyRating')}
        options={RATINGS.map((r) => ({ value: r, label: t('form.stars', { count: Number(r) }) }))}
        value={values.rating}
        onChange={(e) => setValues({ ...values, rating: e.target.value })}
      />
      <SelectField
        label={t('filters.country')}
        name="country"
        placeholder={t('filters.anyCountry')}
        options={countries}
        value={values.country}
        onChange={(e) => setValues({ ...values, country: e.target.value })}
      />
      <TextField
        label={t('filters.q')}
        name="q"
        type="search"
        maxLength={MAX_QUERY}
        value={values.q}
        onChange={(e) => setValues({ ...values, q: e.target.value })}
      />
      <Checkbox
        label={t('filters.withPhotos')}
        name="withPhotos"
        checked={values.withPhotos}
        onChange={(e) => setValues({ ...values, withPhotos: e.target.checked })}
      />
      <div className="review-filters__actions">
        <Button type="submit">{t('filters.apply')}</Button>
        {hasFilters(initial) && (
          <Button variant="ghost" onClick={() => onApply({ rating: '', country: '', withPhotos: false, q: '' })}>
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}

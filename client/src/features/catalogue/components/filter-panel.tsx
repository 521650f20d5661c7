import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { Link } from '../../../components/link';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../lib/paths';
import type { CarFacets } from '../api/cars-api';
import {
  changeFilters,
  DRIVES,
  FUELS,
  invertedRanges,
  STEERINGS,
  toQuery,
  TRANSMISSIONS,
  type FilterKey,
  type SearchFilters,
} from '../search-params';
import { ImportableToSelect } from '../../eligibility/components/importable-to-select';
import { FacetList } from './facet-list';
import { useCarLabels } from './use-car-labels';

const MILEAGE_STEPS = [10_000, 30_000, 50_000, 80_000, 100_000, 150_000, 200_000];
const ENGINE_STEPS = [660, 1000, 1300, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000];
const PRICE_STEPS = [1000, 2000, 3000, 5000, 7500, 10_000, 15_000, 20_000, 30_000, 50_000];
/** The colours the catalogue uses; a colour from a shared link that is not here is added to the list. */
export const COLORS = [
  'White',
  'Pearl White',
  'Black',
  'Silver',
  'Grey',
  'Blue',
  'Dark Blue',
  'Red',
  'Wine Red',
  'Beige',
  'Brown',
  'Green',
  'Orange',
  'Gold',
  'Yellow',
];
const OLDEST_YEAR = 1990;

/** `values` plus `current` when a shared link holds a value the list lacks (sorted like the list). */
function withCurrent<T extends string | number>(values: readonly T[], current: T | undefined, descending = false): T[] {
  if (current === undefined || values.includes(current)) return [...values];
  const all = [...values, current];
  return typeof current === 'number' ? (all as number[]).sort((a, b) => (descending ? b - a : a - b)).map((v) => v as T) : all;
}

type RangeKey = 'year' | 'mileage' | 'engine' | 'price';

export interface FilterPanelProps {
  filters: SearchFilters;
  facets: CarFacets | undefined;
  /** The first counts are still on their way (placeholders of the facets' size). */
  facetsLoading: boolean;
  /** Shown above the facets when their counts failed (a message with Retry). */
  facetsError?: ReactNode;
  /** Price filters are for signed-in customers only (the API answers 401 to anyone else). */
  signedIn: boolean;
  /** The sign-in page's URL that comes back to this search. */
  signInUrl: string;
  onApply: (filters: SearchFilters) => void;
  /** The buyer's default destination (their import country): links keep it, or say `importableTo=any` once cleared. */
  defaultImportableTo?: string | null;
}

/**
 * Every filter of GET /api/cars: the sidebar facets with their counts (make, model, body type, price, category,
 * country, location) and the fields for the rest (keyword, year, mileage, engine, price, transmission, fuel,
 * steering, drive, colour). Choices apply at once; a range whose "from" is above its "to" is not applied and says
 * so beside the field.
 */
export function FilterPanel({
  filters,
  facets,
  facetsLoading,
  facetsError,
  signedIn,
  signInUrl,
  onApply,
  defaultImportableTo,
}: FilterPanelProps) {
  const labels = useCarLabels();
  const { t, format } = labels;
  const [draft, setDraft] = useState<Partial<SearchFilters>>({});
  const [rangeError, setRangeError] = useState<FilterKey | null>(null);
  const [keyword, setKeyword] = useState(filters.q ?? '');
  const [keywordError, setKeywordError] = useState<string | null>(null);
  const formId = useId();
  const key = JSON.stringify(filters);

  // The URL changed (a facet, the back button): pending values and errors belong to the old search.
  useEffect(() => {
    setDraft({});
    setRangeError(null);
    setKeyword(filters.q ?? '');
    setKeywordError(null);
  }, [key]);

  const value = <K extends keyof SearchFilters>(name: K) => (name in draft ? draft[name] : filters[name]);
  const href = (patch: Partial<SearchFilters>) => paths.search(toQuery(changeFilters(filters, patch), defaultImportableTo));

  const change = (patch: Partial<SearchFilters>) => {
    const pending = { ...draft, ...patch };
    const next = changeFilters(filters, pending);
    const inverted = invertedRanges(next);
    if (inverted.length > 0) {
      setDraft(pending);
      setRangeError(inverted[0]);
      return;
    }
    setDraft({});
    setRangeError(null);
    onApply(next);
  };

  const submitKeyword = (event: FormEvent) => {
    event.preventDefault();
    const q = keyword.trim();
    if (q.length === 1) return setKeywordError(t('catalogue:search.keywordTooShort'));
    setKeywordError(null);
    if (q !== (filters.q ?? '')) change({ q: q || undefined });
  };

  const anyOption = t('catalogue:search.any');
  const numberSelect = (name: FilterKey, options: SelectOption[], label: string, error?: string | null) => {
    const current = value(name);
    return (
      <SelectField
        label={label}
        value={current === undefined ? '' : String(current)}
        placeholder={anyOption}
        options={options}
        error={error}
        onChange={(event) => {
          const raw = event.target.value;
          change({ [name]: raw === '' ? undefined : name.startsWith('price') ? raw : Number(raw) });
        }}
      />
    );
  };

  const range = (kind: RangeKey, steps: readonly number[], text: (n: number) => string) => {
    const min = `${kind}Min` as FilterKey;
    const max = `${kind}Max` as FilterKey;
    const toNumber = (v: unknown) => (v === undefined ? undefined : Number(v));
    const options = (current: number | undefined) =>
      withCurrent(steps, current, kind === 'year').map((n) => ({ value: String(n), label: text(n) }));
    return (
      <fieldset className="filters__range">
        <legend>{t(`catalogue:search.group.${kind}`)}</legend>
        {numberSelect(
          min,
          options(toNumber(value(min))),
          t('catalogue:search.from'),
          rangeError === min ? t('catalogue:search.rangeInvalid') : null,
        )}
        {numberSelect(max, options(toNumber(value(max))), t('catalogue:search.to'))}
      </fieldset>
    );
  };

  const enumSelect = (name: FilterKey, values: readonly string[], label: string, text: (v: string) => string) => (
    <SelectField
      label={label}
      value={String(value(name) ?? '')}
      placeholder={anyOption}
      options={values.map((v) => ({ value: v, label: text(v) }))}
      onChange={(event) => change({ [name]: event.target.value || undefined })}
    />
  );

  const years = Array.from({ length: new Date().getFullYear() + 1 - OLDEST_YEAR }, (_, i) => new Date().getFullYear() - i);
  const models = withCurrent(facets?.models?.map((m) => m.value) ?? [], filters.model);
  // A catalogue price figure, whole like the cards' prices beside it.
  const usd = (n: number | string) => format.money({ amount: String(n), currency: 'USD' }, { precision: 'whole' });

  return (
    <div className="filters">
      {facetsError}
      <form id={formId} className="filters__keyword" onSubmit={submitKeyword}>
        <TextField
          label={t('catalogue:search.field.keyword')}
          hint={t('catalogue:search.field.keywordHint')}
          type="search"
          enterKeyHint="search"
          maxLength={100}
          value={keyword}
          error={keywordError}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <Button type="submit" variant="secondary" size="small">
          {t('catalogue:search.apply')}
        </Button>
      </form>

      <FacetList
        loading={facetsLoading}
        title={t('catalogue:search.field.make')}
        items={facets?.makes ?? []}
        selected={filters.make}
        hrefFor={(make) => href({ make })}
      />
      {(filters.make || filters.model) && models.length > 0 && (
        <SelectField
          label={t('catalogue:search.field.model')}
          value={filters.model ?? ''}
          placeholder={anyOption}
          options={models.map((m) => ({ value: m, label: m }))}
          onChange={(event) => change({ model: event.target.value || undefined })}
        />
      )}
      <FacetList
        loading={facetsLoading}
        title={t('catalogue:search.field.bodyType')}
        items={(facets?.bodyTypes ?? []).map((f) => ({ ...f, label: labels.bodyType(f.value) }))}
        selected={filters.bodyType}
        hrefFor={(bodyType) => href({ bodyType: bodyType as SearchFilters['bodyType'] })}
      />
      {range('year', years, (n) => String(n))}
      <ImportableToSelect value={value('importableTo')} onChange={(importableTo) => change({ importableTo })} />
      {signedIn ? (
        <>
          <FacetList
            loading={facetsLoading}
            title={t('catalogue:search.field.price')}
            items={(facets?.priceBands ?? []).map((band) => ({
              value: `${band.min}|${band.max ?? ''}`,
              label: band.max
                ? t('catalogue:search.priceBand', { min: usd(band.min), max: usd(band.max) })
                : t('catalogue:search.priceBandOpen', { min: usd(band.min) }),
              count: band.count,
            }))}
            selected={filters.priceMin || filters.priceMax ? `${filters.priceMin ?? ''}|${filters.priceMax ?? ''}` : undefined}
            hrefFor={(band) => {
              const [priceMin, priceMax] = band ? band.split('|') : [];
              return href({ priceMin: priceMin || undefined, priceMax: priceMax || undefined });
            }}
          />
          {range('price', PRICE_STEPS, usd)}
        </>
      ) : (
        <p className="filters__note">
          <Link to={signInUrl}>{t('catalogue:search.priceSignIn')}</Link>
        </p>
      )}
      {range('mileage', MILEAGE_STEPS, labels.mileage)}
      {range('engine', ENGINE_STEPS, labels.engine)}
      {enumSelect('transmission', TRANSMISSIONS, t('catalogue:search.field.transmission'), labels.transmission)}
      {enumSelect('fuel', FUELS, t('catalogue:search.field.fuel'), labels.fuel)}
      {enumSelect('steering', STEERINGS, t('catalogue:search.field.steering'), labels.steering)}
      {enumSelect('drive', DRIVES, t('catalogue:search.field.drive'), labels.drive)}
      {enumSelect('color', withCurrent(COLORS, filters.color), t('catalogue:search.field.color'), labels.color)}
      <FacetList
        loading={facetsLoading}
        title={t('catalogue:search.field.category')}
        items={(facets?.categories ?? []).map((f) => ({ ...f, label: labels.category(f.value) }))}
        selected={filters.category}
        hrefFor={(category) => href({ category: category as SearchFilters['category'] })}
      />
      <FacetList
        loading={facetsLoading}
        title={t('catalogue:search.field.country')}
        items={(facets?.countries ?? []).map((f) => ({ ...f, label: format.country(f.value) }))}
        selected={filters.country}
        hrefFor={(country) => href({ country: country as SearchFilters['country'] })}
      />
      <FacetList
        loading={facetsLoading}
        title={t('catalogue:search.field.location')}
        items={facets?.locations ?? []}
        selected={filters.location}
        hrefFor={(location) => href({ location })}
      />
    </div>
  );
}

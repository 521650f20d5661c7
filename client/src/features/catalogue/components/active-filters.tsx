import { Link } from '../../../components/link';
import { paths } from '../../../lib/paths';
import type { CarFacets, CarSummary } from '../api/cars-api';
import { changeFilters, FILTER_KEYS, toQuery, type FilterKey, type SearchFilters } from '../search-params';
import { useCarLabels } from './use-car-labels';

/** The words a filter's value reads as: "Toyota", "SUV", "80,000 km", "$5,000". */
export function useValueText(facets: CarFacets | undefined, cars: readonly CarSummary[]) {
  const labels = useCarLabels();
  // A catalogue price figure, whole like the cards' prices beside it.
  const usd = (amount: string) => labels.format.money({ amount, currency: 'USD' }, { precision: 'whole' });
  return (key: FilterKey, value: string | number): string => {
    switch (key) {
      case 'make':
        // The facets answer may come after the cars: a listed car already knows its make's name.
        return (
          facets?.makes.find((make) => make.value === value)?.label ??
          cars.find((car) => car.make.slug === value)?.make.title ??
          String(value)
        );
      case 'bodyType':
        return labels.bodyType(String(value));
      case 'fuel':
        return labels.fuel(String(value));
      case 'transmission':
        return labels.transmission(String(value));
      case 'steering':
        return labels.steering(String(value));
      case 'drive':
        return labels.drive(String(value));
      case 'category':
        return labels.category(String(value));
      case 'color':
        return labels.color(String(value));
      case 'country':
      case 'importableTo':
        return labels.format.country(String(value));
      case 'mileageMin':
      case 'mileageMax':
        return labels.mileage(Number(value));
      case 'engineMin':
      case 'engineMax':
        return labels.engine(Number(value));
      case 'priceMin':
      case 'priceMax':
        return usd(String(value));
      default:
        return String(value);
    }
  };
}

/**
 * The filters in force, each a chip that removes it (a link: the search without that filter), and "Clear all"
 * (the sort stays).
 */
export function ActiveFilters({
  filters,
  facets,
  cars,
  defaultImportableTo,
  defaulted = false,
}: {
  filters: SearchFilters;
  facets: CarFacets | undefined;
  cars: readonly CarSummary[];
  /** The buyer's import country, the search's default destination (issue 24 §3): its removal says `importableTo=any`. */
  defaultImportableTo?: string | null;
  /** The destination in force is that default (not chosen here): its chip says so. */
  defaulted?: boolean;
}) {
  const { t } = useCarLabels();
  const valueText = useValueText(facets, cars);
  const active = FILTER_KEYS.filter((key) => filters[key] !== undefined);
  if (active.length === 0) return null;
  return (
    <ul className="active-filters" aria-label={t('catalogue:search.activeFilters')}>
      {active.map((key) => {
        const chip = { label: t(`catalogue:search.field.${key}`), value: valueText(key, filters[key]!) };
        const text = key === 'importableTo' && defaulted ? t('catalogue:search.chipDefault', chip) : t('catalogue:search.chip', chip);
        return (
          <li key={key}>
            <Link
              className="active-filters__chip"
              to={paths.search(toQuery(changeFilters(filters, { [key]: undefined }), defaultImportableTo))}
              aria-label={t('catalogue:search.removeFilter', { filter: text })}
            >
              <span>{text}</span>
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" />
              </svg>
            </Link>
          </li>
        );
      })}
      {active.length > 1 && (
        <li>
          <Link className="active-filters__clear" to={paths.search(toQuery({ sort: filters.sort }, defaultImportableTo))}>
            {t('catalogue:search.clearAll')}
          </Link>
        </li>
      )}
    </ul>
  );
}

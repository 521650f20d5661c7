import { useCallback } from 'react';
import { useMakes } from '../../catalogue/api/landing-api';
import { useValueText } from '../../catalogue/components/active-filters';
import { useCarLabels } from '../../catalogue/components/use-car-labels';
import { FILTER_KEYS, type FilterKey } from '../../catalogue/search-params';

export type SavedFilters = Record<string, string | number>;

/** The filters that are set, in the catalogue's order (unknown keys left out). */
export const activeKeys = (filters: SavedFilters): FilterKey[] =>
  FILTER_KEYS.filter((key) => filters[key] !== undefined && filters[key] !== '');

/**
 * A saved search's filters as words, the way the search page's chips read them: "Make: Toyota, Body type: SUV, Year
 * from: 2015"; the makes named from GET /api/makes (a slug until it answers). No filter: "All cars".
 */
export function useFiltersSummary() {
  const { t } = useCarLabels();
  const makes = useMakes();
  const valueText = useValueText(undefined, []);
  return useCallback(
    (filters: SavedFilters): string => {
      const keys = activeKeys(filters);
      if (keys.length === 0) return t('alerts:summary.all');
      return keys
        .map((key) => {
          const value = filters[key]!;
          const text = key === 'make' ? (makes.data?.find((m) => m.slug === value)?.title ?? String(value)) : valueText(key, value);
          return t('catalogue:search.chip', { label: t(`catalogue:search.field.${key}`), value: text });
        })
        .join(t('alerts:summary.separator'));
    },
    [t, makes.data, valueText],
  );
}

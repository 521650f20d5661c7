import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A back-office list's state, kept in the URL (so a filtered list can be bookmarked, shared, reloaded and gone back
 * to): `page`, `limit`, `sort` (`key` or `-key`) and the list's filters, each a query parameter named as the API's.
 * Changing a filter or the sort goes back to page 1.
 */
export interface ListDefaults {
  sort: string;
  limit?: number;
}

export const PAGE_SIZES = [20, 50, 100] as const;

export interface ListParams {
  page: number;
  limit: number;
  sort: string;
  /** The filters set in the URL (every parameter but page, limit and sort), non-empty only. */
  filters: Record<string, string>;
  /** What to send to the list API and its CSV export: filters, sort, page and limit. */
  query: Record<string, string | number>;
  /** The filters and sort only (for the CSV export, which is every page). */
  exportQuery: Record<string, string>;
  /** Changes some filters (an empty value removes one) and goes back to page 1. */
  setFilters: (patch: Record<string, string | undefined>) => void;
  /** Sorts by `key`: ascending first, descending when it already sorts ascending by it. */
  toggleSort: (key: string) => void;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
  /** Clears every filter (keeps the sort and page size). */
  reset: () => void;
  /** The URL's query string, e.g. to key a filter form so it re-reads the URL on back/forward. */
  search: string;
}

const RESERVED = new Set(['page', 'limit', 'sort']);

const positive = (value: string | null, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

export function useListParams(defaults: ListDefaults): ListParams {
  const [params, setParams] = useSearchParams();
  const defaultLimit = defaults.limit ?? PAGE_SIZES[0];

  const page = positive(params.get('page'), 1);
  const limit = Math.min(positive(params.get('limit'), defaultLimit), 100);
  const sort = params.get('sort') || defaults.sort;
  const search = params.toString();

  const filters = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(search)) if (!RESERVED.has(key) && value !== '') out[key] = value;
    return out;
  }, [search]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );

  const setFilters = useCallback(
    (patch: Record<string, string | undefined>) =>
      update((next) => {
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value.trim() === '') next.delete(key);
          else next.set(key, value.trim());
        }
        next.delete('page');
      }),
    [update],
  );

  const toggleSort = useCallback(
    (key: string) =>
      update((next) => {
        next.set('sort', sort === key ? `-${key}` : key);
        next.delete('page');
      }),
    [update, sort],
  );

  const setPage = useCallback((p: number) => update((next) => (p > 1 ? next.set('page', String(p)) : next.delete('page'))), [update]);
  const setLimit = useCallback(
    (l: number) =>
      update((next) => {
        next.set('limit', String(l));
        next.delete('page');
      }),
    [update],
  );
  const reset = useCallback(
    () =>
      update((next) => {
        for (const key of [...next.keys()]) if (!RESERVED.has(key) || key === 'page') next.delete(key);
      }),
    [update],
  );

  const exportQuery = useMemo(() => ({ ...filters, sort }), [filters, sort]);
  const query = useMemo(() => ({ ...filters, sort, page, limit }), [filters, sort, page, limit]);

  return { page, limit, sort, filters, query, exportQuery, setFilters, toggleSort, setPage, setLimit, reset, search };
}

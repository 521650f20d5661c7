import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type SearchResult = components['schemas']['AdminSearchResultDto'];

/** The server's shortest search (SEARCH_MIN_CHARS): a shorter one is not sent. */
export const SEARCH_MIN_CHARS = 2;

/** GET /api/admin/search?q=: cars, customers and orders, at most 8 of each. */
export function useAdminSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['admin', 'search', text],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/search', { params: { query: { q: text } }, signal })),
    enabled: text.length >= SEARCH_MIN_CHARS,
    staleTime: 15_000,
  });
}

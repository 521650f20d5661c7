import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api/client';

/** GET /api/footer-data: the pre-header's total, the footer's lists and the support contacts (one request, shared). */
export function useFooterData() {
  return useQuery({
    queryKey: ['footer-data'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/footer-data', { signal })),
    staleTime: 5 * 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api/client';

/** GET /api/pre-header: the company's time zone, the cars in stock, the current rates per 1 USD, the support hours. */
export function usePreHeader() {
  return useQuery({
    queryKey: ['pre-header'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/pre-header', { signal })),
    staleTime: 60_000,
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type SetRates = components['schemas']['SetRatesDto'];
export const RATE_CURRENCIES = ['EUR', 'GBP', 'JPY'] as const;

export function useCurrentRates() {
  return useQuery({
    queryKey: ['admin', 'rates', 'current'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/currencies/rates', { signal })),
  });
}

export function useRateHistory(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['admin', 'rates', 'history', query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/currencies/rates/history', { params: { query: query as never }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useSetRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetRates) => unwrap(api.PUT('/api/admin/currencies/rates', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'rates'] }),
  });
}

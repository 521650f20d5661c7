import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type CarRequest = components['schemas']['CarRequestDto'];
export type HandleBody = components['schemas']['HandleCarRequestDto'];

const KEY = ['admin', 'car-requests'] as const;
const keys = {
  list: (query: Record<string, string | number>) => [...KEY, 'list', query] as const,
  one: (id: string) => [...KEY, 'one', id] as const,
};

export function useCarRequestList(query: Record<string, string | number>) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/car-requests', { params: { query: query as never }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useCarRequest(id: string) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/car-requests/{id}', { params: { path: { id } }, signal })),
  });
}

/** Marks the request handled with the car offered; the customer is emailed its link. */
export function useHandleCarRequest(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HandleBody) => unwrap(api.POST('/api/admin/car-requests/{id}/handle', { params: { path: { id } }, body })),
    onSuccess: (request) => {
      client.setQueryData(keys.one(id), request);
      void client.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}

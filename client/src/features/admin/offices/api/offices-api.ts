import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type AdminOffice = components['schemas']['AdminOfficeDto'];
export type CreateOffice = components['schemas']['CreateOfficeDto'];
export const OFFICE_REGIONS = ['Headquarters', 'Africa', 'Asia', 'Europe', 'Americas'] as const;

const ALL = ['admin', 'offices'] as const;

export function useOffices(active: string | undefined) {
  return useQuery({
    queryKey: [...ALL, 'list', active ?? ''],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/admin/offices', { params: { query: (active ? { active: active === 'true' } : {}) as never }, signal })),
  });
}

export function useOffice(id: string | undefined) {
  return useQuery({
    queryKey: [...ALL, 'one', id ?? ''],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/offices/{id}', { params: { path: { id: id! } }, signal })),
    enabled: id !== undefined,
  });
}

export function useSaveOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateOffice }) =>
      id
        ? unwrap(api.PATCH('/api/admin/offices/{id}', { params: { path: { id } }, body }))
        : unwrap(api.POST('/api/admin/offices', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

export function useDeleteOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/admin/offices/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

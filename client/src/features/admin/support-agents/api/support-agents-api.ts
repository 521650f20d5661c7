import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type AdminSupportAgent = components['schemas']['AdminSupportAgentDto'];
export type CreateSupportAgent = components['schemas']['CreateSupportAgentDto'];

const ALL = ['admin', 'support-agents'] as const;

export function useSupportAgents(active: string | undefined) {
  return useQuery({
    queryKey: [...ALL, 'list', active ?? ''],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/admin/support-agents', { params: { query: (active ? { active: active === 'true' } : {}) as never }, signal })),
  });
}

export function useSupportAgent(id: string | undefined) {
  return useQuery({
    queryKey: [...ALL, 'one', id ?? ''],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/support-agents/{id}', { params: { path: { id: id! } }, signal })),
    enabled: id !== undefined,
  });
}

/** Saves an agent (creates one without `id`), then uploads the photo when one was chosen. */
export function useSaveSupportAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, photo }: { id?: string; body: CreateSupportAgent; photo?: File | null }) => {
      const saved = id
        ? await unwrap(api.PATCH('/api/admin/support-agents/{id}', { params: { path: { id } }, body }))
        : await unwrap(api.POST('/api/admin/support-agents', { body }));
      if (!photo) return saved;
      const form = new FormData();
      form.append('photo', photo);
      return unwrap(
        api.POST('/api/admin/support-agents/{id}/photo', {
          params: { path: { id: saved.id } },
          // The schema types the part as a string; the browser sends the FormData with its own boundary.
          body: form as never,
          bodySerializer: (b) => b as unknown as FormData,
        }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

export function useDeleteSupportAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/admin/support-agents/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

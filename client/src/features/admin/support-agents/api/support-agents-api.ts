import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import { createForm, multipartBody } from '../../../../lib/api/create-form';
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

/**
 * Saves an agent. A new one is created with its photo in one request (the fields as JSON in `data`, the photo beside
 * them): the server checks the photo first and saves both or neither, so a bad photo leaves no agent behind and saving
 * again cannot make a second one. An existing agent is updated, then its photo replaced when one was chosen.
 */
export function useSaveSupportAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, photo }: { id?: string; body: CreateSupportAgent; photo?: File | null }) => {
      if (!id) return unwrap(api.POST('/api/admin/support-agents', photo ? multipartBody(createForm(body, 'photo', photo)) : { body }));
      const saved = await unwrap(api.PATCH('/api/admin/support-agents/{id}', { params: { path: { id } }, body }));
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

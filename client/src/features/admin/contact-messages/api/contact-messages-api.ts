import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type ContactMessage = components['schemas']['ContactMessageDto'];
export type ContactStatus = ContactMessage['status'];

const KEY = ['admin', 'contact-messages'] as const;
const keys = {
  list: (query: Record<string, string | number>) => [...KEY, 'list', query] as const,
  one: (id: string) => [...KEY, 'one', id] as const,
};

export function useContactMessageList(query: Record<string, string | number>) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/contact-messages', { params: { query: query as never }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useContactMessage(id: string) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/contact-messages/{id}', { params: { path: { id } }, signal })),
  });
}

/** Marks the message handled, or reopens it. */
export function useContactStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: ContactStatus) =>
      unwrap(api.PATCH('/api/admin/contact-messages/{id}/status', { params: { path: { id } }, body: { status } })),
    onSuccess: (message) => {
      client.setQueryData(keys.one(id), message);
      void client.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}

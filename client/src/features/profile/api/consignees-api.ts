import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { useSession } from '../../../lib/session/use-session';
import type { CreateConsignee, UpdateConsignee } from '../utils/consignee-form';
import { profileKeys } from './profile-api';

/** The server keeps at most 20 consignees per customer, so one page of 100 is all of them. */
const LIST_LIMIT = 100;

export function useConsignees() {
  const enabled = useSession().status === 'signedIn';
  return useQuery({
    queryKey: profileKeys.consignees,
    queryFn: ({ signal }) => unwrap(api.GET('/api/user/consignees', { params: { query: { limit: LIST_LIMIT } }, signal })),
    enabled,
  });
}

/** After any change the list is fetched again: a new permanent consignee clears the flag on the others. */
function useRefreshList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: profileKeys.consignees });
}

export function useCreateConsignee() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: (body: CreateConsignee) => unwrap(api.POST('/api/user/consignees', { body })),
    onSuccess: refresh,
  });
}

export function useUpdateConsignee() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateConsignee }) =>
      unwrap(api.PATCH('/api/user/consignees/{id}', { params: { path: { id } }, body })),
    onSuccess: refresh,
  });
}

export function useDeleteConsignee() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/user/consignees/{id}', { params: { path: { id } } })),
    onSuccess: refresh,
  });
}

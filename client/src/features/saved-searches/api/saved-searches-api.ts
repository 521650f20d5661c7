import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { useSession } from '../../../lib/session/use-session';

export type SavedSearch = components['schemas']['SavedSearchDto'];
export type SavedSearchList = components['schemas']['SavedSearchListDto'];
export type AlertFrequency = SavedSearch['frequency'];
export const FREQUENCIES: readonly AlertFrequency[] = ['instant', 'daily', 'off'];

/** Every saved-search query starts with this key: a save, change or delete refreshes the list. */
export const SAVED_SEARCHES_KEY = ['saved-searches'] as const;
const PREFERENCES_KEY = [...SAVED_SEARCHES_KEY, 'preferences'] as const;

/** My saved searches, newest first. */
export function useSavedSearches() {
  const enabled = useSession().status === 'signedIn';
  return useQuery({
    queryKey: [...SAVED_SEARCHES_KEY, 'list'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/saved-searches', { signal })),
    enabled,
  });
}

export interface NewSavedSearch {
  name?: string;
  filters: Record<string, string | number>;
  frequency: AlertFrequency;
}

/** POST /api/saved-searches: the search page's filters (no page, no sort), a name and how often to be told. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewSavedSearch) =>
      unwrap(api.POST('/api/saved-searches', { body: body as components['schemas']['CreateSavedSearchDto'] })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; name?: string; frequency?: AlertFrequency }) =>
      unwrap(api.PATCH('/api/saved-searches/{id}', { params: { path: { id } }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/saved-searches/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}

/** Whether my favorites' price drops and reservations are emailed to me (off until turned on). */
export function useAlertPreferences() {
  const enabled = useSession().status === 'signedIn';
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) => unwrap(api.GET('/api/saved-searches/preferences', { signal })),
    enabled,
  });
}

export function useSetAlertPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favoriteAlerts: boolean) => unwrap(api.PUT('/api/saved-searches/preferences', { body: { favoriteAlerts } })),
    onSuccess: (answer) => queryClient.setQueryData(PREFERENCES_KEY, answer),
  });
}

/** POST /api/saved-searches/unsubscribe with the emailed link's token: works without signing in, and twice. */
export function useUnsubscribeAlerts() {
  return useMutation({
    mutationFn: (token: string) => unwrap(api.POST('/api/saved-searches/unsubscribe', { body: { token } })),
  });
}

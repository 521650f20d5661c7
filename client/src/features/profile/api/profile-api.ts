import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import type { User } from '../../../lib/session/session-storage';
import { useSession } from '../../../lib/session/use-session';
import type { UpdateProfile } from '../utils/profile-form';

export type ConnectedAccounts = components['schemas']['ConnectedAccountsDto'];
export type ActivityPage = components['schemas']['ActivityPageDto'];
export type ActivityItem = components['schemas']['ActivityItemDto'];
export type Provider = components['schemas']['ConnectedAccountDto']['provider'];

/** Every query of the profile screen starts with this key, so a sign-out or deletion can drop them all at once. */
export const PROFILE_KEY = ['profile'] as const;
export const profileKeys = {
  user: [...PROFILE_KEY, 'user'] as const,
  connected: [...PROFILE_KEY, 'connected-accounts'] as const,
  providers: ['auth', 'providers'] as const,
  activity: (page: number) => [...PROFILE_KEY, 'activity', page] as const,
  consignees: [...PROFILE_KEY, 'consignees'] as const,
};
/** The language change is saved while the page reloads in the new language: its result is found by this key. */
export const LANGUAGE_MUTATION_KEY = [...PROFILE_KEY, 'language'] as const;

/** Queries of a signed-in user run only once the session check has said yes (spec §4). */
const useSignedIn = () => useSession().status === 'signedIn';

export function useProfile() {
  const enabled = useSignedIn();
  return useQuery({
    queryKey: profileKeys.user,
    queryFn: ({ signal }) => unwrap(api.GET('/api/user/profile', { signal })),
    enabled,
  });
}

/** The new user record goes to the profile query and to the stored session (the header reads it). */
function useApplyUser() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return (user: User) => {
    queryClient.setQueryData(profileKeys.user, user);
    updateUser(user);
  };
}

/** PATCH /api/user/profile; `mutationKey` tells the language change apart from the forms. */
export function useUpdateProfile(mutationKey: readonly unknown[] = [...PROFILE_KEY, 'update']) {
  const apply = useApplyUser();
  return useMutation({
    mutationKey,
    mutationFn: (body: UpdateProfile) => unwrap(api.PATCH('/api/user/profile', { body })),
    // In the options, not in mutate(): it must still run when the screen reloads in another language meanwhile.
    onSuccess: (answer) => apply(answer.user),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => unwrap(api.PUT('/api/user/password', { body })),
  });
}

/** What deleting the account would do (reservations cancelled, bids withdrawn, refunds, orders kept): read when the dialog opens. */
export function useAccountDeletionPreview(enabled: boolean) {
  return useQuery({
    queryKey: ['profile', 'deletion-preview'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/user/account/deletion', { signal })),
    enabled,
    staleTime: 0,
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: { password?: string; confirmEmail?: string }) => unwrap(api.DELETE('/api/user/account', { body })),
  });
}

export function useConnectedAccounts() {
  const enabled = useSignedIn();
  return useQuery({
    queryKey: profileKeys.connected,
    queryFn: ({ signal }) => unwrap(api.GET('/api/user/connected-accounts', { signal })),
    enabled,
  });
}

/** Which social sign-ins this site offers (the same answer the sign-in screen uses). */
export function useProviders() {
  return useQuery({
    queryKey: profileKeys.providers,
    queryFn: ({ signal }) => unwrap(api.GET('/api/auth/providers', { signal })),
    staleTime: 5 * 60_000,
  });
}

export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: Provider) => unwrap(api.DELETE('/api/user/connected-accounts/{provider}', { params: { path: { provider } } })),
    onSuccess: ({ accounts, hasPassword }) => queryClient.setQueryData<ConnectedAccounts>(profileKeys.connected, { accounts, hasPassword }),
  });
}

export const ACTIVITY_PAGE_SIZE = 20;

export function useActivity(page: number) {
  const enabled = useSignedIn();
  return useQuery({
    queryKey: profileKeys.activity(page),
    queryFn: ({ signal }) => unwrap(api.GET('/api/user/activity', { params: { query: { page, limit: ACTIVITY_PAGE_SIZE } }, signal })),
    enabled,
    // Paging keeps the current page on screen until the next one arrives (no jump back to a skeleton).
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type AdminUser = components['schemas']['AdminUserDto'];
export type CreateUserBody = components['schemas']['CreateUserDto'];
export type UpdateUserBody = components['schemas']['UpdateUserDto'];
export type Role = AdminUser['role'];
export type AccountStatus = AdminUser['status'];
export type AccountType = AdminUser['accountType'];

export const ROLES: readonly Role[] = ['user', 'admin', 'superadmin'];
export const STATUSES: readonly AccountStatus[] = ['active', 'suspended'];
export const ACCOUNT_TYPES: readonly AccountType[] = ['individual', 'dealer'];

export const userKeys = {
  all: ['admin', 'users'] as const,
  list: (query: Record<string, string | number>) => ['admin', 'users', 'list', query] as const,
  one: (id: string) => ['admin', 'users', 'one', id] as const,
};

/** GET /api/admin/users with the list's filters, sort and page. */
export function useUsers(query: Record<string, string | number>) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/users', { params: { query: query as never }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** The staff accounts (admins and superadmins), e.g. to name the actors of the audit log. */
export function useStaff(enabled = true) {
  return useQuery({
    queryKey: ['admin', 'users', 'staff'],
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const [admins, superadmins] = await Promise.all(
        (['admin', 'superadmin'] as const).map((role) =>
          unwrap(api.GET('/api/admin/users', { params: { query: { role, limit: 100, sort: 'email' } }, signal })),
        ),
      );
      return [...superadmins!.items, ...admins!.items];
    },
  });
}

export function useUser(id: string) {
  return useQuery({
    queryKey: userKeys.one(id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/users/{id}', { params: { path: { id } }, signal })),
  });
}

/** Every change refreshes the lists and this account. */
function useUserMutation<V, R>(call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}

export const useCreateUser = () => useUserMutation((body: CreateUserBody) => unwrap(api.POST('/api/admin/users', { body })));

export const useUpdateUser = () =>
  useUserMutation(({ id, body }: { id: string; body: UpdateUserBody }) =>
    unwrap(api.PATCH('/api/admin/users/{id}', { params: { path: { id } }, body })),
  );

export const useChangeRole = () =>
  useUserMutation(({ id, role }: { id: string; role: Role }) =>
    unwrap(api.PATCH('/api/admin/users/{id}/role', { params: { path: { id } }, body: { role } })),
  );

export const useChangeStatus = () =>
  useUserMutation(({ id, status }: { id: string; status: AccountStatus }) =>
    unwrap(api.PATCH('/api/admin/users/{id}/status', { params: { path: { id } }, body: { status } })),
  );

export const useResetPassword = () =>
  useUserMutation(({ id, password }: { id: string; password: string }) =>
    unwrap(api.POST('/api/admin/users/{id}/reset-password', { params: { path: { id } }, body: { password } })),
  );

export const useDeleteUser = () =>
  useUserMutation((id: string) => unwrap(api.DELETE('/api/admin/users/{id}', { params: { path: { id } } })));

/* ---------------------------------------------------------------- a dealer's API access (issue 14) */

export type DealerApiAccess = components['schemas']['DealerApiKeysDto'];
export type ApiLimitsBody = components['schemas']['SetApiLimitsDto'];

const dealerApiKey = (userId: string) => ['admin', 'users', 'dealer-api', userId] as const;

/** The dealer's limits, keys and the last 14 days' use per key. */
export function useDealerApiAccess(userId: string) {
  return useQuery({
    queryKey: dealerApiKey(userId),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/dealers/{userId}/api-keys', { params: { path: { userId } }, signal })),
  });
}

/** The calls made with the dealer's keys, newest first. */
export function useDealerApiActivity(userId: string, page: number, limit: number) {
  return useQuery({
    queryKey: [...dealerApiKey(userId), 'activity', page, limit],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/admin/dealers/{userId}/api-activity', { params: { path: { userId }, query: { page, limit } }, signal })),
  });
}

export function useSetDealerApiLimits(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiLimitsBody) => unwrap(api.PUT('/api/admin/dealers/{userId}/api-limits', { params: { path: { userId } }, body })),
    onSuccess: () => client.invalidateQueries({ queryKey: dealerApiKey(userId) }),
  });
}

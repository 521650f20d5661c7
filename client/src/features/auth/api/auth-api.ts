import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type LoginBody = components['schemas']['LoginDto'];
export type RegisterBody = components['schemas']['RegisterDto'];
export type ResetPasswordBody = components['schemas']['ResetPasswordDto'];
export type ExchangeBody = components['schemas']['ExchangeCodeDto'];
export type OAuthProviderInfo = components['schemas']['OAuthProviderInfoDto'];

/** Which social sign-ins the site is configured for (GET /api/auth/providers): the buttons of the others stay hidden. */
export function useOAuthProviders() {
  return useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/auth/providers', { signal })),
    select: (answer) => answer.providers.filter((provider) => provider.enabled),
    // Configuration, not data: it changes with a deployment.
    staleTime: 30 * 60_000,
  });
}

export const useLogin = () => useMutation({ mutationFn: (body: LoginBody) => unwrap(api.POST('/api/user/login', { body })) });

export const useRegister = () => useMutation({ mutationFn: (body: RegisterBody) => unwrap(api.POST('/api/user/register', { body })) });

/** Always answers the same whether or not the account exists (so nobody can probe addresses). */
export const useForgotPassword = () =>
  useMutation({ mutationFn: (email: string) => unwrap(api.POST('/api/auth/forgot-password', { body: { email } })) });

export const useResetPassword = () =>
  useMutation({ mutationFn: (body: ResetPasswordBody) => unwrap(api.POST('/api/auth/reset-password', { body })) });

export const useOAuthExchange = () =>
  useMutation({ mutationFn: (body: ExchangeBody) => unwrap(api.POST('/api/auth/oauth/exchange', { body })) });

/**
 * After the person signing in changes (sign-in, sign-out), cached answers describe the previous one: prices are
 * sent to signed-in callers only. Forget what no screen shows and refetch what one does.
 */
export function useForgetServerState(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.removeQueries({ type: 'inactive', predicate: (query) => query.queryKey[0] !== 'auth' });
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  }, [queryClient]);
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { useSession } from '../../../lib/session/use-session';
import { PROFILE_KEY } from './profile-api';

export type ApiKey = components['schemas']['ApiKeyDto'];
export type CreateApiKey = components['schemas']['CreateApiKeyDto'];
export type ApiKeyScope = ApiKey['scopes'][number];
export type ApiKeyUsageDay = components['schemas']['ApiKeyUsageDayDto'];
export type ApiKeyCall = components['schemas']['ApiKeyCallDto'];
export type WebhookEndpoint = components['schemas']['WebhookEndpointDto'];
export type WebhookEvent = WebhookEndpoint['events'][number];
export type CreateWebhook = components['schemas']['CreateWebhookDto'];
export type UpdateWebhook = components['schemas']['UpdateWebhookDto'];
export type WebhookDelivery = components['schemas']['WebhookDeliveryDto'];

export const API_ACTIVITY_PAGE_SIZE = 20;
export const DELIVERIES_PAGE_SIZE = 10;
const PENDING_POLL_MS = 2000;

const dealerKeys = {
  apiKeys: [...PROFILE_KEY, 'api-keys'] as const,
  usage: (from: string, to: string) => [...PROFILE_KEY, 'api-keys', 'usage', from, to] as const,
  activity: (page: number) => [...PROFILE_KEY, 'api-keys', 'activity', page] as const,
  webhooks: [...PROFILE_KEY, 'webhooks'] as const,
  deliveries: (id: string, page: number) => [...PROFILE_KEY, 'webhooks', id, 'deliveries', page] as const,
};

/** Only a signed-in dealer asks: the routes answer an individual with a refusal. */
const useDealer = () => {
  const { status, user } = useSession();
  return status === 'signedIn' && user?.accountType === 'dealer';
};

export function useApiKeys() {
  return useQuery({
    queryKey: dealerKeys.apiKeys,
    queryFn: ({ signal }) => unwrap(api.GET('/api/user/api-keys', { signal })),
    enabled: useDealer(),
  });
}

export function useApiKeyUsage(from: string, to: string) {
  return useQuery({
    queryKey: dealerKeys.usage(from, to),
    queryFn: ({ signal }) => unwrap(api.GET('/api/user/api-keys/usage', { params: { query: { from, to } }, signal })),
    enabled: useDealer(),
  });
}

export function useApiKeyActivity(page: number) {
  return useQuery({
    queryKey: dealerKeys.activity(page),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/user/api-keys/activity', { params: { query: { page, limit: API_ACTIVITY_PAGE_SIZE } }, signal })),
    enabled: useDealer(),
    placeholderData: keepPreviousData,
  });
}

/** Keys, usage and activity are fetched again after a change (a revoked key's calls stay in the log). */
function useRefresh(key: readonly string[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key });
}

export function useCreateApiKey() {
  const refresh = useRefresh(dealerKeys.apiKeys);
  return useMutation({
    mutationFn: (body: CreateApiKey) => unwrap(api.POST('/api/user/api-keys', { body })),
    onSuccess: refresh,
  });
}

export function useRevokeApiKey() {
  const refresh = useRefresh(dealerKeys.apiKeys);
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/user/api-keys/{id}', { params: { path: { id } } })),
    onSuccess: refresh,
  });
}

export function useWebhooks() {
  return useQuery({
    queryKey: dealerKeys.webhooks,
    queryFn: ({ signal }) => unwrap(api.GET('/api/user/webhooks', { signal })),
    enabled: useDealer(),
  });
}

export function useWebhookDeliveries(id: string, page: number) {
  return useQuery({
    queryKey: dealerKeys.deliveries(id, page),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/user/webhooks/{id}/deliveries', {
          params: { path: { id }, query: { page, limit: DELIVERIES_PAGE_SIZE } },
          signal,
        }),
      ),
    enabled: useDealer(),
    placeholderData: keepPreviousData,
    // A test event or a replay is delivered in the background: look again while one is on its way.
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === 'pending') ? PENDING_POLL_MS : false),
  });
}

export function useCreateWebhook() {
  const refresh = useRefresh(dealerKeys.webhooks);
  return useMutation({
    mutationFn: (body: CreateWebhook) => unwrap(api.POST('/api/user/webhooks', { body })),
    onSuccess: refresh,
  });
}

export function useUpdateWebhook() {
  const refresh = useRefresh(dealerKeys.webhooks);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateWebhook }) =>
      unwrap(api.PATCH('/api/user/webhooks/{id}', { params: { path: { id } }, body })),
    onSuccess: refresh,
  });
}

export function useDeleteWebhook() {
  const refresh = useRefresh(dealerKeys.webhooks);
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/user/webhooks/{id}', { params: { path: { id } } })),
    onSuccess: refresh,
  });
}

export function useRotateWebhookSecret() {
  const refresh = useRefresh(dealerKeys.webhooks);
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/api/user/webhooks/{id}/rotate-secret', { params: { path: { id } } })),
    onSuccess: refresh,
  });
}

/** A test event and a replay both add a delivery: the endpoint's list (and its failure count) is fetched again. */
export function useTestWebhook() {
  const refresh = useRefresh(dealerKeys.webhooks);
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/api/user/webhooks/{id}/test', { params: { path: { id } } })),
    onSuccess: refresh,
  });
}

export function useReplayDelivery() {
  const refresh = useRefresh(dealerKeys.webhooks);
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/api/user/webhooks/deliveries/{id}/replay', { params: { path: { id } } })),
    onSuccess: refresh,
  });
}

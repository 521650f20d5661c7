import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { useSession } from '../../../lib/session/use-session';

export type DamageReport = components['schemas']['DamageReportDto'];
export type DamageReportCreated = components['schemas']['DamageReportCreatedDto'];
export type PurchasedOrder = components['schemas']['OrderSummaryDto'];

export const REPORTS_PAGE_SIZE = 10;
/** The Purchased Vehicles a report may be about: the newest 100 are plenty for a customer. */
const ORDERS_LIMIT = 100;

export const damageKeys = {
  all: ['damage-reports'] as const,
  list: (page: number) => ['damage-reports', 'list', page] as const,
  orders: ['damage-reports', 'purchased-orders'] as const,
  photo: (url: string) => ['damage-reports', 'photo', url] as const,
};

/** My purchased orders (paid in full): the ones a damage report may be about. */
export function usePurchasedOrders() {
  const enabled = useSession().status === 'signedIn';
  return useQuery({
    queryKey: damageKeys.orders,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/orders/purchased', { params: { query: { status: 'all', page: 1, limit: ORDERS_LIMIT } }, signal })),
    enabled,
  });
}

/** My damage reports, newest first, a page at a time. */
export function useMyDamageReports(page: number) {
  const enabled = useSession().status === 'signedIn';
  return useQuery({
    queryKey: damageKeys.list(page),
    queryFn: ({ signal }) => unwrap(api.GET('/api/damage-reports', { params: { query: { page, limit: REPORTS_PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST /api/damage-reports: the fields and photos as multipart/form-data (damage-form.ts toFormData). */
export function useFileDamageReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      unwrap(
        api.POST('/api/damage-reports', {
          // The schema types the body as fields; the browser sends the FormData with its own boundary.
          body: form as unknown as { orderId: string; description: string },
          bodySerializer: (body) => body as unknown as FormData,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: damageKeys.all }),
  });
}

/**
 * A report's photo as an object URL for an <img>: fetched through the API client (it carries the Bearer token, which
 * an <img src> would not), released when no longer shown. `url` is the photo's `url` from the API.
 */
export function useDamagePhoto(url: string, thumb: boolean) {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const query = useQuery({
    queryKey: damageKeys.photo(`${url}${thumb ? '?size=thumb' : ''}`),
    queryFn: async ({ signal }) => {
      const [, reference, photoId] = /\/api\/damage-reports\/([^/]+)\/photos\/([^/?]+)/.exec(url) ?? [];
      if (!reference || !photoId) throw new Error('Not a damage report photo');
      const blob = await unwrap(
        api.GET('/api/damage-reports/{reference}/photos/{photoId}', {
          params: { path: { reference, photoId }, query: thumb ? { size: 'thumb' } : {} },
          parseAs: 'blob',
          signal,
        }),
      );
      return blob as Blob;
    },
    staleTime: Infinity,
  });
  useEffect(() => {
    if (!query.data) return;
    const next = URL.createObjectURL(query.data);
    setObjectUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [query.data]);
  return { src: objectUrl, isError: query.isError };
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type AccountClosure = components['schemas']['AccountClosureDto'];
export type RefundStatus = AccountClosure['refundStatus'];
export const REFUND_STATUSES: readonly RefundStatus[] = ['due', 'refunded', 'not_due'];

const KEY = ['admin', 'account-closures'] as const;

/** GET /api/admin/account-closures: deleted accounts, newest first, with what their deletion settled and owes. */
export function useAccountClosures(query: Record<string, string | number>) {
  // Newest first, always: the list has no sort to choose.
  const { sort: _sort, ...params } = query;
  return useQuery({
    queryKey: [...KEY, 'list', params],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/account-closures', { params: { query: params as never }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** Staff record the bank transfer that paid a deleted customer back (due → refunded). */
export function useRecordClosureRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; bankReference: string; note?: string | null }) =>
      unwrap(api.POST('/api/admin/account-closures/{id}/refund', { params: { path: { id } }, body })),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';
import { salesKeys } from '../../orders/api/admin-orders-api';

/** One payment's page (GET /api/admin/payments/:id) and its void; the list and recording live with the orders' API. */
export type PaymentDetail = components['schemas']['PaymentDetailDto'];
export type PaymentVoidEffect = components['schemas']['PaymentVoidEffectDto'];
export type PaymentHistoryEntry = components['schemas']['PaymentHistoryEntryDto'];

export function usePayment(id: string) {
  return useQuery({
    queryKey: [...salesKeys.all, 'payment', id],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/payments/{id}', { params: { path: { id } }, signal })),
  });
}

/** Voids a payment with its reason; every order, payment and shipment screen is refreshed (their money changed). */
export function useVoidPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      unwrap(api.POST('/api/admin/payments/{id}/void', { params: { path: { id } }, body: { reason } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesKeys.all }),
  });
}

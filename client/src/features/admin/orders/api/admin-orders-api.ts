import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

/** The staff's orders, payments and shipments (one module for the three areas: they change each other). */
export type AdminOrder = components['schemas']['AdminOrderDto'];
export type AdminOrderSummary = components['schemas']['AdminOrderSummaryDto'];
export type TimelineEntry = components['schemas']['TimelineEntryDto'];
export type OrderTracking = components['schemas']['OrderTrackingDto'];
export type Payment = components['schemas']['PaymentDto'];
export type RecordPayment = components['schemas']['RecordPaymentDto'];
export type Shipment = components['schemas']['ShipmentDto'];
export type AdminShipment = components['schemas']['AdminShipmentDto'];
export type CreateShipment = components['schemas']['CreateShipmentDto'];
export type AddTrackingEvent = components['schemas']['AddTrackingEventDto'];

type Query = Record<string, string | number>;

export const salesKeys = {
  all: ['admin', 'sales'] as const,
  orders: (q: Query) => ['admin', 'sales', 'orders', q] as const,
  order: (id: string) => ['admin', 'sales', 'order', id] as const,
  payments: (q: Query) => ['admin', 'sales', 'payments', q] as const,
  shipments: (q: Query) => ['admin', 'sales', 'shipments', q] as const,
  shipment: (id: string) => ['admin', 'sales', 'shipment', id] as const,
};

export function useAdminOrders(query: Query, enabled = true) {
  return useQuery({
    queryKey: salesKeys.orders(query),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/orders', { params: { query: query as never }, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: salesKeys.order(id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/orders/{id}', { params: { path: { id } }, signal })),
  });
}

export function useOrderTimeline(id: string) {
  return useQuery({
    queryKey: [...salesKeys.order(id), 'timeline'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/orders/{id}/timeline', { params: { path: { id } }, signal })),
  });
}

export function useOrderTracking(id: string) {
  return useQuery({
    queryKey: [...salesKeys.order(id), 'tracking'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/orders/{id}/tracking', { params: { path: { id } }, signal })),
  });
}

export function useOrderInvoice(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...salesKeys.order(id), 'invoice'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/orders/{id}/invoice', { params: { path: { id } }, signal })),
    enabled,
  });
}

/** Every change to an order, a payment or a shipment refreshes all three areas' screens. */
function useSalesMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: salesKeys.all }) });
}

export const useChangeOrderStatus = () =>
  useSalesMutation(({ id, status, reason }: { id: string; status: 'shipped' | 'arrived' | 'cancelled'; reason?: string }) =>
    unwrap(api.PATCH('/api/admin/orders/{id}/status', { params: { path: { id } }, body: { status, reason: reason ?? null } })),
  );

export const useExtendHold = () =>
  useSalesMutation(({ id, businessDays, reason }: { id: string; businessDays: number; reason: string }) =>
    unwrap(api.POST('/api/admin/orders/{id}/hold-extensions', { params: { path: { id } }, body: { businessDays, reason } })),
  );

export const useReviewRemittance = () =>
  useSalesMutation(({ id, copyId, status, note }: { id: string; copyId: string; status: 'accepted' | 'rejected'; note?: string }) =>
    unwrap(
      api.PATCH('/api/admin/orders/{id}/remittance-copies/{copyId}', {
        params: { path: { id, copyId } },
        body: { status, note: note || null },
      }),
    ),
  );

export const useAddTrackingEvent = () =>
  useSalesMutation(({ id, body }: { id: string; body: AddTrackingEvent }) =>
    unwrap(api.POST('/api/admin/orders/{id}/tracking-events', { params: { path: { id } }, body })),
  );

export const useUploadDocument = () =>
  useSalesMutation(({ id, kind, file }: { id: string; kind: 'bill_of_lading' | 'export_certificate' | 'invoice'; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return unwrap(
      api.POST('/api/admin/orders/{id}/documents', {
        params: { path: { id }, query: { kind } },
        // The schema types the part as a string; the browser sends the FormData with its own boundary.
        body: form as never,
        bodySerializer: (body) => body as unknown as FormData,
      }),
    );
  });

export const useUpdateDocument = () =>
  useSalesMutation(
    ({
      id,
      documentId,
      body,
    }: {
      id: string;
      documentId: string;
      body: { released?: boolean; courierName?: string | null; trackingNumber?: string | null };
    }) => unwrap(api.PATCH('/api/admin/orders/{id}/documents/{documentId}', { params: { path: { id, documentId } }, body })),
  );

/* ---------------------------------------------------------------- payments */

export function usePayments(query: Query, enabled = true) {
  return useQuery({
    queryKey: salesKeys.payments(query),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/payments', { params: { query: query as never }, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const useRecordPayment = () => useSalesMutation((body: RecordPayment) => unwrap(api.POST('/api/admin/payments', { body })));

export const useAllocatePayment = () =>
  useSalesMutation(({ paymentId, orderId, amount }: { paymentId: string; orderId: string; amount: string }) =>
    unwrap(api.POST('/api/admin/payments/{id}/allocations', { params: { path: { id: paymentId } }, body: { orderId, amount } })),
  );

/* ---------------------------------------------------------------- shipments */

export function useShipments(query: Query) {
  return useQuery({
    queryKey: salesKeys.shipments(query),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/shipments', { params: { query: query as never }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useShipment(id: string) {
  return useQuery({
    queryKey: salesKeys.shipment(id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/shipments/{id}', { params: { path: { id } }, signal })),
  });
}

export const useCreateShipment = () => useSalesMutation((body: CreateShipment) => unwrap(api.POST('/api/admin/shipments', { body })));

export const useUpdateShipment = () =>
  useSalesMutation(({ id, body }: { id: string; body: Partial<CreateShipment> }) =>
    unwrap(api.PATCH('/api/admin/shipments/{id}', { params: { path: { id } }, body })),
  );

export const useAssignOrders = () =>
  useSalesMutation(({ id, orderIds }: { id: string; orderIds: string[] }) =>
    unwrap(api.POST('/api/admin/shipments/{id}/orders', { params: { path: { id } }, body: { orderIds } })),
  );

export const useRemoveShipmentOrder = () =>
  useSalesMutation(({ id, orderId }: { id: string; orderId: string }) =>
    unwrap(api.DELETE('/api/admin/shipments/{id}/orders/{orderId}', { params: { path: { id, orderId } } })),
  );

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type Order = components['schemas']['OrderDto'];
export type OrderSummary = components['schemas']['OrderSummaryDto'];
export type ReserveCar = components['schemas']['ReserveCarDto'];

export const orderKeys = {
  all: ['orders'] as const,
  order: (id: string) => ['orders', 'one', id] as const,
};

/** POST /api/orders: reserves the car; the car's page and every order list are fetched again afterwards. */
export function useReserveCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReserveCar) => unwrap(api.POST('/api/orders', { body })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['car'] });
    },
  });
}

export type OrderListKind = 'reserved' | 'purchased';
/** The list filters as the URL holds them (spec §4 Reserved/Purchased list filters). */
export interface OrderFilters {
  status: string;
  stockId: string;
  from: string;
  to: string;
  page: number;
}
export const LIST_LIMIT = 10;

/** GET /api/orders/reserved or /purchased with the filters; only what is set is sent. */
export function useOrderList(kind: OrderListKind, filters: OrderFilters) {
  const query = {
    status: filters.status || undefined,
    stockId: filters.stockId || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page: filters.page > 1 ? filters.page : undefined,
    limit: LIST_LIMIT,
  };
  return useQuery({
    queryKey: [...orderKeys.all, kind, query],
    queryFn: ({ signal }) =>
      kind === 'reserved'
        ? unwrap(api.GET('/api/orders/reserved', { params: { query: query as never }, signal }))
        : unwrap(api.GET('/api/orders/purchased', { params: { query: query as never }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.order(id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/orders/{id}', { params: { path: { id } }, signal })),
  });
}

export type ProformaInvoice = components['schemas']['ProformaInvoiceDto'];

export function useInvoice(id: string) {
  return useQuery({
    queryKey: [...orderKeys.order(id), 'invoice'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/orders/{id}/invoice', { params: { path: { id } }, signal })),
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/api/orders/{id}/cancel', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** POST /api/orders/:id/remittance-copies: the file as multipart/form-data in the field `file`. */
export function useUploadRemittance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return unwrap(
        api.POST('/api/orders/{id}/remittance-copies', {
          params: { path: { id } },
          // The schema types the part as a string; the browser sends the FormData with its own boundary.
          body: form as unknown as { file: string },
          bodySerializer: (body) => body as unknown as FormData,
        }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/api-error';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { useSession } from '../../../lib/session/use-session';
import { orderKeys, type Order } from '../../orders/api/orders-api';

export type Coupon = components['schemas']['CouponDto'];
export type CouponList = components['schemas']['CouponListDto'];
export type ApplyCoupon = components['schemas']['ApplyCouponDto'];

export const couponKeys = {
  all: ['coupons'] as const,
  page: (page: number) => ['coupons', 'page', page] as const,
  every: ['coupons', 'every'] as const,
};

/** My Coupons shows this many a page. */
export const COUPONS_PAGE_SIZE = 10;
/** The server's largest page (MAX_PAGE_LIMIT). */
const LARGEST_PAGE = 100;
/** A bound on the pages read for the order page's choice (10 000 coupons): never an endless loop. */
const MAX_PAGES = 100;

const useSignedIn = () => useSession().status === 'signedIn';

/** GET /api/coupons: one page of my coupons, newest first. */
export function useMyCoupons(page: number) {
  const enabled = useSignedIn();
  return useQuery({
    queryKey: couponKeys.page(page),
    queryFn: ({ signal }) => unwrap(api.GET('/api/coupons', { params: { query: { page, limit: COUPONS_PAGE_SIZE } }, signal })),
    enabled,
    // Paging keeps the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Every one of my coupons (pages of 100, read until the total), for choosing one on an order. */
export function useAllMyCoupons() {
  const enabled = useSignedIn();
  return useQuery({
    queryKey: couponKeys.every,
    queryFn: async ({ signal }) => {
      const items: Coupon[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = await unwrap(api.GET('/api/coupons', { params: { query: { page, limit: LARGEST_PAGE } }, signal }));
        items.push(...answer.items);
        if (answer.items.length === 0 || items.length >= answer.total) break;
      }
      return items;
    },
    enabled,
    staleTime: 0,
  });
}

/**
 * POST /api/orders/:id/coupons: the answer is the updated order, shown at once; every order query (lists, the
 * invoice) and my coupons (their balances) are fetched again.
 */
export function useApplyCoupon(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyCoupon) => unwrap(api.POST('/api/orders/{id}/coupons', { params: { path: { id: orderId } }, body })),
    onSuccess: (order: Order) => {
      queryClient.setQueryData(orderKeys.order(orderId), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: couponKeys.all });
    },
    // A refusal can mean the coupon or the order changed elsewhere (spent in another tab, paid by staff): read both again.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: orderKeys.order(orderId) });
        void queryClient.invalidateQueries({ queryKey: couponKeys.all });
      }
    },
  });
}

export type OrderCouponUse = components['schemas']['OrderCouponUseDto'];

/** GET /api/orders/:id/coupons: what my coupons paid of my order, oldest first; read again whenever the order is. */
export function useOrderCouponUses(orderId: string) {
  return useQuery({
    queryKey: [...orderKeys.order(orderId), 'coupons'],
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/orders/{id}/coupons', { params: { path: { id: orderId } }, signal }))).items,
  });
}

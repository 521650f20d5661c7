import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type AdminCoupon = components['schemas']['AdminCouponDto'];
export type IssueCouponBody = components['schemas']['IssueCouponDto'];
export type CouponStatus = AdminCoupon['status'];
export const COUPON_STATUSES: readonly CouponStatus[] = ['active', 'used', 'expired'];

const KEY = ['admin', 'coupons'] as const;

export function useAdminCoupons(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/coupons', { params: { query: query as never }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useIssueCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IssueCouponBody) => unwrap(api.POST('/api/admin/coupons', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, 'list'] }),
  });
}

/** Customers whose email or name matches `q` (the users list), to choose whom a coupon is for. */
export function useCustomerSearch(q: string) {
  return useQuery({
    queryKey: ['admin', 'coupons', 'customers', q],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/users', { params: { query: { q, limit: 10 } as never }, signal })),
    enabled: q.trim().length >= 2,
  });
}

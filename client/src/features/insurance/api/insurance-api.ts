import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { useSession } from '../../../lib/session/use-session';
import { orderKeys } from '../../orders/api/orders-api';

export type Claim = components['schemas']['ClaimDto'];
export type ClaimStep = components['schemas']['ClaimStepDto'];
export type InsuredOrder = components['schemas']['InsuredOrderDto'];
export type InsuranceQuote = components['schemas']['InsuranceQuoteDto'];
export type FileClaim = components['schemas']['FileClaimDto'];

export const CLAIMS_PAGE_SIZE = 10;

export const insuranceKeys = {
  all: ['insurance'] as const,
  quote: (value: string) => ['insurance', 'quote', value] as const,
  orders: ['insurance', 'orders'] as const,
  claims: (page: number) => ['insurance', 'claims', page] as const,
};

/** GET /api/insurance/quote: cover and premium for a vehicle value (anyone may ask: a premium, not a car price). */
export function useInsuranceQuote(value: string | null) {
  return useQuery({
    queryKey: insuranceKeys.quote(value ?? ''),
    queryFn: ({ signal }) => unwrap(api.GET('/api/insurance/quote', { params: { query: { value: value! } }, signal })),
    enabled: value !== null,
    placeholderData: keepPreviousData,
  });
}

/** My CFR and CIF orders with their insurance and whether a claim can be filed. */
export function useInsuredOrders() {
  const enabled = useSession().status === 'signedIn';
  return useQuery({
    queryKey: insuranceKeys.orders,
    queryFn: ({ signal }) => unwrap(api.GET('/api/insurance/orders', { signal })),
    enabled,
  });
}

/** My claims, newest first, a page at a time. */
export function useMyClaims(page: number) {
  const enabled = useSession().status === 'signedIn';
  return useQuery({
    queryKey: insuranceKeys.claims(page),
    queryFn: ({ signal }) => unwrap(api.GET('/api/insurance/claims', { params: { query: { page, limit: CLAIMS_PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useFileClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FileClaim) => unwrap(api.POST('/api/insurance/claims', { body })),
    // Not awaited: the refetched insured orders no longer offer this order, which unmounts the claim form, and a
    // form gone before mutate()'s own onSuccess runs never says "Your claim … has been filed".
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: insuranceKeys.all });
    },
  });
}

/** POST /api/orders/{id}/insurance: the order comes back with the premium in its total. */
export function useAddInsurance(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/orders/{id}/insurance', { params: { path: { id: orderId } } })),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.order(orderId), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: insuranceKeys.all });
    },
  });
}

/** My damage reports (the newest 100: plenty), to link one to a claim. */
export function useDamageReportsToLink(enabled: boolean) {
  return useQuery({
    queryKey: ['damage-reports', 'for-claims'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/damage-reports', { params: { query: { page: 1, limit: 100 } }, signal })),
    enabled,
  });
}

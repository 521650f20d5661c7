import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type AdminClaim = components['schemas']['AdminClaimDto'];
export type ClaimStatus = 'filed' | 'approved' | 'rejected' | 'paid';
export const CLAIM_STATUSES: readonly ClaimStatus[] = ['filed', 'approved', 'rejected', 'paid'];

const KEY = ['admin', 'insurance-claims'] as const;

export function useAdminClaims(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/insurance/claims', { params: { query: query as never }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useAdminClaim(id: string) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/insurance/claims/{id}', { params: { path: { id } }, signal })),
  });
}

/** A staff decision: approve (with the assessed damage), reject (with the reason) or record the payment. */
export type ClaimDecision =
  | { kind: 'approve'; assessedDamage?: string; note?: string | null }
  | { kind: 'reject'; reason: string }
  | { kind: 'pay'; note?: string | null };

export function useDecideClaim(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: ClaimDecision) => {
      const path = { params: { path: { id } } };
      if (decision.kind === 'approve') {
        const { kind: _, ...body } = decision;
        return unwrap(api.POST('/api/admin/insurance/claims/{id}/approve', { ...path, body }));
      }
      if (decision.kind === 'reject')
        return unwrap(api.POST('/api/admin/insurance/claims/{id}/reject', { ...path, body: { reason: decision.reason } }));
      return unwrap(api.POST('/api/admin/insurance/claims/{id}/pay', { ...path, body: { note: decision.note } }));
    },
    onSuccess: async (claim) => {
      client.setQueryData([...KEY, 'one', id], claim);
      await client.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type ImportRule = components['schemas']['StaffImportRuleDto'];
export type ImportRuleBody = components['schemas']['ImportRuleBodyDto'];
export const STEERINGS = ['right', 'left', 'any'] as const;
export const AGE_COUNTED_AT = ['today', 'arrival'] as const;

const ALL = ['admin', 'import-rules'] as const;

export function useImportRules() {
  return useQuery({ queryKey: ALL, queryFn: ({ signal }) => unwrap(api.GET('/api/admin/import-rules', { signal })) });
}

export function useSaveImportRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ country, body }: { country: string; body: ImportRuleBody }) =>
      unwrap(api.PUT('/api/admin/import-rules/{country}', { params: { path: { country } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

export function useDeleteImportRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (country: string) => unwrap(api.DELETE('/api/admin/import-rules/{country}', { params: { path: { country } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

export type EligibilityOverride = components['schemas']['EligibilityOverrideDto'];
export type NewEligibilityOverride = components['schemas']['CreateEligibilityOverrideDto'];
const OVERRIDES = ['admin', 'eligibility-overrides'] as const;

/** GET /api/admin/eligibility-overrides: the latest overrides (issue 24 §3), newest first. */
export function useEligibilityOverrides() {
  return useQuery({
    queryKey: OVERRIDES,
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/eligibility-overrides', { params: { query: { limit: 50 } }, signal })),
  });
}

/**
 * POST /api/admin/eligibility-overrides for the customer with this email (found through the staff user search: the
 * override names the account, not the address).
 */
export function useCreateEligibilityOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, ...body }: Omit<NewEligibilityOverride, 'customerId'> & { email: string }) => {
      const found = await unwrap(api.GET('/api/admin/users', { params: { query: { q: email, limit: 5 } as never } }));
      const customer = (found.items as { id: string; email: string }[]).find((u) => u.email.toLowerCase() === email.trim().toLowerCase());
      // No such account: the API's own refusal of an unknown customer, beside the email field.
      const customerId = customer?.id ?? '00000000-0000-4000-8000-000000000000';
      return unwrap(api.POST('/api/admin/eligibility-overrides', { body: { ...body, customerId } }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OVERRIDES }),
  });
}

export function useRevokeEligibilityOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/admin/eligibility-overrides/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OVERRIDES }),
  });
}

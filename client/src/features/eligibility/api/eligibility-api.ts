import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type ImportRule = components['schemas']['ImportRuleDto'];
export type ImportEligibility = components['schemas']['ImportEligibilityDto'];
export type IneligibilityReason = components['schemas']['IneligibilityReasonDto'];

/** GET /api/import-rules: the destination countries with rules on file (they change rarely). */
export function useImportRules(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['import-rules'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/import-rules', { signal })),
    staleTime: 10 * 60_000,
  });
}

/**
 * GET /api/cars/detail/ref/{ref}/import-eligibility for `country`, or (undefined) for the visitor's own country as
 * the server finds it from their address. Not `enabled`: waits (the page has not yet read the remembered choice).
 */
export function useCarEligibility(ref: string, country: string | undefined, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['car', ref, 'import-eligibility', country ?? 'detected'],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/cars/detail/ref/{ref}/import-eligibility', {
          params: { path: { ref }, query: country ? { country } : {} },
          signal,
        }),
      ),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type ImportRule = components['schemas']['ImportRuleDto'];
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

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type AuditEntry = components['schemas']['AuditEntryResponseDto'];

/** GET /api/admin/audit-log (superadmin only) with the list's filters, sort and page. */
export function useAuditLog(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['admin', 'audit-log', query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/audit-log', { params: { query: query as never }, signal })),
    placeholderData: keepPreviousData,
  });
}

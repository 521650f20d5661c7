import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type DamageReport = components['schemas']['AdminDamageReportDto'];
export type StatusBody = components['schemas']['ChangeDamageReportStatusDto'];
export type DamageStatus = DamageReport['status'];

const KEY = ['admin', 'damage-reports'] as const;
const keys = {
  list: (query: Record<string, string | number>) => [...KEY, 'list', query] as const,
  one: (reference: string) => [...KEY, 'one', reference.toUpperCase()] as const,
};

export function useDamageReportList(query: Record<string, string | number>) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/damage-reports', { params: { query: query as never }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useDamageReport(reference: string) {
  return useQuery({
    queryKey: keys.one(reference),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/damage-reports/{reference}', { params: { path: { reference } }, signal })),
  });
}

/** Sets the next status with a note to the customer (emailed; required to reject). */
export function useDamageStatus(reference: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusBody) =>
      unwrap(api.PATCH('/api/admin/damage-reports/{reference}/status', { params: { path: { reference } }, body })),
    onSuccess: (report) => {
      client.setQueryData(keys.one(reference), report);
      void client.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}

/**
 * A report's photo as an object URL for an <img>: fetched with the session's token (the photos are private, an
 * <img src> could not send it), released when no longer shown.
 */
export function useStaffDamagePhoto(reference: string, photoId: string, thumb: boolean) {
  const [src, setSrc] = useState<string | null>(null);
  const query = useQuery({
    queryKey: [...KEY, 'photo', reference, photoId, thumb],
    queryFn: async ({ signal }) =>
      (await unwrap(
        api.GET('/api/admin/damage-reports/{reference}/photos/{photoId}', {
          params: { path: { reference, photoId }, query: thumb ? { size: 'thumb' } : {} },
          parseAs: 'blob',
          signal,
        }),
      )) as Blob,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (!query.data) return;
    const next = URL.createObjectURL(query.data);
    setSrc(next);
    return () => URL.revokeObjectURL(next);
  }, [query.data]);
  return { src, isError: query.isError };
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type AdminInquiry = components['schemas']['AdminInquiryDto'];
export type InquiryStatus = AdminInquiry['status'];

const KEY = ['admin', 'inquiries'] as const;
export const inquiryKeys = {
  list: (query: Record<string, string | number>) => [...KEY, 'list', query] as const,
  one: (reference: string) => [...KEY, 'one', reference.toUpperCase()] as const,
};

export function useInquiryList(query: Record<string, string | number>) {
  return useQuery({
    queryKey: inquiryKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/inquiries', { params: { query: query as never }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useInquiry(reference: string) {
  return useQuery({
    queryKey: inquiryKeys.one(reference),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/inquiries/{reference}', { params: { path: { reference } }, signal })),
  });
}

/** After a change the answer is the inquiry as it now is; the lists refresh. */
function useSaved(reference: string) {
  const client = useQueryClient();
  return (inquiry: AdminInquiry) => {
    client.setQueryData(inquiryKeys.one(reference), inquiry);
    void client.invalidateQueries({ queryKey: [...KEY, 'list'] });
  };
}

/** Sends the response (emailed to the customer); the inquiry becomes Responded. */
export function useRespondInquiry(reference: string) {
  const saved = useSaved(reference);
  return useMutation({
    mutationFn: (message: string) =>
      unwrap(api.POST('/api/admin/inquiries/{reference}/response', { params: { path: { reference } }, body: { message } })),
    onSuccess: (answer) => saved(answer.inquiry),
  });
}

export function useInquiryStatus(reference: string) {
  const saved = useSaved(reference);
  return useMutation({
    mutationFn: (status: InquiryStatus) =>
      unwrap(api.PATCH('/api/admin/inquiries/{reference}/status', { params: { path: { reference } }, body: { status } })),
    onSuccess: (answer) => saved(answer.inquiry),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { useSession } from '../../../lib/session/use-session';

export type Inquiry = components['schemas']['InquiryDto'];
export type InquiryList = components['schemas']['InquiryListDto'];
export type InquiryBody = components['schemas']['CreateInquiryDto'];

export const INQUIRIES_PAGE_SIZE = 10;
export const INQUIRIES_KEY = ['inquiries'] as const;
export const inquiryKeys = {
  list: (page: number) => [...INQUIRIES_KEY, 'list', page] as const,
};

/** My inquiries, newest first, a page at a time (the profile's Inquiry & Bid List). */
export function useMyInquiries(page: number) {
  const enabled = useSession().status === 'signedIn';
  return useQuery({
    queryKey: inquiryKeys.list(page),
    queryFn: ({ signal }) => unwrap(api.GET('/api/inquiries', { params: { query: { page, limit: INQUIRIES_PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Sends an inquiry; my list is asked again afterwards. */
export function useSendInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InquiryBody) => unwrap(api.POST('/api/inquiries', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INQUIRIES_KEY }),
  });
}

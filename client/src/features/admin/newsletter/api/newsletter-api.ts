import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type Subscriber = components['schemas']['NewsletterSubscriberDto'];

export function useSubscriberList(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['admin', 'newsletter', 'list', query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/newsletter/subscribers', { params: { query: query as never }, signal })),
    placeholderData: keepPreviousData,
  });
}

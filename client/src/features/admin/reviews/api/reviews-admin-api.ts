import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type AdminReview = components['schemas']['AdminReviewDto'];
export type AdminReviewReply = components['schemas']['AdminReviewReplyDto'];
export type ReviewStatus = AdminReview['status'];

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const satisfies readonly ReviewStatus[];

const KEY = ['admin', 'reviews'] as const;

export function useAdminReviews(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/reviews', { params: { query: query as never }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useAdminReview(id: string) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/reviews/{id}', { params: { path: { id } }, signal })),
  });
}

/** Every change answers the review as it now is: it replaces the cached one, and the lists are refreshed. */
function useReviewChange<V>(id: string, call: (vars: V) => Promise<AdminReview | undefined>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (review) => {
      if (review) client.setQueryData([...KEY, 'one', id], review);
      else await client.invalidateQueries({ queryKey: [...KEY, 'one', id] });
      await client.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}

export function useSetReviewStatus(id: string) {
  return useReviewChange(id, (status: 'published' | 'hidden') =>
    unwrap(
      status === 'published'
        ? api.POST('/api/admin/reviews/{id}/publish', { params: { path: { id } } })
        : api.POST('/api/admin/reviews/{id}/hide', { params: { path: { id } } }),
    ),
  );
}

export function useCompanyReply(id: string) {
  return useReviewChange(id, async (message: string) => {
    await unwrap(api.POST('/api/admin/reviews/{id}/replies', { params: { path: { id } }, body: { message } }));
    return undefined;
  });
}

export function useUpdateReply(id: string) {
  return useReviewChange(id, ({ replyId, ...body }: { replyId: string; message?: string; status?: 'published' | 'hidden' }) =>
    unwrap(api.PATCH('/api/admin/reviews/{id}/replies/{replyId}', { params: { path: { id, replyId } }, body })),
  );
}

export function useDeleteReply(id: string) {
  return useReviewChange(id, (replyId: string) =>
    unwrap(api.DELETE('/api/admin/reviews/{id}/replies/{replyId}', { params: { path: { id, replyId } } })),
  );
}

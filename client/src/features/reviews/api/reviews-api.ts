import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { toApiQuery, type ReviewFilters } from '../utils/review-search';

export type Review = components['schemas']['ReviewDto'];
export type ReviewList = components['schemas']['ReviewListDto'];
export type ReviewReply = components['schemas']['ReviewReplyDto'];
export type ReviewSummary = components['schemas']['ReviewSummaryDto'];
export type GalleryPhoto = components['schemas']['GalleryPhotoDto'];
type CreateReview = components['schemas']['CreateReviewDto'];

export const REVIEWS_PAGE_SIZE = 10;
export const PHOTOS_PAGE_SIZE = 12;

/** Every reviews query starts with this key: a new reply refreshes the lists. */
export const REVIEWS_KEY = ['reviews'] as const;
export const reviewKeys = {
  list: (filters: ReviewFilters, page: number) => [...REVIEWS_KEY, 'list', filters, page] as const,
  latest: (count: number) => [...REVIEWS_KEY, 'latest', count] as const,
  summary: [...REVIEWS_KEY, 'summary'] as const,
  photos: (page: number) => [...REVIEWS_KEY, 'photos', page] as const,
};

/** Published reviews matching the filters, newest first, a page at a time. */
export function useReviews(filters: ReviewFilters, page: number) {
  return useQuery({
    queryKey: reviewKeys.list(filters, page),
    queryFn: ({ signal }) => unwrap(api.GET('/api/reviews', { params: { query: toApiQuery(filters, page, REVIEWS_PAGE_SIZE) }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** The newest published reviews (the car page's "What our customers say"). */
export function useLatestReviews(count: number) {
  return useQuery({
    queryKey: reviewKeys.latest(count),
    queryFn: ({ signal }) => unwrap(api.GET('/api/reviews', { params: { query: { page: 1, limit: count } }, signal })),
    staleTime: 5 * 60_000,
  });
}

export function useReviewSummary() {
  return useQuery({
    queryKey: reviewKeys.summary,
    queryFn: ({ signal }) => unwrap(api.GET('/api/reviews/summary', { signal })),
  });
}

export function useReviewPhotos(page: number, enabled = true) {
  return useQuery({
    queryKey: reviewKeys.photos(page),
    queryFn: ({ signal }) => unwrap(api.GET('/api/reviews/photos', { params: { query: { page, limit: PHOTOS_PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST /api/reviews: JSON, or multipart/form-data when photos go with it. The review waits for staff to publish it. */
export function useSubmitReview() {
  return useMutation({
    mutationFn: (body: FormData | Record<string, string | number>) =>
      unwrap(
        api.POST('/api/reviews', {
          // The schema types the multipart parts as strings; a FormData is sent as is, with its own boundary.
          body: body as unknown as CreateReview,
          ...(body instanceof FormData ? { bodySerializer: (b: unknown) => b as FormData } : {}),
        }),
      ),
  });
}

/** POST /api/reviews/:id/replies: shown at once under the review. */
export function useSubmitReply(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      unwrap(api.POST('/api/reviews/{id}/replies', { params: { path: { id: reviewId } }, body: { message } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}

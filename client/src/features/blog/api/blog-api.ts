import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { type BlogSearch, toApiQuery } from '../utils/blog-search';

export type BlogPostSummary = components['schemas']['BlogPostSummaryDto'];
export type BlogPost = components['schemas']['BlogPostDto'];
export type BlogPostList = components['schemas']['BlogPostListDto'];

export const blogKeys = {
  list: (search: BlogSearch) => ['blog', 'list', search] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
};

/** Published posts for the list's search, category, sort and page. */
export function useBlogPosts(search: BlogSearch) {
  return useQuery({
    queryKey: blogKeys.list(search),
    queryFn: ({ signal }) => unwrap(api.GET('/api/blog/posts', { params: { query: toApiQuery(search) }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** A published post by slug (counts a view on the server); a draft or unknown post fails with BLOG_POST_NOT_FOUND. */
export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) => unwrap(api.GET('/api/blog/posts/{id}', { params: { path: { id: slug } }, signal })),
    staleTime: 5 * 60_000,
  });
}

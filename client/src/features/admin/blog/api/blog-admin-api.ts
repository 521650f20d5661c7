import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import { createForm, multipartBody } from '../../../../lib/api/create-form';
import type { components } from '../../../../lib/api/schema';

export type AdminBlogPost = components['schemas']['AdminBlogPostDto'];
export type CreateBlogPost = components['schemas']['CreateBlogPostDto'];
export type UpdateBlogPost = components['schemas']['UpdateBlogPostDto'];

export const BLOG_CATEGORIES = ['news', 'updates', 'guides', 'reviews', 'others'] as const;
export const BLOG_STATUSES = ['draft', 'published'] as const;

const keys = {
  all: ['admin', 'blog'] as const,
  list: (query: Record<string, string | number>) => ['admin', 'blog', 'list', query] as const,
  post: (id: string) => ['admin', 'blog', 'post', id] as const,
};

export function useBlogPosts(query: Record<string, string | number>) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/blog/posts', { params: { query: query as never }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useBlogPost(id: string | undefined) {
  return useQuery({
    queryKey: keys.post(id ?? ''),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/blog/posts/{id}', { params: { path: { id: id! } }, signal })),
    enabled: id !== undefined,
  });
}

/** Saves a post: a new one with its featured image in one request; an existing one updated, then its image replaced. */
export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, image }: { id?: string; body: CreateBlogPost; image?: File | null }) => {
      // A new post is created with its featured image in one request: both are saved, or neither.
      if (!id) return unwrap(api.POST('/api/admin/blog/posts', image ? multipartBody(createForm(body, 'image', image)) : { body }));
      const saved = await unwrap(api.PATCH('/api/admin/blog/posts/{id}', { params: { path: { id } }, body }));
      return image ? uploadImage(saved.id, image) : saved;
    },
    onSuccess: (post) => {
      queryClient.setQueryData(keys.post(post.id), post);
      return queryClient.invalidateQueries({ queryKey: [...keys.all, 'list'] });
    },
  });
}

/** POST /api/admin/blog/posts/:id/image: the file as multipart/form-data in the field `image`. */
function uploadImage(id: string, file: File) {
  const form = new FormData();
  form.append('image', file);
  return unwrap(
    api.POST('/api/admin/blog/posts/{id}/image', {
      params: { path: { id } },
      // The schema types the part as a string; the browser sends the FormData with its own boundary.
      body: form as never,
      bodySerializer: (body) => body as unknown as FormData,
    }),
  );
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/admin/blog/posts/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

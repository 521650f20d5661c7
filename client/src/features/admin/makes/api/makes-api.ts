import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import { createForm, multipartBody } from '../../../../lib/api/create-form';
import type { components } from '../../../../lib/api/schema';

export type AdminMake = components['schemas']['AdminMakeDto'];
export type CreateMakeBody = components['schemas']['CreateMakeDto'];
export type UpdateMakeBody = components['schemas']['UpdateMakeDto'];

const makeKeys = {
  all: ['admin', 'makes'] as const,
  list: (query: Record<string, string | number>) => ['admin', 'makes', 'list', query] as const,
  one: (slug: string) => ['admin', 'makes', 'one', slug] as const,
};

export function useMakes(query: Record<string, string | number>) {
  return useQuery({
    queryKey: makeKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/makes', { params: { query: query as never }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useMake(slug: string) {
  return useQuery({
    queryKey: makeKeys.one(slug),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/makes/{slug}', { params: { path: { slug } }, signal })),
  });
}

function useMakeMutation<V, R>(call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: makeKeys.all }) });
}

/** A new make, with its image when one was chosen: one request, the make and the image saved together or not at all. */
export const useCreateMake = () =>
  useMakeMutation(({ body, image }: { body: CreateMakeBody; image?: File | null }) =>
    unwrap(api.POST('/api/admin/makes', image ? multipartBody(createForm(body, 'image', image)) : { body })),
  );

export const useUpdateMake = () =>
  useMakeMutation(({ slug, body }: { slug: string; body: UpdateMakeBody }) =>
    unwrap(api.PATCH('/api/admin/makes/{slug}', { params: { path: { slug } }, body })),
  );

export const useMakeStatus = () =>
  useMakeMutation(({ slug, active }: { slug: string; active: boolean }) =>
    unwrap(api.PATCH('/api/admin/makes/{slug}/status', { params: { path: { slug } }, body: { active } })),
  );

/** POST /api/admin/makes/:slug/image: the file as multipart/form-data in the field `image`. */
export const useUploadMakeImage = () =>
  useMakeMutation(({ slug, file }: { slug: string; file: File }) => {
    const form = new FormData();
    form.append('image', file);
    return unwrap(
      api.POST('/api/admin/makes/{slug}/image', {
        params: { path: { slug } },
        // The schema types the part as a string; the browser sends the FormData with its own boundary.
        body: form as never,
        bodySerializer: (body) => body as unknown as FormData,
      }),
    );
  });

/** Spec §5/§9: a make image is JPG, PNG or WEBP, at most 5 MB (the API checks the bytes too). */
export const MAKE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAKE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export function checkMakeImage(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!(MAKE_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAKE_IMAGE_MAX_BYTES) return 'size';
  return null;
}

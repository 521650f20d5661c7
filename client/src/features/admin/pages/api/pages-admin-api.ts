import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type AdminPage = components['schemas']['AdminPageDto'];
export type AdminPageTranslation = components['schemas']['AdminPageTranslationDto'];
export type PutPageTranslation = components['schemas']['PutPageTranslationDto'];

const keys = { all: ['admin', 'pages'] as const, page: (slug: string) => ['admin', 'pages', slug] as const };

export function useContentPages() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/pages', { signal })),
  });
}

export function useContentPage(slug: string) {
  return useQuery({
    queryKey: keys.page(slug),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/pages/{slug}', { params: { path: { slug: slug as never } }, signal })),
  });
}

export function useSaveTranslation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lang, body }: { lang: string; body: PutPageTranslation }) =>
      unwrap(
        api.PUT('/api/admin/pages/{slug}/translations/{lang}', { params: { path: { slug: slug as never, lang: lang as never } }, body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteTranslation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lang: string) =>
      unwrap(api.DELETE('/api/admin/pages/{slug}/translations/{lang}', { params: { path: { slug: slug as never, lang: lang as never } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

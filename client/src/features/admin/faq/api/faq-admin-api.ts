import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type FaqCategory = components['schemas']['AdminFaqCategoryDto'];
export type FaqItem = components['schemas']['AdminFaqItemDto'];
export type Translations = FaqItem['question'];

const ALL = ['admin', 'faq'] as const;

export function useFaqCategories() {
  return useQuery({ queryKey: [...ALL, 'categories'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/faq/categories', { signal })) });
}

export function useFaqItems(category: string | undefined) {
  return useQuery({
    queryKey: [...ALL, 'items', category ?? ''],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/faq/items', { params: { query: { category: category! } }, signal })),
    enabled: category !== undefined,
  });
}

function useFaqMutation<A, R>(call: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }) });
}

export const useSaveCategory = () =>
  useFaqMutation(({ key, isNew, name }: { key: string; isNew: boolean; name: Translations }) =>
    isNew
      ? unwrap(api.POST('/api/admin/faq/categories', { body: { key, name } }))
      : unwrap(api.PATCH('/api/admin/faq/categories/{key}', { params: { path: { key } }, body: { name } })),
  );

export const useDeleteCategory = () =>
  useFaqMutation((key: string) => unwrap(api.DELETE('/api/admin/faq/categories/{key}', { params: { path: { key } } })));

export const useReorderCategories = () =>
  useFaqMutation((keys: string[]) => unwrap(api.PUT('/api/admin/faq/categories/order', { body: { keys } })));

export const useReorderItems = () =>
  useFaqMutation(({ key, ids }: { key: string; ids: string[] }) =>
    unwrap(api.PUT('/api/admin/faq/categories/{key}/order', { params: { path: { key } }, body: { ids } })),
  );

export const useSaveItem = () =>
  useFaqMutation(({ id, body }: { id?: string; body: components['schemas']['CreateFaqItemDto'] }) =>
    id
      ? unwrap(api.PATCH('/api/admin/faq/items/{id}', { params: { path: { id } }, body }))
      : unwrap(api.POST('/api/admin/faq/items', { body })),
  );

export const useDeleteItem = () =>
  useFaqMutation((id: string) => unwrap(api.DELETE('/api/admin/faq/items/{id}', { params: { path: { id } } })));

/** `list` with the entry at `index` moved one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

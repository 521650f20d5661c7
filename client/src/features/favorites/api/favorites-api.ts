import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { useSession } from '../../../lib/session/use-session';

export type Favorite = components['schemas']['FavoriteDto'];
export type FavoriteList = components['schemas']['FavoriteListDto'];
export type FavoriteCheck = components['schemas']['FavoriteCheckDto'];

export const FAVORITES_PAGE_SIZE = 20;

/** Every favorites query starts with this key: a toggle refreshes the hearts and My Favorites at once. */
export const FAVORITES_KEY = ['favorites'] as const;
export const favoriteKeys = {
  check: (ref: string) => [...FAVORITES_KEY, 'check', ref] as const,
  list: (page: number) => [...FAVORITES_KEY, 'list', page] as const,
  lists: [...FAVORITES_KEY, 'list'] as const,
  refs: [...FAVORITES_KEY, 'refs'] as const,
};
export type FavoriteRefs = components['schemas']['FavoriteRefsDto'];

/** Whether this car is one of my favorites; asked only once the session check has said yes. */
export function useIsFavorite(ref: string) {
  const enabled = useSession().status === 'signedIn';
  return useQuery({
    queryKey: favoriteKeys.check(ref),
    queryFn: ({ signal }) => unwrap(api.GET('/api/favorites/check/{id}', { params: { path: { id: ref } }, signal })),
    enabled,
  });
}

/**
 * The stock ids of my favorites (GET /api/favorites/refs), for the catalogue's cards: one request for every card on
 * the page instead of one check per card, shared by all of them; asked only once signed in.
 */
export function useFavoriteRefs() {
  const enabled = useSession().status === 'signedIn';
  return useQuery({
    queryKey: favoriteKeys.refs,
    queryFn: ({ signal }) => unwrap(api.GET('/api/favorites/refs', { signal })),
    select: (data) => new Set(data.refs.map((ref) => ref.toUpperCase())),
    staleTime: 60_000,
    enabled,
  });
}

/** My favorites, newest first, a page at a time. */
export function useFavorites(page: number) {
  const enabled = useSession().status === 'signedIn';
  return useQuery({
    queryKey: favoriteKeys.list(page),
    queryFn: ({ signal }) => unwrap(api.GET('/api/favorites', { params: { query: { page, limit: FAVORITES_PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export interface ToggleFavorite {
  ref: string;
  /** The state wanted: true adds (POST), false removes (DELETE). */
  favorite: boolean;
}

/**
 * Adds or removes a favorite (spec: "Favorite toggle"). Optimistic: the heart turns at once and turns back when the
 * server refuses; a removal from My Favorites takes the car off the shown page at once, and puts it back likewise.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, favorite }: ToggleFavorite) => {
      const params = { params: { path: { id: ref } } };
      return unwrap(favorite ? api.POST('/api/favorites/{id}', params) : api.DELETE('/api/favorites/{id}', params));
    },
    onMutate: async ({ ref, favorite }) => {
      await queryClient.cancelQueries({ queryKey: FAVORITES_KEY });
      const check = queryClient.getQueryData<FavoriteCheck>(favoriteKeys.check(ref));
      const lists = queryClient.getQueriesData<FavoriteList>({ queryKey: favoriteKeys.lists });
      const refs = queryClient.getQueryData<FavoriteRefs>(favoriteKeys.refs);
      queryClient.setQueryData<FavoriteCheck>(favoriteKeys.check(ref), { isFavorite: favorite });
      if (refs) {
        const others = refs.refs.filter((r) => r.toUpperCase() !== ref.toUpperCase());
        queryClient.setQueryData<FavoriteRefs>(favoriteKeys.refs, { refs: favorite ? [ref, ...others] : others });
      }
      if (!favorite) {
        for (const [key, list] of lists) {
          if (!list) continue;
          const items = list.items.filter((item) => item.car.ref !== ref);
          queryClient.setQueryData<FavoriteList>(key, { ...list, items, total: list.total - (list.items.length - items.length) });
        }
      }
      return { check, lists, refs };
    },
    onError: (_error, { ref }, context) => {
      if (!context) return;
      if (context.check) queryClient.setQueryData(favoriteKeys.check(ref), context.check);
      else queryClient.removeQueries({ queryKey: favoriteKeys.check(ref), exact: true });
      for (const [key, list] of context.lists) queryClient.setQueryData(key, list);
      if (context.refs) queryClient.setQueryData(favoriteKeys.refs, context.refs);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}

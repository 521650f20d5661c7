import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { useSession } from '../../../lib/session/use-session';
import { FAVORITES_KEY, favoriteKeys } from './favorite-keys';
import { restoreFavorite, sendFavorite, showFavorite, type ToggleFavorite } from './toggle-favorite';

export { FAVORITES_KEY, favoriteKeys, useFavoriteRefs } from './favorite-keys';
export type { Favorite, FavoriteCheck, FavoriteList, FavoriteRefs } from './favorite-keys';
export type { ToggleFavorite } from './toggle-favorite';

export const FAVORITES_PAGE_SIZE = 20;

/** Whether this car is one of my favorites; asked only once the session check has said yes. */
export function useIsFavorite(ref: string) {
  const enabled = useSession().status === 'signedIn';
  return useQuery({
    queryKey: favoriteKeys.check(ref),
    queryFn: ({ signal }) => unwrap(api.GET('/api/favorites/check/{id}', { params: { path: { id: ref } }, signal })),
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

/**
 * Adds or removes a favorite (spec: "Favorite toggle"). Optimistic: the heart turns at once and turns back when the
 * server refuses; a removal from My Favorites takes the car off the shown page at once, and puts it back likewise.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFavorite,
    onMutate: (toggle: ToggleFavorite) => showFavorite(queryClient, toggle),
    onError: (_error, { ref }, snapshot) => {
      if (snapshot) restoreFavorite(queryClient, ref, snapshot);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}

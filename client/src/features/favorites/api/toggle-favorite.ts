import type { QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { FAVORITES_KEY, favoriteKeys, type FavoriteCheck, type FavoriteList, type FavoriteRefs } from './favorite-keys';

export interface ToggleFavorite {
  ref: string;
  /** The state wanted: true adds (POST), false removes (DELETE). */
  favorite: boolean;
}

/** What the optimistic change replaced, to put back when the server refuses. */
export interface FavoriteSnapshot {
  check: FavoriteCheck | undefined;
  lists: [readonly unknown[], FavoriteList | undefined][];
  refs: FavoriteRefs | undefined;
}

/** POST or DELETE /api/favorites/{id}. */
export function sendFavorite({ ref, favorite }: ToggleFavorite) {
  const params = { params: { path: { id: ref } } };
  return unwrap(favorite ? api.POST('/api/favorites/{id}', params) : api.DELETE('/api/favorites/{id}', params));
}

/**
 * The change shown at once: the car page's heart, the cards' refs, and a removal takes the car off My Favorites'
 * shown pages. Answers what it replaced.
 */
export async function showFavorite(queryClient: QueryClient, { ref, favorite }: ToggleFavorite): Promise<FavoriteSnapshot> {
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
}

/** Puts back what showFavorite replaced. */
export function restoreFavorite(queryClient: QueryClient, ref: string, snapshot: FavoriteSnapshot): void {
  if (snapshot.check) queryClient.setQueryData(favoriteKeys.check(ref), snapshot.check);
  else queryClient.removeQueries({ queryKey: favoriteKeys.check(ref), exact: true });
  for (const [key, list] of snapshot.lists) queryClient.setQueryData(key, list);
  if (snapshot.refs) queryClient.setQueryData(favoriteKeys.refs, snapshot.refs);
}

/** The whole toggle without a mutation hook (the catalogue's cards load it on first press): shown, sent, put back on refusal. */
export async function toggleFavorite(queryClient: QueryClient, toggle: ToggleFavorite): Promise<void> {
  const snapshot = await showFavorite(queryClient, toggle);
  try {
    await sendFavorite(toggle);
  } catch (error) {
    restoreFavorite(queryClient, toggle.ref, snapshot);
    throw error;
  } finally {
    void queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
  }
}

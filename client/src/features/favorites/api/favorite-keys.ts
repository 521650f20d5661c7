import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { useSession } from '../../../lib/session/use-session';

/*
 * The favorites' query keys and the catalogue cards' one query, apart from the rest of favorites-api.ts: the cards
 * are on the home page, whose JavaScript has a budget (scripts/bundle-budget.mjs), and load the toggle only when a
 * heart is pressed (toggle-favorite.ts).
 */
export type Favorite = components['schemas']['FavoriteDto'];
export type FavoriteList = components['schemas']['FavoriteListDto'];
export type FavoriteCheck = components['schemas']['FavoriteCheckDto'];
export type FavoriteRefs = components['schemas']['FavoriteRefsDto'];

/** Every favorites query starts with this key: a toggle refreshes the hearts and My Favorites at once. */
export const FAVORITES_KEY = ['favorites'] as const;
export const favoriteKeys = {
  check: (ref: string) => [...FAVORITES_KEY, 'check', ref] as const,
  list: (page: number) => [...FAVORITES_KEY, 'list', page] as const,
  lists: [...FAVORITES_KEY, 'list'] as const,
  refs: [...FAVORITES_KEY, 'refs'] as const,
};

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

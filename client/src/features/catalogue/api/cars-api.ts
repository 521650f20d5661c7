import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { facetsQuery, PAGE_SIZE, type SearchFilters } from '../search-params';
import { firstAnswerKey, useFirstAnswer } from '../../../lib/api/first-answer';
import { ANONYMOUS } from './viewer';

export type CarSummary = components['schemas']['CarSummaryDto'];
export type CarList = components['schemas']['CarListDto'];
export type CarDetail = components['schemas']['CarDetailDto'];
export type CarFacets = components['schemas']['CarFacetsDto'];
export type FacetValue = components['schemas']['FacetValueDto'];
export type PriceBand = components['schemas']['PriceBandDto'];
export type AuctionSheet = components['schemas']['AuctionSheetDto'];
export type CarImage = components['schemas']['CarImageDto'];

/** A page of results: the URL's page number to start, then the previous answer's cursor for "load more". */
type PageParam = { page: number } | { cursor: string };

/**
 * GET /api/cars for the search page: the first page is the URL's (`page`), each "load more" follows nextCursor (the
 * cursor reaches past the 10,000 results page numbers stop at). While new filters load, the previous cars stay on
 * screen (dimmed) instead of a blank list.
 */
export function useCarSearch(filters: SearchFilters, viewer: string) {
  const { page = 1, ...rest } = filters;
  const query = { ...rest, limit: PAGE_SIZE };
  const takeFirstAnswer = useFirstAnswer();
  return useInfiniteQuery({
    queryKey: ['cars', 'search', viewer, query, page],
    initialPageParam: { page } as PageParam,
    // An anonymous visitor's first search may already be in the page's HTML (lib/api/first-answer.ts).
    initialData: () => {
      if (viewer !== ANONYMOUS) return undefined;
      const answer = takeFirstAnswer<CarList>(firstAnswerKey('GET /api/cars', { ...query, page: page > 1 ? page : undefined }));
      return answer && { pages: [answer], pageParams: [{ page } as PageParam] };
    },
    queryFn: ({ pageParam, signal }) => unwrap(api.GET('/api/cars', { params: { query: { ...query, ...pageParam } }, signal })),
    getNextPageParam: (last): PageParam | undefined => (last.nextCursor ? { cursor: last.nextCursor } : undefined),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/cars/facets: the sidebar's counts for the current filters. */
export function useCarFacets(filters: SearchFilters, viewer: string) {
  const query = facetsQuery(filters);
  return useQuery({
    queryKey: ['cars', 'facets', viewer, query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/cars/facets', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/cars/detail/ref/{ref}: one car, with its gallery, features and auction sheet. */
export function useCar(ref: string, viewer: string) {
  const takeFirstAnswer = useFirstAnswer();
  return useQuery({
    queryKey: ['car', ref, viewer],
    queryFn: ({ signal }) => unwrap(api.GET('/api/cars/detail/ref/{ref}', { params: { path: { ref } }, signal })),
    // An anonymous visitor's car may already be in the page's HTML: shown at once, and fetched all the same (as
    // stale), since that call is what counts the visitor's view.
    initialData: () => (viewer === ANONYMOUS ? takeFirstAnswer<CarDetail>(firstAnswerKey(`GET /api/cars/detail/ref/${ref}`)) : undefined),
    initialDataUpdatedAt: 0,
  });
}

import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { LOT_PAGE_SIZE, toLotQuery, type LotFilters } from '../lot-search-params';

export type LotSummary = components['schemas']['AuctionLotSummaryDto'];
export type LotDetail = components['schemas']['AuctionLotDetailDto'];
export type LotList = components['schemas']['AuctionLotListDto'];
export type AuctionCalendar = components['schemas']['AuctionCalendarDto'];
export type AuctionDay = components['schemas']['AuctionDayDto'];

/**
 * GET /api/auctions/lots: the first page, then "load more" on nextCursor. `viewer` is the viewer key (start prices
 * come with a session only), so a sign-in never reuses an anonymous answer.
 */
export function useLotSearch(filters: LotFilters, viewer: string) {
  const query = { ...toLotQuery(filters), limit: LOT_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: ['auctions', 'lots', viewer, query],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      unwrap(api.GET('/api/auctions/lots', { params: { query: { ...query, ...(pageParam ? { cursor: pageParam } : {}) } }, signal })),
    getNextPageParam: (last: LotList) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/auctions/lots/{id}: one lot, past or upcoming. */
export function useLot(id: string, viewer: string) {
  return useQuery({
    queryKey: ['auctions', 'lot', id, viewer],
    queryFn: ({ signal }) => unwrap(api.GET('/api/auctions/lots/{id}', { params: { path: { id } }, signal })),
  });
}

/** GET /api/auctions/calendar: the next two weeks' auction days. */
export function useAuctionCalendar() {
  return useQuery({
    queryKey: ['auctions', 'calendar'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/auctions/calendar', { params: { query: { days: 14 } }, signal })),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/auctions/lots/closing-soon: the lots whose bid cut-off comes next. */
export function useClosingSoon(viewer: string, limit = 6) {
  return useQuery({
    queryKey: ['auctions', 'closing-soon', viewer, limit],
    queryFn: ({ signal }) => unwrap(api.GET('/api/auctions/lots/closing-soon', { params: { query: { limit } }, signal })),
    refetchInterval: 60_000,
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

type S = components['schemas'];
export type FeedSource = S['FeedSourceDto'];
export type FeedSourceBody = S['CreateFeedSourceDto'];
export type FeedImport = S['ImportDto'];
export type FeedImportDetail = S['ImportDetailDto'];
export type BidSheet = S['BidSheetDto'];
export type BidSheetRow = S['BidSheetRowDto'];
export type AdminBid = S['AdminBidRequestDto'];
export type ResultBody = S['RecordLotResultDto'];
export type AdminLot = S['AdminAuctionLotDto'];
export type AdminLotBid = S['AdminLotBidDto'];
export type AdminLotSummary = S['AdminAuctionLotSummaryDto'];
export type LotPhase = AdminLot['lot']['phase'];
export type AuctionAccount = S['AdminAuctionAccountDto'];
export type AuctionAccountSummary = S['AdminAuctionAccountSummaryDto'];
export type DepositBody = S['RecordDepositDto'];
export type RefundBody = S['RecordRefundDto'];
export type LedgerEntry = S['LedgerEntryDto'];
export type WonCarOrderDraft = S['WonCarOrderDraftDto'];
export type WonCarOrderBody = S['WonCarOrderDto'];

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const FEED_FORMATS = ['csv', 'json'] as const;
export const FEED_DELIMITERS = [',', ';', '\t', '|'] as const;

export type FeedField = NonNullable<S['RowReasonDto']['field']>;
/** Our fields a feed maps, `true` where every source must map it (the type keeps it in step with the API's list). */
const MAPPED: Record<FeedField, boolean> = {
  ...{ auctionHouse: true, auctionDate: true, lotNumber: true, make: true, model: true, year: true },
  ...{ startTime: false, chassisCode: false, chassisNumber: false, mileageKm: false, grade: false, colour: false },
  ...{ transmission: false, engineCc: false, equipment: false, sheetImageUrl: false, sheetOverallGrade: false },
  ...{ sheetInteriorGrade: false, sheetExteriorGrade: false, sheetNotes: false, sheetDamages: false, startPriceJpy: false },
  ...{ result: false, resultPriceJpy: false },
};
export const FEED_FIELDS = Object.keys(MAPPED) as FeedField[];
export const REQUIRED_FEED_FIELDS = FEED_FIELDS.filter((f) => MAPPED[f]);

type Query = Record<string, string | number>;

/** A list's URL query for these APIs, which have one order each and take no `sort`. */
export const unsorted = ({ sort: _sort, ...query }: Query): Query => query;
const KEY = ['admin', 'auctions'] as const;

/** A list query of the API (filters typed by the server; the URL's are strings). */
const list = <T>(path: string, query: Query, signal: AbortSignal) =>
  unwrap(
    (api.GET as unknown as (p: string, i: object) => Promise<{ data?: T; error?: unknown; response: Response }>)(path, {
      params: { query },
      signal,
    }),
  );

/* ---------------------------------------------------------------- feed sources */

export function useFeedSources(query: Query) {
  return useQuery({
    queryKey: [...KEY, 'sources', query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/auctions/feed-sources', { params: { query: query as never }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useFeedSource(id: string | undefined) {
  return useQuery({
    queryKey: [...KEY, 'source', id],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/auctions/feed-sources/{id}', { params: { path: { id: id! } }, signal })),
    enabled: Boolean(id),
  });
}

function useAuctionsMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useSaveFeedSource = () =>
  useAuctionsMutation(({ id, body }: { id?: string; body: FeedSourceBody }) =>
    id
      ? unwrap(api.PATCH('/api/admin/auctions/feed-sources/{id}', { params: { path: { id } }, body }))
      : unwrap(api.POST('/api/admin/auctions/feed-sources', { body })),
  );

export const useDeleteFeedSource = () =>
  useAuctionsMutation((id: string) => unwrap(api.DELETE('/api/admin/auctions/feed-sources/{id}', { params: { path: { id } } })));

export const useUploadFeed = () =>
  useAuctionsMutation(({ id, file }: { id: string; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return unwrap(
      api.POST('/api/admin/auctions/feed-sources/{id}/upload', {
        params: { path: { id } },
        // The schema types the part as a string; the browser sends the FormData with its own boundary.
        body: form as never,
        bodySerializer: (body) => body as unknown as FormData,
      }),
    );
  });

export const useFetchFeed = () =>
  useAuctionsMutation((id: string) => unwrap(api.POST('/api/admin/auctions/feed-sources/{id}/fetch', { params: { path: { id } } })));

/* ---------------------------------------------------------------- imports */

/** While an import is not finished (the server's import machine says), its screen asks again every 2 seconds. */
export const RUNNING_REFRESH_MS = 2000;
export const isRunning = (i: Pick<FeedImport, 'finished'>) => !i.finished;

export function useImports(query: Query) {
  return useQuery({
    queryKey: [...KEY, 'imports', query],
    queryFn: ({ signal }) => list<S['ImportListDto']>('/api/admin/auctions/imports', query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some(isRunning) ? RUNNING_REFRESH_MS : false),
  });
}

export function useImport(id: string) {
  return useQuery({
    queryKey: [...KEY, 'import', id],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/auctions/imports/{id}', { params: { path: { id } }, signal })),
    refetchInterval: (q) => (q.state.data && isRunning(q.state.data) ? RUNNING_REFRESH_MS : false),
  });
}

/* ---------------------------------------------------------------- bid sheet and results */

export function useBidSheet(query: { date: string; auctionHouse?: string }) {
  return useQuery({
    queryKey: [...KEY, 'bid-sheet', query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/auctions/bid-sheet', { params: { query }, signal })),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(query.date),
    placeholderData: keepPreviousData,
  });
}

/** The auction houses with lots on a day in Japan (the public calendar's lots, read as staff), for the sheet's picker. */
export function useAuctionHouses(date: string) {
  return useQuery({
    queryKey: [...KEY, 'houses', date],
    queryFn: async ({ signal }) => {
      const page = await list<{ items: { auctionHouse: string }[] }>('/api/auctions/lots', { auctionDate: date, limit: 100 }, signal);
      return [...new Set(page.items.map((l) => l.auctionHouse))].sort();
    },
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
}

/** A day's lots with bid requests (GET /api/admin/auctions/lots), with their phase and result. */
export function useAdminLots(query: { date: string; auctionHouse?: string }) {
  return useQuery({
    queryKey: [...KEY, 'lots', query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/auctions/lots', { params: { query: { ...query, limit: 100 } }, signal })),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(query.date),
    placeholderData: keepPreviousData,
  });
}

/** One lot as the result screen shows it: what the lot machine allows now, the eligible winner, its bids, its result. */
export function useAdminLot(lotId: string) {
  return useQuery({
    queryKey: [...KEY, 'lot', lotId],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/auctions/lots/{lotId}', { params: { path: { lotId } }, signal })),
  });
}

/** Records the lot's result (one for all its bid requests); the answer is the lot as it now stands. */
export const useRecordLotResult = (lotId: string) =>
  useAuctionsMutation((body: ResultBody) =>
    unwrap(api.POST('/api/admin/auctions/lots/{lotId}/result', { params: { path: { lotId } }, body })),
  );

/** Undoes the lot's recorded result, with the reason the audit log keeps. */
export const useUndoLotResult = (lotId: string) =>
  useAuctionsMutation((reason: string) =>
    unwrap(api.POST('/api/admin/auctions/lots/{lotId}/result/undo', { params: { path: { lotId } }, body: { reason } })),
  );

export const useSettleBid = () =>
  useAuctionsMutation((id: string) => unwrap(api.POST('/api/admin/auctions/bids/{id}/settle', { params: { path: { id } } })));

/* ---------------------------------------------------------------- a won car's order */

export function useWonCarOrderDraft(bidId: string) {
  return useQuery({
    queryKey: [...KEY, 'won-car-order', bidId],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/auctions/bids/{id}/order-draft', { params: { path: { id: bidId } }, signal })),
  });
}

/** The won car enters stock with its order; the orders' and cars' lists refresh too. */
export function useCreateWonCarOrder(bidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WonCarOrderBody) =>
      unwrap(api.POST('/api/admin/auctions/bids/{id}/order', { params: { path: { id: bidId } }, body })),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: KEY }),
        client.invalidateQueries({ queryKey: ['admin', 'orders'] }),
        client.invalidateQueries({ queryKey: ['admin', 'cars'] }),
      ]),
  });
}

/* ---------------------------------------------------------------- accounts, deposits, refunds */

export function useAuctionAccounts(query: Query) {
  return useQuery({
    queryKey: [...KEY, 'accounts', query],
    queryFn: ({ signal }) => list<S['AdminAuctionAccountListDto']>('/api/admin/auctions/accounts', query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAuctionAccount(customerId: string, query: Query) {
  return useQuery({
    queryKey: [...KEY, 'account', customerId, query],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/admin/auctions/accounts/{customerId}', { params: { path: { customerId }, query: query as never }, signal })),
    placeholderData: keepPreviousData,
  });
}

export const useRecordDeposit = () =>
  useAuctionsMutation((body: DepositBody) => unwrap(api.POST('/api/admin/auctions/deposits', { body })));

export const useRecordRefund = () => useAuctionsMutation((body: RefundBody) => unwrap(api.POST('/api/admin/auctions/refunds', { body })));

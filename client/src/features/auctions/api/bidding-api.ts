import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { useSession } from '../../../lib/session/use-session';

export type AuctionAccount = components['schemas']['AuctionAccountDto'];
export type LedgerEntry = components['schemas']['LedgerEntryDto'];
export type Bid = components['schemas']['BidRequestDto'];
export type BidStatus = Bid['status'];
export type BidList = components['schemas']['BidListDto'];

export const BID_STATUSES: readonly BidStatus[] = ['open', 'won', 'lost', 'not_sold', 'withdrawn'];
export const BIDS_PAGE_SIZE = 10;
export const LEDGER_PAGE_SIZE = 10;
/** Every bidding answer lives under this key: a bid, a change or a withdrawal asks them all again. */
export const BIDDING_KEY = ['auctions', 'bidding'] as const;

/** GET /api/auctions/account: deposit, held, owed, bidding power and a page of the ledger. */
export function useAuctionAccount(ledgerPage = 1) {
  const enabled = useSession().status === 'signedIn';
  return useQuery({
    queryKey: [...BIDDING_KEY, 'account', ledgerPage],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/auctions/account', { params: { query: { page: ledgerPage, limit: LEDGER_PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/auctions/bids: my bid requests, newest first, optionally of one status. */
export function useMyBids(status: BidStatus | null, page: number) {
  const enabled = useSession().status === 'signedIn';
  return useQuery({
    queryKey: [...BIDDING_KEY, 'bids', status, page],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/auctions/bids', {
          params: { query: { page, limit: BIDS_PAGE_SIZE, ...(status ? { status } : {}) } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** My open bid request on one lot, if any (one open request per lot): found among my open ones. */
export function useOpenBidOn(lotId: string) {
  const enabled = useSession().status === 'signedIn';
  return useQuery({
    queryKey: [...BIDDING_KEY, 'bids', 'open-on', lotId],
    queryFn: async ({ signal }) => {
      const list = await unwrap(api.GET('/api/auctions/bids', { params: { query: { status: 'open', limit: 100 } }, signal }));
      return list.items.find((bid) => bid.lot.id === lotId) ?? null;
    },
    enabled,
  });
}

/** My bid requests on one lot, newest first (GET /api/auctions/bids?lotId=): what its result page tells me. */
export function useMyBidsOnLot(lotId: string) {
  const enabled = useSession().status === 'signedIn';
  return useQuery({
    queryKey: [...BIDDING_KEY, 'bids', 'on', lotId],
    queryFn: ({ signal }) => unwrap(api.GET('/api/auctions/bids', { params: { query: { lotId, limit: 10 } }, signal })),
    enabled,
  });
}

function useInvalidateBidding() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: BIDDING_KEY });
}

export interface BidBody {
  maxBidJpy: string;
  note: string | null;
}

/** POST /api/auctions/lots/{lotId}/bids. */
export function usePlaceBid(lotId: string) {
  const invalidate = useInvalidateBidding();
  return useMutation({
    mutationFn: (body: BidBody) => unwrap(api.POST('/api/auctions/lots/{lotId}/bids', { params: { path: { lotId } }, body })),
    onSuccess: invalidate,
  });
}

/** PATCH /api/auctions/bids/{id}: a new maximum and/or note. */
export function useChangeBid() {
  const invalidate = useInvalidateBidding();
  return useMutation({
    mutationFn: ({ id, ...body }: BidBody & { id: string }) =>
      unwrap(api.PATCH('/api/auctions/bids/{id}', { params: { path: { id } }, body })),
    onSuccess: invalidate,
  });
}

/** DELETE /api/auctions/bids/{id}: the hold is released at once. */
export function useWithdrawBid() {
  const invalidate = useInvalidateBidding();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/auctions/bids/{id}', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}

/** POST /api/auctions/account/refund-request. */
export function useRequestRefund() {
  const invalidate = useInvalidateBidding();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/auctions/account/refund-request')),
    onSuccess: invalidate,
  });
}

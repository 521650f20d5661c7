import { type AppError, conflict, invalidField } from '../../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { domainEvent, lotFactsOf, type NewDomainEvent } from '../../../events/domain-event-types.js';
import type { AuctionLot, AuctionResult } from '../lots/auction-lot.entity.js';
import type { AuctionBidRequest } from './auction-bid-request.entity.js';
import type { BidStatus } from './ledger-rules.js';

/**
 * What staff may record as a lot's result (issue 24), free of I/O. A lot has one result for all its bid requests:
 *
 * - `won`: our highest eligible bid won it — the open bid with the highest maximum at or above the lot's start price
 *   (ties: the earliest) — at a hammer price from the start price up to that bid's maximum. The other bids lost.
 * - `lost`: it sold to another buyer; every open bid lost. A hammer price, when known, is at least the start price and
 *   at least our highest eligible maximum (a lower one would have been ours).
 * - `not_sold`: it did not sell; every open bid ends as not sold.
 */
export const LOT_OUTCOMES = ['won', 'lost', 'not_sold'] as const;
export type LotOutcome = (typeof LOT_OUTCOMES)[number];

/** A bid request as the result rules read it. */
export interface ResultBid {
  publicId: string;
  status: BidStatus;
  maxBidJpy: bigint;
  createdAt: Date;
  /** The row id, the last tie-breaker (two bids in the same microsecond). */
  id: bigint;
}

/** The lowest bid the lot takes: its start price, or 1 yen when the feed gave none. */
export const minimumBid = (startPriceJpy: bigint | null): bigint => (startPriceJpy !== null && startPriceJpy > 0n ? startPriceJpy : 1n);

/** Open bids at or above the start price, the strongest first: highest maximum, then the earliest, then the first row. */
export function eligibleBids<B extends ResultBid>(bids: readonly B[], startPriceJpy: bigint | null): B[] {
  const min = minimumBid(startPriceJpy);
  return bids
    .filter((b) => b.status === 'open' && b.maxBidJpy >= min)
    .sort((a, b) =>
      a.maxBidJpy !== b.maxBidJpy
        ? a.maxBidJpy > b.maxBidJpy
          ? -1
          : 1
        : a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

/** The bid a `won` result goes to, or null when no open bid reaches the start price. */
export const eligibleWinner = <B extends ResultBid>(bids: readonly B[], startPriceJpy: bigint | null): B | null =>
  eligibleBids(bids, startPriceJpy)[0] ?? null;

/** The hammer prices a `won` result may carry for this winner: the start price up to the winner's maximum. */
export const hammerBounds = (startPriceJpy: bigint | null, winner: Pick<ResultBid, 'maxBidJpy'>): { min: bigint; max: bigint } => ({
  min: minimumBid(startPriceJpy),
  max: winner.maxBidJpy,
});

/** A result as staff send it (the API's body, yen already whole numbers). */
export interface ResultInput {
  outcome: LotOutcome;
  bidId?: string | null;
  hammerPriceJpy?: bigint | null;
  feesJpy?: bigint | null;
}

/** The result to write: which bid won (if any), at what price and fees. */
export interface CheckedResult {
  outcome: LotOutcome;
  winner: string | null;
  hammerPriceJpy: bigint | null;
  feesJpy: bigint;
}

/**
 * Checks a result against the lot's start price and its bids: a 400 naming the field for a price out of bounds or a
 * field the outcome does not take, a 409 when `won` names any bid but the eligible winner (or there is none).
 */
export function checkResult(input: ResultInput, startPriceJpy: bigint | null, bids: readonly ResultBid[]): CheckedResult | AppError {
  const hammer = input.hammerPriceJpy ?? null;
  const fees = input.feesJpy ?? null;
  const min = minimumBid(startPriceJpy);
  if (input.outcome !== 'won') {
    if (input.bidId) return invalidField('bidId', Msg.LOT_RESULT_WINNER_NOT_ALLOWED);
    if (fees !== null) return invalidField('feesJpy', Msg.LOT_FEES_WON_ONLY);
    if (input.outcome === 'not_sold') {
      if (hammer !== null) return invalidField('hammerPriceJpy', Msg.LOT_NOT_SOLD_NO_PRICE);
      return { outcome: 'not_sold', winner: null, hammerPriceJpy: null, feesJpy: 0n };
    }
    const best = eligibleWinner(bids, startPriceJpy);
    const floor = best ? best.maxBidJpy : min;
    if (hammer !== null && hammer < floor) return invalidField('hammerPriceJpy', Msg.LOT_LOST_HAMMER_TOO_LOW, { min: floor.toString() });
    return { outcome: 'lost', winner: null, hammerPriceJpy: hammer, feesJpy: 0n };
  }
  if (!input.bidId) return invalidField('bidId', Msg.LOT_RESULT_WINNER_REQUIRED);
  const winner = eligibleWinner(bids, startPriceJpy);
  if (!winner) return conflict(Msg.LOT_NO_ELIGIBLE_BID, { startPrice: min.toString() });
  if (winner.publicId !== input.bidId) {
    return conflict(Msg.LOT_WINNER_NOT_ELIGIBLE, { winnerId: winner.publicId, maxBid: winner.maxBidJpy.toString() });
  }
  if (hammer === null) return invalidField('hammerPriceJpy', Msg.BID_RESULT_PRICE_REQUIRED);
  const bounds = hammerBounds(startPriceJpy, winner);
  if (hammer < bounds.min || hammer > bounds.max) {
    return invalidField('hammerPriceJpy', Msg.LOT_HAMMER_OUT_OF_RANGE, { min: bounds.min.toString(), max: bounds.max.toString() });
  }
  return { outcome: 'won', winner: winner.publicId, hammerPriceJpy: hammer, feesJpy: fees ?? 0n };
}

/** The status each open bid ends in under an outcome: the winner won, the others lost (or not sold). */
export const closingStatusOf = (outcome: LotOutcome, bidId: string, winner: string | null): 'won' | 'lost' | 'not_sold' =>
  outcome === 'not_sold' ? 'not_sold' : outcome === 'won' && bidId === winner ? 'won' : 'lost';

/** The lot's stored result after an outcome: sold (to us or to another buyer) or unsold. */
export const lotResultOf = (outcome: LotOutcome): 'sold' | 'unsold' => (outcome === 'not_sold' ? 'unsold' : 'sold');

/** The recorded outcome of a lot: won when one of its bids won, lost when it sold to another buyer, not sold. */
export function outcomeOf(lot: { result: AuctionResult }, hasWinner: boolean): LotOutcome | null {
  if (lot.result === 'unsold') return 'not_sold';
  if (lot.result === 'sold') return hasWinner ? 'won' : 'lost';
  return null;
}

/** The domain event of a bid request's result recorded (or undone: `open`) by staff. */
export function bidResultChanged(
  bid: Pick<AuctionBidRequest, 'publicId' | 'userId' | 'maxBidJpy'>,
  lot: Pick<AuctionLot, 'publicId' | 'auctionHouse' | 'auctionDate' | 'lotNumber' | 'make' | 'model' | 'year'>,
  result: { status: string; hammerPriceJpy: string | null; feesJpy: string | null },
  at: Date,
): NewDomainEvent {
  return domainEvent(
    'auction.bid_result_changed',
    {
      bidId: bid.publicId,
      userId: bid.userId,
      result: result.status,
      maxBidJpy: bid.maxBidJpy,
      hammerPriceJpy: result.hammerPriceJpy,
      feesJpy: result.feesJpy,
      lot: lotFactsOf(lot),
    },
    at,
  );
}

import { describe, expect, it } from '@jest/globals';
import type { AppError } from '../../../common/errors/app-error.js';
import { checkResult, closingStatusOf, eligibleBids, eligibleWinner, hammerBounds, lotResultOf, type ResultBid } from './result-rules.js';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 5, 0, minute));
const bid = (
  publicId: string,
  maxBidJpy: bigint,
  minute: number,
  status: ResultBid['status'] = 'open',
  id = BigInt(minute),
): ResultBid => ({
  publicId,
  status,
  maxBidJpy,
  createdAt: at(minute),
  id,
});
const refused = (value: unknown) => value as AppError;
const body = (e: AppError) => ({ details: e.details });

describe('the result rules of a lot (issue 24)', () => {
  const low = bid('low', 900_000n, 1);
  const high = bid('high', 1_000_000n, 2);
  const tooLow = bid('below-start', 1_000n, 0);
  const withdrawn = bid('withdrawn', 5_000_000n, 0, 'withdrawn');

  it('offers only open bids at or above the start price, the highest maximum first, ties to the earliest', () => {
    const tieLater = bid('tie-later', 1_000_000n, 3);
    expect(eligibleBids([low, tieLater, tooLow, withdrawn, high], 820_000n).map((b) => b.publicId)).toEqual(['high', 'tie-later', 'low']);
    expect(eligibleWinner([low, tooLow], 950_000n)).toBeNull();
    // Same maximum and the same moment: the first row.
    expect(eligibleWinner([bid('b', 1n, 5, 'open', 9n), bid('a', 1n, 5, 'open', 8n)], null)?.publicId).toBe('a');
  });

  it('bounds the hammer price by the start price and the winner’s maximum', () => {
    expect(hammerBounds(820_000n, high)).toEqual({ min: 820_000n, max: 1_000_000n });
    expect(hammerBounds(null, high)).toEqual({ min: 1n, max: 1_000_000n });
  });

  it('refuses won for the lower of two bids, naming the eligible winner (409)', () => {
    const e = refused(checkResult({ outcome: 'won', bidId: 'low', hammerPriceJpy: 850_000n }, 820_000n, [low, high]));
    expect([e.getStatus(), e.code, e.params]).toEqual([409, 'LOT_WINNER_NOT_ELIGIBLE', { winnerId: 'high', maxBid: '1000000' }]);
  });

  it('refuses a hammer price below the start price or above the maximum (400 on hammerPriceJpy)', () => {
    for (const hammer of [819_999n, 1_000_001n]) {
      const e = refused(checkResult({ outcome: 'won', bidId: 'high', hammerPriceJpy: hammer }, 820_000n, [low, high]));
      expect([e.getStatus(), e.code, body(e).details?.[0]?.field]).toEqual([400, 'LOT_HAMMER_OUT_OF_RANGE', 'hammerPriceJpy']);
    }
    expect(checkResult({ outcome: 'won', bidId: 'high', hammerPriceJpy: 820_000n, feesJpy: 33_000n }, 820_000n, [low, high])).toEqual({
      outcome: 'won',
      winner: 'high',
      hammerPriceJpy: 820_000n,
      feesJpy: 33_000n,
    });
  });

  it('refuses won when no bid reaches the start price, and asks for the winner and the price', () => {
    expect(refused(checkResult({ outcome: 'won', bidId: 'below-start', hammerPriceJpy: 1_000n }, 820_000n, [tooLow])).code).toBe(
      'LOT_NO_ELIGIBLE_BID',
    );
    expect(refused(checkResult({ outcome: 'won', hammerPriceJpy: 900_000n }, 820_000n, [high])).code).toBe('LOT_RESULT_WINNER_REQUIRED');
    expect(refused(checkResult({ outcome: 'won', bidId: 'high' }, 820_000n, [high])).code).toBe('BID_RESULT_PRICE_REQUIRED');
  });

  it('takes lost at a price from our highest maximum up, and not sold without any price', () => {
    expect(refused(checkResult({ outcome: 'lost', hammerPriceJpy: 999_999n }, 820_000n, [low, high])).code).toBe('LOT_LOST_HAMMER_TOO_LOW');
    expect(checkResult({ outcome: 'lost', hammerPriceJpy: 1_200_000n }, 820_000n, [low, high])).toMatchObject({
      outcome: 'lost',
      winner: null,
    });
    expect(checkResult({ outcome: 'lost' }, 820_000n, [])).toMatchObject({ outcome: 'lost', hammerPriceJpy: null });
    expect(refused(checkResult({ outcome: 'lost', bidId: 'high' }, 820_000n, [high])).code).toBe('LOT_RESULT_WINNER_NOT_ALLOWED');
    expect(refused(checkResult({ outcome: 'lost', feesJpy: 1n }, 820_000n, [high])).code).toBe('LOT_FEES_WON_ONLY');
    expect(refused(checkResult({ outcome: 'not_sold', hammerPriceJpy: 900_000n }, 820_000n, [high])).code).toBe('LOT_NOT_SOLD_NO_PRICE');
    expect(checkResult({ outcome: 'not_sold' }, 820_000n, [high])).toMatchObject({ outcome: 'not_sold' });
  });

  it('closes every open bid: the winner won, the others lost; not sold closes all as not sold', () => {
    expect(['high', 'low'].map((id) => closingStatusOf('won', id, 'high'))).toEqual(['won', 'lost']);
    expect(['high', 'low'].map((id) => closingStatusOf('lost', id, null))).toEqual(['lost', 'lost']);
    expect(['high', 'low'].map((id) => closingStatusOf('not_sold', id, null))).toEqual(['not_sold', 'not_sold']);
    expect(LOT_OUTCOMES_STORED).toEqual(['sold', 'sold', 'unsold']);
  });
});

const LOT_OUTCOMES_STORED = (['won', 'lost', 'not_sold'] as const).map(lotResultOf);

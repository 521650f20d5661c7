import { describe, expect, it } from '@jest/globals';
import {
  biddingPower,
  cutoffOf,
  formatYen,
  holdMove,
  japanTime,
  ledgerTotals,
  mayRequestRefund,
  refundable,
  wonAmount,
  wonCarPriceUsd,
} from './ledger-rules.js';

describe('the auction ledger', () => {
  it.each([
    {
      rule: 'adds up to the account: deposits less refunds, holds less releases, won less settled',
      entries: [
        { kind: 'deposit', amountJpy: '500000' },
        { kind: 'deposit', amountJpy: '250000' },
        { kind: 'refund', amountJpy: '100000' },
        { kind: 'hold', amountJpy: '1200000' },
        { kind: 'hold', amountJpy: '800000' },
        { kind: 'release', amountJpy: '800000' },
        // A won bid: its hold released, the hammer price and fees owed.
        { kind: 'release', amountJpy: '1200000' },
        { kind: 'won', amountJpy: '1130000' },
        { kind: 'settled', amountJpy: '30000' },
      ],
      sums: { deposit: 650000n, held: 0n, owed: 1100000n },
    },
    {
      rule: 'takes back what a won bid owed when its result is undone, and holds its maximum again (issue 24)',
      entries: [
        { kind: 'deposit', amountJpy: '200000' },
        { kind: 'hold', amountJpy: '1000000' },
        { kind: 'release', amountJpy: '1000000' },
        { kind: 'won', amountJpy: '933000' },
        { kind: 'won_undone', amountJpy: '933000' },
        { kind: 'hold', amountJpy: '1000000' },
      ],
      sums: { deposit: 200000n, held: 1000000n, owed: 0n },
    },
    {
      rule: 'owes a settled won car again when the payment that settled it is voided (issue 24)',
      entries: [
        { kind: 'won', amountJpy: '900000' },
        { kind: 'settled', amountJpy: '900000' },
        { kind: 'unsettled', amountJpy: '900000' },
      ],
      sums: { deposit: 0n, held: 0n, owed: 900000n },
    },
  ] as const)('$rule', ({ entries, sums }) => {
    expect(ledgerTotals(entries)).toEqual(sums);
  });

  it('is empty for no entries, and exact beyond 2^53 yen', () => {
    expect(ledgerTotals([])).toEqual({ deposit: 0n, held: 0n, owed: 0n });
    const big = '999999999999';
    const sums = ledgerTotals(Array.from({ length: 10_000 }, () => ({ kind: 'deposit' as const, amountJpy: big })));
    expect(sums.deposit).toBe(9999999999990000n);
    expect(sums.deposit > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
  });
});

describe('bidding power', () => {
  it('is the multiple of the deposit less what is held and owed', () => {
    expect(biddingPower(100000n, 10, 0n, 0n)).toBe(1000000n);
    expect(biddingPower(100000n, 10, 400000n, 0n)).toBe(600000n);
    expect(biddingPower(100000n, 10, 400000n, 600000n)).toBe(0n);
    expect(biddingPower(100000n, 5, 1n, 0n)).toBe(499999n);
  });

  it('never goes below zero (a won car with fees above the power)', () => {
    expect(biddingPower(100000n, 10, 0n, 1200000n)).toBe(0n);
    expect(biddingPower(0n, 10, 0n, 0n)).toBe(0n);
  });
});

describe('refunds', () => {
  it('give back only what backs nothing, yen for yen', () => {
    expect(refundable({ deposit: 100000n, held: 0n, owed: 0n })).toBe(100000n);
    expect(refundable({ deposit: 100000n, held: 30000n, owed: 20000n })).toBe(50000n);
    expect(refundable({ deposit: 100000n, held: 900000n, owed: 0n })).toBe(0n);
  });

  it('leave the power of what remains covering what is held and owed', () => {
    const sums = { deposit: 100000n, held: 30000n, owed: 20000n };
    const after = sums.deposit - refundable(sums);
    expect(after * 10n >= sums.held + sums.owed).toBe(true);
  });

  it('may be asked for only with a deposit and nothing open or owed', () => {
    expect(mayRequestRefund({ deposit: 1n, held: 0n, owed: 0n })).toBe(true);
    expect(mayRequestRefund({ deposit: 0n, held: 0n, owed: 0n })).toBe(false);
    expect(mayRequestRefund({ deposit: 100n, held: 1n, owed: 0n })).toBe(false);
    expect(mayRequestRefund({ deposit: 100n, held: 0n, owed: 1n })).toBe(false);
  });
});

describe('holds', () => {
  it('move by the difference, as one hold or one release', () => {
    expect(holdMove(0n, 500000n)).toEqual({ kind: 'hold', amount: 500000n });
    expect(holdMove(500000n, 700000n)).toEqual({ kind: 'hold', amount: 200000n });
    expect(holdMove(700000n, 650000n)).toEqual({ kind: 'release', amount: 50000n });
    expect(holdMove(650000n, 0n)).toEqual({ kind: 'release', amount: 650000n });
    expect(holdMove(650000n, 650000n)).toBeNull();
  });

  it('turn into the hammer price and fees when won', () => {
    expect(wonAmount(1100000n, 33000n)).toBe(1133000n);
  });
});

describe('the cut-off', () => {
  it('is the configured minutes before the lot comes up, to the millisecond', () => {
    expect(cutoffOf(new Date('2026-03-05T01:00:00Z'), 60).toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(cutoffOf(new Date('2026-03-05T01:00:00.250Z'), 0).toISOString()).toBe('2026-03-05T01:00:00.250Z');
  });

  it('reads in Japan time across midnight', () => {
    expect(japanTime(new Date('2026-03-04T15:30:00Z'))).toBe('2026-03-05T00:30:00+09:00');
  });
});

describe('yen in emails', () => {
  it('groups thousands', () => {
    expect(formatYen('1250000')).toBe('1,250,000 JPY');
    expect(formatYen(999n)).toBe('999 JPY');
    expect(formatYen('0')).toBe('0 JPY');
  });
});

describe('a won car’s suggested price', () => {
  it('converts what it cost at the day’s rate, rounded up to the whole dollar', () => {
    // 1,233,000 yen at 154.25 yen to the dollar is 7,993.52…: 7,994 dollars.
    expect(wonCarPriceUsd(1_233_000n, '154.25')).toBe('7994.00');
    expect(wonCarPriceUsd(1_500_000n, '150')).toBe('10000.00');
  });

  it('stays exact where a float would not: a trillion yen less one', () => {
    expect(wonCarPriceUsd(999_999_999_999n, '1')).toBe('999999999999.00');
  });
});

import { describe, expect, it } from '@jest/globals';
import { conflict } from '../../../common/errors/app-error.js';
import { BID_MACHINE, holdsPower } from './bid-machine.js';

const open = { lotClosed: null, paid: false };

describe('the bid request machine (issue 24)', () => {
  it('lets the customer withdraw an open bid while the lot takes bids, and says why not after', () => {
    expect(BID_MACHINE.targets('open', 'customer', open)).toEqual(['withdrawn']);
    const closed = conflict('BID_CUTOFF_PASSED', { cutoffAt: 'x', cutoffJapan: 'y', minutes: 60 });
    expect(BID_MACHINE.refusal('open', 'withdrawn', 'customer', { ...open, lotClosed: closed })).toBe(closed);
    expect(BID_MACHINE.refusal('won', 'withdrawn', 'customer', open)?.code).toBe('BID_NOT_OPEN');
  });

  it('closes open bids with a result and opens them again on an undo, unless money was paid', () => {
    expect(BID_MACHINE.targets('open', 'staff', open)).toEqual(['won', 'lost', 'not_sold']);
    for (const result of ['won', 'lost', 'not_sold'] as const) expect(BID_MACHINE.targets(result, 'staff', open)).toEqual(['open']);
    expect(BID_MACHINE.refusal('won', 'open', 'staff', { ...open, paid: true })?.code).toBe('LOT_RESULT_PAID');
    expect(BID_MACHINE.refusal('lost', 'won', 'staff', open)?.code).toBe('BID_NOT_OPEN');
    expect(BID_MACHINE.refusal('withdrawn', 'open', 'staff', open)?.code).toBe('BID_WITHDRAWN_FINAL');
    expect(BID_MACHINE.refusal('open', 'open', 'staff', open)?.code).toBe('BID_NO_RESULT');
    expect(BID_MACHINE.isFinal('withdrawn')).toBe(true);
  });

  it('holds bidding power only while open: every move out of open releases it', () => {
    for (const rule of BID_MACHINE.transitions) {
      const from = typeof rule.from === 'string' ? [rule.from] : rule.from;
      for (const f of from) expect([f, rule.to, holdsPower(f) !== holdsPower(rule.to)]).toEqual([f, rule.to, true]);
    }
  });
});

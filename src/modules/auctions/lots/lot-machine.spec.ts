import { describe, expect, it } from '@jest/globals';
import { LOT_MACHINE, lotPhase } from './lot-machine.js';

const startsAt = new Date('2026-03-05T01:00:00Z');
const minutes = (n: number) => new Date(startsAt.getTime() + n * 60_000);
const none = { hasBids: true, paid: false, recorded: true };

describe('the auction lot machine (issue 24)', () => {
  it('derives the phase from the auction time, the cut-off and the result, by the clock it is given', () => {
    const lot = { startsAt, result: 'pending' as const };
    expect(lotPhase(lot, minutes(-61), 60)).toBe('bidding');
    expect(lotPhase(lot, minutes(-60), 60)).toBe('bidding_closed');
    expect(lotPhase(lot, minutes(-1), 60)).toBe('bidding_closed');
    expect(lotPhase(lot, minutes(0), 60)).toBe('awaiting_result');
    expect(lotPhase({ startsAt, result: 'sold' }, minutes(-600), 60)).toBe('sold');
  });

  it('lets staff record a result only once the lot has come up', () => {
    expect(LOT_MACHINE.targets('awaiting_result', 'staff', none)).toEqual(['sold', 'unsold']);
    for (const early of ['bidding', 'bidding_closed'] as const) {
      expect(LOT_MACHINE.targets(early, 'staff', none)).toEqual([]);
      expect(LOT_MACHINE.refusal(early, 'sold', 'staff', none)?.code).toBe('LOT_NOT_UP_YET');
    }
    expect(LOT_MACHINE.refusal('sold', 'sold', 'staff', none)?.code).toBe('LOT_RESULT_ALREADY');
    expect(LOT_MACHINE.refusal('unsold', 'sold', 'staff', none)?.code).toBe('LOT_RESULT_ALREADY');
  });

  it('lets staff undo a recorded result before anything was paid, and says why not otherwise', () => {
    expect(LOT_MACHINE.targets('sold', 'staff', none)).toEqual(['awaiting_result']);
    const paid = LOT_MACHINE.refusal('sold', 'awaiting_result', 'staff', { ...none, paid: true });
    expect([paid?.getStatus(), paid?.code]).toEqual([409, 'LOT_RESULT_PAID']);
    expect(LOT_MACHINE.refusal('unsold', 'awaiting_result', 'staff', { ...none, recorded: false })?.code).toBe('LOT_NO_RESULT');
    expect(LOT_MACHINE.refusal('awaiting_result', 'awaiting_result', 'staff', none)?.code).toBe('LOT_NO_RESULT');
    expect(LOT_MACHINE.refusal('withdrawn', 'awaiting_result', 'staff', none)?.code).toBe('LOT_WITHDRAWN');
  });

  it('lets a feed give the result only of a lot nobody bid on', () => {
    expect(LOT_MACHINE.can('bidding', 'withdrawn', 'feed', { ...none, hasBids: false })).toBe(true);
    expect(LOT_MACHINE.refusal('awaiting_result', 'sold', 'feed', none)?.code).toBe('LOT_RESULT_STAFF_ONLY');
    expect(LOT_MACHINE.can('sold', 'awaiting_result', 'feed', { ...none, hasBids: false })).toBe(false);
  });

  it('moves by the clock only forward, and every phase is reachable from bidding', () => {
    expect(LOT_MACHINE.can('bidding_closed', 'bidding', 'clock')).toBe(false);
    const reached = new Set<string>(['bidding']);
    for (let changed = true; changed;) {
      changed = false;
      for (const rule of LOT_MACHINE.transitions) {
        const from = typeof rule.from === 'string' ? [rule.from] : rule.from;
        if (from.some((f) => reached.has(f)) && !reached.has(rule.to)) changed = reached.add(rule.to).size > 0;
      }
    }
    expect([...reached].sort()).toEqual([...LOT_MACHINE.states].sort());
  });
});

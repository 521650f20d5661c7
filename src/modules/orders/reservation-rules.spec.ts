import { describe, expect, it } from '@jest/globals';
import { ORDER_STATUSES, type OrderStatus } from './order-transitions.js';
import {
  canReserveAnother,
  EXPIRE_JOB_SLACK_MS,
  expireJobDelay,
  type Hold,
  inList,
  protectsHold,
  PURCHASED_LIST,
  RESERVED_LIST,
  shouldExpire,
} from './reservation-rules.js';

const deadline = new Date('2026-03-05T01:30:00.000Z');
const hold: Hold = {
  status: 'reserved',
  expiresAt: deadline,
  amountAllocated: '0.00',
  total: '10000.00',
  paused: false,
  wonAtAuction: false,
};
const at = (ms: number) => new Date(deadline.getTime() + ms);

describe('shouldExpire', () => {
  it('expires exactly at the deadline, not a millisecond before', () => {
    expect(shouldExpire(hold, at(-1))).toBe(false);
    expect(shouldExpire(hold, at(0))).toBe(true);
    expect(shouldExpire(hold, at(60_000))).toBe(true);
  });

  it('keeps a reservation with 50% paid, and expires one a cent short', () => {
    expect(shouldExpire({ ...hold, amountAllocated: '5000.00' }, at(0))).toBe(false);
    expect(shouldExpire({ ...hold, amountAllocated: '4999.99' }, at(0))).toBe(true);
  });

  it('does nothing while paused by a remittance copy, or to an order no longer reserved', () => {
    expect(shouldExpire({ ...hold, paused: true }, at(86_400_000))).toBe(false);
    for (const status of ORDER_STATUSES.filter((s) => s !== 'reserved')) expect(shouldExpire({ ...hold, status }, at(0))).toBe(false);
  });

  it('never cancels the order of a car won at auction, however late its security deposit', () => {
    expect(shouldExpire({ ...hold, wonAtAuction: true }, at(30 * 86_400_000))).toBe(false);
  });
});

describe('protectsHold', () => {
  const copy = (status: 'pending' | 'accepted' | 'rejected', uploadedAt: Date) => protectsHold({ status, uploadedAt }, deadline);

  it('counts a copy sent before the deadline and not rejected', () => {
    expect(copy('pending', at(-1))).toBe(true);
    expect(copy('accepted', at(-1))).toBe(true);
    expect(copy('rejected', at(-1))).toBe(false);
  });

  it('does not count one sent at or after the deadline', () => {
    expect(copy('pending', at(0))).toBe(false);
    expect(copy('accepted', at(1000))).toBe(false);
  });
});

describe('the expiry job’s delay', () => {
  it('wakes just after the deadline, and at once for one already past', () => {
    expect(expireJobDelay(deadline, at(-10_000))).toBe(10_000 + EXPIRE_JOB_SLACK_MS);
    expect(expireJobDelay(deadline, at(5_000))).toBe(EXPIRE_JOB_SLACK_MS);
  });
});

describe('canReserveAnother', () => {
  it('allows up to the limit', () => {
    expect(canReserveAnother(2, 3)).toBe(true);
    expect(canReserveAnother(3, 3)).toBe(false);
  });
});

describe('the customer’s lists', () => {
  const where = (status: OrderStatus, fullyPaid: boolean) => ({
    reserved: Object.entries(RESERVED_LIST)
      .filter(([, terms]) => inList(terms, { status, fullyPaid }))
      .map(([f]) => f),
    purchased: Object.entries(PURCHASED_LIST)
      .filter(([, terms]) => inList(terms, { status, fullyPaid }))
      .map(([f]) => f),
  });

  it('puts each order in exactly one list, under the right filters', () => {
    expect(where('reserved', false)).toEqual({ reserved: ['all', 'reserved'], purchased: [] });
    expect(where('deposit_paid', false)).toEqual({ reserved: ['all', 'reserved'], purchased: [] });
    expect(where('shipped', false)).toEqual({ reserved: ['all', 'in_transit'], purchased: [] });
    expect(where('arrived', false)).toEqual({ reserved: ['all'], purchased: [] });
    expect(where('paid', true)).toEqual({ reserved: [], purchased: ['all', 'purchased'] });
    expect(where('shipped', true)).toEqual({ reserved: [], purchased: ['all', 'in_transit'] });
    expect(where('arrived', true)).toEqual({ reserved: [], purchased: ['all', 'purchased'] });
    expect(where('cancelled', false)).toEqual({ reserved: [], purchased: [] });
  });
});

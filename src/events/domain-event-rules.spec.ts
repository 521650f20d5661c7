import { describe, expect, it } from '@jest/globals';
import { LAST_ERROR_MAX, lastErrorText, RETRY_BASE_MS, RETRY_MAX_MS, retryDelayMs, SubscriberRegistry } from './domain-event-rules.js';
import { DOMAIN_EVENT_NAMES, domainEvent } from './domain-event-types.js';

const noop = async () => undefined;

describe('domain event rules', () => {
  it('waits longer after each failed dispatch, up to the maximum, and never gives up', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([RETRY_BASE_MS, 2 * RETRY_BASE_MS, 4 * RETRY_BASE_MS, 8 * RETRY_BASE_MS]);
    expect(retryDelayMs(40)).toBe(RETRY_MAX_MS);
    expect(retryDelayMs(10_000)).toBe(RETRY_MAX_MS);
  });

  it('keeps one line per failed subscriber, cut to what the column keeps', () => {
    expect(
      lastErrorText([
        { subscriber: 'A.x', error: new Error('down') },
        { subscriber: 'B.y', error: 'odd' },
      ]),
    ).toBe('A.x: down\nB.y: odd');
    const long = lastErrorText([{ subscriber: 'A.x', error: new Error('e'.repeat(5000)) }]);
    expect(long).toHaveLength(LAST_ERROR_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('sorts subscribers by phase, leaves out those done, and refuses a subscriber twice on one event', () => {
    const registry = new SubscriberRegistry();
    registry.add('order.paid_in_full', { id: 'Auctions.settle', inTransaction: true, run: noop });
    registry.add('order.paid_in_full', { id: 'Mail.thank', inTransaction: false, run: noop });
    registry.add('order.paid_in_full', { id: 'Stats.count', inTransaction: false, run: noop });
    expect(registry.inTransaction('order.paid_in_full').map((s) => s.id)).toEqual(['Auctions.settle']);
    expect(registry.afterCommit('order.paid_in_full').map((s) => s.id)).toEqual(['Mail.thank', 'Stats.count']);
    expect(registry.afterCommit('order.paid_in_full', ['Mail.thank']).map((s) => s.id)).toEqual(['Stats.count']);
    expect(registry.afterCommit('car.listed')).toEqual([]);
    expect(() => registry.add('order.paid_in_full', { id: 'Mail.thank', inTransaction: false, run: noop })).toThrow(/twice/);
  });

  it('names every event once, and builds an event with its payload as given', () => {
    expect(new Set(DOMAIN_EVENT_NAMES).size).toBe(DOMAIN_EVENT_NAMES.length);
    expect(DOMAIN_EVENT_NAMES).toContain('order.paid_in_full');
    const at = new Date('2026-11-26T10:00:00Z');
    expect(domainEvent('car.status_changed', { stockId: 'AB1234', previousStatus: 'available', status: 'reserved' }, at)).toEqual({
      name: 'car.status_changed',
      payload: { stockId: 'AB1234', previousStatus: 'available', status: 'reserved' },
      occurredAt: at,
    });
  });
});

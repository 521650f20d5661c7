import { describe, expect, it } from 'vitest';
import { lastDays, maskedKey, parseAllowedIps, scopeKey, toggled, usageByKey } from './dealer-forms';

describe('dealer forms', () => {
  it('shows a key by its prefix only', () => {
    expect(maskedKey('3f9a0c1d')).toBe('ak_3f9a0c1d_…');
  });

  it('reads allowed IPs one a line, without blanks, spaces or repeats', () => {
    expect(parseAllowedIps(' 203.0.113.7 \r\n\n198.51.100.0/24\n203.0.113.7\n  ')).toEqual(['203.0.113.7', '198.51.100.0/24']);
    expect(parseAllowedIps('   ')).toEqual([]);
  });

  it('toggles a checkbox value and keeps the order of the list', () => {
    const all = ['a', 'b', 'c'] as const;
    expect(toggled(all, ['c'], 'a', true)).toEqual(['a', 'c']);
    expect(toggled(all, ['a', 'c'], 'a', false)).toEqual(['c']);
    expect(toggled(all, ['b'], 'b', true)).toEqual(['b']);
  });

  it('turns a scope into a translation key', () => {
    expect(scopeKey('catalogue:read')).toBe('catalogue_read');
    expect(scopeKey('auction-bids')).toBe('auction-bids');
  });

  it('lists the last days newest first, across a month end', () => {
    expect(lastDays(new Date('2026-03-02T23:59:00Z'), 3)).toEqual(['2026-03-02', '2026-03-01', '2026-02-28']);
  });

  it('fills the days a key made no call with zeros and totals its calls', () => {
    const days = ['2026-05-04', '2026-05-03', '2026-05-02'];
    const result = usageByKey(
      [
        { keyId: 'k1', keyName: 'Stock sync', date: '2026-05-04', calls: 10, succeeded: 9, clientErrors: 1, serverErrors: 0 },
        { keyId: 'k2', keyName: 'Website', date: '2026-05-04', calls: 3, succeeded: 3, clientErrors: 0, serverErrors: 0 },
        { keyId: 'k1', keyName: 'Stock sync', date: '2026-05-02', calls: 5, succeeded: 4, clientErrors: 0, serverErrors: 1 },
      ],
      days,
    );
    expect(result.map((key) => [key.keyName, key.total])).toEqual([
      ['Stock sync', 15],
      ['Website', 3],
    ]);
    expect(result[0].rows.map((row) => row.calls)).toEqual([10, 0, 5]);
    expect(result[0].rows[2]).toEqual({ date: '2026-05-02', calls: 5, succeeded: 4, clientErrors: 0, serverErrors: 1 });
  });
});

import { describe, expect, it } from '@jest/globals';
import { tokyoDay } from '../../common/time/tokyo-day.js';
import {
  chunks,
  dailyField,
  ipv6Network64,
  parseViewBatch,
  seenKey,
  totalField,
  viewDay,
  viewerKey,
  VIEW_WINDOW_SECONDS,
} from './car-views-rules.js';

describe('car view counters', () => {
  it('names the fields per car and per car, day and country', () => {
    expect(totalField('42')).toBe('t:42');
    expect(dailyField('42', '2025-01-31', 'KE')).toBe('d:42:2025-01-31:KE');
  });

  it('counts in Tokyo days, as the landing page reads them: a new day starts at 15:00 UTC', () => {
    expect(viewDay(new Date('2025-01-31T14:59:59.999Z'))).toBe('2025-01-31');
    expect(viewDay(new Date('2025-01-31T15:00:00.000Z'))).toBe('2025-02-01');
    expect(viewDay(new Date('2025-02-01T08:59:59+09:00'))).toBe('2025-02-01');
    expect(viewDay(new Date('2025-01-31T23:59:59.999Z'))).toBe('2025-02-01');
    // Month and year ends move with it.
    expect(viewDay(new Date('2025-12-31T15:00:00Z'))).toBe('2026-01-01');
    expect(viewDay(new Date('2024-02-28T15:00:00Z'))).toBe('2024-02-29');
    for (const at of ['2025-06-30T14:59:59Z', '2025-06-30T15:00:00Z', '2025-03-09T02:30:00Z']) {
      expect(viewDay(new Date(at))).toBe(tokyoDay(new Date(at)));
    }
  });

  it('tells visitors apart by account, else by address (IPv6 by its /64 network)', () => {
    expect(viewerKey({ userPublicId: 'a1b2', ip: '8.8.8.8' })).toBe('u:a1b2');
    expect(viewerKey({ ip: '8.8.8.8' })).toBe('ip:8.8.8.8');
    expect(viewerKey({ ip: '::ffff:8.8.8.8' })).toBe('ip:8.8.8.8');
    expect(viewerKey({ userPublicId: null, ip: null })).toBe('ip:unknown');
    expect(viewerKey({ ip: 'not an ip' })).toBe('ip:unknown');
    expect(viewerKey({ ip: '2001:db8:1:2:aaaa::1' })).toBe('ip6:2001:db8:1:2');
    expect(viewerKey({ ip: '2001:DB8:1:2:bbbb:cccc:dddd:eeee' })).toBe('ip6:2001:db8:1:2');
    expect(seenKey('42', 'ip:8.8.8.8')).toBe('car-views:seen:42:ip:8.8.8.8');
    expect(VIEW_WINDOW_SECONDS).toBe(1800);
  });

  it('expands an IPv6 address to its first four groups', () => {
    expect(ipv6Network64('2001:db8::1')).toBe('2001:db8:0:0');
    expect(ipv6Network64('2001:0db8:0001:0002::')).toBe('2001:db8:1:2');
    expect(ipv6Network64('::1')).toBe('0:0:0:0');
    expect(ipv6Network64('fe80:1:2:3:4:5:6:7')).toBe('fe80:1:2:3');
    expect(ipv6Network64('64:ff9b::1.2.3.4')).toBe('64:ff9b:0:0');
  });

  it('reads a batch, sorted by car id, dropping what it cannot read', () => {
    const batch = parseViewBatch({
      't:10': '3',
      't:9': '1',
      'd:10:2025-01-31:KE': '2',
      'd:10:2025-01-30:ZZ': '1',
      'd:9:2025-01-31:US': '1',
      't:0': '4',
      't:abc': '1',
      'd:9:yesterday:US': '1',
      't:11': '-2',
      'x:1': '1',
    });
    expect(batch.totals).toEqual([
      { carId: '9', views: 1 },
      { carId: '10', views: 3 },
    ]);
    expect(batch.daily).toEqual([
      { carId: '9', day: '2025-01-31', country: 'US', views: 1 },
      { carId: '10', day: '2025-01-30', country: 'ZZ', views: 1 },
      { carId: '10', day: '2025-01-31', country: 'KE', views: 2 },
    ]);
    expect(batch.ignored.sort()).toEqual(['d:9:yesterday:US', 't:0', 't:11', 't:abc', 'x:1']);
  });

  it('chunks', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([], 3)).toEqual([]);
  });
});

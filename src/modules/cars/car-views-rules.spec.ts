import { describe, expect, it } from '@jest/globals';
import { chunks, dailyField, parseViewBatch, totalField, viewDay } from './car-views-rules.js';

describe('car view counters', () => {
  it('names the fields per car and per car, day and country', () => {
    expect(totalField('42')).toBe('t:42');
    expect(dailyField('42', '2025-01-31', 'KE')).toBe('d:42:2025-01-31:KE');
  });

  it('uses UTC days', () => {
    expect(viewDay(new Date('2025-01-31T23:59:59.999Z'))).toBe('2025-01-31');
    expect(viewDay(new Date('2025-02-01T08:00:00+09:00'))).toBe('2025-01-31');
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

import { describe, expect, it } from '@jest/globals';
import { toTimeRange } from './time-range.js';

describe('toTimeRange', () => {
  it('reads a date as the whole day in UTC, both ends included', () => {
    expect(toTimeRange('2026-03-01', '2026-03-31')).toEqual({
      from: new Date('2026-03-01T00:00:00Z'),
      until: new Date('2026-04-01T00:00:00Z'),
    });
  });

  it('takes a date-time as given, the upper end included', () => {
    expect(toTimeRange('2026-03-01T10:00:00Z', '2026-03-01T11:00:00+01:00')).toEqual({
      from: new Date('2026-03-01T10:00:00Z'),
      until: new Date(Date.parse('2026-03-01T10:00:00Z') + 1),
    });
  });

  it('allows one end alone, or none', () => {
    expect(toTimeRange('2026-03-01')).toEqual({ from: new Date('2026-03-01T00:00:00Z') });
    expect(toTimeRange(undefined, '2026-03-01')).toEqual({ until: new Date('2026-03-02T00:00:00Z') });
    expect(toTimeRange()).toEqual({});
  });

  it('accepts a single day and refuses a range that ends before it starts', () => {
    expect(toTimeRange('2026-03-01', '2026-03-01')).not.toBeNull();
    expect(toTimeRange('2026-03-02', '2026-03-01')).toBeNull();
    expect(toTimeRange('2026-03-01T10:00:00Z', '2026-03-01T09:59:59Z')).toBeNull();
  });
});

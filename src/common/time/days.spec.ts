import { describe, expect, it } from '@jest/globals';
import { daysFrom } from './days.js';
import { tokyoMidnight } from './tokyo-day.js';

describe('daysFrom and tokyoMidnight', () => {
  it('moves a moment by whole days, either way, keeping its time of day', () => {
    const moment = new Date('2026-03-01T10:20:30.456Z');
    expect(daysFrom(moment, 30).toISOString()).toBe('2026-03-31T10:20:30.456Z');
    expect(daysFrom(moment, -1).toISOString()).toBe('2026-02-28T10:20:30.456Z');
    expect(daysFrom(moment, 0).getTime()).toBe(moment.getTime());
  });

  it('starts a Tokyo day at 15:00 UTC the day before', () => {
    expect(tokyoMidnight('2026-01-01').toISOString()).toBe('2025-12-31T15:00:00.000Z');
  });
});

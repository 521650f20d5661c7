import { describe, expect, it } from '@jest/globals';
import { addDays, tokyoDay } from './tokyo-day.js';

describe('tokyoDay and addDays', () => {
  it('counts days on the Tokyo calendar', () => {
    expect(tokyoDay(new Date('2026-03-10T14:59:59Z'))).toBe('2026-03-10');
    expect(tokyoDay(new Date('2026-03-10T15:00:00Z'))).toBe('2026-03-11');
    expect(tokyoDay(new Date('2026-12-31T15:30:00Z'))).toBe('2027-01-01');
  });

  it('moves across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

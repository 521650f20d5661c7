import { describe, expect, it } from '@jest/globals';
import {
  bidCutoffOf,
  earliestOpenStart,
  equipmentList,
  groupCalendar,
  isCalendarDay,
  isGradeList,
  parseGrades,
} from './auction-lots-rules.js';
import { addDays, tokyoDay } from '../../../common/time/tokyo-day.js';

describe('auction lot rules', () => {
  it('closes bids the configured minutes before the lot comes up', () => {
    expect(bidCutoffOf(new Date('2026-03-02T01:00:00Z'), 60).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(bidCutoffOf(new Date('2026-03-02T01:00:00Z'), 0).toISOString()).toBe('2026-03-02T01:00:00.000Z');
    expect(earliestOpenStart(new Date('2026-03-02T00:00:00Z'), 90).toISOString()).toBe('2026-03-02T01:30:00.000Z');
  });

  it("names the day in Japan's time (UTC+9)", () => {
    expect(tokyoDay(new Date('2026-03-01T14:59:59Z'))).toBe('2026-03-01');
    expect(tokyoDay(new Date('2026-03-01T15:00:00Z'))).toBe('2026-03-02');
  });

  it('adds days across months and years and knows real days', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-2-1')).toBe(false);
    expect(isCalendarDay(20260201)).toBe(false);
  });

  it('reads grades given with commas or repeated, upper-cased and distinct', () => {
    expect(parseGrades('4.5, 4,r')).toEqual(['4.5', '4', 'R']);
    expect(parseGrades(['4', '4.5,4'])).toEqual(['4', '4.5']);
    expect(parseGrades(' , ')).toBeUndefined();
    expect(parseGrades([{}])).toEqual([{}]);
    expect(isGradeList(['4.5', 'R', 'S'])).toBe(true);
    expect(isGradeList(['4.5; DROP'])).toBe(false);
    expect(isGradeList(Array.from({ length: 11 }, (_, i) => String(i)))).toBe(false);
    expect(isGradeList([])).toBe(false);
  });

  it('groups the calendar by day, houses with most lots first', () => {
    expect(
      groupCalendar([
        { date: '2026-03-03', auctionHouse: 'TAA Kinki', lots: 5 },
        { date: '2026-03-02', auctionHouse: 'USS Tokyo', lots: 2 },
        { date: '2026-03-02', auctionHouse: 'JU Gifu', lots: 2 },
        { date: '2026-03-02', auctionHouse: 'USS Nagoya', lots: 7 },
      ]),
    ).toEqual([
      {
        date: '2026-03-02',
        lots: 11,
        houses: [
          { auctionHouse: 'USS Nagoya', lots: 7 },
          { auctionHouse: 'JU Gifu', lots: 2 },
          { auctionHouse: 'USS Tokyo', lots: 2 },
        ],
      },
      { date: '2026-03-03', lots: 5, houses: [{ auctionHouse: 'TAA Kinki', lots: 5 }] },
    ]);
  });

  it('splits equipment codes', () => {
    expect(equipmentList('AC PS PW  AW,NAVI')).toEqual(['AC', 'PS', 'PW', 'AW', 'NAVI']);
    expect(equipmentList(null)).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import {
  addBusinessDays,
  companyCalendar,
  companyDay,
  DEFAULT_COMPANY_CLOSURES,
  isBusinessDay,
  isClosed,
  isJapaneseHoliday,
  parseClosures,
} from './business-days.js';

const calendar = companyCalendar(parseClosures(DEFAULT_COMPANY_CLOSURES)!);
const noClosures = companyCalendar([]);
/** A Tokyo wall-clock time as the instant it is: `tokyo('2026-03-02 10:30')`. */
const tokyo = (wall: string) => new Date(`${wall.replace(' ', 'T')}:00+09:00`);
const deadline = (wall: string, cal = calendar) => addBusinessDays(tokyo(wall), 3, cal);

describe('the company calendar', () => {
  it('knows Japanese public holidays, substitute days included', () => {
    expect(isJapaneseHoliday('2026-03-20')).toBe(true); // Vernal Equinox Day
    expect(isJapaneseHoliday('2026-05-06')).toBe(true); // Constitution Day's substitute
    expect(isJapaneseHoliday('2026-09-22')).toBe(true); // Citizens' holiday between two holidays
    expect(isJapaneseHoliday('2026-03-19')).toBe(false);
  });

  it('counts Monday to Friday only, without holidays and closures', () => {
    expect(isBusinessDay('2026-03-02', calendar)).toBe(true); // Monday
    expect(isBusinessDay('2026-03-07', calendar)).toBe(false); // Saturday
    expect(isBusinessDay('2026-03-08', calendar)).toBe(false); // Sunday
    expect(isBusinessDay('2026-03-20', calendar)).toBe(false); // a holiday on a Friday
    expect(isBusinessDay('2026-12-29', calendar)).toBe(false); // New Year closure, a Tuesday
    expect(isBusinessDay('2026-12-29', noClosures)).toBe(true);
  });

  it('reads recurring closures, over the new year too, and dated ones', () => {
    const closures = parseClosures('12-29..01-03, 08-14, 2026-05-01..2026-05-02')!;
    expect(closures).toEqual([
      { from: '12-29', to: '01-03' },
      { from: '08-14', to: '08-14' },
      { from: '2026-05-01', to: '2026-05-02' },
    ]);
    for (const day of ['2026-12-29', '2026-12-31', '2027-01-01', '2027-01-03', '2031-08-14', '2026-05-02']) {
      expect(isClosed(day, closures)).toBe(true);
    }
    for (const day of ['2026-12-28', '2027-01-04', '2026-08-15', '2027-05-01']) expect(isClosed(day, closures)).toBe(false);
    expect(parseClosures('')).toEqual([]);
  });

  it.each(['13-01..01-02', '02-30', '2026-02-29', '12-29..2027-01-03', '2026-05-02..2026-05-01', '05-01..05-02..05-03', 'golden week'])(
    'refuses the closure %p',
    (text) => expect(parseClosures(text)).toBeNull(),
  );

  it('takes the Tokyo day of an instant, not the UTC one', () => {
    expect(companyDay(new Date('2026-03-02T15:30:00Z'), calendar)).toBe('2026-03-03');
    expect(companyDay(new Date('2026-03-02T14:59:59Z'), calendar)).toBe('2026-03-02');
  });
});

describe('the hold deadline: three business days later, at the same Tokyo clock time', () => {
  it('ends on Thursday for a Monday reservation', () => {
    expect(deadline('2026-03-02 10:30')).toEqual(tokyo('2026-03-05 10:30'));
  });

  it('skips the weekend', () => {
    expect(deadline('2026-03-06 15:00')).toEqual(tokyo('2026-03-11 15:00'));
  });

  it('keeps the seconds and milliseconds', () => {
    const start = new Date('2026-03-02T01:30:12.345Z');
    expect(addBusinessDays(start, 3, calendar).toISOString()).toBe('2026-03-05T01:30:12.345Z');
  });

  it('counts a Saturday reservation from 00:00 on Monday', () => {
    expect(deadline('2026-03-07 10:00')).toEqual(tokyo('2026-03-12 00:00'));
    // From the very first moment of Saturday in Tokyo (still Friday in UTC).
    expect(addBusinessDays(new Date('2026-03-06T15:00:00Z'), 3, calendar)).toEqual(tokyo('2026-03-12 00:00'));
  });

  it('keeps 23:59 on the same Tokyo day, whatever day it is in UTC', () => {
    expect(deadline('2026-03-02 23:59')).toEqual(tokyo('2026-03-05 23:59'));
    expect(deadline('2026-03-06 23:59')).toEqual(tokyo('2026-03-11 23:59'));
    // 00:30 on Tuesday in Tokyo is Monday in UTC: Tuesday is the day that counts.
    expect(deadline('2026-03-03 00:30')).toEqual(tokyo('2026-03-06 00:30'));
  });

  it('one millisecond before midnight on Friday is still Friday; midnight is Saturday', () => {
    const lastMoment = new Date(tokyo('2026-03-07 00:00').getTime() - 1);
    expect(addBusinessDays(lastMoment, 3, calendar)).toEqual(new Date(tokyo('2026-03-11 00:00').getTime() + 86_400_000 - 1));
    expect(addBusinessDays(tokyo('2026-03-07 00:00'), 3, calendar)).toEqual(tokyo('2026-03-12 00:00'));
  });

  it('skips public holidays, and counts from the next business day when made on one', () => {
    // Friday 20 March 2026 is Vernal Equinox Day.
    expect(deadline('2026-03-19 10:00')).toEqual(tokyo('2026-03-25 10:00'));
    expect(deadline('2026-03-20 09:00')).toEqual(tokyo('2026-03-26 00:00'));
  });

  it('skips the company closures: New Year, Golden Week and Obon', () => {
    expect(deadline('2026-12-28 11:00')).toEqual(tokyo('2027-01-06 11:00'));
    expect(deadline('2026-04-28 10:00')).toEqual(tokyo('2026-05-11 10:00'));
    expect(deadline('2026-08-12 16:45')).toEqual(tokyo('2026-08-19 16:45'));
    // Made during a closure: from 00:00 of the first business day after it.
    expect(deadline('2026-12-30 09:00')).toEqual(tokyo('2027-01-07 00:00'));
  });

  it('uses the configured closures, dated ones included', () => {
    const special = companyCalendar(parseClosures('2026-03-03..2026-03-04')!);
    expect(deadline('2026-03-02 10:00', special)).toEqual(tokyo('2026-03-09 10:00'));
    expect(deadline('2026-12-28 11:00', noClosures)).toEqual(tokyo('2026-12-31 11:00'));
  });

  it('is the same Tokyo clock time across the DST changes of other countries (Tokyo has none)', () => {
    // The US moves its clocks on 8 March 2026, Europe on 29 March and 25 October, the US again on 1 November.
    expect(deadline('2026-03-06 09:00')).toEqual(tokyo('2026-03-11 09:00'));
    expect(deadline('2026-03-27 09:00')).toEqual(tokyo('2026-04-01 09:00'));
    expect(deadline('2026-10-23 09:00')).toEqual(tokyo('2026-10-28 09:00'));
    expect(deadline('2026-10-30 09:00').toISOString()).toBe('2026-11-05T00:00:00.000Z'); // 3 Nov is Culture Day
    for (const wall of ['2026-01-05 08:15', '2026-07-06 08:15']) {
      expect(deadline(wall).getTime() - tokyo(wall).getTime()).toBe(3 * 86_400_000);
    }
  });

  it('with zero days is the start itself on a business day, else the next business day’s midnight', () => {
    expect(addBusinessDays(tokyo('2026-03-02 10:30'), 0, calendar)).toEqual(tokyo('2026-03-02 10:30'));
    expect(addBusinessDays(tokyo('2026-03-07 10:30'), 0, calendar)).toEqual(tokyo('2026-03-09 00:00'));
  });

  it('refuses a negative or fractional number of days, and a calendar with no business day', () => {
    expect(() => addBusinessDays(tokyo('2026-03-02 10:30'), -1, calendar)).toThrow(RangeError);
    expect(() => addBusinessDays(tokyo('2026-03-02 10:30'), 1.5, calendar)).toThrow(RangeError);
    const closed = companyCalendar(parseClosures('01-01..12-31')!);
    expect(() => addBusinessDays(tokyo('2026-03-02 10:30'), 3, closed)).toThrow(/COMPANY_CLOSURES/);
  });
});

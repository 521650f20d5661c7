import holidayJp from '@holiday-jp/holiday_jp';

/**
 * The company calendar (DESIGN.md §5): business days are Monday to Friday in Asia/Tokyo, except Japanese public
 * holidays (@holiday-jp/holiday_jp, which knows them up to 2050) and the company's own closures (New Year, Golden
 * Week, Obon, …). Pure: no clock, no I/O; the caller passes the moment it reasons about.
 *
 * Tokyo has kept UTC+9 all year since 1951 (no daylight saving), so a fixed offset converts between an instant and
 * its Tokyo wall-clock time exactly.
 */

/** Asia/Tokyo: UTC+9, no daylight saving. */
export const TOKYO_UTC_OFFSET_MINUTES = 9 * 60;
const MINUTE_MS = 60_000;

/**
 * A company closure: a range of days, both ends included. `MM-DD` ends repeat every year (a range such as
 * `12-29..01-03` runs over the new year); `YYYY-MM-DD` ends name one year's days.
 */
export interface ClosureRange {
  from: string;
  to: string;
}

/** New Year (29 Dec – 3 Jan), Golden Week (29 Apr – 5 May) and Obon (13 – 16 Aug), every year. */
export const DEFAULT_COMPANY_CLOSURES = '12-29..01-03,04-29..05-05,08-13..08-16';

export interface CompanyCalendar {
  /** Minutes east of UTC of the company's time zone. */
  utcOffsetMinutes: number;
  /** Whether a day (`YYYY-MM-DD`, in the company's time zone) is a public holiday. */
  isHoliday(day: string): boolean;
  closures: readonly ClosureRange[];
}

const HOLIDAYS = holidayJp.holidays as Readonly<Record<string, unknown>>;
export const isJapaneseHoliday = (day: string): boolean => Object.hasOwn(HOLIDAYS, day);

/** The Tokyo calendar with Japanese public holidays and the given closures. */
export function companyCalendar(closures: readonly ClosureRange[]): CompanyCalendar {
  return { utcOffsetMinutes: TOKYO_UTC_OFFSET_MINUTES, isHoliday: isJapaneseHoliday, closures };
}

const RECURRING = /^(\d{2})-(\d{2})$/;
const DATED = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written as `MM-DD` (29 Feb allowed) or `YYYY-MM-DD`. */
function isValidDay(text: string): boolean {
  const dated = DATED.exec(text);
  if (dated) return new Date(Date.UTC(+dated[1]!, +dated[2]! - 1, +dated[3]!)).toISOString().slice(0, 10) === text;
  const recurring = RECURRING.exec(text);
  if (!recurring) return false;
  return new Date(Date.UTC(2024, +recurring[1]! - 1, +recurring[2]!)).toISOString().slice(5, 10) === text;
}

/**
 * Closures from their written form, e.g. `12-29..01-03,2026-05-01..2026-05-02,08-14` (a single day needs no `..`);
 * null when any part is malformed (both ends must be of the same kind; a dated range must not end before it starts).
 */
export function parseClosures(text: string): ClosureRange[] | null {
  const ranges: ClosureRange[] = [];
  for (const part of text.split(',').map((p) => p.trim())) {
    if (part === '') continue;
    const [from = '', to = from, ...rest] = part.split('..').map((p) => p.trim());
    if (rest.length || !isValidDay(from) || !isValidDay(to)) return null;
    if (DATED.test(from) !== DATED.test(to)) return null;
    if (DATED.test(from) && from > to) return null;
    ranges.push({ from, to });
  }
  return ranges;
}

/** Whether `day` (`YYYY-MM-DD`) falls in a closure. */
export function isClosed(day: string, closures: readonly ClosureRange[]): boolean {
  const monthDay = day.slice(5);
  return closures.some(({ from, to }) => {
    if (DATED.test(from)) return day >= from && day <= to;
    // A recurring range: within one year, or over the new year when it ends "before" it starts.
    return from <= to ? monthDay >= from && monthDay <= to : monthDay >= from || monthDay <= to;
  });
}

/** The company-time wall clock of an instant, as a Date whose UTC fields read that wall time. */
const toWall = (instant: Date, calendar: CompanyCalendar) => new Date(instant.getTime() + calendar.utcOffsetMinutes * MINUTE_MS);
const fromWall = (wall: Date, calendar: CompanyCalendar) => new Date(wall.getTime() - calendar.utcOffsetMinutes * MINUTE_MS);
const dayOf = (wall: Date) => wall.toISOString().slice(0, 10);

/** Whether a company-time day (`YYYY-MM-DD`) is a business day: Monday–Friday, no holiday, no closure. */
export function isBusinessDay(day: string, calendar: CompanyCalendar): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !calendar.isHoliday(day) && !isClosed(day, calendar.closures);
}

/** Guards against a calendar that closes everything (a misconfiguration): no run of closed days is this long. */
const MAX_SEARCH_DAYS = 400;

/**
 * The moment `days` business days after `start`, at the same company-time clock time: a reservation made on
 * Monday 10:30 in Tokyo ends on Thursday 10:30 (with no holiday in between). A start outside a business day (a
 * weekend, a holiday, a closure) counts from 00:00 of the next business day, so a Saturday reservation ends on
 * Thursday 00:00 — three whole business days later.
 */
export function addBusinessDays(start: Date, days: number, calendar: CompanyCalendar): Date {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`days must be a whole number of at least 0 (got ${days})`);
  let wall = toWall(start, calendar);
  const nextDay = (from: Date) => new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 1));
  const startOfNextBusinessDay = (from: Date): Date => {
    let day = nextDay(from);
    for (let i = 0; !isBusinessDay(dayOf(day), calendar); i++) {
      if (i > MAX_SEARCH_DAYS) throw new Error('The company calendar has no business day in over a year: check COMPANY_CLOSURES');
      day = nextDay(day);
    }
    return day;
  };
  if (!isBusinessDay(dayOf(wall), calendar)) wall = startOfNextBusinessDay(wall);
  const timeOfDay = wall.getTime() - Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  let day = wall;
  for (let n = 0; n < days; n++) day = startOfNextBusinessDay(day);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return fromWall(new Date(midnight + timeOfDay), calendar);
}

/** The company-time day of an instant (`YYYY-MM-DD`). */
export const companyDay = (instant: Date, calendar: CompanyCalendar): string => dayOf(toWall(instant, calendar));

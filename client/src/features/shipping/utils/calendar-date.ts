/**
 * A sailing's dates are calendar days (YYYY-MM-DD, the port's own day), not instants: "2026-03-10" must read as
 * 10 March in Lima as in Tokyo. `new Date('2026-03-10')` is midnight UTC, the evening before west of Greenwich, so the
 * day is formatted in UTC, where that midnight is the day itself.
 */
export const calendarDate = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** How a sailing's day is written: "Tue, Mar 10, 2026" (each language its own way), in UTC (see above). */
export const SAILING_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};

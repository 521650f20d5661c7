const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000; // Japan keeps no daylight-saving time.
const DAY_MS = 24 * 60 * 60 * 1000;

/** The company's calendar day (Asia/Tokyo) at `now`, as yyyy-mm-dd (the day car views and landing lists count on). */
export function tokyoDay(now: Date): string {
  return new Date(now.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10);
}

/** A yyyy-mm-dd day moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

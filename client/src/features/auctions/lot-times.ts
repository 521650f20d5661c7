/** Japan's time zone: the auctions run on it (UTC+9, no daylight saving). */
export const JAPAN_TIME_ZONE = 'Asia/Tokyo';

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left until `deadline` at `now` (ms since the epoch), or null once it has passed. */
export function remainingUntil(deadline: string | number, now: number): Remaining | null {
  const left = (typeof deadline === 'number' ? deadline : Date.parse(deadline)) - now;
  if (!(left > 0)) return null;
  const seconds = Math.floor(left / 1000);
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
}

/** The visitor's own time zone (the browser's), or Japan's when the browser does not say. */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || JAPAN_TIME_ZONE;
  } catch {
    return JAPAN_TIME_ZONE;
  }
}

import { formatDate } from '../../../lib/format';
import type { Language } from '../../../lib/i18n/languages';

/** The company's clock (the hold's business days are counted in Japan). */
export const TOKYO = 'Asia/Tokyo';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The deadline has passed. */
  over: boolean;
}

/** What is left from `now` to `deadline` (both epoch ms), in whole days, hours, minutes and seconds; zeros once over. */
export function timeLeft(deadline: number, now: number): TimeLeft {
  const total = Math.max(0, Math.floor((deadline - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    over: deadline <= now,
  };
}

const DEADLINE_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * The deadline in a time zone (the viewer's own when `timeZone` is left out, or 'Asia/Tokyo'), e.g.
 * "Thu, 27 Nov 2026, 17:00 GMT+9", per the page's language.
 */
export function formatDeadline(value: string | Date, language: Language, timeZone?: string): string {
  return formatDate(value, language, timeZone ? { ...DEADLINE_FORMAT, timeZone } : DEADLINE_FORMAT);
}

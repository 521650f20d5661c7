import type { ValidationOptions } from 'class-validator';
import { companyCalendar, companyDay } from '../time/business-days.js';
import { type Clock, SystemClock } from '../time/clock.js';
import { Field, type FieldDoc } from './fields.js';
import { rule } from './rules.js';

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** The company's calendar without closures: only its time zone matters for "today". */
const COMPANY_TIME = companyCalendar([]);

/** Whether `value` is a calendar day no later than the company's today (Asia/Tokyo) at the instant `now`. */
export const isNotAfterToday = (value: unknown, now: Date): boolean => isCalendarDay(value) && value <= companyDay(now, COMPANY_TIME);

/**
 * A required day (`YYYY-MM-DD`) that is not after today in the company's time zone — a bank's value date, the day
 * damage was found, an auction's date: from 00:00 in Tokyo (15:00 UTC the day before) the new day is allowed.
 * Malformed and future days get the one `message` the field answers with. DTOs are validated outside dependency
 * injection (the global pipe and the upload pipes are made at start-up), so the check reads the system clock unless
 * given another one (unit tests). It cannot read the app's Clock: the upload pipes are module constants made before
 * any app exists, and class-validator's container only serves constraint classes; a process-wide "current clock"
 * would be shared by every app a test file boots.
 */
export const NotAfterToday = (label: string, doc: FieldDoc, message: ValidationOptions, clock: Clock = new SystemClock()) =>
  Field(
    label,
    doc,
    {},
    rule('notAfterToday', 'format', (value) => isNotAfterToday(value, clock.now()), message),
  );

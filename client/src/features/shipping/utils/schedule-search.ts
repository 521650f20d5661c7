import type { operations } from '../../../lib/api/schema';
import type { QueryValues } from '../../../lib/paths';
import type { Issue } from '../../../lib/validation';

/**
 * The shipping schedule's search lives in its URL (`/shipping-schedule?departureFrom=2026-03-01&port=mombasa`), so a
 * search can be shared, reloaded and walked back through. The names are GET /api/shipping-schedule's own. These pure
 * functions read a URL into criteria (dropping what the API would refuse as malformed), write criteria back in one
 * order, derive the API's query, and check a search with the server's rules (src/modules/shipments/shipment-rules.ts
 * `scheduleSearchRefusal`, shipments.requests.ts ShippingScheduleQueryDto) before it is sent.
 */
export type ScheduleApiQuery = NonNullable<operations['ShippingSchedule_searchShippingSchedule']['parameters']['query']>;
export type ShippingMethod = NonNullable<ScheduleApiQuery['method']>;

export const SHIPPING_METHODS = ['roro', 'container'] as const satisfies readonly ShippingMethod[];
export const DATE_FIELDS = ['departureFrom', 'departureTo', 'arrivalFrom', 'arrivalTo'] as const;
/** Every criterion, in the order the URL lists them. */
export const CRITERIA_FIELDS = [...DATE_FIELDS, 'port', 'method'] as const;
export type CriteriaField = (typeof CRITERIA_FIELDS)[number];
/** The form's values, as typed: dates YYYY-MM-DD (what `<input type="date">` gives), '' when not set. */
export type ScheduleCriteria = Record<CriteriaField, string>;

/** The server's longest port text (ShippingScheduleQueryDto `port`). */
export const PORT_MAX = 60;
/** Sailings per page. */
export const PAGE_SIZE = 10;

export const EMPTY_CRITERIA: ScheduleCriteria = {
  departureFrom: '',
  departureTo: '',
  arrivalFrom: '',
  arrivalTo: '',
  port: '',
  method: '',
};

export interface ScheduleSearch {
  criteria: ScheduleCriteria;
  page: number;
}

const DAY_MS = 86_400_000;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one), as the server's isCalendarDate. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** A YYYY-MM-DD day moved by `days`. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The viewer's own calendar day at `now`, YYYY-MM-DD (their clock, not UTC's). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Days at sea from the departure to the arrival day. */
export const transitDays = (departure: string, arrival: string): number =>
  Math.round((Date.parse(`${arrival}T00:00:00Z`) - Date.parse(`${departure}T00:00:00Z`)) / DAY_MS);

/** The shortcut of the empty screen: ships leaving from today to `days` days on. */
export const departingSoon = (today: string, days = 30): ScheduleCriteria => ({
  ...EMPTY_CRITERIA,
  departureFrom: today,
  departureTo: addDays(today, days),
});

const CONTROL_CHARS = /\p{Cc}/u;

/** The criteria and page of a URL's query string; malformed values (not a date, an unknown method) are left out. */
export function parseScheduleSearch(search: string | URLSearchParams): ScheduleSearch {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const criteria = { ...EMPTY_CRITERIA };
  for (const field of DATE_FIELDS) {
    const value = params.get(field)?.trim() ?? '';
    if (isCalendarDate(value)) criteria[field] = value;
  }
  const port = params.get('port')?.trim() ?? '';
  if (port.length <= PORT_MAX && !CONTROL_CHARS.test(port)) criteria.port = port;
  const method = params.get('method')?.trim().toLowerCase() ?? '';
  if ((SHIPPING_METHODS as readonly string[]).includes(method)) criteria.method = method;
  const page = Number(params.get('page'));
  return { criteria, page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1 };
}

/** The URL query of a search (for `paths.shippingSchedule`): the set criteria in order, the port trimmed, page > 1. */
export function toScheduleQuery(criteria: ScheduleCriteria, page = 1): QueryValues {
  const query: QueryValues = {};
  for (const field of CRITERIA_FIELDS) query[field] = criteria[field].trim() || undefined;
  query.page = page > 1 ? page : undefined;
  return query;
}

/** Whether anything is asked: a blank port is nothing (the server reads it as left out). */
export const hasCriteria = (criteria: ScheduleCriteria): boolean => CRITERIA_FIELDS.some((field) => criteria[field].trim() !== '');

/** GET /api/shipping-schedule's query for a search. */
export function toApiQuery({ criteria, page }: ScheduleSearch): ScheduleApiQuery {
  const query: ScheduleApiQuery = { limit: PAGE_SIZE };
  if (page > 1) query.page = page;
  for (const field of DATE_FIELDS) if (criteria[field]) query[field] = criteria[field];
  if (criteria.port.trim()) query.port = criteria.port.trim();
  if (criteria.method) query.method = criteria.method as ShippingMethod;
  return query;
}

export interface ScheduleIssues {
  /** About the search as a whole: "Please select at least one search criteria". */
  form?: Issue;
  /** Beside their fields (DATE_INVALID's {{label}} is filled in by the screen). */
  fields: Partial<Record<CriteriaField, Issue>>;
}

/**
 * The server's checks, before sending (spec §5 Shipping schedule): at least one criterion; well-formed dates and a
 * port of at most 60 characters; each window from not after to ("The start date must not be after the end date."
 * on its `to`); and an arrival window that ends after the departure window starts — else "Arrival date must be
 * after departure date" on arrivalTo and "Departure date must be before arrival date" on departureFrom.
 * `unreadable`: date fields the browser holds a half-typed date in (an `<input type="date">` then reads as '').
 */
export function validateSchedule(criteria: ScheduleCriteria, unreadable: readonly CriteriaField[] = []): ScheduleIssues {
  if (!hasCriteria(criteria) && unreadable.length === 0) return { form: { code: 'SCHEDULE_CRITERIA_REQUIRED' }, fields: {} };
  const fields: ScheduleIssues['fields'] = {};
  for (const field of DATE_FIELDS) {
    const bad = unreadable.includes(field) || (criteria[field] !== '' && !isCalendarDate(criteria[field]));
    if (bad) fields[field] = { code: 'DATE_INVALID' };
  }
  if (criteria.port.trim().length > PORT_MAX) fields.port = { code: 'FIELD_TOO_LONG', params: { max: PORT_MAX } };
  if (criteria.method !== '' && !(SHIPPING_METHODS as readonly string[]).includes(criteria.method)) {
    fields.method = { code: 'SHIPPING_METHOD_INVALID' };
  }
  const date = (field: (typeof DATE_FIELDS)[number]) => (fields[field] ? '' : criteria[field]);
  const ranges = [
    [date('departureFrom'), date('departureTo'), 'departureTo'],
    [date('arrivalFrom'), date('arrivalTo'), 'arrivalTo'],
  ] as const;
  for (const [from, to, field] of ranges) {
    if (from && to && from > to) fields[field] = { code: 'INVALID_DATE_RANGE' };
  }
  const departure = date('departureFrom');
  const arrival = date('arrivalTo');
  if (departure && arrival && arrival <= departure) {
    fields.arrivalTo ??= { code: 'ARRIVAL_BEFORE_DEPARTURE' };
    fields.departureFrom ??= { code: 'DEPARTURE_AFTER_ARRIVAL' };
  }
  return { fields };
}

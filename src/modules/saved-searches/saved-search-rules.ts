import { CATALOGUE_RANGES, catalogueFilter, type RangeBound } from '@autoexport/contract/catalogue-filters';
import {
  type CarFilters,
  FILTER_NAMES,
  type FilterName,
  type ImportBounds,
  normalizeFilters,
  withImportBounds,
} from '../cars/car-search-rules.js';
import { type FilterContext, filterContextOf, type FilterMakes, filtersPredicate, type MatchableCar } from '../cars/catalogue-filters.js';
import { DAY_MS } from '../../common/time/days.js';

/**
 * The pure parts of saved searches and alerts: the frequencies, the cap, which catalogue parameters a saved search
 * keeps, the in-memory matcher (the catalogue's filter semantics, as car-search-sql.ts writes them in SQL), when an
 * alert is due, and the links and cars the alert emails (saved-search-emails.ts) give.
 */

export const ALERT_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Saved searches one customer may keep. */
export const MAX_SAVED_SEARCHES = 20;

/** Catalogue parameters that page or order the results: a saved search drops them. */
export const PAGING_KEYS = ['page', 'limit', 'sort', 'cursor'] as const;

/** A saved search's filters without paging or sort keys (what the client may send from the search URL). */
export function withoutPaging(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) if (!(PAGING_KEYS as readonly string[]).includes(key)) out[key] = field;
  return out;
}

/** The stored form of validated filters: the catalogue's normalised filters, in its fixed order. */
export const storedFilters = (validated: Partial<Record<FilterName, unknown>>): CarFilters => normalizeFilters(validated);

/** What the matcher needs of a car: the filtered columns, as the cars table holds them. */
export type { MatchableCar } from '../cars/catalogue-filters.js';

/** The makes the filters name: slug → id, and every make's title (for `q`). */
export type MatchMakes = FilterMakes;

/** What a search's filters resolve to once (the make's id, the makes whose title holds `q`), before trying cars. */
export interface CompiledFilters {
  /** The filters as the SQL would run them: `importableTo` already turned into years and steering (withImportBounds). */
  filters: CarFilters;
  /** No car can match: the destination bans imports, has no rules on file, or its rules exclude the other filters. */
  never?: boolean;
  context: FilterContext;
  /** The catalogue filter table's predicate of these filters (cars/catalogue-filters.ts). */
  predicate: (car: MatchableCar) => boolean;
}

export function compileFilters(
  saved: CarFilters,
  makes: MatchMakes,
  importBounds: ReadonlyMap<string, ImportBounds> = new Map(),
): CompiledFilters {
  const country = saved.importableTo;
  const effective = country === undefined ? saved : importBounds.has(country) ? withImportBounds(saved, importBounds.get(country)) : null;
  const filters = effective ?? saved;
  const context = filterContextOf(filters, makes);
  return { filters, ...(effective === null ? { never: true } : {}), context, predicate: filtersPredicate(filters, context) };
}

/**
 * Whether GET /api/cars with these filters would list the car: the catalogue filter table's predicate, which says in
 * memory what its SQL says (listed; make by id; exact columns; model, colour and port ignoring case; inclusive
 * ranges; `q` a substring of model, stock id or chassis number ignoring case, or of the make's title).
 */
export const matchesFilters = (car: MatchableCar, compiled: CompiledFilters): boolean => !compiled.never && compiled.predicate(car);

/** Whether a search's alert may go out now: instant every run, daily when none went out in the last 24 hours. */
export function alertDue(frequency: AlertFrequency, lastAlertedAt: Date | null, now: Date): boolean {
  if (frequency === 'instant') return true;
  if (frequency === 'daily') return lastAlertedAt === null || now.getTime() - lastAlertedAt.getTime() >= DAY_MS;
  return false;
}

/** How a summary writes each range: before and after the numbers. */
const RANGE_UNITS: Readonly<Record<RangeBound['range'], readonly [string, string]>> = {
  year: ['', ''],
  engine: ['', ' cc'],
  mileage: ['', ' km'],
  price: ['USD ', ''],
};

/** A short readable summary of the filters ("toyota · suv · 2015–2020"), the default name of a saved search. */
export function filtersSummary(filters: CarFilters): string {
  const parts: string[] = [];
  for (const name of FILTER_NAMES) {
    const row = catalogueFilter(name);
    if ('range' in row) {
      // A range is written once, at its minimum: "2015–2020", "–80000 km".
      if (row.bound === 'max') continue;
      const [, max] = CATALOGUE_RANGES.find(([min]) => min === name)!;
      const [prefix, unit] = RANGE_UNITS[row.range];
      if (filters[name] !== undefined || filters[max] !== undefined)
        parts.push(`${prefix}${filters[name] ?? ''}–${filters[max] ?? ''}${unit}`);
    } else if (filters[name] !== undefined) parts.push(String(filters[name]));
  }
  return parts.length ? parts.join(' · ') : 'All cars';
}
export const carLink = (publicUrl: string, stockId: string) => `${publicUrl}/cars/${encodeURIComponent(stockId)}`;
export const alertsUnsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`;

/** A car as an alert names it: never its price (the email may be read by anyone the customer forwards it to). */
export interface AlertCar {
  stockId: string;
  title: string;
  year: number;
}

export const FAVORITE_ALERT_KINDS = ['price_drop', 'reserved'] as const;
export type FavoriteAlertKind = (typeof FAVORITE_ALERT_KINDS)[number];

export interface FavoriteChange {
  kind: FavoriteAlertKind;
  car: AlertCar;
}

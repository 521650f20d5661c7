import {
  CATALOGUE_FILTERS,
  type CatalogueFilterDef,
  type CatalogueFilterName,
  type CatalogueFilters,
  HIDDEN_STATUSES,
} from '@autoexport/contract';
import { Decimal } from 'decimal.js';
import { escapeLike } from '../../database/sql.js';

/**
 * The server's half of the catalogue filter table (packages/contract/src/catalogue-filters.ts holds the names, kinds,
 * bounds and parsers): which cars column each filter reads, and from its kind the SQL condition (the search, the
 * facets, the staff inventory: car-search-sql.ts) and the in-memory predicate (the saved-search matcher:
 * saved-search-rules.ts), written side by side so that they say the same thing. test/catalogue-filters.e2e-spec.ts
 * checks on generated cars and filters that they do.
 */

/** What the predicates read of a car: the filtered columns, as the cars table holds them. */
export interface MatchableCar {
  id: string;
  stockId: string;
  makeId: number;
  model: string;
  year: number;
  mileageKm: number;
  engineCc: number;
  steering: string;
  bodyType: string;
  fuel: string;
  drive: string;
  transmission: string;
  color: string;
  category: string;
  locationCountry: string;
  stockPort: string;
  chassisNumber: string;
  /** USD, numeric text ("12500.00"). */
  fobPriceUsd: string;
  status: string;
}

// ---------------------------------------------------------------------------------------------------------
// Listed or hidden: one rule, from the contract's HIDDEN_STATUSES

/** The public catalogue's visibility rule (spec §4), as the partial indexes' predicate spells it. */
export const LISTED_PREDICATE = `status NOT IN (${HIDDEN_STATUSES.map((s) => `'${s}'`).join(', ')})`;
export const listed = (alias: string) => `${alias}.${LISTED_PREDICATE}`;
const HIDDEN: ReadonlySet<string> = new Set(HIDDEN_STATUSES);
/** LISTED_PREDICATE in memory: whether the public catalogue lists a car in this status. */
export const isListedStatus = (status: string): boolean => !HIDDEN.has(status);

// ---------------------------------------------------------------------------------------------------------
// Columns

type Column = { sql: string; field: keyof MatchableCar };
const column = (sql: string, field: keyof MatchableCar): Column => ({ sql, field });

/**
 * The column each filter reads. `importableTo` reads none: it never reaches the SQL nor the predicate, since
 * withImportBounds (car-search-rules.ts) first turns it into the years and steering side its country's rules admit.
 * `q` reads several (searchText below).
 */
const COLUMNS: Readonly<Record<CatalogueFilterName, Column | null>> = {
  make: column('make_id', 'makeId'),
  model: column('model', 'model'),
  bodyType: column('body_type', 'bodyType'),
  yearMin: column('year', 'year'),
  yearMax: column('year', 'year'),
  fuel: column('fuel', 'fuel'),
  transmission: column('transmission', 'transmission'),
  steering: column('steering', 'steering'),
  drive: column('drive', 'drive'),
  mileageMin: column('mileage_km', 'mileageKm'),
  mileageMax: column('mileage_km', 'mileageKm'),
  engineMin: column('engine_cc', 'engineCc'),
  engineMax: column('engine_cc', 'engineCc'),
  priceMin: column('fob_price_usd', 'fobPriceUsd'),
  priceMax: column('fob_price_usd', 'fobPriceUsd'),
  color: column('color', 'color'),
  category: column('category', 'category'),
  country: column('location_country', 'locationCountry'),
  importableTo: null,
  location: column('stock_port', 'stockPort'),
  q: null,
};

/** What `q` searches: model, stock id and chassis number, one per line (q itself never holds a line break). */
export const searchText = (alias: string) => `(${alias}.model || E'\\n' || ${alias}.stock_id || E'\\n' || ${alias}.chassis_number)`;
const searchTextOf = (car: MatchableCar) => `${car.model}\n${car.stockId}\n${car.chassisNumber}`;

// ---------------------------------------------------------------------------------------------------------
// SQL and predicates, per kind

/** Collects positional parameters ($1, $2, …) as a query is built. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** What the filters need from outside: the make slug resolved to an id, and the makes whose title contains `q`. */
export interface FilterContext {
  /** The `make` filter's id; null when the slug names no make (nothing matches). */
  makeId: number | null;
  /** Ids of makes whose title contains `q`. */
  qMakeIds: readonly number[];
}

/** The makes the filters name: slug → id, and every make's title (for `q`). */
export interface FilterMakes {
  bySlug: ReadonlyMap<string, { id: number }>;
  all: readonly { id: number; title: string }[];
}

/** The context of the filters: `make`'s id (null: no such make) and the makes whose title holds `q`, ignoring case. */
export function filterContextOf(filters: CatalogueFilters, makes: FilterMakes): FilterContext {
  const q = filters.q?.toLowerCase();
  return {
    makeId: filters.make === undefined ? null : (makes.bySlug.get(filters.make)?.id ?? null),
    qMakeIds: q === undefined ? [] : makes.all.filter((m) => m.title.toLowerCase().includes(q)).map((m) => m.id),
  };
}

/** Filters after normalizeFilters (car-search-rules.ts): text lower-case, prices with two decimals. */
type Normalized = CatalogueFilters;
type Value = NonNullable<Normalized[CatalogueFilterName]>;

const def = (name: CatalogueFilterName): CatalogueFilterDef => CATALOGUE_FILTERS.find((row) => row.name === name)!;

/** The SQL condition of one set filter on the cars row `alias`, its values as parameters; null for importableTo. */
export function filterCondition(
  name: CatalogueFilterName,
  value: Value,
  context: FilterContext,
  alias: string,
  params: SqlParams,
): string | null {
  const row = def(name);
  const col = COLUMNS[name] && `${alias}.${COLUMNS[name].sql}`;
  switch (row.kind) {
    // Special: the slug names a row of makes, which the caller has resolved (the makes table is the makes module's).
    case 'make':
      return context.makeId === null ? 'FALSE' : `${col} = ${params.add(context.makeId)}`;
    case 'text':
      return `lower(${col}) = ${params.add(value)}`;
    case 'choice':
      return `${col} = ${params.add(value)}`;
    case 'country':
      return col === null ? null : `${col} = ${params.add(value)}`;
    case 'whole':
    case 'usd':
      return `${col} ${row.bound === 'min' ? '>=' : '<='} ${params.add(value)}`;
    // Special: a part of several columns, or of the title of a make (resolved by the caller, as for `make`).
    case 'search': {
      const text = `${searchText(alias)} ILIKE ${params.add(`%${escapeLike(String(value))}%`)}`;
      return context.qMakeIds.length ? `(${text} OR ${alias}.make_id = ANY(${params.add(context.qMakeIds)}::int[]))` : text;
    }
  }
}

/** filterCondition in memory: whether a car meets one set filter (always, for importableTo). */
export function filterPredicate(name: CatalogueFilterName, value: Value, context: FilterContext): (car: MatchableCar) => boolean {
  const row = def(name);
  const field = COLUMNS[name]?.field;
  const read = (car: MatchableCar) => car[field!];
  switch (row.kind) {
    case 'make':
      return (car) => context.makeId !== null && car.makeId === context.makeId;
    case 'text':
      return (car) => String(read(car)).toLowerCase() === value;
    case 'choice':
      return (car) => read(car) === value;
    case 'country':
      return field === undefined ? () => true : (car) => read(car) === value;
    case 'whole':
      return row.bound === 'min' ? (car) => Number(read(car)) >= Number(value) : (car) => Number(read(car)) <= Number(value);
    case 'usd': {
      const bound = new Decimal(String(value));
      return row.bound === 'min' ? (car) => new Decimal(car.fobPriceUsd).gte(bound) : (car) => new Decimal(car.fobPriceUsd).lte(bound);
    }
    case 'search': {
      const needle = String(value);
      const makes = new Set(context.qMakeIds);
      return (car) => searchTextOf(car).toLowerCase().includes(needle) || makes.has(car.makeId);
    }
  }
}

const setNames = (filters: Normalized, ignore: ReadonlySet<CatalogueFilterName>) =>
  CATALOGUE_FILTERS.map((row) => row.name).filter((name) => filters[name] !== undefined && !ignore.has(name));

/**
 * The WHERE conditions of the listed cars matching the filters, leaving out `ignore` (facets ignore their own filter).
 * `allStatuses` drops the visibility rule (the staff inventory lists every status: car-admin-list-sql.ts).
 */
export function filterConditions(
  filters: Normalized,
  context: FilterContext,
  alias: string,
  params: SqlParams,
  ignore: ReadonlySet<CatalogueFilterName> = new Set(),
  options: { allStatuses?: boolean } = {},
): string[] {
  const conditions = options.allStatuses ? [] : [listed(alias)];
  for (const name of setNames(filters, ignore)) {
    const condition = filterCondition(name, filters[name]!, context, alias, params);
    if (condition !== null) conditions.push(condition);
  }
  return conditions;
}

/** filterConditions in memory: whether GET /api/cars with these filters would list the car. */
export function filtersPredicate(filters: Normalized, context: FilterContext): (car: MatchableCar) => boolean {
  const tests = setNames(filters, new Set()).map((name) => filterPredicate(name, filters[name]!, context));
  return (car) => isListedStatus(car.status) && tests.every((test) => test(car));
}

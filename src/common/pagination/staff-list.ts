import type { StreamableFile } from '@nestjs/common';
import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { escapeLike } from '../../database/sql.js';
import type { CsvExports } from '../csv/csv-exports.service.js';
import type { CsvColumn } from '../csv/csv.js';
import { keysetBatches, noRows } from '../csv/export-batches.js';
import { invalidField } from '../errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { toTimeRange } from '../time/time-range.js';
import { cappedPage, EXACT_COUNT_CAP } from './capped-count.js';
import { resolvePaging } from './pagination.js';
import { applySort, type SortValue } from './sort.js';

/**
 * A back-office list and its CSV export (README "A staff list"), written once: the list's repository narrows the rows
 * by the query's filters (`filtered`, helped by `narrowed`), and StaffList sorts them (`?sort=`, applySort), answers a
 * page with its total, and streams every matching row as CSV in the same order (keysetBatches through CsvExports).
 */

/** What every staff list query carries besides its filters. */
export interface StaffListQuery {
  page?: number;
  limit?: number;
  sort?: string;
}

/** A list's sort: each key's column as the query builder names it, the default, the tie-breaker, the nullable keys. */
export interface StaffListSort<K extends string> {
  columns: Record<K, string>;
  fallback: SortValue<K>;
  tieBreaker: string;
  nullable?: readonly K[];
}

/** A page as the capped lists answer it: the total is exact up to the cap, PostgreSQL's estimate (flagged) beyond. */
export interface CappedStaffPage<D> {
  items: D[];
  total: number;
  totalEstimated: boolean;
  page: number;
  limit: number;
}

/** A page of a list that stays small (a few hundred makes): counted exactly. */
export interface ExactStaffPage<D> {
  items: D[];
  total: number;
  page: number;
  limit: number;
}

type Maybe<T> = T | Promise<T>;

export interface StaffListSpec<E extends ObjectLiteral, Q extends StaffListQuery, D, C, K extends string> {
  /** The rows matching the query's filters, unsorted (the repository's query); null when none can match. */
  filtered(query: Q): Maybe<SelectQueryBuilder<E> | null>;
  /** The `?sort=` keys; or, for a list with one fixed order and no `sort` parameter, the function that orders it. */
  sort: StaffListSort<K> | ((qb: SelectQueryBuilder<E>) => SelectQueryBuilder<E>);
  /** A page's rows as the list's items. */
  items(rows: E[]): Maybe<D[]>;
  /** Up to how many matches a page's total is counted exactly (default EXACT_COUNT_CAP). */
  countCap?: (query: Q) => number;
  /**
   * The export: `<filename>-<day>.csv`, its columns, and a batch's rows as the columns read them. Left out by a list
   * without one (the auction accounts, feed sources and imports).
   */
  csv?: { filename: string; columns: readonly CsvColumn<C>[]; rows(rows: E[]): Maybe<C[]> };
}

export class StaffList<E extends ObjectLiteral, Q extends StaffListQuery, D, C = D, K extends string = string> {
  /** `exports` runs the CSV export; null for a list without one. */
  constructor(
    private readonly exports: CsvExports | null,
    private readonly spec: StaffListSpec<E, Q, D, C, K>,
  ) {}

  /** The filtered rows in the list's order; null when none can match. */
  async query(query: Q): Promise<SelectQueryBuilder<E> | null> {
    const qb = await this.spec.filtered(query);
    if (!qb) return null;
    const sort = this.spec.sort;
    if (typeof sort === 'function') return sort(qb);
    return applySort(qb, query.sort, sort.columns, sort.fallback, sort.tieBreaker, sort.nullable);
  }

  /** The page asked for, its total counted up to the list's cap. */
  async page(query: Q): Promise<CappedStaffPage<D>> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const qb = await this.query(query);
    if (!qb) return { items: [], total: 0, totalEstimated: false, page, limit };
    const cap = this.spec.countCap?.(query) ?? EXACT_COUNT_CAP;
    const { rows, total, totalEstimated } = await cappedPage(qb, skip, limit, cap);
    return { items: await this.spec.items(rows), total, totalEstimated, page, limit };
  }

  /** The page asked for, its total counted exactly (lists that stay small). */
  async exactPage(query: Q): Promise<ExactStaffPage<D>> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const qb = await this.query(query);
    if (!qb) return { items: [], total: 0, page, limit };
    const [rows, total] = await qb.skip(skip).take(limit).getManyAndCount();
    return { items: await this.spec.items(rows), total, page, limit };
  }

  /**
   * Every matching row as CSV, in the list's order, streamed in batches. `rows` replaces the spec's for this export
   * (coupons reckon every batch's status at the moment the export began).
   */
  async exportCsv(query: Q, rows?: (rows: E[]) => Maybe<C[]>): Promise<StreamableFile> {
    const { csv } = this.spec;
    const exports = this.exports;
    if (!csv || !exports) throw new Error('This staff list has no CSV export');
    const qb = await this.query(query);
    return exports.download(csv.filename, csv.columns, qb ? keysetBatches(qb, rows ?? ((r) => csv.rows(r))) : noRows);
  }
}

/** The rows themselves, for an export whose columns read the entity. */
export const asTheyAre = <E>(rows: E[]): E[] => rows;

/**
 * The `from`/`to` filter of a list (toTimeRange: a date alone is the whole UTC day), or a 400 naming `to` when the
 * range ends before it starts.
 */
export function timeRangeFilter(query: { from?: string; to?: string }) {
  const range = toTimeRange(query.from, query.to);
  if (!range) throw invalidField('to', Msg.INVALID_DATE_RANGE);
  return range;
}

/**
 * A list's filter→where mapping in a repository: each method adds its condition when the filter was given (a value
 * left out narrows nothing), with parameters of its own.
 */
export class Narrowed<E extends ObjectLiteral> {
  private next = 0;

  constructor(readonly qb: SelectQueryBuilder<E>) {}

  /** A parameter name the query does not use yet (it may have been narrowed before). */
  private param(): string {
    let name = `f${this.next++}`;
    while (name in this.qb.expressionMap.parameters) name = `f${this.next++}`;
    return name;
  }

  private compare(column: string, operator: string, value: unknown): this {
    if (value === undefined || value === null || value === '') return this;
    const p = this.param();
    this.qb.andWhere(`${column} ${operator} :${p}`, { [p]: value });
    return this;
  }

  /** `column = value` (false included: only a value left out narrows nothing). */
  equals(column: string, value: unknown): this {
    return this.compare(column, '=', value);
  }

  /** `column >= value`, as a lower bound of a date filter. */
  from(column: string, value: unknown): this {
    return this.compare(column, '>=', value);
  }

  /** `column <= value`, as an upper bound of a date filter (both ends included). */
  to(column: string, value: unknown): this {
    return this.compare(column, '<=', value);
  }

  /** `column` in [from, until): a time range of the list (timeRangeFilter). */
  within(column: string, range: { from?: Date; until?: Date }): this {
    if (range.from) this.compare(column, '>=', range.from);
    if (range.until) this.compare(column, '<', range.until);
    return this;
  }

  /**
   * Text found anywhere in any of `columns` (ILIKE, wildcards escaped), or `orWhere` (an id read from a reference the
   * text may be), grouped in brackets so it binds as one condition.
   */
  contains(columns: readonly string[], text: string | undefined, orWhere?: { sql: string; params: ObjectLiteral } | null): this {
    if (!text) return this;
    const p = this.param();
    const like = { [p]: `%${escapeLike(text)}%` };
    this.qb.andWhere(
      new Brackets((w) => {
        columns.forEach((column, i) => (i === 0 ? w.where(`${column} ILIKE :${p}`, like) : w.orWhere(`${column} ILIKE :${p}`, like)));
        if (orWhere) w.orWhere(orWhere.sql, orWhere.params);
      }),
    );
    return this;
  }

  /** Any other condition, when `when` holds. */
  where(when: unknown, sql: string, params?: ObjectLiteral): this {
    if (when) this.qb.andWhere(sql, params);
    return this;
  }
}

/** The filter→where mapping of a list's query builder: `narrowed(repo.createQueryBuilder('r')).equals('r.status', q.status)…`. */
export const narrowed = <E extends ObjectLiteral>(qb: SelectQueryBuilder<E>) => new Narrowed(qb);

import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { OneOf } from '../validation/rules.js';

/**
 * Sorting of the back office's lists: `?sort=createdAt` ascending, `?sort=-createdAt` descending. Each list names
 * the keys it sorts by and the column each one means; anything else is a 400 naming the allowed values.
 */
export type SortValue<K extends string> = K | `-${K}`;

/** The allowed values of `sort` for `keys`: each key, ascending and descending. */
export const sortValues = (keys: readonly string[]): string[] => keys.flatMap((k) => [k, `-${k}`]);

/** The `sort` query field of a list DTO: `@SortParam(['createdAt', 'price'], '-createdAt') sort?: string;` */
export const SortParam = (keys: readonly string[], fallback: string) =>
  applyDecorators(
    ApiPropertyOptional({
      enum: sortValues(keys),
      default: fallback,
      example: fallback,
      description: `Sort key; a leading "-" sorts descending. Default ${fallback}.`,
    }),
    IsOptional(),
    OneOf('Sort', sortValues(keys)),
  );

export interface SortOrder {
  column: string;
  direction: 'ASC' | 'DESC';
}

/** The column and direction of `sort` (or of `fallback` when none or an unknown one is given). */
export function resolveSort<K extends string>(sort: string | undefined, columns: Record<K, string>, fallback: SortValue<K>): SortOrder {
  const pick = (value: string): SortOrder | undefined => {
    const descending = value.startsWith('-');
    const key = (descending ? value.slice(1) : value) as K;
    const column = Object.prototype.hasOwnProperty.call(columns, key) ? columns[key] : undefined;
    return column ? { column, direction: descending ? 'DESC' : 'ASC' } : undefined;
  };
  return (sort !== undefined ? pick(sort) : undefined) ?? pick(fallback)!;
}

/**
 * Orders `qb` by `sort`, then by `tieBreaker` in the same direction, so pages never repeat or skip rows that tie.
 * `columns` maps each key to a column as the query builder names it (`c.createdAt`).
 *
 * A NOT NULL column is ordered with PostgreSQL's default null placement, the order a b-tree index on
 * `(column, tieBreaker)` is read in, forwards or backwards: the first page comes straight off the index. An explicit
 * `DESC NULLS LAST` would not match it and PostgreSQL would read and sort the whole table for every page. Only the
 * keys listed in `nullable` get their nulls last when descending and first when ascending (index those to match).
 */
export function applySort<T extends ObjectLiteral, K extends string>(
  qb: SelectQueryBuilder<T>,
  sort: string | undefined,
  columns: Record<K, string>,
  fallback: SortValue<K>,
  tieBreaker: string,
  nullable: readonly K[] = [],
): SelectQueryBuilder<T> {
  const { column, direction } = resolveSort(sort, columns, fallback);
  if (nullable.some((key) => columns[key] === column)) qb.orderBy(column, direction, direction === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST');
  else qb.orderBy(column, direction);
  if (column !== tieBreaker) qb.addOrderBy(tieBreaker, direction);
  return qb;
}

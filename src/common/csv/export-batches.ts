import type { EntityManager, ObjectLiteral, QueryRunner, SelectQueryBuilder } from 'typeorm';
import { batchesOf, EXPORT_BATCH, MAX_EXPORT_ROWS } from './csv.js';

/**
 * How a CSV export reads its rows (src/common/csv/csv-exports.service.ts runs it): on a connection of its own — the
 * read replica's when DATABASE_READ_URL is set — each statement under EXPORT_STATEMENT_TIMEOUT_MS, in batches that
 * start right after the previous batch's last row (keyset) instead of skipping an ever larger OFFSET: 100,000 rows
 * read by OFFSET scan about 5 million index entries, by keyset 100,000.
 */

/** The export's database: its own connection, statement timeout set. */
export interface ExportDb {
  readonly runner: QueryRunner;
  /** An EntityManager on that connection (repositories, find). */
  readonly manager: EntityManager;
  /** Raw SQL on that connection. */
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  /** The query builder, run on that connection. */
  on<Q extends SelectQueryBuilder<ObjectLiteral>>(qb: Q): Q;
}

/** An export's rows, batch after batch, read through `db`. */
export type ExportSource<T> = (db: ExportDb) => AsyncIterable<T[]>;

/**
 * Batches by OFFSET (`page(db, skip, take)`): for lists that stay small (makes, freight rates, one day's bid sheet) or
 * whose order is not a plain column sort.
 */
export const offsetBatches =
  <T>(page: (db: ExportDb, skip: number, take: number) => Promise<T[]>, max = MAX_EXPORT_ROWS): ExportSource<T> =>
  (db) =>
    batchesOf((skip, take) => page(db, skip, take), max);

/** One column of a keyset: the SQL it sorts on, the direction, where its nulls go, whether it can be null. */
export interface KeyColumn {
  sql: string;
  direction: 'ASC' | 'DESC';
  nullsFirst: boolean;
  nullable: boolean;
}

/**
 * The condition "after the row whose keys are `last`" for an ORDER BY over `keys` (the last key unique and not null:
 * the tie-breaker). Values are the keys as text (PostgreSQL infers each one's type from its column, so a timestamp's
 * microseconds survive). The common case — columns that cannot be null, all one direction — is one row comparison,
 * which PostgreSQL answers with a seek on the (column, id) index; a nullable key spells out where its nulls go.
 */
export function keysetCondition(
  keys: readonly KeyColumn[],
  last: readonly (string | null)[],
  prefix = 'ksk',
): { sql: string; params: Record<string, string> } {
  if (keys.length === 0 || keys.length !== last.length) throw new Error('A keyset needs one value per key');
  const params: Record<string, string> = {};
  const param = (i: number) => {
    params[`${prefix}${i}`] = last[i]!;
    return `:${prefix}${i}`;
  };
  const sameDirection = keys.every((k) => k.direction === keys[0]!.direction);
  if (sameDirection && keys.every((k, i) => !k.nullable && last[i] !== null)) {
    const op = keys[0]!.direction === 'ASC' ? '>' : '<';
    if (keys.length === 1) return { sql: `${keys[0]!.sql} ${op} ${param(0)}`, params };
    return { sql: `(${keys.map((k) => k.sql).join(', ')}) ${op} (${keys.map((_, i) => param(i)).join(', ')})`, params };
  }
  // after(i) = strictly after on key i, or equal on key i and after(i + 1); the last key is never null.
  const after = (i: number): string => {
    const k = keys[i]!;
    const op = k.direction === 'ASC' ? '>' : '<';
    const value = last[i];
    let strictly: string;
    let equal: string;
    if (value === null) {
      strictly = k.nullsFirst ? `${k.sql} IS NOT NULL` : 'FALSE';
      equal = `${k.sql} IS NULL`;
    } else {
      const p = param(i);
      strictly = k.nullable && !k.nullsFirst ? `(${k.sql} ${op} ${p} OR ${k.sql} IS NULL)` : `${k.sql} ${op} ${p}`;
      equal = `${k.sql} = ${p}`;
    }
    if (i === keys.length - 1) return strictly;
    return `(${strictly} OR (${equal} AND ${after(i + 1)}))`;
  };
  return { sql: after(0), params };
}

type Where = { type: 'simple' | 'and' | 'or'; condition: unknown };

/**
 * The query's WHERE clauses made safe to AND another condition onto: TypeORM writes `where('a').orWhere('b')` and a
 * single `where('a OR b')` without parentheses, so a condition added after them would bind to their last term only.
 */
function isolated(wheres: Where[]): Where[] {
  const out = wheres.map((w) => {
    if (typeof w.condition === 'string') return { ...w, condition: `(${w.condition})` };
    if (Array.isArray(w.condition)) return { ...w, condition: isolated(w.condition as Where[]) };
    return w;
  });
  return out.some((w) => w.type === 'or') ? [{ type: 'and', condition: out }] : out;
}

/**
 * The keyset of a list's query builder: its ORDER BY (applySort's sort column, then the id), when every term is a
 * column of the main entity and the last is its single primary key; null otherwise (an expression, a joined table's
 * column): such an export reads by OFFSET.
 */
export function keysetOf(qb: SelectQueryBuilder<ObjectLiteral>): KeyColumn[] | null {
  const main = qb.expressionMap.mainAlias;
  if (!main?.hasMetadata) return null;
  const metadata = main.metadata;
  const orders = Object.entries(qb.expressionMap.orderBys);
  if (orders.length === 0) return null;
  const keys: KeyColumn[] = [];
  for (const [expression, how] of orders) {
    const match = /^(\w+)\.(\w+)$/.exec(expression);
    if (!match || match[1] !== main.name) return null;
    const column = metadata.findColumnWithPropertyPath(match[2]!);
    if (!column || column.relationMetadata) return null;
    const direction = (typeof how === 'string' ? how : how.order).toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
    const nulls = typeof how === 'string' ? undefined : how.nulls;
    keys.push({
      sql: `${qb.escape(main.name)}.${qb.escape(column.databaseName)}`,
      direction,
      nullsFirst: nulls ? nulls === 'NULLS FIRST' : direction === 'DESC',
      nullable: column.isNullable,
    });
  }
  const last = metadata.findColumnWithPropertyPath(/^\w+\.(\w+)$/.exec(orders.at(-1)![0])![1]!)!;
  if (!last.isPrimary || metadata.primaryColumns.length !== 1 || last.isNullable) return null;
  return keys;
}

/**
 * Batches of a list's query builder (its filters and its sort, applySort's), read by keyset: each batch is the query
 * again with "after the last row read" added, and the batch's rows go through `map` (to the list's DTOs, say). A query
 * whose order is not a keyset (keysetOf) is read by OFFSET instead.
 */
export function keysetBatches<E extends ObjectLiteral, T = E>(
  qb: SelectQueryBuilder<E>,
  map: (rows: E[], db: ExportDb) => Promise<T[]> | T[] = (rows) => rows as unknown as T[],
  options: { max?: number; batch?: number } = {},
): ExportSource<T> {
  const max = options.max ?? MAX_EXPORT_ROWS;
  const batch = options.batch ?? EXPORT_BATCH;
  return (db) => {
    const keys = keysetOf(qb as SelectQueryBuilder<ObjectLiteral>);
    if (!keys) return batchesOf(async (skip, take) => map(await db.on(qb.clone()).skip(skip).take(take).getMany(), db), max);
    return (async function* () {
      let last: (string | null)[] | null = null;
      for (let read = 0; read < max;) {
        const take = Math.min(batch, max - read);
        const page = db.on(qb.clone());
        keys.forEach((key, i) => page.addSelect(`${key.sql}::text`, `ksk_${i}`));
        if (last) {
          page.expressionMap.wheres = isolated(page.expressionMap.wheres as Where[]) as typeof page.expressionMap.wheres;
          const condition = keysetCondition(keys, last);
          page.andWhere(`(${condition.sql})`, condition.params);
        }
        const { entities, raw } = await page.take(take).getRawAndEntities();
        if (entities.length > 0) yield await map(entities, db);
        read += entities.length;
        if (entities.length < take) return;
        const lastRaw = raw.at(-1) as Record<string, string | null>;
        last = keys.map((_, i) => lastRaw[`ksk_${i}`] ?? null);
      }
    })();
  };
}

/** An export with nothing to read (a filter that can match nothing). */
export const noRows: ExportSource<never> = () => (async function* () {})();

import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** Up to this many matching rows a list's total is counted exactly. */
export const EXACT_COUNT_CAP = 10_000;
/**
 * A free-text search's cap: each counted row is re-checked against the words (ILIKE), so counting 10,000 common-name
 * matches costs ~40 ms at 150,000 accounts and 1,000 ~5 ms, 200 ~1 ms; past that many, a clerk refines the words
 * (the total shown is then PostgreSQL's estimate, flagged).
 */
export const SEARCH_COUNT_CAP = 200;

export interface ListTotal {
  total: number;
  /** true when more than the cap match: `total` is then the planner's estimate (at least cap + 1), flagged. */
  estimated: boolean;
}

/**
 * The total of a back-office list whose table grows without bound (DESIGN.md §5: "exact totals on huge tables may be
 * estimates, flagged"): the matches are counted exactly up to `cap` (a LIMITed subquery, so a count never reads more
 * than cap + 1 rows); beyond, the total is PostgreSQL's estimate of the filtered query, flagged as such.
 * `qb` is the list's filtered query (without paging); its order is dropped.
 */
export async function cappedCount<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, cap = EXACT_COUNT_CAP): Promise<ListTotal> {
  const base = qb.clone().orderBy().select('1', 'one').offset(undefined).limit(undefined).skip(undefined).take(undefined);
  const [sql, parameters] = base.getQueryAndParameters();
  const runner = qb.connection.manager;
  const [counted] = (await runner.query(`SELECT count(*)::int AS n FROM (${sql} LIMIT ${cap + 1}) capped`, parameters)) as { n: number }[];
  const exact = counted?.n ?? 0;
  if (exact <= cap) return { total: exact, estimated: false };
  const [plan] = (await runner.query(`EXPLAIN (FORMAT JSON) ${sql}`, parameters)) as {
    'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
  }[];
  const estimate = Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  return { total: Math.max(estimate, cap + 1), estimated: true };
}

/**
 * A back-office list's page and its capped total, read side by side: `qb` is the filtered, sorted query (without
 * paging), `skip`/`take` the page. Answers the rows and the total as the list DTOs carry it.
 */
export async function cappedPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  skip: number,
  take: number,
  cap = EXACT_COUNT_CAP,
): Promise<{ rows: T[]; total: number; totalEstimated: boolean }> {
  const [rows, count] = await Promise.all([qb.clone().skip(skip).take(take).getMany(), cappedCount(qb, cap)]);
  return { rows, total: count.total, totalEstimated: count.estimated };
}

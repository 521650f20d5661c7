import type { EntityManager } from 'typeorm';
import { returnedRows } from '../../database/sql.js';
import type { CarFilters } from '../cars/car-search-rules.js';
import type { AlertFrequency, FavoriteAlertKind } from './saved-search-rules.js';

/** The alert job's SQL (saved-search-alerts.service.ts holds its rules): every statement runs in the caller's transaction. */

const WATERMARK = 'listings';
const LOCK = `hashtext('saved-search-alerts')`;

/** Where the last run stopped: its time, and the last car taken when a full batch stopped it. */
export interface WatermarkRow {
  at: Date;
  cursor: { createdAtKey: string; id: string } | null;
}

/** A car put on sale again, a price drop or a reservation, as the cars trigger wrote it. */
export interface AlertEventRow {
  id: string;
  carId: string;
  kind: 'listed' | FavoriteAlertKind;
}

export interface SearchRow {
  id: string;
  filters: CarFilters;
}

export interface PendingSearchRow {
  id: string;
  userId: string;
  name: string;
  frequency: AlertFrequency;
  token: string;
  lastAlertedAt: Date | null;
}

/** Runs in several processes take turns: the second waits until the first commits. */
export async function lockAlertRun(m: EntityManager): Promise<void> {
  await m.query(`SELECT pg_advisory_xact_lock(${LOCK})`);
}

/** The watermark, locked; null before the first run ever. */
export async function lockedWatermark(m: EntityManager): Promise<WatermarkRow | null> {
  const rows = (await m.query(
    `SELECT at, to_char(cursor_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt", cursor_id AS "cursorId"
         FROM alert_watermarks WHERE name = $1 FOR UPDATE`,
    [WATERMARK],
  )) as { at: Date; cursorAt: string | null; cursorId: string | null }[];
  const row = rows[0];
  if (!row) return null;
  return {
    at: new Date(row.at),
    cursor: row.cursorAt && row.cursorId ? { createdAtKey: row.cursorAt, id: String(row.cursorId) } : null,
  };
}

/** The first run's watermark (kept if another run set one first). */
export async function startWatermark(m: EntityManager, now: Date): Promise<void> {
  await m.query(`INSERT INTO alert_watermarks (name, at) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [WATERMARK, now]);
}

/** A full batch stopped at this car: the next run goes on after it. */
export async function moveWatermarkCursor(m: EntityManager, last: { createdAtKey: string; id: string }): Promise<void> {
  await m.query(`UPDATE alert_watermarks SET cursor_at = $2::timestamptz, cursor_id = $3 WHERE name = $1`, [
    WATERMARK,
    last.createdAtKey,
    last.id,
  ]);
}

/** Everything up to `now` is seen: the watermark moves there (never back) and the cursor is cleared. */
export async function advanceWatermark(m: EntityManager, now: Date): Promise<void> {
  await m.query(`UPDATE alert_watermarks SET at = GREATEST(at, $2), cursor_at = NULL, cursor_id = NULL WHERE name = $1`, [WATERMARK, now]);
}

/** Consumes at most `limit` events, oldest first; events another run holds are skipped. */
export async function takeAlertEvents(m: EntityManager, limit: number): Promise<AlertEventRow[]> {
  return (await returning(
    m,
    `DELETE FROM car_alert_events WHERE id IN (SELECT id FROM car_alert_events ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
         RETURNING id, car_id AS "carId", kind`,
  )) as AlertEventRow[];
}

/** Every saved search whose alert is on. */
export async function activeSearches(m: EntityManager): Promise<SearchRow[]> {
  return (await m.query(`SELECT id, filters FROM saved_searches WHERE frequency <> 'off'`)) as SearchRow[];
}

/** Records the (search, car) matches, each once; how many were new. */
export async function insertMatches(m: EntityManager, pairs: readonly { searchId: string; carId: string }[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < pairs.length; i += 10_000) {
    const chunk = pairs.slice(i, i + 10_000);
    const rows = (await m.query(
      `INSERT INTO saved_search_matches (saved_search_id, car_id)
       SELECT * FROM unnest($1::bigint[], $2::bigint[]) ON CONFLICT DO NOTHING RETURNING saved_search_id`,
      [chunk.map((p) => p.searchId), chunk.map((p) => p.carId)],
    )) as unknown[];
    inserted += rows.length;
  }
  return inserted;
}

/** Which of these customers opted in to favorite alerts. */
export async function optedInToFavoriteAlerts(m: EntityManager, userIds: readonly string[]): Promise<Set<string>> {
  const rows = (await m.query(`SELECT user_id FROM alert_preferences WHERE favorite_alerts AND user_id = ANY($1::bigint[])`, [
    userIds,
  ])) as { user_id: string }[];
  return new Set(rows.map((r) => String(r.user_id)));
}

/** Records favorite alerts as [event id, user id, car id, kind], each (event, user) once. */
export async function insertFavoriteAlerts(m: EntityManager, rows: readonly [string, string, string, string][]): Promise<void> {
  await m.query(
    `INSERT INTO favorite_alerts (event_id, user_id, car_id, kind)
       SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::varchar[]) ON CONFLICT (event_id, user_id) DO NOTHING`,
    [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3])],
  );
}

/** The searches with unsent matches, locked; ones another run holds are skipped. */
export async function lockSearchesWithPendingMatches(m: EntityManager): Promise<PendingSearchRow[]> {
  return (await m.query(
    `SELECT s.id, s.user_id AS "userId", s.name, s.frequency, s.unsubscribe_token AS "token", s.last_alerted_at AS "lastAlertedAt"
           FROM saved_searches s
          WHERE s.id IN (SELECT DISTINCT saved_search_id FROM saved_search_matches WHERE emailed_at IS NULL)
          ORDER BY s.id FOR UPDATE SKIP LOCKED`,
  )) as PendingSearchRow[];
}

/** Drops these searches' unsent matches. */
export async function dropPendingMatches(m: EntityManager, searchIds: readonly string[]): Promise<void> {
  await m.query(`DELETE FROM saved_search_matches WHERE emailed_at IS NULL AND saved_search_id = ANY($1::bigint[])`, [searchIds]);
}

/** Marks these searches' unsent matches sent at `now`; the (search, car) pairs claimed. */
export async function claimPendingMatches(
  m: EntityManager,
  searchIds: readonly string[],
  now: Date,
): Promise<{ searchId: string; carId: string }[]> {
  return (await returning(
    m,
    `UPDATE saved_search_matches SET emailed_at = $2 WHERE emailed_at IS NULL AND saved_search_id = ANY($1::bigint[])
         RETURNING saved_search_id AS "searchId", car_id AS "carId"`,
    [searchIds, now],
  )) as { searchId: string; carId: string }[];
}

export async function markSearchesAlerted(m: EntityManager, searchIds: readonly string[], now: Date): Promise<void> {
  await m.query(`UPDATE saved_searches SET last_alerted_at = $2 WHERE id = ANY($1::bigint[])`, [searchIds, now]);
}

/** Marks every unsent favorite alert sent at `now` (ones another run holds are skipped); the alerts claimed. */
export async function claimFavoriteAlerts(
  m: EntityManager,
  now: Date,
): Promise<{ id: string; userId: string; carId: string; kind: FavoriteAlertKind }[]> {
  return (await returning(
    m,
    `UPDATE favorite_alerts SET emailed_at = $1 WHERE id IN (SELECT id FROM favorite_alerts WHERE emailed_at IS NULL ORDER BY id FOR UPDATE SKIP LOCKED)
         RETURNING user_id AS "userId", car_id AS "carId", kind, id`,
    [now],
  )) as { id: string; userId: string; carId: string; kind: FavoriteAlertKind }[];
}

/** The rows an UPDATE or DELETE … RETURNING answers (TypeORM's PostgreSQL driver gives them as [rows, count]). */
async function returning(m: EntityManager, sql: string, params: unknown[] = []): Promise<unknown[]> {
  return returnedRows(await m.query(sql, params));
}

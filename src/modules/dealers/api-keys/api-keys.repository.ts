import type { DataSource, EntityManager } from 'typeorm';
import type { ApiKeyScopeName } from './api-key-rules.js';

export interface KeyRow {
  id: string;
  public_id: string;
  user_id: string;
  secret_hash: string;
  scopes: ApiKeyScopeName[];
  allowed_ips: string[];
  revoked_at: Date | null;
  per_minute: number | null;
  per_day: number | null;
}

export interface UsageRow {
  date: string;
  key_id: string;
  key_name: string;
  calls: string;
  succeeded: string;
  client_errors: string;
  server_errors: string;
}

export interface CallRow {
  key_id: string;
  key_name: string;
  method: string;
  route: string;
  status: number;
  at: Date;
  duration_ms: number;
  total: string;
}

/** The key whose text starts with `prefix`, with its dealer's own limits (null without). */
export async function keyByPrefix(dataSource: DataSource, prefix: string): Promise<KeyRow | undefined> {
  const rows: KeyRow[] = await dataSource.query(
    `SELECT k.id, k.public_id, k.user_id, k.secret_hash, k.scopes, k.allowed_ips, k.revoked_at, l.per_minute, l.per_day
         FROM api_keys k LEFT JOIN dealer_api_limits l ON l.user_id = k.user_id
        WHERE k.prefix = $1`,
    [prefix],
  );
  return rows[0];
}

/** One call in the activity log. */
export async function insertCall(
  dataSource: DataSource,
  call: { keyId: string; userId: string; method: string; route: string; status: number; at: Date; durationMs: number },
): Promise<void> {
  await dataSource.query(
    `INSERT INTO api_key_calls (key_id, user_id, method, route, status, at, duration_ms) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [call.keyId, call.userId, call.method, call.route, call.status, call.at, call.durationMs],
  );
}

/** The key's "last used", written at most once a minute. */
export async function touchLastUsed(dataSource: DataSource, keyId: string, at: Date): Promise<void> {
  await dataSource.query(
    `UPDATE api_keys SET last_used_at = $2 WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $2::timestamptz - interval '1 minute')`,
    [keyId, at],
  );
}

/** Holds the transaction against every other one making a key for the same dealer. */
export async function lockDealerKeys(m: EntityManager, userId: string): Promise<void> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtext('api_keys'), hashtext($1))`, [userId]);
}

/** Calls per key and UTC day in [from, until), newest day first. */
export function usageRows(dataSource: DataSource, userId: string, from: Date, until: Date): Promise<UsageRow[]> {
  return dataSource.query(
    `SELECT to_char(c.at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, k.public_id AS key_id, k.name AS key_name,
              count(*) AS calls,
              count(*) FILTER (WHERE c.status BETWEEN 200 AND 299) AS succeeded,
              count(*) FILTER (WHERE c.status BETWEEN 400 AND 499) AS client_errors,
              count(*) FILTER (WHERE c.status >= 500) AS server_errors
         FROM api_key_calls c JOIN api_keys k ON k.id = c.key_id
        WHERE c.user_id = $1 AND c.at >= $2 AND c.at < $3
        GROUP BY 1, k.public_id, k.name
        ORDER BY 1 DESC, k.name, k.public_id`,
    [userId, from, until],
  );
}

/** A page of the dealer's calls (one key's with `keyId`), newest first, each row carrying the total. */
export function callRows(
  dataSource: DataSource,
  userId: string,
  page: { limit: number; skip: number },
  keyId?: string,
): Promise<CallRow[]> {
  const params: unknown[] = [userId, page.limit, page.skip];
  let byKey = '';
  if (keyId) {
    params.push(keyId);
    byKey = 'AND k.public_id = $4';
  }
  return dataSource.query(
    `SELECT k.public_id AS key_id, k.name AS key_name, c.method, c.route, c.status, c.at, c.duration_ms,
              count(*) OVER () AS total
         FROM api_key_calls c JOIN api_keys k ON k.id = c.key_id
        WHERE c.user_id = $1 ${byKey}
        ORDER BY c.at DESC, c.id DESC
        LIMIT $2 OFFSET $3`,
    params,
  );
}

/** How many calls the dealer made (with one key's with `keyId`). */
export async function countCalls(dataSource: DataSource, userId: string, keyId?: string): Promise<number> {
  const byKey = keyId ? 'AND k.public_id = $2' : '';
  const rows: { n: string }[] = await dataSource.query(
    `SELECT count(*) AS n FROM api_key_calls c JOIN api_keys k ON k.id = c.key_id WHERE c.user_id = $1 ${byKey}`,
    keyId ? [userId, keyId] : [userId],
  );
  return Number(rows[0]?.n ?? 0);
}

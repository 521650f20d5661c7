/**
 * Whether an error means a dependency (PostgreSQL or Redis) is unreachable for now — a server restart, a network cut,
 * a pool that cannot get a connection — rather than a bug. Those answer 503 with Retry-After (the client retries, the
 * process heals by itself once the dependency is back), never 500. Query errors (a constraint, a syntax error) are not.
 */
export type Dependency = 'database' | 'redis';

/** How long a client should wait before retrying after a 503 (seconds, for Retry-After). */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 5;

/** Socket-level codes: the server went away or never answered (for either dependency). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up), 53300 too_many_connections.
 */
const PG_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;

/** node-postgres's own messages when the socket or the pool fails (they carry no code). */
const PG_MESSAGES = [
  /^Connection terminated/i, // "Connection terminated unexpectedly", "… due to connection timeout"
  /timeout exceeded when trying to connect/i, // pool acquisition timed out (DATABASE_POOL_WAIT_MS)
  /^Client has encountered a connection error/i,
  /^Cannot use a pool after calling end/i,
  /terminating connection due to administrator command/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

/** ioredis's messages while Redis is down (offline queue flushed, retries spent, a command timing out). */
const REDIS_MESSAGES = [
  /^Connection is closed\.?$/i,
  /^Reached the max retries per request limit/i,
  /^Command timed out$/i,
  /enableOfflineQueue options is false/i,
  /^LOADING\b/, // Redis restarting, still reading its AOF/RDB
];
const REDIS_ERROR_NAMES = new Set(['MaxRetriesPerRequestError']);

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  errno?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The dependency an error says is unavailable, or null for any other error (looks through causes and wrappers). */
export function unavailableDependency(error: unknown, depth = 0): Dependency | null {
  if (!error || typeof error !== 'object' || depth > 5) return null;
  const e = error as ErrorLike;
  const name = typeof e.name === 'string' ? e.name : '';
  const message = typeof e.message === 'string' ? e.message : '';
  const code = typeof e.code === 'string' ? e.code : '';

  if (REDIS_ERROR_NAMES.has(name) || REDIS_MESSAGES.some((re) => re.test(message))) return 'redis';
  if (PG_UNAVAILABLE.test(code) || PG_MESSAGES.some((re) => re.test(message))) return 'database';
  // A socket code without a message we know: which service it was is in the address, but either way it is a 503.
  if (NETWORK_CODES.has(code)) return /redis|6379/i.test(message) ? 'redis' : 'database';

  // TypeORM's QueryFailedError keeps the driver's error; Node's AggregateError (a connect to ::1 and 127.0.0.1) its parts.
  for (const inner of [e.driverError, e.cause, ...(Array.isArray(e.errors) ? e.errors : [])]) {
    const found = unavailableDependency(inner, depth + 1);
    if (found) return found;
  }
  return null;
}

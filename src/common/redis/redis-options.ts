/**
 * How a request-serving Redis client behaves while Redis is down: a command fails within seconds (the request answers
 * 503, or a cache falls back to PostgreSQL) instead of waiting in ioredis's offline queue until Redis returns. The
 * offline queue stays on so that commands sent while the first connection is being made simply wait for it;
 * maxRetriesPerRequest flushes them with an error once a reconnection has failed, and commandTimeout bounds a command
 * sent on a connection that hangs (a cut network, not a refused one). ioredis keeps reconnecting in the background,
 * so the process heals by itself. (BullMQ's workers are the exception: they block on Redis and must retry forever.)
 */
export const FAIL_FAST_REDIS_OPTIONS = {
  maxRetriesPerRequest: 1,
  enableOfflineQueue: true,
  commandTimeout: 3000,
  connectTimeout: 3000,
  // Reconnect quickly at first, then every 2 s at most, so recovery is seen within seconds.
  retryStrategy: (times: number) => Math.min(times * 100, 2000),
} as const;

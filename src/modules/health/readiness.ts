/** What the readiness probe found, check by check (GET /api/health/ready). */
export interface ReadinessChecks {
  database: { status: 'up' | 'down'; message?: string };
  redis: { status: 'up' | 'down'; message?: string };
  /** `unknown` while PostgreSQL does not answer. */
  migrations: { status: 'applied' | 'pending' | 'unknown'; pending?: number };
  /** `draining` from the first SIGTERM on: the load balancer should stop sending while requests in hand finish. */
  shutdown: { status: 'serving' | 'draining' };
}

export interface Readiness {
  status: 'ready' | 'not-ready';
  /** One short sentence per failed check, e.g. "database: PostgreSQL does not answer (Connection terminated)". */
  reasons: string[];
  checks: ReadinessChecks;
}

/** The verdict on the checks: ready only when every one of them is. */
export function readinessOf(checks: ReadinessChecks): Readiness {
  const reasons: string[] = [];
  if (checks.shutdown.status === 'draining') reasons.push('shutdown: the process is shutting down');
  if (checks.database.status === 'down') reasons.push(`database: PostgreSQL does not answer (${checks.database.message ?? 'no reply'})`);
  if (checks.redis.status === 'down') reasons.push(`redis: Redis does not answer (${checks.redis.message ?? 'no reply'})`);
  if (checks.migrations.status === 'pending') reasons.push(`migrations: ${checks.migrations.pending} migration(s) pending`);
  return { status: reasons.length === 0 ? 'ready' : 'not-ready', reasons, checks };
}

/** Resolves like `promise`, or rejects with "timed out after N ms" (a hung connection must not hang the probe). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

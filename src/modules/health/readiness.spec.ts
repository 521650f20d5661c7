import { describe, expect, it } from '@jest/globals';
import { readinessOf, type ReadinessChecks, withTimeout } from './readiness.js';

const healthy: ReadinessChecks = {
  database: { status: 'up' },
  redis: { status: 'up' },
  migrations: { status: 'applied' },
  shutdown: { status: 'serving' },
};

describe('readinessOf', () => {
  it('is ready only when every check passes', () => {
    expect(readinessOf(healthy)).toEqual({ status: 'ready', reasons: [], checks: healthy });
  });

  it('names each failed check', () => {
    const verdict = readinessOf({
      database: { status: 'down', message: 'Connection terminated' },
      redis: { status: 'down', message: 'Connection is closed.' },
      migrations: { status: 'unknown' },
      shutdown: { status: 'draining' },
    });
    expect(verdict.status).toBe('not-ready');
    expect(verdict.reasons).toEqual([
      'shutdown: the process is shutting down',
      'database: PostgreSQL does not answer (Connection terminated)',
      'redis: Redis does not answer (Connection is closed.)',
    ]);
  });

  it('is not ready while migrations are pending', () => {
    const verdict = readinessOf({ ...healthy, migrations: { status: 'pending', pending: 2 } });
    expect(verdict).toMatchObject({ status: 'not-ready', reasons: ['migrations: 2 migration(s) pending'] });
  });
});

describe('withTimeout', () => {
  it('passes an answer through and rejects a promise that never settles', async () => {
    await expect(withTimeout(Promise.resolve('PONG'), 50)).resolves.toBe('PONG');
    await expect(withTimeout(new Promise(() => undefined), 10)).rejects.toThrow('timed out after 10 ms');
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import request from 'supertest';
import { loadConfig } from '../src/config/config.js';
import { databaseUrl, uniqueSuffix, withServer } from './support/databases.js';
import { freePort, type SourceProcess, startApiProcess, startSourceProcess, workerEnv } from './support/worker-process.js';

/**
 * A deployment's migration step: API replicas start with MIGRATE=off before the one-shot `migrate` job has run; they
 * serve but answer not-ready while migrations are pending, and turn ready by themselves once the job has applied
 * them. Two migration jobs at once are safe (an advisory lock): both exit 0.
 */
describe('MIGRATE=off and the migration step', () => {
  const suffix = uniqueSuffix();
  const database = `autoexport_t_${process.env.TEST_RUN_ID}_${suffix}`;
  const prefix = `test:${suffix}`;
  let env: Record<string, string>;
  let api: SourceProcess | undefined;
  let baseUrl: string;

  beforeAll(async () => {
    // An empty database: every migration is pending.
    await withServer((client) => client.query(`CREATE DATABASE "${database}"`));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl(database),
      REDIS_PREFIX: prefix,
      JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    });
    env = workerEnv(config, { PORT: String(port), HOST: '127.0.0.1', WORKER: 'off', CLIENT_DIST_DIR: '/nonexistent' });
  });
  afterAll(async () => {
    await api?.kill('SIGKILL');
    // Its database (this run's name) is dropped with the others by global-teardown.ts, which drops them together.
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('serves not-ready while migrations are pending, and becomes ready once `migrate` has run', async () => {
    api = await startApiProcess({ ...env, MIGRATE: 'off' });
    const http = request(baseUrl);
    const before = await http.get('/api/health/ready').expect(503);
    expect(before.body.checks.migrations).toEqual({ status: 'pending', pending: expect.any(Number) });
    expect(before.body.reasons).toEqual([expect.stringMatching(/^migrations: \d+ migration\(s\) pending$/)]);
    await http.get('/api/health/live').expect(200);

    // Two migration jobs at once: one runs the migrations, the other waits for it, then finds nothing to do.
    const jobs = await Promise.all([1, 2].map(() => startSourceProcess('src/migrate.ts', env)));
    expect(await Promise.all(jobs.map((job) => job.exited))).toEqual([0, 0]);
    const outputs = jobs.map((job) => job.output());
    expect(outputs.filter((output) => /Ran \d+ migration\(s\)/.test(output))).toHaveLength(1);
    for (const output of outputs) expect(output).toContain('[migrate] The database is up to date.');

    const after = await http.get('/api/health/ready').expect(200);
    expect(after.body.checks.migrations).toEqual({ status: 'applied' });
  }, 120_000);
});

import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Runs once per `jest` run, outside Jest's ESM transform (so it imports nothing of ours): creates the empty
 * template database that the first spec file migrates and every spec file clones (test-app.ts, DESIGN.md §7).
 * Its name is unique to the run, so two runs on one machine never collide.
 */
export default async function globalSetup(): Promise<void> {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = `autoexport_tpl_${runId}`;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  await client.query(`CREATE DATABASE "${template}"`);
  await client.end();
  process.env.TEST_TEMPLATE_DB = template;
  process.env.TEST_RUN_ID = runId;
}

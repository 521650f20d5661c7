import pg from 'pg';

/** Drops the run's template and any database a crashed spec file left behind (imports nothing of ours, as global-setup). */
export default async function globalTeardown(): Promise<void> {
  const runId = process.env.TEST_RUN_ID;
  if (!runId) return;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`, [
    `autoexport\\_t\\_${runId}\\_%`,
    `autoexport_tpl_${runId}`,
  ]);
  for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await client.end();
}

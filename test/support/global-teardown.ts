import pg from 'pg';

/** How many databases are dropped at once: concurrent DROP DATABASEs take little longer than one (test-app.ts). */
const PARALLEL_DROPS = 8;

const serverUrl = () => process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Drops the run's template and the databases of its test apps, which test-app.ts leaves here to drop together, with
 * any a crashed spec file left behind (imports nothing of ours, as global-setup).
 */
export default async function globalTeardown(): Promise<void> {
  const runId = process.env.TEST_RUN_ID;
  if (!runId) return;
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`, [
    `autoexport\\_t\\_${runId}\\_%`,
    `autoexport_tpl_${runId}`,
  ]);
  await client.end();
  const names = rows.map((row) => row.datname);
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL_DROPS, names.length) }, async () => {
      const dropper = new pg.Client({ connectionString: serverUrl() });
      await dropper.connect();
      try {
        for (let name = names.pop(); name !== undefined; name = names.pop())
          await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    }),
  );
}

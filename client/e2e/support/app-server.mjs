// Starts the built server (`node dist/src/main.js`, which also serves client/dist) on a free port and its own
// PostgreSQL database, and removes that database afterwards unless asked to keep it. Shared by the browser tests
// and bench/web-vitals.mjs. Needs `npm run build` first.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const defaultDatabaseServerUrl = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param {object} options
 * @param {string} [options.database] database name; a random `autoexport_<label>_<hex>` one by default
 * @param {boolean} [options.keepDatabase] leave the database in place on stop (a fixed name reuses its data)
 * @param {string} [options.label] part of the random database name and of the Redis prefix
 * @param {Record<string, string>} [options.env] extra environment for the server
 * @param {number} [options.startTimeoutMs] how long creating, migrating and seeding may take
 */
export async function startAppServer({ database, keepDatabase = false, label = 'browser', env = {}, startTimeoutMs = 180_000 } = {}) {
  for (const file of ['dist/src/main.js', 'client/dist/index.html']) {
    if (!existsSync(path.join(repoRoot, file))) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const serverUrl = defaultDatabaseServerUrl;
  const name = database ?? `autoexport_${label}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const output = [];
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_PREFIX: `${label}:${name}`,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept, not printed: the caller shows it when something fails.
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 400) output.splice(0, output.length - 400);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve).once('error', resolve));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    if (keepDatabase) return;
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };

  try {
    const deadline = Date.now() + startTimeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output.join('')}`);
      try {
        const res = await fetch(`${baseUrl}/api/health`);
        if (res.ok) break;
      } catch {}
      if (Date.now() > deadline) throw new Error(`the server did not answer within ${startTimeoutMs / 1000} s:\n${output.join('')}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return { baseUrl, database: name, databaseUrl: databaseUrl.toString(), output: () => output.join(''), stop };
}

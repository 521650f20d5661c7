// Starts the built server (`node dist/src/main.js`, which also serves client/dist) on a free port and its own
// PostgreSQL database, and removes that database afterwards unless asked to keep it. Shared by the browser tests
// and bench/web-vitals.mjs. Needs `npm run build` first.
//
// APP_TOPOLOGY=<apis>x<workers> (e.g. 2x1; CI's browser step) starts the site as docker-compose.yml runs it instead:
// the migration step (`node dist/src/migrate.js`), then N API processes (MIGRATE=off, WORKER=off) behind a
// round-robin proxy that sets X-Forwarded-For, and M worker processes (`node dist/src/worker.js`).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request as httpRequest, createServer as createHttpServer, Agent } from 'node:http';
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

/** `2x1` → { apis: 2, workers: 1 }; unset → one process that migrates and runs its workers inline. */
export function parseTopology(text) {
  if (!text) return undefined;
  const match = /^(\d+)x(\d+)$/.exec(text.trim());
  if (!match || Number(match[1]) < 1) throw new Error(`APP_TOPOLOGY must look like 2x1 (API processes x workers), got "${text}"`);
  return { apis: Number(match[1]), workers: Number(match[2]) };
}

/**
 * @param {object} options
 * @param {string} [options.database] database name; a random `autoexport_<label>_<hex>` one by default
 * @param {boolean} [options.keepDatabase] leave the database in place on stop (a fixed name reuses its data)
 * @param {string} [options.label] part of the random database name and of the Redis prefix
 * @param {Record<string, string>} [options.env] extra environment for the server
 * @param {number} [options.startTimeoutMs] how long creating, migrating and seeding may take
 * @param {{ apis: number, workers: number }} [options.topology] many processes (default: APP_TOPOLOGY, else one)
 */
export async function startAppServer({
  database,
  keepDatabase = false,
  label = 'browser',
  env = {},
  startTimeoutMs = 180_000,
  topology = parseTopology(process.env.APP_TOPOLOGY),
} = {}) {
  for (const file of ['dist/src/main.js', 'client/dist/index.html']) {
    if (!existsSync(path.join(repoRoot, file))) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const serverUrl = defaultDatabaseServerUrl;
  const name = database ?? `autoexport_${label}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const sharedEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_PREFIX: `${label}:${name}`,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
    ...env,
  };

  const output = [];
  // Kept, not printed: the caller shows it when something fails.
  const keep = (prefix) => (chunk) => {
    output.push(prefix ? chunk.toString().replace(/^(?=.)/gm, prefix) : chunk.toString());
    if (output.length > 400) output.splice(0, output.length - 400);
  };
  const processes = [];
  const spawnNode = (script, extraEnv, prefix) => {
    const child = spawn(process.execPath, [script], {
      cwd: repoRoot,
      env: { ...sharedEnv, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', keep(prefix));
    child.stderr.on('data', keep(prefix));
    const exited = new Promise((resolve) => child.once('exit', resolve).once('error', resolve));
    const entry = { child, exited, prefix };
    processes.push(entry);
    return entry;
  };
  let proxy;

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await new Promise((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
    for (const { child } of processes) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(processes.map((p) => p.exited));
    if (keepDatabase) return;
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };

  const deadline = Date.now() + startTimeoutMs;
  const waitFor = async (what, check, entry) => {
    for (;;) {
      if (entry && entry.child.exitCode !== null) throw new Error(`${what} exited with ${entry.child.exitCode}:\n${output.join('')}`);
      if (await check()) return;
      if (Date.now() > deadline) throw new Error(`${what} was not ready within ${startTimeoutMs / 1000} s:\n${output.join('')}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  const answers = (url) => () =>
    fetch(url).then(
      (res) => res.ok,
      () => false,
    );

  try {
    if (!topology) {
      const api = spawnNode('dist/src/main.js', { PORT: String(port) }, '');
      await waitFor('the server', answers(`${baseUrl}/api/health`), api);
    } else {
      const migrate = spawnNode('dist/src/migrate.js', {}, '[migrate] ');
      await waitFor('the migration step', async () => {
        if (migrate.child.exitCode === null) return false;
        if (migrate.child.exitCode === 0) return true;
        throw new Error(`the migration step exited with ${migrate.child.exitCode}:\n${output.join('')}`);
      });
      const upstreams = [];
      for (let i = 0; i < topology.apis; i++) {
        const apiPort = await freePort();
        const api = spawnNode(
          'dist/src/main.js',
          { PORT: String(apiPort), MIGRATE: 'off', WORKER: 'off', TRUSTED_PROXIES: '127.0.0.1', SHUTDOWN_DRAIN_MS: '0' },
          `[api ${i + 1}] `,
        );
        upstreams.push({ port: apiPort, api });
      }
      for (let i = 0; i < topology.workers; i++) {
        const worker = spawnNode('dist/src/worker.js', { METRICS_PORT: '0', LOG_LEVEL: 'info' }, `[worker ${i + 1}] `);
        await waitFor(
          `worker ${i + 1}`,
          async () => output.some((line) => line.includes(`[worker ${i + 1}] `) && line.includes('Worker started')),
          worker,
        );
      }
      for (const [i, { port: apiPort, api }] of upstreams.entries()) {
        await waitFor(`API process ${i + 1}`, answers(`http://127.0.0.1:${apiPort}/api/health/ready`), api);
      }
      proxy = await startRoundRobinProxy(
        port,
        upstreams.map((u) => u.port),
      );
    }
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return { baseUrl, database: name, databaseUrl: databaseUrl.toString(), output: () => output.join(''), stop };
}

/**
 * What nginx does in docker-compose.yml, in a few lines: each request goes to the next API process in turn, with the
 * caller's address in X-Forwarded-For (the API processes trust only 127.0.0.1, this proxy).
 */
function startRoundRobinProxy(port, upstreamPorts) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = createHttpServer((req, res) => {
    const target = upstreamPorts[next++ % upstreamPorts.length];
    const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' };
    const upstream = httpRequest({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad gateway');
    });
    req.pipe(upstream);
  });
  // Idle connections are closed by the client first (Node's fetch after 4 s, Chromium later), never by this end as a
  // request goes out on them (Node's default of 5 s raced fetch's reuse: "fetch failed"), as nginx's 75 s does.
  server.keepAliveTimeout = 75_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ close: (done) => (server.close(() => done()), server.closeAllConnections()) }));
  });
}

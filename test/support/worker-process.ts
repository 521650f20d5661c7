import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '../../src/config/config.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const READY = 'Worker started';

/** A worker process (src/worker.ts, `npm run start:worker`) of the test's own: a real OS process, which can be killed. */
export interface WorkerProcess {
  readonly pid: number;
  /** Everything it printed so far (its log lines), for a failing test's message. */
  output(): string;
  /** Kills it with `signal` and resolves once it has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** The environment of a worker beside the test app: the same database, Redis prefix, SMTP server and settings. */
export function workerEnv(config: AppConfig, extra: Record<string, string> = {}): Record<string, string> {
  const { NODE_OPTIONS: _jestOptions, ...inherited } = process.env;
  return {
    ...(inherited as Record<string, string>),
    NODE_ENV: 'test',
    DATABASE_URL: config.databaseUrl,
    REDIS_URL: config.redisUrl,
    REDIS_PREFIX: config.redisPrefix,
    JWT_SECRET: config.jwtSecret,
    PUBLIC_URL: config.publicUrl,
    SMTP_URL: config.smtpUrl ?? '',
    UPLOAD_DIR: config.uploadDir,
    PRIVATE_UPLOAD_DIR: config.privateUploadDir,
    MAX_OPEN_RESERVATIONS: String(config.maxOpenReservations),
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
    // Workers of parallel test files would all want 9464: off unless a test asks for a port.
    METRICS_PORT: '0',
    ...extra,
  };
}

/**
 * Starts `node src/worker.ts` from the sources (compiled on load by test/support/ts-hooks.mjs with the tests' own swc
 * options, so no build is needed) and resolves once it says it is processing jobs.
 */
export function startWorkerProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<WorkerProcess> {
  return startSourceProcess('src/worker.ts', env, { ready: READY, timeoutMs });
}

/** A program of src/ run as its own OS process (the worker, the API, the migration step). */
export interface SourceProcess extends WorkerProcess {
  /** Resolves when it has exited, with its exit code (null when a signal ended it). */
  readonly exited: Promise<number | null>;
}

/**
 * Runs `node <entry>` (a TypeScript file under src/, compiled on load by ts-hooks.mjs) with `env`; resolves once it
 * has printed `ready`, or at once without one. Rejects when it exits first or stays silent for `timeoutMs`.
 */
export async function startSourceProcess(
  entry: string,
  env: Record<string, string>,
  { ready, timeoutMs = 30_000 }: { ready?: string; timeoutMs?: number } = {},
): Promise<SourceProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', path.join(ROOT, 'test', 'support', 'ts-register.mjs'), path.join(ROOT, entry)],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const started: SourceProcess = {
    pid: child.pid!,
    exited,
    output: () => output,
    async kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  if (ready === undefined) return started;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => fail(`did not start within ${timeoutMs} ms`), timeoutMs);
    const onData = () => {
      if (output.includes(ready)) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve();
      }
    };
    const onExit = (code: number | null) => fail(`exited (code ${code})`);
    function fail(why: string) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${entry} ${why}:\n${output}`));
    }
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', onExit);
  });
  return started;
}

/** A free TCP port on 127.0.0.1 for a spawned API process. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** An API process (src/main.ts, `npm start` without the build) on `env.PORT`; resolves once it is serving. */
export function startApiProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<SourceProcess> {
  return startSourceProcess('src/main.ts', env, { ready: 'Serving the API', timeoutMs });
}

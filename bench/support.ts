/**
 * What the benchmarks share (bench/README.md): numbers and percentiles, child processes (the API, the worker),
 * free ports and health waits, a local SMTP sink, a keep-alive HTTP client that times every answer, a database and a
 * Redis key prefix of a run's own, and signed-in customers seeded straight into the database.
 */
import { JwtService } from '@nestjs/jwt';
import { Redis } from 'ioredis';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';
import type { AccessTokenClaims } from '../src/common/auth/auth-user.js';
import { loadReferencePriceTables } from '../src/database/reference/price-tables.js';
import { AuthSession } from '../src/modules/auth/auth-session.entity.js';
import { Consignee } from '../src/modules/users/consignee.entity.js';
import { User } from '../src/modules/users/user.entity.js';

export const env = process.env;
/** A numeric setting from the environment, ≥ 0. */
export const num = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0 (got ${env[name]})`);
  return value;
};

/* ------------------------------------------------------------------ numbers */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const sleepUntil = (at: number) => sleep(Math.max(0, at - Date.now()));
export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
/** The p-th percentile of sorted values (nearest rank: exact, no buckets). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : NaN;
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const fmt = (n: number) => n.toLocaleString('en-US');
const clock = () => new Date().toISOString().slice(11, 19);
export const say = (message: string) => console.log(`[${clock()}] ${message}`);

/** The machine the run had: cores, memory, and the load averages (others' work on it). */
export const machine = (loadAverageAtStart: number[]) => ({
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model,
  memoryGb: round(os.totalmem() / 2 ** 30),
  loadAverageAtStart,
  loadAverageAtEnd: os.loadavg().map((l) => round(l, 2)),
  platform: `${os.type()} ${os.release()}`,
});
export const loadAverage = () => os.loadavg().map((l) => round(l, 2));

/* ------------------------------------------------------------------ processes */

export interface Proc {
  name: string;
  child: ChildProcess;
  exited: Promise<void>;
}

export function startProcess(
  name: string,
  script: string,
  extraEnv: Record<string, string>,
  logFile: string,
  ready?: string,
): Promise<Proc> {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, [script], { cwd: process.cwd(), env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const proc = { name, child, exited };
  if (!ready) return Promise.resolve(proc);
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 60 s; see ${logFile}`)), 60_000);
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString('utf8')).slice(-4096);
      if (seen.includes(ready)) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        child.off('exit', onExit);
        resolve(proc);
      }
    };
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with code ${code}; see ${logFile}`));
    };
    child.stdout!.on('data', onData);
    child.once('exit', onExit);
  });
}

export async function stopProcess(proc: Proc | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill(signal);
  const killed = await Promise.race([proc.exited.then(() => true), sleep(35_000).then(() => false)]);
  if (!killed) {
    proc.child.kill('SIGKILL');
    await proc.exited;
  }
}

/** CPU seconds (user + system) a process has used so far (Linux /proc; NaN elsewhere). */
export function cpuSeconds(proc: Proc | undefined): number {
  try {
    const fields = readFileSync(`/proc/${proc?.child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitHealthy(base: string, proc: Proc, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited with code ${proc.child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await sleep(300);
  }
  throw new Error(`${proc.name} did not answer /api/health within ${timeoutMs / 1000} s`);
}

/* ------------------------------------------------------------------ the mail sink */

/** A local SMTP server that accepts everything and counts the messages per recipient. */
export class MailSink {
  readonly received = new Map<string, number>();
  private readonly server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData: (stream, session, callback) => {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) {
          const address = to.address.toLowerCase();
          this.received.set(address, (this.received.get(address) ?? 0) + 1);
        }
        callback();
      });
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.server.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}?ignoreTLS=true`;
  }

  /** Of these addresses: how many got at least one message, and how many more than one. */
  count(addresses: readonly string[]): { received: number; duplicates: number } {
    let received = 0;
    let duplicates = 0;
    for (const a of addresses) {
      const n = this.received.get(a) ?? 0;
      if (n > 0) received += 1;
      if (n > 1) duplicates += 1;
    }
    return { received, duplicates };
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
/* ------------------------------------------------------------------ HTTP load */

export interface Answer {
  status: number;
  ms: number;
  body: { id?: string; message?: string } | null;
}

export interface LoadStats {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  /** CPU time of the API process per request (its single Node thread; PostgreSQL's work is not in it). */
  apiCpuMsPerRequest?: number;
}

/** A POST with a JSON body as a signed-in customer, timed from send to the answer's last byte. Never rejects. */
export function post(agent: http.Agent, base: URL, urlPath: string, token: string, body: unknown): Promise<Answer> {
  const payload = Buffer.from(JSON.stringify(body));
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path: urlPath,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': payload.length, authorization: `Bearer ${token}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - started;
          let parsed: Answer['body'] = null;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {}
          resolve({ status: res.statusCode ?? 0, ms, body: parsed });
        });
      },
    );
    req.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, body: { message: error.message } }));
    req.end(payload);
  });
}

/** Runs `fn` over `items`, `width` at a time. */
export async function pool<T>(items: readonly T[], width: number, fn: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      for (let i = next++; i < items.length; i = next++) await fn(items[i]);
    }),
  );
}

/** Sorted latencies → the figures the tables show. */
export const latencyFigures = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50), 2),
    p95: round(percentile(sorted, 95), 2),
    p99: round(percentile(sorted, 99), 2),
    max: round(sorted.at(-1) ?? NaN, 2),
  };
};

/* ------------------------------------------------------------------ a database and a Redis prefix of a run's own */

export interface RunStore {
  database: string;
  databaseUrl: string;
  prefix: string;
}

/** A new database name on the server of `serverUrl` (created and migrated by the API on start) and a Redis prefix. */
export function runStore(kind: string, stamp: string, serverUrl: string): RunStore {
  const database = `autoexport_bench_${kind}_${stamp.toLowerCase().replace(/[^a-z0-9]/g, '_')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return { database, databaseUrl: url.toString(), prefix: `bench-${kind}:${stamp}` };
}

export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  await server.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await server.end();
}

/** Deletes every key of one prefix (never another's): what a flushed Redis would be for this app. */
export async function deletePrefix(redis: Redis, prefix: string): Promise<number> {
  let deleted = 0;
  for (let cursor = '0'; ;) {
    const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    if (keys.length) deleted += await redis.unlink(...keys);
    cursor = nextCursor;
    if (cursor === '0') return deleted;
  }
}

/** The environment of the app's processes for a run: its own database, prefix, secret and mail sink. */
export const appEnvironment = (
  store: RunStore,
  port: number,
  redisUrl: string,
  smtpUrl: string,
  jwtSecret = randomBytes(32).toString('hex'),
) => ({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATABASE_URL: store.databaseUrl,
  REDIS_URL: redisUrl,
  REDIS_PREFIX: store.prefix,
  JWT_SECRET: jwtSecret,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: smtpUrl,
  SEED_DEMO_DATA: 'false',
});

/* ------------------------------------------------------------------ customers */

export interface Customer {
  email: string;
  publicId: string;
  sessionId: string;
  consigneeId: string;
}

/**
 * Customers inserted straight into the database: a user, a consignee and a live `auth_sessions` row each, as a
 * password sign-in leaves them. No password is hashed: thousands of argon2 hashes would take minutes and measure
 * nothing. Their access tokens come from signIn.
 */
export async function seedCustomers(dataSource: DataSource, total: number): Promise<Customer[]> {
  // A reservation is priced from the freight rates on file and refused to a port without one (issue 24): the reference tables.
  await loadReferencePriceTables((sql, parameters) => dataSource.query(sql, parameters));
  const customers: Customer[] = [];
  const sessionExpiry = new Date(Date.now() + 86_400_000);
  for (let from = 0; from < total; from += 1000) {
    const size = Math.min(1000, total - from);
    const users = Array.from({ length: size }, (_, i) => ({
      email: `bench.${from + i}.${randomBytes(3).toString('hex')}@example.com`,
      firstName: 'Bench',
      lastName: `Customer ${from + i}`,
      country: 'KE',
      passwordHash: null,
    }));
    const inserted = (await dataSource.getRepository(User).insert(users)).generatedMaps as { id: string; publicId: string }[];
    const consignees = (
      await dataSource.getRepository(Consignee).insert(
        inserted.map((u) => ({
          userId: u.id,
          consigneeName: 'Mombasa Motors Ltd',
          consigneePhone: '+254 700 000001',
          country: 'KE',
          city: 'Mombasa',
          address: 'Moi Avenue 12',
          referenceAddress: 'Opposite the Tusks',
          sameAsConsignee: true,
          notifyName: 'Mombasa Motors Ltd',
          notifyCity: 'Mombasa',
          notifyAddress: 'Moi Avenue 12',
          notifyPhone: '+254 700 000001',
        })),
      )
    ).generatedMaps as { publicId: string }[];
    const sessions = (
      await dataSource
        .getRepository(AuthSession)
        .insert(inserted.map((u) => ({ userId: u.id, method: 'password' as const, rememberMe: false, expiresAt: sessionExpiry })))
    ).generatedMaps as { id: string }[];
    inserted.forEach((u, i) =>
      customers.push({ email: users[i].email, publicId: u.publicId, sessionId: sessions[i].id, consigneeId: consignees[i].publicId }),
    );
  }
  if (customers.some((c) => !c.publicId || !c.sessionId || !c.consigneeId)) throw new Error('An insert did not return its generated ids');
  return customers;
}

/** Access tokens as the app signs them at sign-in (its own JwtService; they last 15 minutes). */
export const signIn = (jwt: JwtService, list: Customer[]) =>
  list.map((c) => ({ ...c, token: jwt.sign({ sub: c.publicId, sid: c.sessionId, role: 'user' } satisfies AccessTokenClaims) }));

/** POST /api/orders's body: a reservation of one car, shipped to the customer's consignee. */
export const reservationBody = (c: Customer, stockId: string) => ({
  stockId,
  tradeTerms: 'CIF',
  destinationCountry: 'KE',
  destinationPort: 'Mombasa',
  shippingMethod: 'roro',
  consigneeId: c.consigneeId,
});

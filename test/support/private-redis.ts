import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A port nobody listens on now (the OS picks it; released at once for redis-server to take). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A redis-server process of the test's own, on a free port, without persistence (`--save "" --appendonly no`): the
 * test may stop, restart (every key lost, as after a crash of a Redis without AOF, or a replaced instance) or FLUSHALL
 * it without touching the shared Redis that other test files use.
 */
export class PrivateRedis {
  private child: ChildProcess | undefined;
  private output = '';

  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.launch();
    return redis;
  }

  /** For REDIS_URL. */
  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  /** Stops the server (SIGKILL: no save, no goodbye to clients); its data is gone. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  }

  /** Stops it and starts an empty one on the same port. */
  async restart(): Promise<void> {
    await this.stop();
    await this.launch();
  }

  /** FLUSHALL on the running server: every key gone, connections kept. */
  async flushAll(): Promise<void> {
    await this.withClient((client) => client.flushall());
  }

  /** A short-lived client of the test's own. */
  async withClient<T>(fn: (client: Redis) => Promise<T>): Promise<T> {
    const client = new Redis(this.url, { maxRetriesPerRequest: 1, lazyConnect: true });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      client.disconnect();
    }
  }

  private async launch(): Promise<void> {
    this.output = '';
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => fail('did not start within 10 s'), 10_000);
      const onData = (chunk: Buffer) => {
        this.output += chunk.toString('utf8');
        if (this.output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          child.off('exit', onExit);
          resolve();
        }
      };
      const onExit = (code: number | null) => fail(`exited (code ${code})`);
      const fail = (why: string) => {
        clearTimeout(timer);
        child.kill('SIGKILL');
        this.child = undefined;
        reject(new Error(`redis-server on port ${this.port} ${why}:\n${this.output}`));
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', onExit);
    });
  }
}

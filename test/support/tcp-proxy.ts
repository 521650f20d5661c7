import net from 'node:net';

/**
 * A TCP proxy between the app and PostgreSQL or Redis, to fake their outages without touching the shared servers
 * (other spec files use them at the same time): point the app's DATABASE_URL or REDIS_URL at `port`, then
 * - `down()`: existing connections are cut and new ones refused (the server crashed, or the network is gone);
 * - `up()`: connections are accepted and forwarded again, on the same port;
 * - `hold()` / `release()`: bytes from the app are kept back (a query that takes as long as the test wants).
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private held: (() => void)[] | null = null;
  port = 0;

  private constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Starts a proxy to the host and port of `targetUrl` (a postgres:// or redis:// URL). */
  static async start(targetUrl: string): Promise<TcpProxy> {
    const url = new URL(targetUrl);
    const proxy = new TcpProxy(url.hostname, Number(url.port || (url.protocol.startsWith('redis') ? 6379 : 5432)));
    await proxy.up();
    return proxy;
  }

  /** `targetUrl` with its host and port replaced by the proxy's. */
  url(targetUrl: string): string {
    const url = new URL(targetUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  /** How many connections from the app are open through the proxy. */
  get connections(): number {
    return this.sockets.size;
  }

  async up(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => this.forward(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Cuts every open connection and refuses new ones (ECONNREFUSED) until up(). */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** From now on, what the app sends waits in the proxy until release(). */
  hold(): void {
    this.held ??= [];
  }

  /** How many chunks from the app wait in the proxy (a query sent and held back). */
  get heldChunks(): number {
    return this.held?.length ?? 0;
  }

  release(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const send of held) send();
  }

  async close(): Promise<void> {
    this.release();
    await this.down();
  }

  private forward(client: net.Socket): void {
    const upstream = net.connect(this.targetPort, this.targetHost);
    this.sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.on('data', (chunk) => {
      const send = () => {
        if (!upstream.destroyed) upstream.write(chunk);
      };
      if (this.held) this.held.push(send);
      else send();
    });
    upstream.pipe(client);
  }
}

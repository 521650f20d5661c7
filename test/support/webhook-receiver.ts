import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the receiver got: the raw body as sent (what the signature covers), and its headers. */
export interface ReceivedHook {
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  body: { id: string; type: string; occurredAt: string; data: Record<string, unknown> };
}

/**
 * A dealer's server on 127.0.0.1, recording every request. Each path answers the statuses scripted for it in turn
 * (then 200), or always 500 once `alwaysFail`, or never once it starts with a `neverAnswer` prefix (a hanging endpoint).
 */
export class WebhookReceiver {
  readonly received: ReceivedHook[] = [];
  private readonly scripts = new Map<string, number[]>();
  private readonly down = new Set<string>();
  private readonly hanging: string[] = [];
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const path = req.url ?? '/';
        this.received.push({ path, headers: req.headers, raw, body: JSON.parse(raw) as ReceivedHook['body'] });
        if (this.hanging.some((prefix) => path.startsWith(prefix))) return;
        const status = this.down.has(path) ? 500 : (this.scripts.get(path)?.shift() ?? 200);
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'thanks' : 'upstream unavailable');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  script(path: string, statuses: number[]): void {
    this.scripts.set(path, [...statuses]);
  }

  alwaysFail(path: string): void {
    this.down.add(path);
  }

  /** Requests to paths starting with `prefix` are read in full and never answered. */
  neverAnswer(prefix: string): void {
    this.hanging.push(prefix);
  }

  at(path: string): ReceivedHook[] {
    return this.received.filter((r) => r.path === path);
  }

  /** Drops the connections a hanging path still holds, then closes. */
  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

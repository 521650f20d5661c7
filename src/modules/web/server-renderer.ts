import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import type { ServerEntry, ServerRenderRequest } from '@autoexport/contract/server-render';

/** How often a missing server entry is looked for again (the client may be built after the server starts). */
const ENTRY_RETRY_MS = 2_000;
/** A render that takes longer is given up: the page goes out unrendered and the browser renders it. */
const RENDER_TIMEOUT_MS = 1_500;
/** Rendered pages kept, keyed by URL, language and the exact first answer (the same answer renders the same HTML). */
const RENDERS_CACHED = 500;

/**
 * The client's server entry (`<CLIENT_DIST_DIR>-server/entry-server.js`: client/dist-server), rendering a catalogue
 * page as an anonymous visitor first sees it. Optional by design: without the build, or when a render fails or takes
 * too long, `render` answers null and the page is sent as before, with the loading screen, for the browser to render.
 */
export class ServerRenderer {
  private readonly logger = new Logger(ServerRenderer.name);
  private readonly entryFile: string;
  private entry?: Promise<ServerEntry | null>;
  private entryMissing = false;
  private entryTriedAt = -Infinity;
  private readonly rendered = new LRUCache<string, string>({ max: RENDERS_CACHED });

  constructor(clientDir: string) {
    // Built beside the client: client/dist → client/dist-server.
    this.entryFile = path.join(`${clientDir}-server`, 'entry-server.js');
  }

  /** The app's HTML for `#root`, or null when it cannot be had now. */
  async render(request: Omit<ServerRenderRequest, 'timeoutMs'>, firstAnswerJson: string): Promise<string | null> {
    const key = createHash('sha1').update(`${request.language}\n${request.url}\n${firstAnswerJson}`).digest('base64url');
    const hit = this.rendered.get(key);
    if (hit !== undefined) return hit;
    const entry = await this.loadEntry();
    if (!entry) return null;
    try {
      // The entry stops its own waiting at the limit; the race also covers an entry that does not.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`took over ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS).unref();
      });
      const html = await Promise.race([entry.renderPage({ ...request, timeoutMs: RENDER_TIMEOUT_MS }), late]).finally(() =>
        clearTimeout(timer),
      );
      this.rendered.set(key, html);
      return html;
    } catch (error) {
      // The URL is the page's public address; the answer (which could be long) is not logged.
      this.logger.warn(`Server render of ${request.url} failed: ${(error as Error).message}`);
      return null;
    }
  }

  private loadEntry(): Promise<ServerEntry | null> {
    if (this.entry && !(this.entryMissing && performance.now() - this.entryTriedAt >= ENTRY_RETRY_MS)) return this.entry;
    this.entryTriedAt = performance.now();
    this.entryMissing = !existsSync(this.entryFile);
    this.entry = this.entryMissing
      ? Promise.resolve(null)
      : (import(pathToFileURL(this.entryFile).href) as Promise<ServerEntry>).catch((error: unknown) => {
          this.logger.error(`The client's server entry ${this.entryFile} does not load: ${(error as Error).message}`);
          return null;
        });
    return this.entry;
  }
}

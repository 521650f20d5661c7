import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import path from 'node:path';
import type { ClientPageFallback } from '../../common/errors/http-exception.filter.js';
import type { AppConfig } from '../../config/config.js';
import { ClientPagesService, type RenderedPage } from './client-pages.service.js';
import { PAGE_ROUTE_PATTERNS } from './page-route-rules.js';

/** Vite's hashed build output: a changed file gets a new name, so a year's caching is safe. */
const ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files (index.html, favicon…): kept, but checked with the server before each use. */
const REVALIDATE = 'no-cache';

/**
 * The Fastify side of the web client, called once by createApp:
 * - @fastify/static serving the built client (CLIENT_DIST_DIR): `/assets/…` cached for a year, anything else
 *   revalidated; it serves no index for `/`, which is a page;
 * - the page routes (`/`, `/cars`, `/cars/:ref`, each also under `/ur`, `/pt`, `/es`), answered with index.html and
 *   the page's head rendered in (ClientPagesService); without a built client they fall through to the 404 handler.
 * Answers the fallback the error filter uses for any other client path (sign-in, profile, the client's 404 screen).
 */
export async function registerClientPages(app: NestFastifyApplication, config: AppConfig): Promise<ClientPageFallback> {
  const root = config.clientDir;
  if (existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of each asset (client/scripts/precompress.mjs): sent as the browser accepts.
      preCompressed: true,
      setHeaders: (reply, file) => {
        const hashed = path.relative(root, file).split(path.sep)[0] === ASSETS_DIR;
        void reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  // Resolved on first use: preview mode (the OpenAPI generator) builds the app without providers, and serves nothing.
  let service: ClientPagesService | undefined;
  const pages = (): ClientPagesService => (service ??= app.get<ClientPagesService>(ClientPagesService));
  const send = (request: FastifyRequest, reply: FastifyReply, page: RenderedPage) => {
    const { encoding, body } = encodePage(page.html, request.headers['accept-encoding']);
    void reply
      .status(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .header('vary', 'Accept-Encoding');
    if (encoding) void reply.header('content-encoding', encoding);
    return reply.send(body);
  };

  const fastify = app.getHttpAdapter().getInstance();
  for (const url of PAGE_ROUTE_PATTERNS) {
    fastify.get(url, async (request: FastifyRequest, reply: FastifyReply) => {
      const page = await pages().render(request.url, { ip: request.ip, cookie: request.headers.cookie });
      if (!page) return reply.callNotFound();
      return send(request, reply, page);
    });
  }

  return (request, reply) => {
    const page = pages().renderOther(request.url);
    if (!page) return false;
    void send(request, reply, page);
    return true;
  };
}

/**
 * A page compressed as the browser accepts (brotli, else gzip): a catalogue page with its first render and first
 * answer is 40–60 KB of HTML, a third of a second on slow 4G, and a tenth of that compressed. Quality 5 compresses a
 * page in a few milliseconds.
 */
export function encodePage(html: string, acceptEncoding: string | undefined): { encoding?: 'br' | 'gzip'; body: string | Buffer } {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*q\s*=\s*/))
      .filter(([, q]) => q === undefined || Number(q) > 0)
      .map(([name]) => name),
  );
  if (accepted.has('br')) {
    return { encoding: 'br', body: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) };
  }
  if (accepted.has('gzip')) return { encoding: 'gzip', body: gzipSync(html, { level: 6 }) };
  return { body: html };
}

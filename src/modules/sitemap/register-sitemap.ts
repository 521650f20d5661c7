import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { parseCarBlock, SITEMAP_PATHS } from './sitemap-rules.js';
import { SitemapService } from './sitemap.service.js';

const XML = 'application/xml; charset=utf-8';
/** Crawlers fetch these now and then; an hour old is fresh enough, and saves the catalogue a pass. */
const CACHE = 'public, max-age=3600';

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));

/**
 * The crawler files, as plain Fastify routes outside /api (like the client's pages, register-client-pages.ts) and so
 * outside the OpenAPI document — they are XML and text, not JSON API calls: /robots.txt, /sitemap.xml (an index) and
 * its children under /sitemaps/. Called once by createApp. XML goes out gzipped when the crawler accepts it.
 */
export function registerSitemap(app: NestFastifyApplication): void {
  // Resolved on first use: preview mode (the OpenAPI generator) builds the app without providers.
  let service: SitemapService | undefined;
  const sitemap = (): SitemapService => (service ??= app.get<SitemapService>(SitemapService));
  const fastify = app.getHttpAdapter().getInstance();

  const sendXml = (request: FastifyRequest, reply: FastifyReply, body: string | AsyncIterable<string>) => {
    void reply.header('content-type', XML).header('cache-control', CACHE).header('vary', 'Accept-Encoding');
    const stream = typeof body === 'string' ? null : Readable.from(body);
    if (acceptsGzip(request)) {
      void reply.header('content-encoding', 'gzip');
      const gzip = createGzip({ level: 6 });
      if (stream) stream.on('error', (error) => gzip.destroy(error)).pipe(gzip);
      else gzip.end(body as string);
      return reply.send(gzip);
    }
    return reply.send(stream ?? body);
  };

  fastify.get('/robots.txt', (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', CACHE).send(sitemap().robots()),
  );
  fastify.get(SITEMAP_PATHS.index, async (request: FastifyRequest, reply: FastifyReply) =>
    sendXml(request, reply, await sitemap().index()),
  );
  fastify.get(SITEMAP_PATHS.pages, (request: FastifyRequest, reply: FastifyReply) => sendXml(request, reply, sitemap().pages()));
  fastify.get(SITEMAP_PATHS.blog, async (request: FastifyRequest, reply: FastifyReply) =>
    sendXml(request, reply, await sitemap().blogPosts()),
  );
  fastify.get('/sitemaps/cars/:file', (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
    const block = parseCarBlock(request.params.file);
    if (block === null) return reply.callNotFound();
    return sendXml(request, reply, sitemap().carBlock(block));
  });
}

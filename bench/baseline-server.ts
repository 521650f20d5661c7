import { createHash } from 'node:crypto';
/**
 * The benchmark's baseline: a bare Fastify + pg server answering the four benchmarked catalogue requests with the
 * same SQL as the application (catalogue-sql.ts), the same pool size, the same JSON shapes, and the same Redis
 * commands for the caches and the view counter (or, with BASELINE_CACHE=memory, in-process caches). What the app
 * does beyond this — Nest, validation, guards, helmet, request ids, logging — is what the benchmark prices.
 *
 *   PORT=3100 DATABASE_URL=postgres://… [REDIS_URL=…] [BASELINE_CACHE=memory] node dist/bench/baseline-server.js
 */
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { pathToFileURL } from 'node:url';
import { SingleFlight } from '../src/modules/cars/catalogue-cache.js';
import type { SummaryRow } from '../src/modules/cars/car-search-sql.js';
import { type DetailRow, toCarDetail, toCarSummary } from '../src/modules/cars/cars.mappers.js';
import type { CarDetailDto, CarSummaryDto } from '../src/modules/cars/cars.responses.js';
import {
  BadRequest,
  carDetail,
  detailRowCache,
  type Env,
  facets,
  indexMakes,
  listCars,
  type Makes,
  MAKES_SQL,
  MemoryStore,
  parseSearch,
  RedisStore,
  type Run,
} from './catalogue-sql.js';

/** The app's own mappers: the baseline answers with exactly the JSON the app sends (anonymous caller). */
function summaryOf(row: SummaryRow, makes: Makes): CarSummaryDto {
  const make = makes.byId.get(Number(row.make_id));
  return toCarSummary(row, make ?? { id: 0, slug: '', title: '' }, false);
}

const detailOf = (row: Record<string, unknown>): CarDetailDto => toCarDetail(row as unknown as DetailRow, false, 0);

export interface BaselineOptions {
  port: number;
  databaseUrl: string;
  /** The app's caches and view counter: in Redis like the app (default), or in this process's memory. */
  cache?: 'redis' | 'memory';
  redisUrl?: string;
  poolSize?: number;
}

export async function startBaseline(options: BaselineOptions) {
  // The application's pool: data-source.ts gives TypeORM's pg pool 20 connections.
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20, application_name: 'autoexport-baseline' });
  // Named prepared statements exactly where the app's CatalogueDb uses them (same rule, same SQL).
  const run: Run = async (sql, params, runOptions) =>
    runOptions?.prepare
      ? (
          await pool.query({
            name: `catalogue_${createHash('sha1').update(sql).digest('base64url').slice(0, 24)}`,
            text: sql,
            values: params ?? [],
          })
        ).rows
      : (await pool.query(sql, params)).rows;
  const prefix = `bench-baseline:${process.pid}`;
  const redis = options.cache === 'memory' ? null : new Redis(options.redisUrl ?? 'redis://127.0.0.1:6379', { keyPrefix: `${prefix}:` });
  const store = redis ? new RedisStore(redis, prefix) : new MemoryStore();
  if (store instanceof RedisStore) await Promise.all([store.catalogueVersion.listen(), store.generation.listen()]);
  const env: Env = {
    run,
    store,
    flights: new SingleFlight(),
    details: detailRowCache(),
    makes: indexMakes(await run<{ id: number; slug: string; title: string }>(MAKES_SQL)),
  };
  const makes = env.makes;
  const app = Fastify({ logger: false });

  app.get('/health', async () => ({ status: 'ok' }));

  app.get<{ Querystring: Record<string, string> }>('/api/cars', async (request, reply) => {
    try {
      const answer = await listCars(env, parseSearch(request.query));
      return {
        items: answer.rows.map((row) => summaryOf(row, makes)),
        total: answer.total,
        totalIsEstimate: answer.totalIsEstimate,
        page: answer.page,
        limit: answer.limit,
        nextCursor: answer.nextCursor,
      };
    } catch (error) {
      if (error instanceof BadRequest) return reply.code(400).send({ statusCode: 400, message: error.message });
      throw error;
    }
  });

  app.get<{ Querystring: Record<string, string> }>('/api/cars/facets', async (request) => facets(env, parseSearch(request.query).filters));

  app.get<{ Params: { ref: string } }>('/api/cars/detail/ref/:ref', async (request, reply) => {
    const row = await carDetail(env, request.params.ref, request.ip);
    if (!row) return reply.code(404).send({ statusCode: 404, message: 'Product not found!' });
    return detailOf(row);
  });

  await app.listen({ port: options.port, host: '127.0.0.1' });
  return {
    app,
    async close() {
      await app.close();
      await pool.end();
      if (store instanceof RedisStore) await Promise.all([store.catalogueVersion.close(), store.generation.close()]);
      if (redis) {
        const keys = await redis.keys(`${prefix}:*`);
        // KEYS answers full names; DEL would add the prefix again.
        if (keys.length) await redis.del(...keys.map((k) => k.slice(`${prefix}:`.length)));
        await redis.quit();
      }
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.PORT ?? 3100);
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/autoexport_bench';
  const cache = process.env.BASELINE_CACHE === 'memory' ? 'memory' : 'redis';
  startBaseline({ port, databaseUrl, cache, redisUrl: process.env.REDIS_URL })
    .then((server) => {
      console.log(`[baseline] listening on 127.0.0.1:${port}, caches in ${cache}`);
      const stop = () => void server.close().then(() => process.exit(0));
      process.on('SIGTERM', stop);
      process.on('SIGINT', stop);
    })
    .catch((error: unknown) => {
      console.error('[baseline] cannot start:', error);
      process.exit(1);
    });
}

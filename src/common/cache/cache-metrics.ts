import { Injectable } from '@nestjs/common';
import type { Counter } from 'prom-client';
import { Metrics } from '../metrics/metrics.service.js';

/**
 * Hits and misses of the shared caches, by cache name (a fixed name per cache, never a key: keys hold versions,
 * countries and stock ids): `autoexport_cache_requests_total{cache, result}`. The hit rate of a cache is
 * hits / (hits + misses). Children are kept per name, so a lookup on a hot path costs a Map get and an increment.
 */
@Injectable()
export class CacheMetrics {
  private readonly requests: Counter<'cache' | 'result'>;
  private readonly children = new Map<string, { hit: Counter.Internal; miss: Counter.Internal }>();

  constructor(metrics: Metrics) {
    this.requests = metrics.counter({
      name: 'cache_requests_total',
      help: 'Cache lookups by cache name and result (hit, miss)',
      labelNames: ['cache', 'result'],
    });
  }

  hit(cache: string): void {
    this.of(cache).hit.inc();
  }

  miss(cache: string): void {
    this.of(cache).miss.inc();
  }

  /** Records a lookup's result and answers it unchanged: `return metrics.record('faq', hit)`. */
  record<T>(cache: string, found: T | null | undefined): T | null | undefined {
    if (found === null || found === undefined) this.miss(cache);
    else this.hit(cache);
    return found;
  }

  private of(cache: string) {
    let child = this.children.get(cache);
    if (!child) {
      child = { hit: this.requests.labels({ cache, result: 'hit' }), miss: this.requests.labels({ cache, result: 'miss' }) };
      this.children.set(cache, child);
    }
    return child;
  }
}

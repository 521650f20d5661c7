import type { Histogram } from 'prom-client';
import { LATENCY_BUCKETS, type Metrics } from './metrics.service.js';

/** The label of a request no route matched (a scanner's guesses must not each make a time series). */
export const UNMATCHED_ROUTE = 'unmatched';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** "2xx" … "5xx": the class of a status code. */
export function statusClass(statusCode: number): string {
  const hundred = Math.floor(statusCode / 100);
  return hundred >= 1 && hundred <= 5 ? `${hundred}xx` : 'other';
}

/** A method label from a bounded set. */
export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'OTHER';
}

type Label = 'method' | 'route' | 'status';

/**
 * The request duration histogram, by method, route template (`/api/cars/:id`, never the raw URL: no ids, no personal
 * data, a bounded set) and status class. observe() is on every request of every route, the catalogue's hot paths
 * included, so each label combination's child is looked up once and kept: one Map get and one observe per answer.
 */
export class HttpMetrics {
  private readonly duration: Histogram<Label>;
  private readonly children = new Map<string, Histogram.Internal<Label>>();

  constructor(metrics: Metrics) {
    this.duration = metrics.histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration in seconds, by method, route template and status class',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
    });
  }

  /** @param route the matched route's template (Fastify's routeOptions.url), undefined when none matched */
  observe(method: string, route: string | undefined, statusCode: number, elapsedMs: number): void {
    const m = methodLabel(method);
    const r = route ?? UNMATCHED_ROUTE;
    const s = statusClass(statusCode);
    const key = `${m} ${s} ${r}`;
    let child = this.children.get(key);
    if (!child) {
      child = this.duration.labels({ method: m, route: r, status: s });
      this.children.set(key, child);
    }
    child.observe(elapsedMs / 1000);
  }
}

import { Injectable } from '@nestjs/common';
import {
  collectDefaultMetrics,
  Counter,
  type CounterConfiguration,
  Gauge,
  type GaugeConfiguration,
  Histogram,
  type HistogramConfiguration,
  type Metric,
  Registry,
} from 'prom-client';

/** Every metric of ours starts with this; prom-client's default process metrics keep their standard names. */
export const METRIC_PREFIX = 'autoexport_';

/** Latency buckets in seconds, from a cached catalogue answer (a few ms) to a slow export. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Config<C extends { name: string }> = Omit<C, 'name' | 'registers'> & { name: string };

/**
 * The process's Prometheus registry (one per application, so two apps in one test process never share counters).
 * Domains declare their own metrics through it — `metrics.counter({ name: 'reservations_placed_total', ... })` — and
 * the name gets the `autoexport_` prefix; asking twice for one name answers the same metric, so two providers can
 * share one. It knows no domain. Served at GET /metrics (register-metrics.ts) or by the worker's metrics-server.ts.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  counter<L extends string>(config: Config<CounterConfiguration<L>>): Counter<L> {
    return (
      this.existing<Counter<L>>(config.name) ?? new Counter<L>({ ...config, name: METRIC_PREFIX + config.name, registers: [this.registry] })
    );
  }

  gauge<L extends string>(config: Config<GaugeConfiguration<L>>): Gauge<L> {
    return (
      this.existing<Gauge<L>>(config.name) ?? new Gauge<L>({ ...config, name: METRIC_PREFIX + config.name, registers: [this.registry] })
    );
  }

  histogram<L extends string>(config: Config<HistogramConfiguration<L>>): Histogram<L> {
    return (
      this.existing<Histogram<L>>(config.name) ??
      new Histogram<L>({ ...config, name: METRIC_PREFIX + config.name, registers: [this.registry] })
    );
  }

  /** The Prometheus text exposition of every metric (the collect() callbacks run first). */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private existing<M extends Metric>(name: string): M | undefined {
    return this.registry.getSingleMetric(METRIC_PREFIX + name) as M | undefined;
  }
}

/** Runs a collect() body without ever failing the scrape: a dependency that is down leaves the last values. */
export async function collectSafely(read: () => Promise<void>): Promise<void> {
  try {
    await read();
  } catch {
    // The metric keeps its previous value; the dependency's own up-metric (or the health check) says why.
  }
}

import { Global, Module } from '@nestjs/common';
import { InfrastructureMetrics } from './infrastructure-metrics.js';
import { Metrics } from './metrics.service.js';

/**
 * The registry (Metrics) for every module. Global; JobsModule imports it as well, so a process built from a few
 * modules (a test's) has it too.
 */
@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}

/** The metrics of what every process of the whole application shares: the PostgreSQL pool, the Redis client. */
@Module({ providers: [InfrastructureMetrics] })
export class InfrastructureMetricsModule {}

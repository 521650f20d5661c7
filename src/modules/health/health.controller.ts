import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Redis } from 'ioredis';
import { REDIS } from '../../common/redis/redis.module.js';
import { Public } from '../../common/auth/public.decorator.js';
import { LivenessDto, ReadinessDto } from './health.dto.js';
import type { Readiness } from './readiness.js';
import { ReadinessService } from './readiness.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly readiness: ReadinessService,
  ) {}

  @Get('live')
  @Public()
  @ApiOperation({
    summary: 'Liveness: the process runs its event loop',
    description: 'Checks no dependency, so a PostgreSQL or Redis outage never gets healthy processes restarted.',
  })
  @ApiOkResponse({ type: LivenessDto })
  live(): LivenessDto {
    return { status: 'ok' };
  }

  @Get('ready')
  @Public()
  @ApiOperation({
    summary: 'Readiness: whether this process should receive traffic',
    description:
      'Ready when PostgreSQL and Redis answer, no migration is pending and the process is not shutting down; ' +
      'otherwise 503 with the reasons. Cheap enough to poll every few seconds.',
  })
  @ApiOkResponse({ type: ReadinessDto, description: 'Ready' })
  @ApiServiceUnavailableResponse({ type: ReadinessDto, description: 'Not ready: `reasons` says why' })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<Readiness> {
    const readiness = await this.readiness.check();
    if (readiness.status !== 'ready') void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return readiness;
  }

  @Get()
  @Public()
  @HealthCheck()
  @ApiOperation({ summary: 'Whether PostgreSQL and Redis answer' })
  @ApiOkResponse({
    description: 'Both answer',
    schema: { example: { status: 'ok', info: { database: { status: 'up' }, redis: { status: 'up' } }, error: {}, details: {} } },
  })
  @ApiServiceUnavailableResponse({ description: 'One of them does not answer' })
  check() {
    return this.health.check([
      () => this.database.pingCheck('database', { timeout: 2000 }),
      async () => {
        const indicator = this.indicators.check('redis');
        try {
          const pong = await Promise.race([
            this.redis.ping(),
            new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000)),
          ]);
          return pong === 'PONG' ? indicator.up() : indicator.down({ message: 'unexpected reply' });
        } catch (error) {
          return indicator.down({ message: (error as Error).message });
        }
      },
    ]);
  }
}

import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { FAIL_FAST_REDIS_OPTIONS } from './redis-options.js';

/** The shared ioredis client; every key it writes starts with the configured prefix. */
export const REDIS = Symbol('REDIS');

export function createRedis(config: AppConfig, options: { lazy?: boolean } = {}): Redis {
  return new Redis(config.redisUrl, {
    keyPrefix: `${config.redisPrefix}:`,
    lazyConnect: options.lazy ?? false,
    ...FAIL_FAST_REDIS_OPTIONS,
  });
}

@Global()
@Module({
  providers: [{ provide: REDIS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createRedis(config) }],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

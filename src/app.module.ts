import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { RedisModule } from './common/redis/redis.module.js';
import { dataSourceOptions } from './database/data-source.js';
import { JobsModule } from './jobs/jobs.module.js';
import { HealthModule } from './modules/health/health.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            // Fastify has already chosen the request id (see app.factory.ts); reuse it so logs and error bodies agree.
            genReqId: (req: IncomingMessage & { id?: string }) => req.id ?? randomUUID(),
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
            autoLogging: { ignore: (req: IncomingMessage) => req.url === '/api/health' },
          },
        }),
        TypeOrmModule.forRoot(dataSourceOptions(config.databaseUrl)),
        RedisModule,
        JobsModule,
        HealthModule,
      ],
    };
  }
}

import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller.js';
import { ReadinessService } from './readiness.service.js';

@Module({ imports: [TerminusModule], controllers: [HealthController], providers: [ReadinessService], exports: [ReadinessService] })
export class HealthModule {}

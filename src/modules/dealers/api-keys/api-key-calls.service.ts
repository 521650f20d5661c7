import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/time/clock.js';
import { insertCall, touchLastUsed } from './api-keys.repository.js';

export interface ApiKeyCallRecord {
  keyId: string;
  userId: string;
  method: string;
  /** The route's pattern (`/api/orders/:id`), never the URL. */
  route: string;
  status: number;
  durationMs: number;
}

/** Writes the activity log of API keys, after each answer; a failure is logged, never the caller's problem. */
@Injectable()
export class ApiKeyCallsService {
  private readonly logger = new Logger(ApiKeyCallsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async record(call: ApiKeyCallRecord): Promise<void> {
    const at = this.clock.now();
    try {
      await insertCall(this.dataSource, {
        keyId: call.keyId,
        userId: call.userId,
        method: call.method.slice(0, 8),
        route: call.route.slice(0, 200),
        status: call.status,
        at,
        durationMs: Math.max(0, Math.round(call.durationMs)),
      });
      // At most one write a minute per key for "last used".
      await touchLastUsed(this.dataSource, call.keyId, at);
    } catch (error) {
      this.logger.error(`Could not record an API key call (key ${call.keyId}, ${call.method} ${call.route}): ${String(error)}`);
    }
  }
}

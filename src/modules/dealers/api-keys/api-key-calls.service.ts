import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/time/clock.js';

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
      await this.dataSource.query(
        `INSERT INTO api_key_calls (key_id, user_id, method, route, status, at, duration_ms) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          call.keyId,
          call.userId,
          call.method.slice(0, 8),
          call.route.slice(0, 200),
          call.status,
          at,
          Math.max(0, Math.round(call.durationMs)),
        ],
      );
      // At most one write a minute per key for "last used".
      await this.dataSource.query(
        `UPDATE api_keys SET last_used_at = $2 WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $2::timestamptz - interval '1 minute')`,
        [call.keyId, at],
      );
    } catch (error) {
      this.logger.error(`Could not record an API key call (key ${call.keyId}, ${call.method} ${call.route}): ${String(error)}`);
    }
  }
}

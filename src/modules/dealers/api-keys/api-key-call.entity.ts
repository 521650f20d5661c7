import { Column, Entity, Index } from 'typeorm';
import { JoinedTo, KeyColumn, Keyed, OwnedBy } from '../../../common/database/columns.js';
import { User } from '../../users/user.entity.js';
import { ApiKey } from './api-key.entity.js';

/**
 * One call made with an API key (the dealer's activity log and usage): the route's pattern, never the URL with its
 * query, and never a body.
 */
@Entity('api_key_calls')
@Index('ix_api_key_calls_key_at', ['keyId', 'at'])
@Index('ix_api_key_calls_user_at', ['userId', 'at'])
export class ApiKeyCall extends OwnedBy(Keyed, () => User, 'CASCADE') {
  @KeyColumn('key_id')
  keyId: string;

  @JoinedTo(() => ApiKey, 'key_id', { onDelete: 'CASCADE' })
  key?: ApiKey;

  @Column({ type: 'varchar', length: 8 })
  method: string;

  /** e.g. `/api/cars/detail/ref/:ref`. */
  @Column({ type: 'varchar', length: 200 })
  route: string;

  @Column({ type: 'smallint' })
  status: number;

  @Column({ type: 'timestamptz' })
  at: Date;

  @Column({ name: 'duration_ms', type: 'integer' })
  durationMs: number;
}

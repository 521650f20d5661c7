import { Column, Entity, Index } from 'typeorm';
import { Created, Keyed } from '../../common/database/columns.js';

/**
 * What staff did to whom. Actor and target are public ids with no foreign key, so the trail
 * outlives deleted accounts; before/after hold only the fields the action changed.
 */
@Entity('audit_log')
@Index('ix_audit_log_target', ['targetType', 'targetId', 'createdAt'])
@Index('ix_audit_log_time', ['createdAt'])
@Index('ix_audit_log_actor', ['actorId', 'createdAt'])
@Index('ix_audit_log_action', ['action', 'createdAt'])
@Index('ix_audit_log_target_id', ['targetId', 'createdAt'])
export class AuditEntry extends Created(Keyed) {
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ name: 'actor_role', type: 'varchar', length: 16, nullable: true })
  actorRole: string | null;

  @Column({ type: 'varchar', length: 64 })
  action: string;

  @Column({ name: 'target_type', type: 'varchar', length: 32 })
  targetType: string;

  @Column({ name: 'target_id', type: 'varchar', length: 64 })
  targetId: string;

  @Column({ type: 'jsonb', nullable: true })
  before: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  after: Record<string, unknown> | null;

  @Column({ name: 'request_id', type: 'varchar', length: 64, nullable: true })
  requestId: string | null;
}

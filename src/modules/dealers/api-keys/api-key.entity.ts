import { Column, Entity, Index } from 'typeorm';
import { Created, OwnedBy, PublicKeyed } from '../../../common/database/columns.js';
import { User } from '../../users/user.entity.js';
import type { ApiKeyScopeName } from './api-key-rules.js';

/**
 * A dealer's API key (issue 14). The key itself is shown once when it is made; only its prefix (to find it) and the
 * SHA-256 of the whole key are kept. Revoking sets `revoked_at`; the row stays for the activity log.
 */
@Entity('api_keys')
@Index('ix_api_keys_user', ['userId', 'createdAt'])
@Index('uq_api_keys_public_id', ['publicId'], { unique: true })
export class ApiKey extends Created(OwnedBy(PublicKeyed, () => User, 'CASCADE')) {
  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Index('uq_api_keys_prefix', { unique: true })
  @Column({ type: 'varchar', length: 8 })
  prefix: string;

  /** SHA-256 (hex) of the whole key. */
  @Column({ name: 'secret_hash', type: 'char', length: 64 })
  secretHash: string;

  @Column({ type: 'text', array: true })
  scopes: ApiKeyScopeName[];

  /** Addresses and CIDR ranges the key may be used from; empty: any. */
  @Column({ name: 'allowed_ips', type: 'text', array: true, default: () => "'{}'" })
  allowedIps: string[];

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}

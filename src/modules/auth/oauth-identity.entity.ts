import { Column, Entity, Index } from 'typeorm';
import { Created, Keyed, OwnedBy } from '../../common/database/columns.js';
import { User } from '../users/user.entity.js';

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** A Google or Facebook account connected to a user. */
@Entity('oauth_identities')
@Index('uq_oauth_identities_provider_subject', ['provider', 'providerUserId'], { unique: true })
@Index('uq_oauth_identities_user_provider', ['userId', 'provider'], { unique: true })
export class OAuthIdentity extends Created(OwnedBy(Keyed, () => User, 'CASCADE')) {
  @Column({ type: 'varchar', length: 16 })
  provider: OAuthProvider;

  @Column({ name: 'provider_user_id', type: 'varchar', length: 255 })
  providerUserId: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;
}

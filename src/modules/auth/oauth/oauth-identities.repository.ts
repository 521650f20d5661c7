import type { EntityManager } from 'typeorm';
import { OAuthIdentity } from '../oauth-identity.entity.js';

/** A user's connected identities, locked: two disconnections of one account run one after the other. */
export function identitiesLockedOf(m: EntityManager, userId: string): Promise<OAuthIdentity[]> {
  return m
    .getRepository(OAuthIdentity)
    .createQueryBuilder('i')
    .where('i.user_id = :userId', { userId })
    .setLock('pessimistic_write')
    .getMany();
}

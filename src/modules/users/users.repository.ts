import { Brackets, type EntityManager, type Repository } from 'typeorm';
import { escapeLike } from '../../database/sql.js';
import { User } from './user.entity.js';

/** The active superadmins' ids, their rows locked: two demotions at once cannot both leave one. */
export function activeSuperadminsLocked(manager: EntityManager): Promise<Pick<User, 'id'>[]> {
  return manager
    .getRepository(User)
    .createQueryBuilder('u')
    .select('u.id')
    .where('u.role = :role AND u.status = :status', { role: 'superadmin', status: 'active' })
    .setLock('pessimistic_write')
    .getMany();
}

/** Internal ids of the accounts whose email or name contains `text` (case-insensitive), at most `max`, by id. */
export async function userIdsMatching(users: Repository<User>, text: string, max: number): Promise<string[]> {
  const like = `%${escapeLike(text.trim())}%`;
  const rows = await users
    .createQueryBuilder('u')
    .select('u.id', 'id')
    .where(
      new Brackets((w) => w.where('u.email ILIKE :like', { like }).orWhere("(u.firstName || ' ' || u.lastName) ILIKE :like", { like })),
    )
    .orderBy('u.id', 'ASC')
    .limit(max)
    .getRawMany<{ id: string }>();
  return rows.map((r) => String(r.id));
}

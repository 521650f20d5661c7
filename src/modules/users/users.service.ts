import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, type Repository } from 'typeorm';
import { conflict, notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { isUuid } from '../../common/validation/uuid.js';
import { AccountActivityService } from './account-activity.service.js';
import { type UserState, wouldRemoveLastSuperadmin } from './superadmin-rules.js';
import { User } from './user.entity.js';
import type { UpdateProfileDto } from './users.dto.js';
import { activeSuperadminsLocked, userIdsMatching } from './users.repository.js';
import { sqlState, UNIQUE_VIOLATION } from '../../database/sql.js';
import { Clock } from '../../common/time/clock.js';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly activity: AccountActivityService,
    private readonly clock: Clock,
  ) {}

  private repo(manager?: EntityManager): Repository<User> {
    return manager ? manager.getRepository(User) : this.users;
  }

  findByEmail(email: string, manager?: EntityManager): Promise<User | null> {
    return this.repo(manager).findOne({ where: { email: normaliseEmail(email) } });
  }

  findById(id: string, manager?: EntityManager): Promise<User | null> {
    return this.repo(manager).findOne({ where: { id } });
  }

  /** Several users by internal id (missing ones are left out), e.g. the customers of a page of orders. */
  async findByIds(ids: readonly string[], manager?: EntityManager): Promise<Map<string, User>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const users = await this.repo(manager).find({ where: { id: In(wanted) } });
    return new Map(users.map((user) => [String(user.id), user]));
  }

  findByPublicId(publicId: string, manager?: EntityManager): Promise<User | null> {
    if (!isUuid(publicId)) return Promise.resolve(null);
    return this.repo(manager).findOne({ where: { publicId } });
  }

  async getById(id: string, manager?: EntityManager): Promise<User> {
    const user = await this.findById(id, manager);
    if (!user) throw notFound(Msg.USER_NOT_FOUND);
    return user;
  }

  /** Inserts a user; a taken email (case-insensitive) is a 409. */
  async create(data: Partial<User> & { email: string; firstName: string }, manager?: EntityManager): Promise<User> {
    const repo = this.repo(manager);
    const email = normaliseEmail(data.email);
    try {
      const result = await repo.insert({ ...data, email });
      return (await repo.findOneOrFail({ where: { id: String(result.identifiers[0]!.id) } })) as User;
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(Msg.EMAIL_TAKEN);
      throw error;
    }
  }

  async updateProfile(ctx: RequestContext, changes: UpdateProfileDto): Promise<User> {
    const userId = actorOf(ctx).id;
    const user = await this.getById(userId);
    const changed = (Object.keys(changes) as (keyof UpdateProfileDto)[]).filter(
      (key) => changes[key] !== undefined && changes[key] !== user[key as keyof User],
    );
    if (changed.length > 0) {
      await this.users.manager.transaction(async (manager) => {
        await manager.getRepository(User).update({ id: userId }, Object.fromEntries(changed.map((k) => [k, changes[k]])));
        await this.activity.record(ctx, userId, 'profile_updated', { fields: changed }, manager);
      });
    }
    return this.getById(userId);
  }

  async setPassword(userId: string, passwordHash: string, manager?: EntityManager): Promise<void> {
    await this.repo(manager).update({ id: userId }, { passwordHash, passwordChangedAt: this.clock.now() });
  }

  async markSignedIn(userId: string, manager?: EntityManager): Promise<void> {
    await this.repo(manager).update({ id: userId }, { lastSignInAt: this.clock.now() });
  }

  /**
   * Refuses (409) a change that would leave no active superadmin. Locks the active superadmins' rows so two
   * concurrent demotions cannot both pass; call inside the transaction that makes the change.
   */
  async assertKeepsASuperadmin(before: UserState, after: UserState | null, manager: EntityManager): Promise<void> {
    if (before.role !== 'superadmin') return;
    const active = await activeSuperadminsLocked(manager);
    if (wouldRemoveLastSuperadmin(before, after, active.length)) throw conflict(Msg.LAST_SUPERADMIN);
  }

  /**
   * The account's row locked for its closure (account-closure): FOR NO KEY UPDATE, which keeps staff's changes to the
   * account out but lets a transaction that already holds the customer's auction account or a car finish inserting
   * rows that refer to the user (a foreign key's share lock), instead of deadlocking with it. 404 when it is gone.
   */
  async lockForClosure(userId: string, manager: EntityManager): Promise<User> {
    const user = await manager.getRepository(User).findOne({ where: { id: userId }, lock: { mode: 'for_no_key_update' } });
    if (!user) throw notFound(Msg.USER_NOT_FOUND);
    return user;
  }

  /**
   * Permanent: the row and everything that hangs on it (sessions, consignees, activity) go. Call it only from the
   * account closure (account-closure/account-closure.service.ts), which settles what the account holds first.
   */
  async deletePermanently(userId: string, manager: EntityManager): Promise<void> {
    await manager.getRepository(User).delete({ id: In([userId]) });
  }

  /**
   * Internal ids of the accounts whose email or name contains `text` (case-insensitive), at most `max`: how the
   * back office's order and payment lists filter by customer without reading this module's table.
   */
  async idsMatching(text: string, max: number): Promise<string[]> {
    return userIdsMatching(this.users, text, max);
  }
}

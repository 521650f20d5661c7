import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, type EntityManager, type Repository } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { hashPassword } from '../../../common/auth/passwords.js';
import { conflict, notFound, permissionDenied } from '../../../common/errors/app-error.js';
import { resolvePaging } from '../../../common/pagination/pagination.js';
import type { RequestMeta } from '../../../common/request-meta.js';
import { AuditService } from '../../audit/audit.service.js';
import { SessionsService } from '../../auth/sessions.service.js';
import { type AccountStatus, type Role, User } from '../user.entity.js';
import { toUserResponse, type UserResponseDto } from '../users.dto.js';
import { UsersService } from '../users.service.js';
import { type AdminUserAction, canManage } from './admin-permissions.js';
import type { AdminUserListDto, AdminUserListQueryDto, CreateUserDto, UserCreatedDto } from './admin-users.dto.js';
import { generatePassword } from './generated-password.js';
import { escapeLike } from '../../../database/sql.js';

export const USER_NOT_FOUND_MESSAGE = 'User not found.';
export const USER_CHANGED_MESSAGE = 'This account was changed by someone else at the same moment. Please reload and try again.';

/** Audit actions written by this service; the target type is always `user`, the target id the public id. */
export const USER_AUDIT = {
  create: 'user.create',
  roleChange: 'user.role_change',
  statusChange: 'user.status_change',
  passwordReset: 'user.password_reset',
  delete: 'user.delete',
} as const;
const TARGET_TYPE = 'user';

/** `%`, `_` and `\` typed into the search box match themselves. */

/**
 * What the audit log keeps of a created or deleted account: its authority, no personal data — the trail outlives
 * the account, and deletion must remove the customer's data (spec §6). The target id identifies the account.
 */
const accountFacts = (user: User) => ({ role: user.role, status: user.status, accountType: user.accountType });

/** Staff management of accounts. Every change runs in one transaction with its audit entry. */
@Injectable()
export class AdminUsersService {
  constructor(
    @InjectRepository(User) private readonly userRepo: Repository<User>,
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {}

  async list(query: AdminUserListQueryDto): Promise<AdminUserListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const qb = this.userRepo.createQueryBuilder('u');
    if (query.q) {
      const q = `%${escapeLike(query.q)}%`;
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('u.email ILIKE :q', { q })
            .orWhere('u.firstName ILIKE :q', { q })
            .orWhere('u.lastName ILIKE :q', { q })
            .orWhere("concat_ws(' ', u.firstName, u.lastName) ILIKE :q", { q }),
        ),
      );
    }
    if (query.role) qb.andWhere('u.role = :role', { role: query.role });
    if (query.status) qb.andWhere('u.status = :status', { status: query.status });
    if (query.accountType) qb.andWhere('u.accountType = :accountType', { accountType: query.accountType });
    const [rows, total] = await qb.orderBy('u.createdAt', 'DESC').addOrderBy('u.id', 'DESC').skip(skip).take(limit).getManyAndCount();
    return { items: rows.map(toUserResponse), total, page, limit };
  }

  async get(actor: AuthUser, publicId: string): Promise<UserResponseDto> {
    const user = await this.findTarget(publicId);
    this.assertCan(actor, user.role, 'view');
    return toUserResponse(user);
  }

  /** A new active account; without a password one is generated and answered this once. */
  async create(actor: AuthUser, body: CreateUserDto, meta: RequestMeta): Promise<UserCreatedDto> {
    const role = body.role ?? 'user';
    this.assertCan(actor, role, 'create');
    const generatedPassword = body.password === undefined ? generatePassword() : undefined;
    const passwordHash = await hashPassword(body.password ?? generatedPassword!);
    const user = await this.dataSource.transaction(async (m) => {
      const created = await this.users.create(
        {
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          passwordHash,
          role,
          status: 'active',
          accountType: body.accountType ?? 'individual',
          phone: body.phone ?? null,
          country: body.country ?? null,
        },
        m,
      );
      await this.record(
        actor,
        USER_AUDIT.create,
        created,
        null,
        { ...accountFacts(created), passwordGenerated: !!generatedPassword },
        meta,
        m,
      );
      return created;
    });
    return { user: toUserResponse(user), ...(generatedPassword ? { generatedPassword } : {}) };
  }

  /** Superadmin only. The last active superadmin cannot be demoted (409). */
  async changeRole(actor: AuthUser, publicId: string, role: Role, meta: RequestMeta): Promise<UserResponseDto> {
    return this.change(actor, publicId, 'role_change', async (target, m) => {
      if (target.role === role) return target;
      await this.users.assertKeepsASuperadmin(target, { role, status: target.status }, m);
      await m.getRepository(User).update({ id: target.id }, { role });
      await this.record(actor, USER_AUDIT.roleChange, target, { role: target.role }, { role }, meta, m);
      return m.getRepository(User).findOneOrFail({ where: { id: target.id } });
    });
  }

  /** Suspension ends every sign-in of the account at once. The last active superadmin cannot be suspended (409). */
  async changeStatus(actor: AuthUser, publicId: string, status: AccountStatus, meta: RequestMeta): Promise<UserResponseDto> {
    return this.change(actor, publicId, 'status_change', async (target, m) => {
      if (target.status === status) return target;
      await this.users.assertKeepsASuperadmin(target, { role: target.role, status }, m);
      await m.getRepository(User).update({ id: target.id }, { status });
      if (status === 'suspended') await this.sessions.revokeAllForUser(target.id, 'suspended', m);
      await this.record(actor, USER_AUDIT.statusChange, target, { status: target.status }, { status }, meta, m);
      return m.getRepository(User).findOneOrFail({ where: { id: target.id } });
    });
  }

  /** Stores the argon2id hash of the new password and ends every sign-in of the account. */
  async resetPassword(actor: AuthUser, publicId: string, password: string, meta: RequestMeta): Promise<void> {
    // Refuse before spending the (deliberately slow) hash on a request that cannot succeed.
    const snapshot = await this.findTarget(publicId);
    this.assertCan(actor, snapshot.role, 'password_reset');
    const passwordHash = await hashPassword(password);
    await this.change(actor, publicId, 'password_reset', async (target, m) => {
      await this.users.setPassword(target.id, passwordHash, m);
      await this.sessions.revokeAllForUser(target.id, 'admin_password_reset', m);
      await this.record(actor, USER_AUDIT.passwordReset, target, null, { passwordReset: true }, meta, m);
      return target;
    });
  }

  /** Permanent: the account and everything hanging on it go. The last active superadmin cannot be deleted (409). */
  async delete(actor: AuthUser, publicId: string, meta: RequestMeta): Promise<void> {
    await this.change(actor, publicId, 'delete', async (target, m) => {
      await this.users.assertKeepsASuperadmin(target, null, m);
      await this.record(actor, USER_AUDIT.delete, target, accountFacts(target), null, meta, m);
      await this.users.deletePermanently(target.id, m);
      return target;
    });
  }

  private async findTarget(publicId: string, manager?: EntityManager): Promise<User> {
    // A malformed id is answered like an unknown one; findByPublicId never sends it to PostgreSQL.
    const user = await this.users.findByPublicId(publicId, manager);
    if (!user) throw notFound('USER_NOT_FOUND', USER_NOT_FOUND_MESSAGE);
    return user;
  }

  private assertCan(actor: AuthUser, targetRole: Role, action: AdminUserAction): void {
    if (!canManage(actor.role, targetRole, action)) throw permissionDenied();
  }

  /**
   * Runs `work` in a transaction on the target's row, locked, after checking the actor may do `action` to it.
   *
   * Lock order: the active superadmins' rows first (the rows UsersService.assertKeepsASuperadmin locks), then the
   * target's. Locking the target first would let two staff who demote two different superadmins at the same time
   * each hold one row and wait for the other's: a deadlock instead of one clean 409.
   */
  private async change(
    actor: AuthUser,
    publicId: string,
    action: AdminUserAction,
    work: (target: User, m: EntityManager) => Promise<User>,
  ): Promise<UserResponseDto> {
    const snapshot = await this.findTarget(publicId);
    this.assertCan(actor, snapshot.role, action);
    const user = await this.dataSource.transaction(async (m) => {
      const repo = m.getRepository(User);
      if (snapshot.role === 'superadmin') {
        await repo
          .createQueryBuilder('u')
          .select('u.id')
          .where('u.role = :role AND u.status = :status', { role: 'superadmin', status: 'active' })
          .setLock('pessimistic_write')
          .getMany();
      }
      const target = await repo.findOne({ where: { id: snapshot.id }, lock: { mode: 'pessimistic_write' } });
      if (!target) throw notFound('USER_NOT_FOUND', USER_NOT_FOUND_MESSAGE);
      // Promoted to superadmin between our read and our lock: the superadmins' rows were not locked first.
      if (target.role === 'superadmin' && snapshot.role !== 'superadmin') throw conflict('USER_CHANGED', USER_CHANGED_MESSAGE);
      this.assertCan(actor, target.role, action);
      return work(target, m);
    });
    return toUserResponse(user);
  }

  private record(
    actor: AuthUser,
    action: string,
    target: User,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
    meta: RequestMeta,
    m: EntityManager,
  ): Promise<void> {
    return this.audit.record(
      { actor, action, targetType: TARGET_TYPE, targetId: target.publicId, before, after, requestId: meta.requestId },
      m,
    );
  }
}

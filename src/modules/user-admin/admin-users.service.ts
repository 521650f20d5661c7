import { Injectable, type StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, type Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { hashPassword } from '../../common/auth/passwords.js';
import { conflict, notFound, permissionDenied } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { EXACT_COUNT_CAP, SEARCH_COUNT_CAP } from '../../common/pagination/capped-count.js';
import { asTheyAre, StaffList } from '../../common/pagination/staff-list.js';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import { sqlState, UNIQUE_VIOLATION } from '../../database/sql.js';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { modification } from '../audit/audit-facts.js';
import { AuditedChanges, type AuditedTx } from '../audit/audited-changes.service.js';
import { SessionsService } from '../auth/sessions.service.js';
import { type AccountStatus, type Role, User } from '../users/user.entity.js';

import { AccountClosureService } from '../account-closure/account-closure.service.js';
import { UsersService } from '../users/users.service.js';
import { activeSuperadminsLocked } from '../users/users.repository.js';
import { type AdminUserAction, canManage } from './admin-permissions.js';
import { accountsMatching, ADMIN_USER_SORT } from './admin-users.repository.js';
import {
  type AdminUserDto,
  type AdminUserListDto,
  type AdminUserListQueryDto,
  type CreateUserDto,
  toAdminUser,
  type UpdateUserDto,
  type UserCreatedDto,
} from './admin-users.dto.js';
import { generatePassword } from './generated-password.js';

/** Audit actions written by this service; the target type is always `user`, the target id the public id. */
export const USER_AUDIT = {
  create: 'user.create',
  update: 'user.update',
  roleChange: 'user.role_change',
  statusChange: 'user.status_change',
  passwordReset: 'user.password_reset',
  delete: 'user.delete',
} as const;
const TARGET_TYPE = 'user';

/** The fields of an account that are personal data: the audit log says they changed, not what they were. */
const PERSONAL_FIELDS = ['email', 'firstName', 'lastName', 'phone', 'country'] as const;

/** The users export: what the list shows, one account a line. */
const CSV_COLUMNS: CsvColumn<User>[] = [
  { header: 'Id', value: (u) => u.publicId },
  { header: 'Email', value: (u) => u.email },
  { header: 'First name', value: (u) => u.firstName },
  { header: 'Last name', value: (u) => u.lastName },
  { header: 'Role', value: (u) => u.role },
  { header: 'Status', value: (u) => u.status },
  { header: 'Account type', value: (u) => u.accountType },
  { header: 'Phone', value: (u) => u.phone },
  { header: 'Country', value: (u) => u.country },
  { header: 'Created at', value: (u) => u.createdAt },
  { header: 'Last sign-in', value: (u) => u.lastSignInAt },
];

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
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly changes: AuditedChanges,
    private readonly closures: AccountClosureService,
    private readonly exports: CsvExports,
  ) {}

  private readonly staffList = new StaffList(this.exports, {
    filtered: (query: AdminUserListQueryDto) => accountsMatching(this.userRepo, query),
    sort: ADMIN_USER_SORT,
    items: (rows: User[]) => rows.map(toAdminUser),
    // A free-text search counts fewer matches exactly (each is re-checked against the words).
    countCap: (query) => (query.q ? SEARCH_COUNT_CAP : EXACT_COUNT_CAP),
    csv: { filename: 'users', columns: CSV_COLUMNS, rows: asTheyAre },
  });

  list(query: AdminUserListQueryDto): Promise<AdminUserListDto> {
    return this.staffList.page(query);
  }

  /** The filtered, sorted list as CSV, every page (up to the export's limit). */
  exportCsv(query: AdminUserListQueryDto): Promise<StreamableFile> {
    return this.staffList.exportCsv(query);
  }

  async get(ctx: RequestContext, publicId: string): Promise<AdminUserDto> {
    const user = await this.findTarget(publicId);
    this.assertCan(actorOf(ctx), user.role, 'view');
    return toAdminUser(user);
  }

  /**
   * Edits the account's details. The audit entry keeps the account type's values and the names of the personal
   * fields that changed, not their values (the trail outlives the account).
   */
  async update(ctx: RequestContext, publicId: string, body: UpdateUserDto): Promise<AdminUserDto> {
    return this.change(ctx, publicId, 'update', async (target, tx) => {
      const m = tx.manager;
      const next: Partial<User> = {};
      if (body.email !== undefined && body.email !== target.email) next.email = body.email;
      if (body.firstName !== undefined && body.firstName !== target.firstName) next.firstName = body.firstName;
      if (body.lastName !== undefined && body.lastName !== target.lastName) next.lastName = body.lastName;
      if (body.phone !== undefined && body.phone !== target.phone) next.phone = body.phone;
      if (body.country !== undefined && body.country !== target.country) next.country = body.country;
      if (body.accountType !== undefined && body.accountType !== target.accountType) next.accountType = body.accountType;
      if (Object.keys(next).length === 0) return target;
      try {
        await m.getRepository(User).update({ id: target.id }, next);
      } catch (error) {
        if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(Msg.EMAIL_TAKEN);
        throw error;
      }
      const personal = PERSONAL_FIELDS.filter((field) => field in next);
      await audit(tx, USER_AUDIT.update, target, next.accountType ? { accountType: target.accountType } : {}, {
        ...(next.accountType ? { accountType: next.accountType } : {}),
        ...(personal.length ? { changedFields: personal } : {}),
      });
      return m.getRepository(User).findOneOrFail({ where: { id: target.id } });
    });
  }

  /** A new active account; without a password one is generated and answered this once. */
  async create(ctx: RequestContext, body: CreateUserDto): Promise<UserCreatedDto> {
    const role = body.role ?? 'user';
    this.assertCan(actorOf(ctx), role, 'create');
    // Left out or null: a password is generated (the field is optional, so null passes validation).
    const generatedPassword = body.password == null ? generatePassword() : undefined;
    const passwordHash = await hashPassword(body.password ?? generatedPassword!);
    const user = await this.changes.run(ctx, async (tx) => {
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
        tx.manager,
      );
      await audit(tx, USER_AUDIT.create, created, null, { ...accountFacts(created), passwordGenerated: !!generatedPassword });
      return created;
    });
    return { user: toAdminUser(user), ...(generatedPassword ? { generatedPassword } : {}) };
  }

  /** Superadmin only. The last active superadmin cannot be demoted (409). */
  async changeRole(ctx: RequestContext, publicId: string, role: Role): Promise<AdminUserDto> {
    return this.change(ctx, publicId, 'role_change', async (target, tx) => {
      const m = tx.manager;
      if (target.role === role) return target;
      await this.users.assertKeepsASuperadmin(target, { role, status: target.status }, m);
      await m.getRepository(User).update({ id: target.id }, { role });
      await audit(tx, USER_AUDIT.roleChange, target, { role: target.role }, { role });
      return m.getRepository(User).findOneOrFail({ where: { id: target.id } });
    });
  }

  /** Suspension ends every sign-in of the account at once. The last active superadmin cannot be suspended (409). */
  async changeStatus(ctx: RequestContext, publicId: string, status: AccountStatus): Promise<AdminUserDto> {
    return this.change(ctx, publicId, 'status_change', async (target, tx) => {
      const m = tx.manager;
      if (target.status === status) return target;
      await this.users.assertKeepsASuperadmin(target, { role: target.role, status }, m);
      await m.getRepository(User).update({ id: target.id }, { status });
      if (status === 'suspended') await this.sessions.revokeAllForUser(target.id, 'suspended', m);
      await audit(tx, USER_AUDIT.statusChange, target, { status: target.status }, { status });
      return m.getRepository(User).findOneOrFail({ where: { id: target.id } });
    });
  }

  /** Stores the argon2id hash of the new password and ends every sign-in of the account. */
  async resetPassword(ctx: RequestContext, publicId: string, password: string): Promise<void> {
    // Refuse before spending the (deliberately slow) hash on a request that cannot succeed.
    const snapshot = await this.findTarget(publicId);
    this.assertCan(actorOf(ctx), snapshot.role, 'password_reset');
    const passwordHash = await hashPassword(password);
    await this.change(ctx, publicId, 'password_reset', async (target, tx) => {
      const m = tx.manager;
      await this.users.setPassword(target.id, passwordHash, m);
      await this.sessions.revokeAllForUser(target.id, 'admin_password_reset', m);
      await audit(tx, USER_AUDIT.passwordReset, target, null, { passwordReset: true });
      return target;
    });
  }

  /**
   * Permanent, through the one account closure (account-closure, the same as the customer's own deletion): what the
   * account holds is settled first — reservations cancelled, bids withdrawn, refunds flagged, paid orders kept without
   * personal data — then the account and everything hanging on it go. The last active superadmin cannot be deleted
   * (409); only a superadmin may delete an admin or a superadmin (403).
   */
  async delete(ctx: RequestContext, publicId: string): Promise<void> {
    const actor = actorOf(ctx);
    const snapshot = await this.findTarget(publicId);
    this.assertCan(actor, snapshot.role, 'delete');
    await this.closures.close(ctx, snapshot.id, 'staff', async (tx) => {
      const target = await this.lockTarget(tx, snapshot, actor, 'delete', 'for_no_key_update');
      await this.users.assertKeepsASuperadmin(target, null, tx.manager);
      await audit(tx, USER_AUDIT.delete, target, accountFacts(target), null);
      return target;
    });
  }

  private async findTarget(publicId: string, manager?: EntityManager): Promise<User> {
    // A malformed id is answered like an unknown one; findByPublicId never sends it to PostgreSQL.
    const user = await this.users.findByPublicId(publicId, manager);
    if (!user) throw notFound(Msg.USER_NOT_FOUND);
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
    ctx: RequestContext,
    publicId: string,
    action: AdminUserAction,
    work: (target: User, tx: AuditedTx) => Promise<User>,
  ): Promise<AdminUserDto> {
    const actor = actorOf(ctx);
    const snapshot = await this.findTarget(publicId);
    this.assertCan(actor, snapshot.role, action);
    const user = await this.changes.run(ctx, async (tx) => work(await this.lockTarget(tx, snapshot, actor, action), tx));
    return toAdminUser(user);
  }

  /**
   * The target's row locked in the change's transaction (after the superadmins' rows when it is one), checked again
   * under the lock. A deletion locks it FOR NO KEY UPDATE (UsersService.lockForClosure says why).
   */
  private async lockTarget(
    tx: AuditedTx,
    snapshot: User,
    actor: AuthUser,
    action: AdminUserAction,
    mode: 'pessimistic_write' | 'for_no_key_update' = 'pessimistic_write',
  ): Promise<User> {
    if (snapshot.role === 'superadmin') await activeSuperadminsLocked(tx.manager);
    const target = await tx.manager.getRepository(User).findOne({ where: { id: snapshot.id }, lock: { mode } });
    if (!target) throw notFound(Msg.USER_NOT_FOUND);
    // Promoted to superadmin between our read and our lock: the superadmins' rows were not locked first.
    if (target.role === 'superadmin' && snapshot.role !== 'superadmin') throw conflict(Msg.USER_CHANGED);
    this.assertCan(actor, target.role, action);
    return target;
  }
}

/** One audit entry about the target account, in the change's transaction. */
function audit(
  tx: AuditedTx,
  action: string,
  target: User,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  return tx.audit(modification(action, TARGET_TYPE, target.publicId, { before, after }));
}

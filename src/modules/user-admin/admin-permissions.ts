import type { Role } from '../users/user.entity.js';

/** What staff can do to an account through /api/admin/users. */
export const ADMIN_USER_ACTIONS = ['view', 'create', 'update', 'role_change', 'status_change', 'password_reset', 'delete'] as const;
export type AdminUserAction = (typeof ADMIN_USER_ACTIONS)[number];

/**
 * Who may do what to whom (spec §6: "Administrator: manages regular users"; "only a superadministrator may change
 * user roles, change the status of superadmin accounts, reset a superadmin's password, or delete a superadmin
 * account"):
 *
 * - a regular user may do nothing here;
 * - a superadmin may do everything (the last-active-superadmin rule is enforced separately, as a 409);
 * - an admin may view every account, and may create, edit, suspend or reactivate, reset the password of, and delete
 *   regular users only. Admin accounts are staff like them: only a superadmin acts on them (and on superadmins).
 *   Only a superadmin changes roles.
 *
 * `targetRole` is the role the account has now; for `create`, the role the new account would get.
 */
export function canManage(actorRole: Role, targetRole: Role, action: AdminUserAction): boolean {
  if (actorRole === 'superadmin') return true;
  if (actorRole !== 'admin') return false;
  switch (action) {
    case 'view':
      return true;
    case 'role_change':
      return false;
    case 'create':
    case 'update':
    case 'status_change':
    case 'password_reset':
    case 'delete':
      return targetRole === 'user';
  }
}

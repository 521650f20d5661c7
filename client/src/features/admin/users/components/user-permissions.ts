import type { Role } from '../api/users-api';

/** What staff can do to an account (mirrors src/modules/user-admin/admin-permissions.ts; the API decides). */
export type UserAction = 'create' | 'update' | 'role_change' | 'status_change' | 'password_reset' | 'delete';

/**
 * Spec §6: a superadmin may do everything; an admin manages regular users only (create, edit, suspend or reactivate,
 * reset the password, delete) and never changes a role; anyone else nothing. `targetRole`: the account's role now
 * (for `create`, the new account's).
 */
export function canManage(actorRole: Role | undefined, targetRole: Role, action: UserAction): boolean {
  if (actorRole === 'superadmin') return true;
  if (actorRole !== 'admin') return false;
  if (action === 'role_change') return false;
  return targetRole === 'user';
}

/** The roles `actorRole` may give a new account. */
export const creatableRoles = (actorRole: Role | undefined): Role[] =>
  (['user', 'admin', 'superadmin'] as const).filter((role) => canManage(actorRole, role, 'create'));

/** A strong password for a reset: 16 characters from letters, digits and symbols, from the browser's CSPRNG. */
export function generatePassword(
  length = 16,
  random: (n: number) => Uint32Array = (n) => crypto.getRandomValues(new Uint32Array(n)),
): string {
  const lower = 'abcdefghijkmnopqrstuvwxyz';
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const symbols = '#%+=!?@$';
  const all = lower + upper + digits + symbols;
  const values = random(length);
  // One of each kind first, then any: "a mix of letters, numbers and symbols is advised" (spec §5).
  const sets = [lower, upper, digits, symbols];
  const chars = Array.from(values, (value, i) => {
    const set = i < sets.length ? sets[i]! : all;
    return set[value % set.length]!;
  });
  // Shuffle so the kinds are not always in the first four places.
  const order = random(length);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = order[i]! % (i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

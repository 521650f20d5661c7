import type { AccountStatus, Role } from './user.entity.js';

export interface UserState {
  role: Role;
  status: AccountStatus;
}

/** The last superadmin can never be removed, demoted or suspended (refused with LAST_SUPERADMIN). */
const isActiveSuperadmin = (u: UserState | null) => u !== null && u.role === 'superadmin' && u.status === 'active';

/**
 * Whether changing `before` into `after` (null: deleted) would leave no active superadmin,
 * given how many active superadmins there are now.
 */
export function wouldRemoveLastSuperadmin(before: UserState, after: UserState | null, activeSuperadmins: number): boolean {
  return isActiveSuperadmin(before) && !isActiveSuperadmin(after) && activeSuperadmins <= 1;
}

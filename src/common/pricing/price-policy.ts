import type { AuthUser } from '../auth/auth-user.js';

/**
 * The one rule of who may see a price (spec §6: prices are visible only after registration). Every module that
 * shows, filters or sorts by a price asks this — never `viewer !== undefined` on its own.
 *
 * The guard has already refused suspended accounts and dead sessions, so any resolved caller is a registered,
 * active customer or staff member.
 *
 * Ordering is not showing: a list the spec requires for everyone (the landing page's "most affordable") may be
 * ordered by price for an anonymous visitor, as long as no price, price band or price-derived figure reaches them.
 */
export function canSeePrice(viewer: Pick<AuthUser, 'status'> | null | undefined): boolean {
  return viewer != null && viewer.status === 'active';
}

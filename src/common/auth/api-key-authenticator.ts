import type { AuthUser } from './auth-user.js';

/** A dealer's API key, as the guard resolved it: who it acts as and the limits its calls count against. */
export interface ApiKeyCaller {
  user: AuthUser;
  /** Requests per minute and per day for this key (the dealer's limits, or the configured defaults). */
  perMinute: number;
  perDay: number;
}

/**
 * Resolves an `X-API-Key` header (the dealers module provides it; common knows no domain): throws 401 for an unknown or
 * revoked key, 403 for an address outside its allow-list or a dealer who may no longer use it.
 */
export abstract class ApiKeyAuthenticator {
  abstract authenticate(key: string, ip: string): Promise<ApiKeyCaller>;
}

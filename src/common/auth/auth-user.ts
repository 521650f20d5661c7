import type { AccountStatus, Role } from '@autoexport/contract/users';
import type { ApiKeyScopeName } from './api-key-scope.decorator.js';

/** Who is calling, as the JWT guard resolved it: loaded fresh from the database on every request. */
export interface AuthUser {
  /** Internal key: for queries only, never for answers. */
  id: string;
  publicId: string;
  email: string;
  role: Role;
  status: AccountStatus;
  /** The sign-in (refresh-token family) this access token belongs to. */
  sessionId: string;
  /** Set when the caller authenticated with a dealer's `X-API-Key` instead of a token: the key and what it may do. */
  apiKey?: { id: string; publicId: string; scopes: readonly ApiKeyScopeName[] };
}

/** Claims of an access token. */
export interface AccessTokenClaims {
  /** The user's public id. */
  sub: string;
  sid: string;
  role: Role;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const JWT_ALGORITHM = 'HS256';
export const JWT_ISSUER = 'autoexport';
export const JWT_AUDIENCE = 'autoexport-api';

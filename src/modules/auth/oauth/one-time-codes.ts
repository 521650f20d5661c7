import { newOpaqueToken, sha256 } from '../session-rules.js';
import type { OAuthProvider } from '../oauth-identity.entity.js';
import type { KeyValueStore } from './redis-state-store.js';

/** How long the client has to exchange the code it received in the callback URL. */
export const CODE_TTL_SECONDS = 60;

/** Whom a one-time code signs in, and through which provider. */
export interface SignInGrant {
  userId: string;
  provider: OAuthProvider;
  /** SHA-256 of the nonce the browser sent when it started the sign-in; the exchange must present the nonce. */
  nonceHash: string | null;
}

const CODE = /^[A-Za-z0-9_-]{43}$/;
const key = (code: string) => `oauth:code:${sha256(code)}`;

/**
 * The callback never puts tokens in a URL: it hands the browser a random code instead, which the client
 * exchanges once for tokens. Only the code's SHA-256 is a Redis key; GETDEL makes it single-use even when
 * two exchanges race.
 */
export class OneTimeCodes {
  constructor(private readonly redis: KeyValueStore) {}

  async issue(grant: SignInGrant): Promise<string> {
    const { token } = newOpaqueToken();
    await this.redis.set(key(token), JSON.stringify(grant), 'EX', CODE_TTL_SECONDS);
    return token;
  }

  /** The grant behind a code, or null when the code is unknown, expired or already used. */
  async consume(code: string): Promise<SignInGrant | null> {
    if (!CODE.test(code)) return null;
    const raw = await this.redis.getdel(key(code));
    if (!raw) return null;
    try {
      return JSON.parse(raw) as SignInGrant;
    } catch {
      return null;
    }
  }
}

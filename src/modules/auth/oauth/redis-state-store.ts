import { randomBytes } from 'node:crypto';
import type { OAuthProvider } from '../oauth-identity.entity.js';
import { STATE_REFUSED } from './oauth-rules.js';

/** The Redis commands the stores use (ioredis' client has them; the unit specs pass a fake). */
export interface KeyValueStore {
  set(key: string, value: string, mode: 'EX', seconds: number): Promise<unknown>;
  getdel(key: string): Promise<string | null>;
}

/** How long a started sign-in may sit on the provider's consent screen. */
export const STATE_TTL_SECONDS = 10 * 60;

const HANDLE = /^[A-Za-z0-9_-]{32}$/;
const REFUSED = { code: STATE_REFUSED, message: 'The sign-in state is missing, unknown, expired or already used.' };

type StoreCallback = (err: Error | null, handle?: string) => void;
type VerifyCallback = (err: Error | null, ok: string | boolean, info?: object) => void;

/**
 * passport-oauth2's state store, in Redis so that any API process can finish a sign-in another one started
 * (no session, no cookie). `store` keeps a random handle (the `state` sent to the provider) with the PKCE
 * verifier and the hash of the client's nonce for 10 minutes; `verify` takes it back exactly once, and only for
 * the provider that issued it, handing the nonce hash on (passport-oauth2 puts it in the success info's `state`).
 *
 * The arities matter: passport-oauth2 picks the call shape by `store.length` (5: req, verifier, state, meta,
 * callback) and `verify.length` (4: req, state, meta, callback).
 */
export class RedisStateStore {
  constructor(
    private readonly redis: KeyValueStore,
    private readonly provider: OAuthProvider,
  ) {}

  store(req: unknown, verifier: string | undefined, _state: unknown, _meta: unknown, callback: StoreCallback): void {
    const handle = randomBytes(24).toString('base64url');
    const nonceHash = (req as { nonceHash?: string } | undefined)?.nonceHash ?? null;
    const saved = JSON.stringify({ provider: this.provider, verifier: verifier ?? null, nonceHash });
    this.redis.set(key(handle), saved, 'EX', STATE_TTL_SECONDS).then(
      () => callback(null, handle),
      (error: Error) => callback(error),
    );
  }

  verify(_req: unknown, handle: unknown, _meta: unknown, callback: VerifyCallback): void {
    if (typeof handle !== 'string' || !HANDLE.test(handle)) {
      callback(null, false, REFUSED);
      return;
    }
    this.redis.getdel(key(handle)).then(
      (raw) => {
        const saved = parse(raw);
        if (!saved || saved.provider !== this.provider) callback(null, false, REFUSED);
        // A string `ok` is the PKCE code verifier, which passport-oauth2 sends with the code.
        else callback(null, saved.verifier ?? true, { nonceHash: saved.nonceHash ?? null });
      },
      (error: Error) => callback(error, false),
    );
  }
}

const key = (handle: string) => `oauth:state:${handle}`;

function parse(raw: string | null): { provider: string; verifier: string | null; nonceHash?: string | null } | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as { provider: string; verifier: string | null; nonceHash?: string | null };
  } catch {
    return null;
  }
}

import type { AccountStatus } from '../../users/user.entity.js';
import { OAUTH_PROVIDERS, type OAuthProvider } from '../oauth-identity.entity.js';

/**
 * The rules of Google and Facebook sign-in, free of HTTP, Redis and the database: who a provider's profile
 * signs in as, whether an account may be disconnected, and where the browser goes afterwards.
 */

export const PROVIDER_LABELS: Record<OAuthProvider, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * Why a sign-in through a provider ended without a code. The client receives it as `?error=<CODE>` and
 * translates it; these identifiers are a contract and never change meaning.
 */
export const OAUTH_ERRORS = {
  /** The person declined the consent screen. */
  OAUTH_DENIED: 'OAUTH_DENIED',
  /** The provider or the network failed (token endpoint error, profile endpoint error, timeout). */
  OAUTH_FAILED: 'OAUTH_FAILED',
  /** The `state` was missing, forged, expired or already used: the callback was not started here. */
  OAUTH_STATE_INVALID: 'OAUTH_STATE_INVALID',
  /** No account is linked and the provider gave no email, so none can be created. */
  OAUTH_EMAIL_REQUIRED: 'OAUTH_EMAIL_REQUIRED',
  /** The provider says the email is not verified: it can neither create nor join an account. */
  OAUTH_EMAIL_UNVERIFIED: 'OAUTH_EMAIL_UNVERIFIED',
  /** The account with this email is already connected to another account of the same provider. */
  OAUTH_ACCOUNT_CONFLICT: 'OAUTH_ACCOUNT_CONFLICT',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
} as const;
export type OAuthErrorCode = (typeof OAUTH_ERRORS)[keyof typeof OAUTH_ERRORS];

export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return typeof value === 'string' && (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

/** What we keep of a provider's profile. `email` is lower-cased, or null when missing or malformed. */
export interface OAuthProfile {
  provider: OAuthProvider;
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** The part of a passport profile we read (passport-google-oauth20 and passport-facebook both fill it). */
export interface PassportProfileLike {
  id?: unknown;
  displayName?: unknown;
  name?: { givenName?: unknown; familyName?: unknown };
  emails?: { value?: unknown; verified?: unknown }[];
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MAX = 100;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Turns a passport profile into ours. Google states whether the email is verified (`email_verified`, a
 * boolean or the string "true"); Facebook returns an email only once its owner has confirmed it, so a
 * Facebook email counts as verified. Returns null when the profile has no usable id.
 */
export function normaliseProfile(provider: OAuthProvider, profile: PassportProfileLike): OAuthProfile | null {
  const id = typeof profile.id === 'number' ? String(profile.id) : text(profile.id);
  if (!id || id.length > 255) return null;
  const first = profile.emails?.[0];
  const rawEmail = text(first?.value).toLowerCase();
  const email = rawEmail && rawEmail.length <= 254 && EMAIL_SHAPE.test(rawEmail) ? rawEmail : null;
  const emailVerified = email !== null && (provider === 'facebook' || first?.verified === true || first?.verified === 'true');
  const displayName = text(profile.displayName);
  const firstName = text(profile.name?.givenName) || displayName.split(/\s+/)[0] || (email ? email.split('@')[0]! : '') || 'Customer';
  const lastName = text(profile.name?.familyName) || (text(profile.name?.givenName) ? '' : displayName.split(/\s+/).slice(1).join(' '));
  return {
    provider,
    providerUserId: id,
    email,
    emailVerified,
    firstName: firstName.slice(0, NAME_MAX),
    lastName: lastName.slice(0, NAME_MAX),
  };
}

export interface AccountCandidate {
  id: string;
  status: AccountStatus;
  /** Providers already connected to this account. */
  providers: OAuthProvider[];
}

export type SignInResolution =
  { kind: 'existing'; userId: string } | { kind: 'link'; userId: string } | { kind: 'create' } | { kind: 'refuse'; error: OAuthErrorCode };

/**
 * Who a provider's profile signs in as:
 * 1. the account already linked to this (provider, provider user id);
 * 2. else the account whose email the provider says is the person's VERIFIED email — it gets linked;
 * 3. else a new account (only with a verified email: an unverified one could claim someone else's address).
 * Suspended accounts are refused; an account already connected to a different account of the same provider
 * is refused rather than silently re-linked.
 */
export function resolveSignIn(
  profile: OAuthProfile,
  linked: AccountCandidate | null,
  sameEmail: AccountCandidate | null,
): SignInResolution {
  if (linked) {
    return linked.status === 'active' ? { kind: 'existing', userId: linked.id } : { kind: 'refuse', error: 'ACCOUNT_SUSPENDED' };
  }
  if (!profile.email) return { kind: 'refuse', error: 'OAUTH_EMAIL_REQUIRED' };
  if (!profile.emailVerified) return { kind: 'refuse', error: 'OAUTH_EMAIL_UNVERIFIED' };
  if (!sameEmail) return { kind: 'create' };
  if (sameEmail.status !== 'active') return { kind: 'refuse', error: 'ACCOUNT_SUSPENDED' };
  if (sameEmail.providers.includes(profile.provider)) return { kind: 'refuse', error: 'OAUTH_ACCOUNT_CONFLICT' };
  return { kind: 'link', userId: sameEmail.id };
}

/** An account may lose a connected provider only if it keeps another way in: a password or another provider. */
export function canUnlink(provider: OAuthProvider, hasPassword: boolean, connected: OAuthProvider[]): boolean {
  return hasPassword || connected.some((p) => p !== provider);
}

/** Where the browser lands after the provider: the client's callback page, with a one-time code or an error. */
export function clientCallbackUrl(publicUrl: string, outcome: { code: string } | { error: OAuthErrorCode }): string {
  const params = new URLSearchParams('code' in outcome ? { code: outcome.code } : { error: outcome.error });
  return `${publicUrl.replace(/\/+$/, '')}/auth/callback?${params.toString()}`;
}

/** The only query parameters a provider's redirect may carry to our callback; anything else, or non-strings, is dropped. */
const CALLBACK_PARAMS = [
  'code',
  'state',
  'error',
  'error_description',
  'error_uri',
  'error_code',
  'error_message',
  'error_reason',
] as const;

export function callbackQuery(raw: unknown): Partial<Record<(typeof CALLBACK_PARAMS)[number], string>> {
  const query: Partial<Record<(typeof CALLBACK_PARAMS)[number], string>> = {};
  if (typeof raw !== 'object' || raw === null) return query;
  for (const name of CALLBACK_PARAMS) {
    const value = (raw as Record<string, unknown>)[name];
    if (typeof value === 'string' && value.length <= 2048) query[name] = value;
  }
  return query;
}

/** What driving a passport strategy ended with (see run-strategy.ts). */
export type StrategyOutcome =
  | { type: 'redirect'; url: string }
  | { type: 'success'; user: unknown; info?: unknown }
  | { type: 'fail'; challenge: unknown; status?: number }
  | { type: 'error'; error: unknown };

/** A state store refusal carries this code so that it can be told apart from the person declining consent. */
export const STATE_REFUSED = 'OAUTH_STATE_INVALID';

/** Maps a callback that did not succeed to the code the client sees. */
export function callbackFailureCode(outcome: Exclude<StrategyOutcome, { type: 'success' }>): OAuthErrorCode {
  if (outcome.type === 'fail') {
    const code = (outcome.challenge as { code?: unknown } | undefined)?.code;
    return code === STATE_REFUSED ? 'OAUTH_STATE_INVALID' : 'OAUTH_DENIED';
  }
  return 'OAUTH_FAILED';
}

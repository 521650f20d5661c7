import { describe, expect, it } from '@jest/globals';
import {
  type AccountCandidate,
  callbackFailureCode,
  callbackQuery,
  canUnlink,
  clientCallbackUrl,
  isOAuthProvider,
  normaliseProfile,
  type OAuthProfile,
  resolveSignIn,
  STATE_REFUSED,
} from './oauth-rules.js';

describe('normaliseProfile', () => {
  it('reads a Google userinfo profile, lower-casing the email', () => {
    const profile = normaliseProfile('google', {
      id: '1076915035',
      displayName: 'Amina Odhiambo',
      name: { givenName: 'Amina', familyName: 'Odhiambo' },
      emails: [{ value: ' Amina@Gmail.com ', verified: true }],
    });
    expect(profile).toEqual({
      provider: 'google',
      providerUserId: '1076915035',
      email: 'amina@gmail.com',
      emailVerified: true,
      firstName: 'Amina',
      lastName: 'Odhiambo',
    });
  });

  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    [undefined, false],
  ])('takes Google email_verified=%p as verified=%p', (verified, expected) => {
    expect(normaliseProfile('google', { id: 'x', emails: [{ value: 'a@b.co', verified }] })?.emailVerified).toBe(expected);
  });

  it('counts a Facebook email as verified (Facebook only returns confirmed ones)', () => {
    expect(normaliseProfile('facebook', { id: '42', emails: [{ value: 'b@fb.example' }] })?.emailVerified).toBe(true);
  });

  it('keeps a profile without an email, unverified', () => {
    const profile = normaliseProfile('facebook', { id: '42', displayName: 'Bilal Khan', name: {} });
    expect(profile).toMatchObject({ email: null, emailVerified: false, firstName: 'Bilal', lastName: 'Khan' });
  });

  it('drops a malformed email', () => {
    expect(normaliseProfile('google', { id: 'x', emails: [{ value: 'not an email', verified: true }] })).toMatchObject({
      email: null,
      emailVerified: false,
    });
  });

  it('finds a first name somewhere, and never one longer than the column', () => {
    expect(normaliseProfile('google', { id: 'x', emails: [{ value: 'kofi@example.com', verified: true }] })?.firstName).toBe('kofi');
    expect(normaliseProfile('google', { id: 'x' })?.firstName).toBe('Customer');
    expect(normaliseProfile('google', { id: 'x', name: { givenName: 'A'.repeat(300) } })?.firstName).toHaveLength(100);
  });

  it('refuses a profile without a usable id', () => {
    expect(normaliseProfile('google', {})).toBeNull();
    expect(normaliseProfile('google', { id: '  ' })).toBeNull();
    expect(normaliseProfile('google', { id: 'x'.repeat(256) })).toBeNull();
    expect(normaliseProfile('facebook', { id: 1234 })?.providerUserId).toBe('1234');
  });
});

describe('resolveSignIn', () => {
  const profile = (over: Partial<OAuthProfile> = {}): OAuthProfile => ({
    provider: 'google',
    providerUserId: 'sub-1',
    email: 'amina@gmail.com',
    emailVerified: true,
    firstName: 'Amina',
    lastName: 'Odhiambo',
    ...over,
  });
  const account = (over: Partial<AccountCandidate> = {}): AccountCandidate => ({ id: '7', status: 'active', providers: [], ...over });

  it('signs in the linked account, with or without an email', () => {
    expect(resolveSignIn(profile(), account(), null)).toEqual({ kind: 'existing', userId: '7' });
    expect(resolveSignIn(profile({ email: null, emailVerified: false }), account(), null)).toEqual({ kind: 'existing', userId: '7' });
  });

  it('links the account with the same verified email', () => {
    expect(resolveSignIn(profile(), null, account({ id: '9', providers: ['facebook'] }))).toEqual({ kind: 'link', userId: '9' });
  });

  it('creates an account for a new verified email', () => {
    expect(resolveSignIn(profile(), null, null)).toEqual({ kind: 'create' });
  });

  it('needs an email when nothing is linked', () => {
    expect(resolveSignIn(profile({ email: null, emailVerified: false }), null, null)).toEqual({
      kind: 'refuse',
      error: 'OAUTH_EMAIL_REQUIRED',
    });
  });

  it('neither links nor creates with an unverified email', () => {
    const unverified = profile({ emailVerified: false });
    expect(resolveSignIn(unverified, null, account())).toEqual({ kind: 'refuse', error: 'OAUTH_EMAIL_UNVERIFIED' });
    expect(resolveSignIn(unverified, null, null)).toEqual({ kind: 'refuse', error: 'OAUTH_EMAIL_UNVERIFIED' });
  });

  it('refuses suspended accounts, linked or found by email', () => {
    expect(resolveSignIn(profile(), account({ status: 'suspended' }), null)).toEqual({ kind: 'refuse', error: 'ACCOUNT_SUSPENDED' });
    expect(resolveSignIn(profile(), null, account({ status: 'suspended' }))).toEqual({ kind: 'refuse', error: 'ACCOUNT_SUSPENDED' });
  });

  it('does not replace a connection to another account of the same provider', () => {
    expect(resolveSignIn(profile(), null, account({ providers: ['google'] }))).toEqual({ kind: 'refuse', error: 'OAUTH_ACCOUNT_CONFLICT' });
  });
});

describe('canUnlink', () => {
  it('keeps at least one way to sign in', () => {
    expect(canUnlink('google', true, ['google'])).toBe(true);
    expect(canUnlink('google', false, ['google', 'facebook'])).toBe(true);
    expect(canUnlink('google', false, ['google'])).toBe(false);
    expect(canUnlink('facebook', false, ['facebook'])).toBe(false);
  });
});

describe('clientCallbackUrl', () => {
  it('sends the browser to the client with a code or an error, never a token', () => {
    expect(clientCallbackUrl('https://autoexport.example', { code: 'abc_-1' })).toBe(
      'https://autoexport.example/auth/callback?code=abc_-1',
    );
    expect(clientCallbackUrl('http://localhost:3000', { error: 'OAUTH_DENIED' })).toBe(
      'http://localhost:3000/auth/callback?error=OAUTH_DENIED',
    );
  });
});

describe('callbackQuery', () => {
  it('keeps only the OAuth parameters, and only as strings', () => {
    expect(callbackQuery({ code: 'c', state: 's', extra: 'x', error: ['a', 'b'], error_code: 200 })).toEqual({ code: 'c', state: 's' });
    expect(callbackQuery(undefined)).toEqual({});
    expect(callbackQuery({ code: 'x'.repeat(3000) })).toEqual({});
  });
});

describe('callbackFailureCode', () => {
  it('tells a refused state from a refused consent and from a provider failure', () => {
    expect(callbackFailureCode({ type: 'fail', challenge: { code: STATE_REFUSED }, status: 403 })).toBe('OAUTH_STATE_INVALID');
    expect(callbackFailureCode({ type: 'fail', challenge: { message: 'The user denied access' } })).toBe('OAUTH_DENIED');
    expect(callbackFailureCode({ type: 'error', error: new Error('token endpoint said no') })).toBe('OAUTH_FAILED');
    expect(callbackFailureCode({ type: 'redirect', url: 'https://elsewhere.example' })).toBe('OAUTH_FAILED');
  });
});

describe('isOAuthProvider', () => {
  it('knows google and facebook only', () => {
    expect(isOAuthProvider('google')).toBe(true);
    expect(isOAuthProvider('facebook')).toBe(true);
    expect(isOAuthProvider('Google')).toBe(false);
    expect(isOAuthProvider('twitter')).toBe(false);
    expect(isOAuthProvider(undefined)).toBe(false);
  });
});

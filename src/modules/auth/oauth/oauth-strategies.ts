import type { StateStore, VerifyCallback } from 'passport-oauth2';
import { Strategy as FacebookStrategy } from 'passport-facebook';
import { Strategy as GoogleStrategy } from 'passport-google-oauth20';
import type { AppConfig } from '../../../config/config.js';
import type { OAuthProvider } from '../oauth-identity.entity.js';
import { RedisStateStore, type KeyValueStore } from './redis-state-store.js';
import type { DrivableStrategy } from './run-strategy.js';

/** Options of the authorization request (the first redirect) per provider. */
export const AUTHORIZE_OPTIONS: Record<OAuthProvider, object> = {
  google: { prompt: 'select_account' },
  facebook: {},
};

/** The strategy does not decide who the profile is; oauth.service.ts does, outside passport. */
const passProfile = (_accessToken: string, _refreshToken: string, profile: object, done: VerifyCallback) => done(null, profile);

export const callbackUrl = (config: AppConfig, provider: OAuthProvider) => `${config.publicUrl}/api/auth/${provider}/callback`;

/**
 * The passport strategies of the configured providers (null where the client id or secret is missing).
 * Endpoints come from the configuration, so tests point them at a local stub. Google uses PKCE on top of
 * `state`; Facebook signs its Graph calls with `appsecret_proof`.
 */
export function createStrategies(config: AppConfig, redis: KeyValueStore): Record<OAuthProvider, DrivableStrategy | null> {
  const store = (provider: OAuthProvider) => new RedisStateStore(redis, provider) as unknown as StateStore;
  const google = config.google;
  const facebook = config.facebook;
  return {
    google:
      google.clientId && google.clientSecret
        ? new GoogleStrategy(
            {
              clientID: google.clientId,
              clientSecret: google.clientSecret,
              authorizationURL: google.authorizationUrl,
              tokenURL: google.tokenUrl,
              userProfileURL: google.profileUrl,
              callbackURL: callbackUrl(config, 'google'),
              scope: ['openid', 'email', 'profile'],
              store: store('google'),
              pkce: true,
              state: true,
            },
            passProfile,
          )
        : null,
    facebook:
      facebook.clientId && facebook.clientSecret
        ? new FacebookStrategy(
            {
              clientID: facebook.clientId,
              clientSecret: facebook.clientSecret,
              authorizationURL: facebook.authorizationUrl,
              tokenURL: facebook.tokenUrl,
              profileURL: facebook.profileUrl,
              profileFields: ['id', 'emails', 'name', 'displayName'],
              callbackURL: callbackUrl(config, 'facebook'),
              scope: ['email'],
              enableProof: true,
              store: store('facebook'),
              state: true,
            },
            passProfile,
          )
        : null,
  };
}

import type { MessageKey } from '@autoexport/contract/messages';
import type { RateLimitRule } from '../../../common/rate-limit/rate-limiter.service.js';
import { sha256 } from '../session-rules.js';

/** A reset link works once, for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Why a reset link cannot be used; each is a catalogue key whose message asks for a new link. */
export type ResetTokenError = Extract<MessageKey, 'RESET_TOKEN_INVALID' | 'RESET_TOKEN_EXPIRED' | 'RESET_TOKEN_USED'>;

export interface ResetTokenState {
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

/**
 * Why a stored token (or none) cannot reset a password now; null when it can. Used beats expired: it is the cause.
 * A link issued before the password last changed (by the user, by staff, or by another link) is spent too.
 */
export function resetTokenProblem(
  token: ResetTokenState | null | undefined,
  now: Date,
  passwordChangedAt: Date | null = null,
): ResetTokenError | null {
  if (!token) return 'RESET_TOKEN_INVALID';
  if (token.usedAt) return 'RESET_TOKEN_USED';
  if (passwordChangedAt && token.createdAt.getTime() <= passwordChangedAt.getTime()) return 'RESET_TOKEN_USED';
  if (token.expiresAt.getTime() <= now.getTime()) return 'RESET_TOKEN_EXPIRED';
  return null;
}

export function resetTokenExpiry(now: Date): Date {
  return new Date(now.getTime() + RESET_TOKEN_TTL_MS);
}

/** The client's page that reads the token and asks for the new password. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/auth/reset-password?token=${encodeURIComponent(token)}`;
}

/** Forgot-password limits: per address (whether or not an account has it) and per caller's IP. */
export const FORGOT_PER_ACCOUNT = { limit: 5, windowSeconds: 3600 } as const;
export const FORGOT_PER_IP = { limit: 20, windowSeconds: 3600 } as const;
export const RESET_PER_IP = { limit: 20, windowSeconds: 900 } as const;

export function forgotPasswordRules(ip: string, normalisedEmail: string): RateLimitRule[] {
  return [
    { key: `forgot-password:ip:${ip}`, ...FORGOT_PER_IP },
    { key: `forgot-password:acct:${sha256(normalisedEmail)}`, ...FORGOT_PER_ACCOUNT },
  ];
}

export function resetPasswordRules(ip: string): RateLimitRule[] {
  return [{ key: `reset-password:ip:${ip}`, ...RESET_PER_IP }];
}

import { describe, expect, it } from '@jest/globals';
import { sha256 } from '../session-rules.js';
import {
  FORGOT_PER_ACCOUNT,
  FORGOT_PER_IP,
  forgotPasswordRules,
  RESET_TOKEN_TTL_MS,
  resetLink,
  resetPasswordRules,
  resetTokenExpiry,
  resetTokenProblem,
} from './reset-token-rules.js';

describe('password reset token rules', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  const later = (ms: number) => new Date(now.getTime() + ms);

  it('lives one hour', () => {
    expect(RESET_TOKEN_TTL_MS).toBe(3_600_000);
    expect(resetTokenExpiry(now)).toEqual(later(3_600_000));
  });

  it('accepts an unused token before its expiry only', () => {
    expect(resetTokenProblem({ expiresAt: later(1), usedAt: null, createdAt: later(-60_000) }, now)).toBeNull();
    expect(resetTokenProblem({ expiresAt: now, usedAt: null, createdAt: later(-60_000) }, now)).toBe('RESET_TOKEN_EXPIRED');
    expect(resetTokenProblem({ expiresAt: later(-1), usedAt: null, createdAt: later(-60_000) }, now)).toBe('RESET_TOKEN_EXPIRED');
    expect(resetTokenProblem({ expiresAt: later(60_000), usedAt: later(-1), createdAt: later(-60_000) }, now)).toBe('RESET_TOKEN_USED');
    expect(resetTokenProblem({ expiresAt: later(-1), usedAt: later(-2), createdAt: later(-60_000) }, now)).toBe('RESET_TOKEN_USED');
    expect(resetTokenProblem(null, now)).toBe('RESET_TOKEN_INVALID');
    expect(resetTokenProblem(undefined, now)).toBe('RESET_TOKEN_INVALID');
  });

  it('spends a link issued before the password last changed', () => {
    const token = { expiresAt: later(60_000), usedAt: null, createdAt: later(-60_000) };
    expect(resetTokenProblem(token, now, later(-30_000))).toBe('RESET_TOKEN_USED');
    expect(resetTokenProblem(token, now, later(-90_000))).toBeNull();
    expect(resetTokenProblem(token, now, null)).toBeNull();
  });

  it("builds the client's reset link", () => {
    expect(resetLink('https://autoexport.example', 'abc_DEF-123')).toBe('https://autoexport.example/auth/reset-password?token=abc_DEF-123');
    expect(resetLink('https://autoexport.example/', 'a+b/c=')).toBe('https://autoexport.example/auth/reset-password?token=a%2Bb%2Fc%3D');
  });

  it('limits forgot-password per IP and per address, never keeping the address in clear', () => {
    const rules = forgotPasswordRules('203.0.113.9', 'amina@example.com');
    expect(rules).toEqual([
      { key: 'forgot-password:ip:203.0.113.9', ...FORGOT_PER_IP },
      { key: `forgot-password:acct:${sha256('amina@example.com')}`, ...FORGOT_PER_ACCOUNT },
    ]);
    expect(JSON.stringify(rules)).not.toContain('amina');
    expect(resetPasswordRules('203.0.113.9')[0]!.key).toBe('reset-password:ip:203.0.113.9');
  });
});

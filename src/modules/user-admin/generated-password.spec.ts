import { describe, expect, it } from '@jest/globals';
import { isPasswordMixed, MIN_PASSWORD_LENGTH } from '../../common/auth/passwords.js';
import { GENERATED_PASSWORD_LENGTH, generatePassword } from './generated-password.js';

describe('generatePassword', () => {
  it('is long enough and mixes lower and upper case letters, digits and symbols', () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(password.length).toBeGreaterThanOrEqual(MIN_PASSWORD_LENGTH);
      expect(isPasswordMixed(password)).toBe(true);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).not.toMatch(/[0O1lI\s]/);
    }
  });

  it('does not repeat itself', () => {
    const seen = new Set(Array.from({ length: 500 }, () => generatePassword()));
    expect(seen.size).toBe(500);
  });
});

import { describe, expect, it } from 'vitest';
import { PASSWORDS_DIFFER, validatePasswordChange } from './password-form';

describe('the change-password form', () => {
  it('asks for the current password and a new one of at least 6 characters', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: { code: 'CURRENT_PASSWORD_REQUIRED' },
      newPassword: { code: 'PASSWORD_REQUIRED' },
    });
    expect(validatePasswordChange({ currentPassword: 'old-one', newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      newPassword: { code: 'PASSWORD_TOO_SHORT', params: { min: 6 } },
    });
  });

  it('wants the confirmation to match, and takes passwords as typed (spaces count)', () => {
    expect(validatePasswordChange({ currentPassword: 'old-one', newPassword: 'Karachi#1', confirmPassword: 'Karachi#2' })).toEqual({
      confirmPassword: { code: PASSWORDS_DIFFER },
    });
    expect(validatePasswordChange({ currentPassword: ' ', newPassword: '      ', confirmPassword: '      ' })).toEqual({});
  });
});

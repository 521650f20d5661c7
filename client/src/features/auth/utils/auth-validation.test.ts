import { describe, expect, it } from 'vitest';
import { validateForgotPassword, validateLogin, validateRegister, validateResetPassword } from './auth-validation';

const registration = {
  firstName: 'Amina',
  lastName: 'Odhiambo',
  email: 'amina@example.com',
  password: 'Nairobi#26',
  phone: '',
  country: 'KE',
};

describe('sign-in form validation', () => {
  it('login: email required and valid, password required (any length: the server judges it)', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: { code: 'EMAIL_REQUIRED' },
      password: { code: 'PASSWORD_REQUIRED' },
    });
    expect(validateLogin({ email: 'bilal@', password: 'x' })).toEqual({ email: { code: 'EMAIL_INVALID' } });
    expect(validateLogin({ email: ' bilal.khan@example.com ', password: '123' })).toEqual({});
  });

  it('register: a complete form passes, phone and country being optional', () => {
    expect(validateRegister(registration)).toEqual({});
    expect(validateRegister({ ...registration, phone: '+92 300 1234567', country: '' })).toEqual({});
  });

  it('register: the spec’s messages for each missing or malformed field', () => {
    expect(validateRegister({ firstName: ' ', lastName: '', email: '', password: '', phone: '', country: '' })).toEqual({
      firstName: { code: 'FIRST_NAME_REQUIRED' },
      lastName: { code: 'LAST_NAME_REQUIRED' },
      email: { code: 'EMAIL_REQUIRED' },
      password: { code: 'PASSWORD_REQUIRED' },
    });
    expect(validateRegister({ ...registration, email: 'amina at example.com' }).email).toEqual({ code: 'EMAIL_INVALID' });
    expect(validateRegister({ ...registration, firstName: 'a'.repeat(101) }).firstName).toEqual({
      code: 'FIELD_TOO_LONG',
      params: { max: 100 },
    });
  });

  it('register: a password of at least 6 characters, counted as typed', () => {
    expect(validateRegister({ ...registration, password: 'abc12' }).password).toEqual({ code: 'PASSWORD_TOO_SHORT', params: { min: 6 } });
    expect(validateRegister({ ...registration, password: 'abc123' }).password).toBeUndefined();
    expect(validateRegister({ ...registration, password: '      ' }).password).toBeUndefined();
  });

  it('register: a phone number in the server’s pattern when given', () => {
    expect(validateRegister({ ...registration, phone: 'call me' }).phone).toEqual({ code: 'PHONE_INVALID' });
    expect(validateRegister({ ...registration, phone: '12345' }).phone).toEqual({ code: 'PHONE_INVALID' });
    expect(validateRegister({ ...registration, phone: '+1 (876) 555-0100' }).phone).toBeUndefined();
  });

  it('forgot password: an email address', () => {
    expect(validateForgotPassword({ email: '' })).toEqual({ email: { code: 'EMAIL_REQUIRED' } });
    expect(validateForgotPassword({ email: 'x@y' })).toEqual({ email: { code: 'EMAIL_INVALID' } });
    expect(validateForgotPassword({ email: 'x@example.com' })).toEqual({});
  });

  it('reset password: a new password of 6+ characters, typed the same twice', () => {
    expect(validateResetPassword({ password: '', confirmPassword: '' })).toEqual({
      password: { code: 'PASSWORD_REQUIRED' },
      confirmPassword: { code: 'PASSWORD_REQUIRED' },
    });
    expect(validateResetPassword({ password: 'short', confirmPassword: 'short' }).password).toEqual({
      code: 'PASSWORD_TOO_SHORT',
      params: { min: 6 },
    });
    expect(validateResetPassword({ password: 'Lima#2026', confirmPassword: 'Lima#2025' })).toEqual({
      confirmPassword: { code: 'PASSWORD_MISMATCH' },
    });
    expect(validateResetPassword({ password: 'Lima#2026', confirmPassword: 'Lima#2026' })).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../test/i18n';
import { translateCode } from './i18n/error-text';
import { rules, validate } from './validation';

describe('client-side validation', () => {
  const en = createTestI18n('en').t;

  it('requires a value, with the field’s own code when it has one', () => {
    expect(rules.required('EMAIL_REQUIRED')('  ')).toEqual({ code: 'EMAIL_REQUIRED' });
    expect(rules.required()('')).toEqual({ code: 'FIELD_REQUIRED' });
    expect(rules.required()('x')).toBeNull();
  });

  it('checks emails as the server does', () => {
    expect(rules.email()('bilal.khan@example.com')).toBeNull();
    expect(rules.email()('bilal.khan@')).toEqual({ code: 'EMAIL_INVALID' });
    expect(rules.email()('bilal khan@example.com')).toEqual({ code: 'EMAIL_INVALID' });
    expect(rules.email()(`${'a'.repeat(250)}@x.com`)).toEqual({ code: 'FIELD_TOO_LONG', params: { max: 254 } });
  });

  it('wants passwords of at least 6 characters, counted as typed', () => {
    expect(rules.password()('12345')).toEqual({ code: 'PASSWORD_TOO_SHORT', params: { min: 6 } });
    expect(rules.password()('123456')).toBeNull();
    expect(rules.passwordRequired()('      ')).toBeNull();
    expect(rules.passwordRequired()('')).toEqual({ code: 'PASSWORD_REQUIRED' });
  });

  it('checks phone numbers with the server’s pattern', () => {
    expect(rules.phone()('+92 300 0000002')).toBeNull();
    expect(rules.phone()('0300 555-0100 (home)')).toEqual({ code: 'PHONE_INVALID' });
    expect(rules.phone()('0300 (555) 0100')).toBeNull();
    expect(rules.phone()('')).toBeNull();
    expect(rules.phone()('call me')).toEqual({ code: 'PHONE_INVALID' });
    expect(rules.phone('WHATSAPP_INVALID')('+1')).toEqual({ code: 'WHATSAPP_INVALID' });
  });

  it('limits lengths', () => {
    expect(rules.maxLength(3)('abcd')).toEqual({ code: 'FIELD_TOO_LONG', params: { max: 3 } });
    expect(rules.maxLength(3)('abc')).toBeNull();
  });

  it('reports the first failing rule per field, as the server’s messages in the user’s language', () => {
    const issues = validate(
      { email: 'nope', password: '123', firstName: '' },
      {
        email: [rules.required('EMAIL_REQUIRED'), rules.email()],
        password: [rules.passwordRequired(), rules.password()],
        firstName: [rules.required('FIRST_NAME_REQUIRED'), rules.maxLength(100)],
      },
    );
    expect(issues).toEqual({
      email: { code: 'EMAIL_INVALID' },
      password: { code: 'PASSWORD_TOO_SHORT', params: { min: 6 } },
      firstName: { code: 'FIRST_NAME_REQUIRED' },
    });
    expect(translateCode(en, issues.password!)).toBe('Password must be at least 6 characters');
    expect(translateCode(en, { code: 'FIELD_TOO_LONG', params: { max: 100 } }, 'City')).toBe('City must be at most 100 characters');
    expect(translateCode(createTestI18n('ur').t, issues.email!)).toBe('ای میل درست نہیں ہے');
    expect(validate({ email: 'a@b.co' }, { email: [rules.email()] })).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { initialContact, toContactBody, validateContact } from './contact-form';

describe('the contact form', () => {
  it('starts empty, or with the signed-in name and email', () => {
    expect(initialContact(null)).toEqual({ subject: '', name: '', email: '', message: '', privacyAgreed: false });
    expect(initialContact({ firstName: 'Carlos', lastName: 'Mendes', email: 'carlos@example.com' })).toMatchObject({
      name: 'Carlos Mendes',
      email: 'carlos@example.com',
    });
  });

  it('asks for every field and the privacy agreement', () => {
    expect(validateContact(initialContact(null))).toEqual({
      subject: { code: 'FIELD_REQUIRED' },
      name: { code: 'NAME_REQUIRED' },
      email: { code: 'EMAIL_REQUIRED' },
      message: { code: 'MESSAGE_REQUIRED' },
      privacyAgreed: { code: 'PRIVACY_AGREEMENT_REQUIRED' },
    });
  });

  it('checks the email and the message length; a complete form passes', () => {
    const ok = { subject: 'support' as const, name: 'Carlos', email: 'carlos@example.com', message: 'Hello', privacyAgreed: true };
    expect(validateContact(ok)).toEqual({});
    expect(validateContact({ ...ok, email: 'carlos@' })).toEqual({ email: { code: 'EMAIL_INVALID' } });
    expect(validateContact({ ...ok, message: 'x'.repeat(5001) })).toEqual({ message: { code: 'FIELD_TOO_LONG', params: { max: 5000 } } });
    expect(validateContact({ ...ok, privacyAgreed: false })).toEqual({ privacyAgreed: { code: 'PRIVACY_AGREEMENT_REQUIRED' } });
  });

  it('sends trimmed values', () => {
    expect(
      toContactBody({ subject: 'sales', name: ' Carlos ', email: ' carlos@example.com ', message: ' Hi ', privacyAgreed: true }),
    ).toEqual({
      subject: 'sales',
      name: 'Carlos',
      email: 'carlos@example.com',
      message: 'Hi',
      privacyAgreed: true,
    });
  });
});

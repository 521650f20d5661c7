import { describe, expect, it } from 'vitest';
import { charactersLeft } from '../../../components/character-count';
import { COMMENTS_MAX, initialValues, toCarRequestBody, validateCarRequest, yearOptions, type CarRequestValues } from './car-request-form';

const filled = (over: Partial<CarRequestValues> = {}): CarRequestValues => ({
  ...initialValues({ firstName: 'Amina', lastName: 'Njeri', email: 'amina@example.com', phone: '+254 712 345678', whatsapp: null }),
  make: 'Toyota',
  privacyAgreed: true,
  ...over,
});

describe('the request a car form', () => {
  it('starts from the signed-in profile: name, email (confirmed), phone', () => {
    expect(
      initialValues({ firstName: 'Amina', lastName: 'Njeri', email: 'amina@example.com', phone: '+254 712', whatsapp: null }),
    ).toMatchObject({
      name: 'Amina Njeri',
      email: 'amina@example.com',
      emailConfirmation: 'amina@example.com',
      phone: '+254 712',
      whatsapp: '',
      contactMethod: 'any',
      promotions: false,
      privacyAgreed: false,
    });
    expect(initialValues(null)).toMatchObject({ name: '', email: '', emailConfirmation: '' });
  });

  it('passes a complete form', () => {
    expect(validateCarRequest(filled())).toEqual({});
  });

  it('asks for the make, name, email and the privacy agreement', () => {
    expect(validateCarRequest(initialValues(null))).toEqual({
      make: { code: 'FIELD_REQUIRED' },
      name: { code: 'NAME_REQUIRED' },
      email: { code: 'EMAIL_REQUIRED' },
      emailConfirmation: { code: 'EMAIL_CONFIRMATION_REQUIRED' },
      privacyAgreed: { code: 'PRIVACY_AGREEMENT_REQUIRED' },
    });
    expect(validateCarRequest(filled({ email: 'nope', emailConfirmation: 'nope' })).email).toEqual({ code: 'EMAIL_INVALID' });
  });

  it('says "Emails do not match!" when the confirmation differs, ignoring case and spaces', () => {
    expect(validateCarRequest(filled({ emailConfirmation: 'other@example.com' }))).toEqual({
      emailConfirmation: { code: 'EMAILS_DO_NOT_MATCH' },
    });
    expect(validateCarRequest(filled({ emailConfirmation: ' AMINA@example.com ' }))).toEqual({});
  });

  it('requires the phone for the phone contact method and WhatsApp for WhatsApp, and checks them when given', () => {
    expect(validateCarRequest(filled({ contactMethod: 'phone', phone: ' ' }))).toEqual({
      phone: { code: 'PHONE_REQUIRED_FOR_PHONE_CONTACT' },
    });
    expect(validateCarRequest(filled({ contactMethod: 'whatsapp' }))).toEqual({
      whatsapp: { code: 'WHATSAPP_REQUIRED_FOR_WHATSAPP_CONTACT' },
    });
    expect(validateCarRequest(filled({ contactMethod: 'whatsapp', whatsapp: '+92 300 1234567' }))).toEqual({});
    expect(validateCarRequest(filled({ contactMethod: 'email', phone: '' }))).toEqual({});
    expect(validateCarRequest(filled({ phone: 'call me' }))).toEqual({ phone: { code: 'PHONE_INVALID' } });
    expect(validateCarRequest(filled({ whatsapp: 'abc' }))).toEqual({ whatsapp: { code: 'WHATSAPP_INVALID' } });
  });

  it('counts the comments down from 1,000 and refuses more', () => {
    expect(charactersLeft('', COMMENTS_MAX)).toBe(1000);
    expect(charactersLeft('x'.repeat(990), COMMENTS_MAX)).toBe(10);
    expect(charactersLeft('  x  ', COMMENTS_MAX)).toBe(999);
    expect(validateCarRequest(filled({ comments: 'x'.repeat(1000) }))).toEqual({});
    expect(validateCarRequest(filled({ comments: 'x'.repeat(1001) }))).toEqual({
      comments: { code: 'FIELD_TOO_LONG', params: { max: 1000 } },
    });
  });

  it('sends trimmed values, empty ones as null, the year as a number', () => {
    expect(toCarRequestBody(filled({ model: ' Prius ', year: '2018', comments: '  ', whatsapp: '' }))).toEqual({
      make: 'Toyota',
      model: 'Prius',
      year: 2018,
      comments: null,
      name: 'Amina Njeri',
      email: 'amina@example.com',
      emailConfirmation: 'amina@example.com',
      phone: '+254 712 345678',
      whatsapp: null,
      contactMethod: 'any',
      promotions: false,
      privacyAgreed: true,
    });
  });

  it('offers model years from next year down to 1950', () => {
    const years = yearOptions(new Date('2026-06-01T00:00:00Z'));
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(1950);
  });
});

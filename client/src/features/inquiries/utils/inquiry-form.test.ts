import { describe, expect, it } from 'vitest';
import { emptyInquiry, toInquiryBody, validateInquiry } from './inquiry-form';

const filled = emptyInquiry({ name: 'Amina Njeri', email: 'amina@example.com', phone: '+254 712 345678', message: 'Is it available?' });

describe('the inquiry form’s checks', () => {
  it('pass a filled form', () => {
    expect(validateInquiry(filled)).toEqual({});
  });

  it('name each missing required field with the spec’s message code', () => {
    expect(validateInquiry(emptyInquiry({ name: '  ' }))).toEqual({
      name: { code: 'NAME_REQUIRED' },
      email: { code: 'EMAIL_REQUIRED' },
      phone: { code: 'PHONE_REQUIRED' },
      message: { code: 'MESSAGE_REQUIRED' },
    });
  });

  it('check the email, the numbers and the lengths as the server does', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(
      validateInquiry(
        { ...filled, email: 'amina@', phone: 'call me', whatsapp: 'x1', year: '1900', mileage: '-5', message: 'x'.repeat(2001) },
        now,
      ),
    ).toEqual({
      email: { code: 'EMAIL_INVALID' },
      phone: { code: 'PHONE_INVALID' },
      whatsapp: { code: 'WHATSAPP_INVALID' },
      message: { code: 'FIELD_TOO_LONG', params: { max: 2000 } },
      year: { code: 'FIELD_WHOLE_NUMBER', params: { min: 1950, max: 2027 } },
      mileage: { code: 'FIELD_KILOMETRES', params: { min: 0, max: 2_000_000 } },
    });
    expect(validateInquiry({ ...filled, year: '2027', mileage: '60000' }, now)).toEqual({});
    expect(validateInquiry({ ...filled, year: '2028' }, now)).toHaveProperty('year');
  });
});

describe('the contact method', () => {
  it('needs the WhatsApp number when it is WhatsApp, as Request a car does', () => {
    expect(validateInquiry({ ...filled, contactMethod: 'whatsapp' })).toEqual({
      whatsapp: { code: 'WHATSAPP_REQUIRED_FOR_WHATSAPP_CONTACT' },
    });
    expect(validateInquiry({ ...filled, contactMethod: 'whatsapp', whatsapp: '+254 712 345678' })).toEqual({});
    expect(validateInquiry({ ...filled, contactMethod: 'email' })).toEqual({});
  });

  it('keeps a long message as typed: over its limit it is an issue, never cut', () => {
    const long = 'a'.repeat(10_000);
    expect(validateInquiry({ ...filled, message: long })).toEqual({ message: { code: 'FIELD_TOO_LONG', params: { max: 2000 } } });
    expect(toInquiryBody({ ...filled, message: long }, null).message).toHaveLength(10_000);
  });
});

describe('the inquiry body', () => {
  it('trims, leaves blank optional fields null and reads the numbers', () => {
    expect(toInquiryBody({ ...filled, name: ' Amina ', comments: '  ', model: 'Prius', year: '2018', mileage: '' }, null)).toEqual({
      car: null,
      name: 'Amina',
      email: 'amina@example.com',
      phone: '+254 712 345678',
      whatsapp: null,
      message: 'Is it available?',
      contactMethod: 'any',
      promotions: false,
      comments: null,
      model: 'Prius',
      year: 2018,
      mileage: null,
    });
    expect(toInquiryBody(filled, 'AB1234567').car).toBe('AB1234567');
  });
});

import { describe, expect, it } from '@jest/globals';
import { CONTACT_METHODS, missingContactNumber } from './contact-method.js';

describe('the contact-method rule', () => {
  it('needs the phone for the method phone, the WhatsApp number for the method WhatsApp', () => {
    expect(missingContactNumber('phone', {})).toBe('phone');
    expect(missingContactNumber('phone', { phone: '  ' })).toBe('phone');
    expect(missingContactNumber('phone', { phone: null, whatsapp: '+92 300 1234567' })).toBe('phone');
    expect(missingContactNumber('phone', { phone: '+81 3 1234 5678' })).toBeNull();
    expect(missingContactNumber('whatsapp', { phone: '+81 3 1234 5678' })).toBe('whatsapp');
    expect(missingContactNumber('whatsapp', { whatsapp: '' })).toBe('whatsapp');
    expect(missingContactNumber('whatsapp', { whatsapp: '+92 300 1234567' })).toBeNull();
  });

  it('needs no number for any, email, nothing or something unknown (the choice check refuses that)', () => {
    for (const method of ['any', 'email', undefined, null, 'fax', 42]) {
      expect(missingContactNumber(method, {})).toBeNull();
    }
  });

  it('knows the four methods of the spec', () => {
    expect(CONTACT_METHODS).toEqual(['any', 'email', 'phone', 'whatsapp']);
  });
});

import { describe, expect, it } from 'vitest';
import { missingContactNumber, neededByContactMethod } from './contact-method';

describe('the contact-method rule', () => {
  it('needs the phone for the method phone and the WhatsApp number for the method WhatsApp, nothing for any or email', () => {
    expect(missingContactNumber('phone', { phone: '  ' })).toBe('phone');
    expect(missingContactNumber('phone', { phone: '+254 712 345678' })).toBeNull();
    expect(missingContactNumber('whatsapp', { phone: '+254 712 345678', whatsapp: '' })).toBe('whatsapp');
    expect(missingContactNumber('whatsapp', { whatsapp: '+92 300 1234567' })).toBeNull();
    expect(missingContactNumber('any', {})).toBeNull();
    expect(missingContactNumber('email', { phone: '', whatsapp: '' })).toBeNull();
  });

  it('answers a field’s check with the server’s codes, only for the field the method needs', () => {
    expect(neededByContactMethod('whatsapp', 'whatsapp')('')).toEqual({ code: 'WHATSAPP_REQUIRED_FOR_WHATSAPP_CONTACT' });
    expect(neededByContactMethod('phone', 'phone')(' ')).toEqual({ code: 'PHONE_REQUIRED_FOR_PHONE_CONTACT' });
    expect(neededByContactMethod('phone', 'whatsapp')('')).toBeNull();
    expect(neededByContactMethod('whatsapp', 'whatsapp')('+92 300 1234567')).toBeNull();
  });
});

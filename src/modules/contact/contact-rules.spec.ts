import { describe, expect, it } from '@jest/globals';
import { CONTACT_MESSAGE_MACHINE, contactEmail, contactMessageTargets, contactStatusChange, staffAddressFor } from './contact-rules.js';

const addresses = { sales: 's@x.example', support: 'h@x.example', partnership: 'p@x.example', other: 'o@x.example' };

describe('contact us rules', () => {
  it('sends each subject to its staff address', () => {
    expect(staffAddressFor('sales', addresses)).toBe('s@x.example');
    expect(staffAddressFor('support', addresses)).toBe('h@x.example');
    expect(staffAddressFor('partnership', addresses)).toBe('p@x.example');
    expect(staffAddressFor('other', addresses)).toBe('o@x.example');
  });

  it('writes the staff email with the sender and the message', () => {
    const mail = contactEmail('h@x.example', {
      subject: 'support',
      name: 'Carlos',
      email: 'c@example.com',
      message: 'Hello\nthere',
      signedIn: true,
    });
    expect(mail).toMatchObject({ to: 'h@x.example', subject: 'Contact us – Support: Carlos' });
    expect(mail.text).toContain('Email: c@example.com (signed in)');
    expect(mail.text).toContain('Hello\nthere');
    expect(
      contactEmail('o@x.example', { subject: 'other', name: 'A', email: 'a@example.com', message: 'm', signedIn: false }).text,
    ).not.toContain('signed in');
  });

  it('stamps who handled a message and when; reopening clears it; the same status again is no change', () => {
    const now = new Date('2026-11-26T06:00:00Z');
    expect(contactStatusChange('new', 'handled', 'staff-1', now)).toEqual({ status: 'handled', handledAt: now, handledBy: 'staff-1' });
    expect(contactStatusChange('handled', 'new', 'staff-1', now)).toEqual({ status: 'new', handledAt: null, handledBy: null });
    expect(contactStatusChange('handled', 'handled', 'staff-1', now)).toBe('unchanged');
    expect(contactStatusChange('new', 'new', 'staff-1', now)).toBe('unchanged');
  });

  it('moves through its table: new ⇄ handled by staff, and offers the screens the other status', () => {
    expect(contactMessageTargets('new')).toEqual(['handled']);
    expect(contactMessageTargets('handled')).toEqual(['new']);
    expect(CONTACT_MESSAGE_MACHINE.can('new', 'handled', 'staff')).toBe(true);
    const already = CONTACT_MESSAGE_MACHINE.refusal('handled', 'handled', 'staff');
    expect([already?.getStatus(), already?.code, already?.message]).toEqual([
      409,
      'CONTACT_MESSAGE_ALREADY_IN_STATUS',
      'This message is already handled.',
    ]);
  });
});

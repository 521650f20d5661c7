import { describe, expect, it } from '@jest/globals';
import {
  CAR_REQUEST_MACHINE,
  carRequestTargets,
  type CarRequestFacts,
  carRequestReference,
  emailsMatch,
  referenceId,
  salesEmail,
  wantedCar,
} from './car-request-rules.js';

const facts: CarRequestFacts = {
  reference: 'RQ-000042',
  make: 'Toyota',
  model: 'Prius',
  year: 2018,
  comments: 'Pearl white',
  name: 'Amina Njeri',
  email: 'amina@example.com',
  phone: '+254 712 345678',
  whatsapp: null,
  contactMethod: 'phone',
  promotions: true,
};

describe('car request machine', () => {
  it('lets staff handle an open request once; handled is final', () => {
    expect(carRequestTargets('open')).toEqual(['handled']);
    expect(carRequestTargets('handled')).toEqual([]);
    expect(CAR_REQUEST_MACHINE.isFinal('handled')).toBe(true);
    const again = CAR_REQUEST_MACHINE.refusal('handled', 'handled', 'staff');
    expect([again?.getStatus(), again?.code, again?.message]).toEqual([
      409,
      'CAR_REQUEST_ALREADY_HANDLED',
      'This car request has already been handled.',
    ]);
    const back = CAR_REQUEST_MACHINE.refusal('handled', 'open', 'staff');
    expect([back?.getStatus(), back?.message]).toEqual([409, 'A car request that is handled cannot be set to open.']);
  });
});

describe('request a car rules', () => {
  it('matches the two emails ignoring case and surrounding spaces', () => {
    expect(emailsMatch('amina@example.com', ' AMINA@example.com ')).toBe(true);
    expect(emailsMatch('amina@example.com', 'amina@example.org')).toBe(false);
    expect(emailsMatch('amina@example.com', undefined)).toBe(false);
    expect(emailsMatch('amina@example.com', 42)).toBe(false);
  });

  it('writes and reads the human reference', () => {
    expect(carRequestReference('42')).toBe('RQ-000042');
    expect(carRequestReference(1234567)).toBe('RQ-1234567');
    expect(referenceId('RQ-000042')).toBe('42');
    expect(referenceId(' rq 42 ')).toBe('42');
    expect(referenceId('rq42')).toBe('42');
    expect(referenceId('prius')).toBeNull();
    expect(referenceId('RQ-')).toBeNull();
  });

  it('names the wanted car from what is known', () => {
    expect(wantedCar(facts)).toBe('2018 Toyota Prius');
    expect(wantedCar({ make: 'Nissan', model: null, year: null })).toBe('Nissan');
  });

  it('writes the sales team every detail', () => {
    const sales = salesEmail('sales@x.example', facts);
    expect(sales).toMatchObject({ to: 'sales@x.example', subject: 'Car request RQ-000042: 2018 Toyota Prius' });
    expect(sales.text).toContain('Preferred contact method: Phone');
    expect(sales.text).toContain('Phone: +254 712 345678');
    expect(sales.text).toContain('WhatsApp: -');
    expect(sales.text).toContain('Promotions: yes');
  });
});

import { describe, expect, it } from 'vitest';
import type { User } from '../../../lib/session/session-storage';
import { ACCOUNT_FIELDS, CONTACT_FIELDS, hasChanges, profileChanges, profileValues, validateProfile } from './profile-form';

const user = {
  id: 'u1',
  email: 'amina@example.com',
  firstName: 'Amina',
  lastName: 'Khan',
  accountType: 'individual',
  importCountry: 'PK',
  port: null,
  phone: '+92 300 1234567',
  whatsapp: null,
  country: 'PK',
  address: '12 Shahrah-e-Faisal',
  addressContd: null,
  city: 'Karachi',
  state: null,
  zipCode: null,
} as User;

describe('the profile forms', () => {
  it('start from the user, with nothing shown as empty fields', () => {
    expect(profileValues(user, ACCOUNT_FIELDS)).toEqual({
      firstName: 'Amina',
      lastName: 'Khan',
      accountType: 'individual',
      importCountry: 'PK',
      port: '',
    });
  });

  it('send only the fields that changed, trimmed, and clear an emptied optional field with null', () => {
    const values = {
      ...profileValues(user, CONTACT_FIELDS),
      city: '  Lahore ',
      phone: '',
      zipCode: '54000',
      address: '12 Shahrah-e-Faisal ',
    };
    expect(profileChanges(user, values, CONTACT_FIELDS)).toEqual({ city: 'Lahore', phone: null, zipCode: '54000' });
  });

  it('send nothing when nothing changed', () => {
    const body = profileChanges(user, profileValues(user, ACCOUNT_FIELDS), ACCOUNT_FIELDS);
    expect(hasChanges(body)).toBe(false);
  });

  it('never send an emptied name as null: the server says it is required', () => {
    const values = { ...profileValues(user, ACCOUNT_FIELDS), firstName: '   ' };
    expect(profileChanges(user, values, ACCOUNT_FIELDS)).toEqual({ firstName: '' });
  });

  it('check the names and the phone formats before sending, with the server’s codes', () => {
    const values = {
      ...profileValues(user, [...ACCOUNT_FIELDS, ...CONTACT_FIELDS]),
      firstName: ' ',
      lastName: '',
      phone: 'call me',
      whatsapp: '12',
    };
    expect(validateProfile(values, [...ACCOUNT_FIELDS, ...CONTACT_FIELDS])).toEqual({
      firstName: { code: 'FIRST_NAME_REQUIRED' },
      lastName: { code: 'LAST_NAME_REQUIRED' },
      phone: { code: 'PHONE_INVALID' },
      whatsapp: { code: 'WHATSAPP_INVALID' },
    });
  });

  it('check only the fields of the form at hand, and accept a blank phone (it clears it)', () => {
    const values = { ...profileValues(user, CONTACT_FIELDS), phone: '', whatsapp: '+254 700 000001' };
    expect(validateProfile(values, CONTACT_FIELDS)).toEqual({});
  });
});

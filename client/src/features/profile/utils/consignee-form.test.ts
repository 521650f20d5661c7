import { describe, expect, it } from 'vitest';
import {
  consigneeValues,
  createConsigneeBody,
  emptyConsignee,
  isShown,
  updateConsigneeBody,
  validateConsignee,
  type Consignee,
  type ConsigneeValues,
} from './consignee-form';

const filled = (): ConsigneeValues => {
  const values = emptyConsignee();
  Object.assign(values.text, {
    consigneeName: 'Mombasa Motors Ltd',
    country: 'KE',
    city: 'Mombasa',
    address: 'Moi Avenue 12',
    notifyName: 'Coastline Clearing',
    notifyCity: 'Nairobi',
    notifyAddress: 'Kenyatta Avenue 5',
  });
  return values;
};

const stored: Consignee = {
  id: 'c1',
  consigneeName: 'Mombasa Motors Ltd',
  consigneePhone: null,
  country: 'KE',
  state: null,
  city: 'Mombasa',
  address: 'Moi Avenue 12',
  referenceAddress: null,
  sameAsConsignee: false,
  notifyName: 'Coastline Clearing',
  notifyCity: 'Nairobi',
  notifyAddress: 'Kenyatta Avenue 5',
  notifyReferenceAddress: null,
  notifyPhone: '+254 711 000002',
  notifyEmail: null,
  permanent: false,
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-01T10:00:00Z',
};

describe('the consignee form', () => {
  it('asks for the consignee’s name, country, city and address, and the notify party’s name, city and address', () => {
    expect(validateConsignee(emptyConsignee())).toEqual({
      consigneeName: { code: 'NAME_REQUIRED' },
      country: { code: 'FIELD_REQUIRED' },
      city: { code: 'FIELD_REQUIRED' },
      address: { code: 'FIELD_REQUIRED' },
      notifyName: { code: 'FIELD_REQUIRED' },
      notifyCity: { code: 'FIELD_REQUIRED' },
      notifyAddress: { code: 'FIELD_REQUIRED' },
    });
  });

  it('does not ask for the notify party when it is the same as the consignee, and hides the copied fields', () => {
    const values = { ...emptyConsignee(), sameAsConsignee: true };
    expect(Object.keys(validateConsignee(values))).toEqual(['consigneeName', 'country', 'city', 'address']);
    expect(isShown('notifyName', true)).toBe(false);
    expect(isShown('notifyEmail', true)).toBe(true);
    expect(isShown('notifyName', false)).toBe(true);
  });

  it('checks phones and the notify email', () => {
    const values = filled();
    Object.assign(values.text, { consigneePhone: 'abc', notifyPhone: '12', notifyEmail: 'not-an-email' });
    expect(validateConsignee(values)).toEqual({
      consigneePhone: { code: 'PHONE_INVALID' },
      notifyPhone: { code: 'PHONE_INVALID' },
      notifyEmail: { code: 'EMAIL_INVALID' },
    });
  });

  it('creates with every shown field trimmed, blank optional ones as null, and the flags', () => {
    const values = filled();
    values.text.consigneeName = '  Mombasa Motors Ltd ';
    values.permanent = true;
    expect(createConsigneeBody(values)).toMatchObject({
      consigneeName: 'Mombasa Motors Ltd',
      state: null,
      notifyName: 'Coastline Clearing',
      notifyEmail: null,
      sameAsConsignee: false,
      permanent: true,
    });
  });

  it('leaves the copied notify fields out when the notify party is the consignee', () => {
    const values = { ...filled(), sameAsConsignee: true };
    values.text.notifyEmail = 'imports@coastline.example.com';
    const body = createConsigneeBody(values);
    expect(body).not.toHaveProperty('notifyName');
    expect(body).not.toHaveProperty('notifyPhone');
    expect(body).toMatchObject({ sameAsConsignee: true, notifyEmail: 'imports@coastline.example.com' });
  });

  it('updates only what changed, clearing an emptied optional field with null', () => {
    const values = consigneeValues(stored);
    values.text.city = 'Mombasa Island';
    values.text.notifyPhone = '';
    values.permanent = true;
    expect(updateConsigneeBody(stored, values)).toEqual({ city: 'Mombasa Island', notifyPhone: null, permanent: true });
    expect(updateConsigneeBody(stored, consigneeValues(stored))).toEqual({});
  });
});

import { describe, expect, it } from '@jest/globals';
import {
  applyConsigneeChanges,
  BLANK_PARTIES,
  canAddConsignee,
  type ConsigneeFields,
  MAX_CONSIGNEES_PER_USER,
  minimisedConsignee,
  missingFields,
  type OrderConsignee,
  resolveNotifyParty,
} from './consignee-rules.js';

const consignee = {
  consigneeName: 'Mombasa Motors Ltd',
  consigneePhone: '+254 700 000001',
  country: 'KE',
  state: 'Mombasa County',
  city: 'Mombasa',
  address: 'Moi Avenue 12',
  referenceAddress: 'Opposite the Tusks',
};

const stored: ConsigneeFields = {
  ...consignee,
  sameAsConsignee: false,
  notifyName: 'Clearing Agents Co',
  notifyCity: 'Nairobi',
  notifyAddress: 'Kenyatta Avenue 5',
  notifyReferenceAddress: null,
  notifyPhone: '+254 711 000002',
  notifyEmail: 'agent@example.com',
  permanent: false,
};

describe('resolveNotifyParty', () => {
  it('copies the consignee into the notify party when it is the same, ignoring what came in', () => {
    const resolved = resolveNotifyParty({ ...stored, sameAsConsignee: true });
    expect(resolved).toMatchObject({
      notifyName: 'Mombasa Motors Ltd',
      notifyCity: 'Mombasa',
      notifyAddress: 'Moi Avenue 12',
      notifyReferenceAddress: 'Opposite the Tusks',
      notifyPhone: '+254 700 000001',
    });
  });

  it('keeps the notify email, which the consignee has no counterpart for', () => {
    expect(resolveNotifyParty({ ...stored, sameAsConsignee: true }).notifyEmail).toBe('agent@example.com');
  });

  it('leaves a separate notify party alone', () => {
    expect(resolveNotifyParty(stored)).toEqual(stored);
  });
});

/** A required field left empty, as the client receives it: the code it translates, its label, the English. */
const required = (field: string, label: string) => ({ field, code: 'FIELD_REQUIRED', message: `${label} is required`, params: { label } });

describe('missingFields', () => {
  it('accepts a complete consignee', () => {
    expect(missingFields(stored)).toEqual([]);
  });

  it('names every missing consignee field with its message', () => {
    const errors = missingFields({ ...stored, consigneeName: ' ', country: '', city: '', address: '' });
    expect(errors).toEqual([
      { field: 'consigneeName', code: 'NAME_REQUIRED', message: 'Name is required' },
      required('country', 'Country'),
      required('city', 'City'),
      required('address', 'Address'),
    ]);
  });

  it('requires notify name, city and address only when the notify party is someone else', () => {
    const noNotify = { ...stored, notifyName: null, notifyCity: '', notifyAddress: null };
    expect(missingFields(noNotify).map((e) => e.field)).toEqual(['notifyName', 'notifyCity', 'notifyAddress']);
    expect(missingFields({ ...noNotify, sameAsConsignee: true })).toEqual([]);
  });
});

describe('applyConsigneeChanges', () => {
  it('creates from the request alone, with both flags off by default', () => {
    const { value, errors } = applyConsigneeChanges(null, {
      ...consignee,
      notifyName: 'N',
      notifyCity: 'C',
      notifyAddress: 'A',
    });
    expect(errors).toEqual([]);
    expect(value).toMatchObject({ sameAsConsignee: false, permanent: false, notifyName: 'N', notifyEmail: null });
  });

  it('copies the consignee on create when same as consignee, whatever notify values were sent', () => {
    const { value, errors } = applyConsigneeChanges(null, { ...consignee, sameAsConsignee: true, notifyName: 'Someone else' });
    expect(errors).toEqual([]);
    expect(value.notifyName).toBe('Mombasa Motors Ltd');
    expect(value.notifyPhone).toBe('+254 700 000001');
  });

  it('refuses a create without a notify party when it is not the consignee', () => {
    const { errors } = applyConsigneeChanges(null, consignee);
    expect(errors).toEqual([
      required('notifyName', 'Notify party name'),
      required('notifyCity', 'Notify party city'),
      required('notifyAddress', 'Notify party address'),
    ]);
  });

  it('keeps what an update leaves out and clears what it sets to null', () => {
    const { value, errors } = applyConsigneeChanges(stored, { city: 'Malindi', state: null });
    expect(errors).toEqual([]);
    expect(value).toEqual({ ...stored, city: 'Malindi', state: null });
  });

  it('re-copies the notify party when a same-as-consignee consignee changes', () => {
    const same = applyConsigneeChanges(stored, { sameAsConsignee: true }).value;
    const { value } = applyConsigneeChanges(same, { address: 'Digo Road 7', notifyAddress: 'ignored' });
    expect(value.notifyAddress).toBe('Digo Road 7');
  });

  it('keeps the copies as a starting point when the notify party becomes someone else', () => {
    const same = applyConsigneeChanges(stored, { sameAsConsignee: true }).value;
    const { value, errors } = applyConsigneeChanges(same, { sameAsConsignee: false, notifyName: 'Port Agent' });
    expect(errors).toEqual([]);
    expect(value).toMatchObject({ sameAsConsignee: false, notifyName: 'Port Agent', notifyCity: 'Mombasa' });
  });

  it('refuses an update that clears a required notify field', () => {
    const { errors } = applyConsigneeChanges(stored, { notifyCity: null });
    expect(errors).toEqual([required('notifyCity', 'Notify party city')]);
  });
});

describe('canAddConsignee', () => {
  it(`allows up to ${MAX_CONSIGNEES_PER_USER} consignees per user`, () => {
    expect(canAddConsignee(0)).toBe(true);
    expect(canAddConsignee(MAX_CONSIGNEES_PER_USER - 1)).toBe(true);
    expect(canAddConsignee(MAX_CONSIGNEES_PER_USER)).toBe(false);
  });
});

const orderConsignee: OrderConsignee = {
  id: '7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47',
  ...consignee,
  sameAsConsignee: false,
  notifyName: 'Coastline Clearing Agents',
  notifyCity: 'Nairobi',
  notifyAddress: 'Kenyatta Avenue 5',
  notifyReferenceAddress: 'Next to the Hilton',
  notifyPhone: '+254 711 000002',
  notifyEmail: 'imports@coastline.example.com',
};

describe('an order’s consignee once its customer deleted the account', () => {
  it('keeps of an order’s consignee only what the books need: the country', () => {
    const kept = minimisedConsignee(orderConsignee);
    expect(kept).toEqual({ id: orderConsignee.id, ...BLANK_PARTIES, country: 'KE' });
    // The blank parties themselves hold nothing: every field empty, so the line above cannot pass on a filled-in copy.
    for (const value of Object.values(BLANK_PARTIES)) expect(['', null, false]).toContain(value);
    const text = JSON.stringify(kept);
    for (const personal of ['Mombasa Motors', '+254', 'Moi Avenue', 'Coastline', 'Nairobi', 'Hilton', '@'])
      expect(text).not.toContain(personal);
    expect(minimisedConsignee(kept)).toEqual(kept);
  });
});

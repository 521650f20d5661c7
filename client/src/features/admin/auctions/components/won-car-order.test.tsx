import { describe, expect, it } from 'vitest';
import type { WonCarOrderDraft } from '../api/auctions-admin-api';
import { carValuesOf } from './won-car-order';

const draft = {
  car: {
    make: 'toyota',
    model: 'Prius',
    year: 2019,
    mileageKm: 48000,
    engineCc: 1800,
    transmission: 'cvt',
    color: 'Pearl White',
    chassisNumber: null,
    fobPriceUsd: '7994.00',
  },
} as unknown as WonCarOrderDraft;

describe('a won car’s form values', () => {
  it('start from what the lot tells, and leave the rest to the clerk', () => {
    const values = carValuesOf(draft);
    expect(values).toMatchObject({
      make: 'toyota',
      model: 'Prius',
      year: '2019',
      mileageKm: '48000',
      engineCc: '1800',
      transmission: 'cvt',
      color: 'Pearl White',
      chassisNumber: '',
      fobPriceUsd: '7994.00',
      stockId: '',
      lengthM: '',
    });
  });

  it('keep a new car’s default transmission when the sheet did not tell', () => {
    const values = carValuesOf({ ...draft, car: { ...draft.car, transmission: null, mileageKm: null } } as WonCarOrderDraft);
    expect(values.transmission).toBe('automatic');
    expect(values.mileageKm).toBe('');
  });
});

import { describe, expect, it } from '@jest/globals';
import { carDraftOfLot, transmissionOf } from './won-car-rules.js';

describe('a won car’s transmission, from the auction sheet’s shorthand', () => {
  it('reads automatic, manual and CVT as auction houses write them', () => {
    for (const code of ['AT', 'FAT', 'IA', 'CA', ' at ']) expect(transmissionOf(code)).toBe('automatic');
    for (const code of ['MT', 'F5', 'C4', '5MT']) expect(transmissionOf(code)).toBe('manual');
    for (const code of ['CVT', 'FCVT']) expect(transmissionOf(code)).toBe('cvt');
  });

  it('leaves what it cannot read to the clerk', () => {
    expect(transmissionOf(null)).toBeNull();
    expect(transmissionOf('SAT?')).toBeNull();
  });
});

describe('a won lot’s car fields', () => {
  it('carries what the lot tells, and leaves the chassis number empty when the lot has only its code', () => {
    const lot = {
      makeSlug: 'toyota',
      model: 'Prius',
      year: 2019,
      mileageKm: 48_000,
      engineCc: 1800,
      transmission: 'FA',
      colour: 'Pearl White',
      chassisNumber: null,
    };
    expect(carDraftOfLot(lot, '10000.00')).toEqual({
      make: 'toyota',
      model: 'Prius',
      year: 2019,
      mileageKm: 48_000,
      engineCc: 1800,
      transmission: 'automatic',
      color: 'Pearl White',
      chassisNumber: null,
      fobPriceUsd: '10000.00',
    });
  });
});

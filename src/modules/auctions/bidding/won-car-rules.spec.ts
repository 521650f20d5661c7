import { describe, expect, it } from '@jest/globals';
import { carDraftOfLot, sheetOfLot, transmissionOf } from './won-car-rules.js';

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

describe('a won car’s auction sheet, from its lot', () => {
  const lot = {
    auctionHouse: 'USS Tokyo',
    auctionDate: '2026-11-20',
    grade: '4.5',
    sheet: {
      overallGrade: '4.5',
      interiorGrade: 'b',
      exteriorGrade: 'A',
      notes: 'Navigation is Japanese only',
      damages: 'A2 front bumper; U1 rear door; dent roof',
    },
  };

  it('carries the grades, the damage marks it can read and the notes', () => {
    expect(sheetOfLot(lot)).toEqual({
      auctionHouse: 'USS Tokyo',
      auctionDate: '2026-11-20',
      overallGrade: '4.5',
      interiorGrade: 'B',
      exteriorGrade: 'A',
      tyreCondition: null,
      totalEvaluation: null,
      damages: [
        { code: 'A2', location: 'front bumper' },
        { code: 'U1', location: 'rear door' },
      ],
      notes: 'Navigation is Japanese only\nDamages: dent roof',
      translatedDetails: null,
    });
  });

  it('takes the lot’s grade when the sheet has none, and gives no sheet without all three grades', () => {
    expect(sheetOfLot({ ...lot, sheet: { ...lot.sheet, overallGrade: undefined } })?.overallGrade).toBe('4.5');
    expect(sheetOfLot({ ...lot, sheet: { ...lot.sheet, interiorGrade: undefined } })).toBeNull();
    expect(sheetOfLot({ ...lot, grade: '***', sheet: { ...lot.sheet, overallGrade: undefined } })).toBeNull();
    expect(sheetOfLot({ ...lot, sheet: null })).toBeNull();
  });
});

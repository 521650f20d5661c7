import { describe, expect, it } from 'vitest';
import type { AdminCar } from '../api/cars-api';
import { carToForm, EMPTY_CAR, EMPTY_SHEET, formToBody, moveItem, sheetToBody } from './car-form-values';

describe('car form values', () => {
  it('sends a new car with numbers as numbers, features one per line, no empty stock id and a null engine code', () => {
    const body = formToBody({
      ...EMPTY_CAR,
      make: 'toyota',
      model: ' Prius ',
      year: '2019',
      mileageKm: '48000',
      engineCc: '1800',
      doors: 'five',
      features: 'Navigation\n\n  Sunroof \n',
      fobPriceUsd: '12500.00',
    });
    expect(body).toMatchObject({ make: 'toyota', model: 'Prius', year: 2019, mileageKm: 48000, doors: 'five', fobPriceUsd: '12500.00' });
    expect(body.features).toEqual(['Navigation', 'Sunroof']);
    expect(body).not.toHaveProperty('stockId');
    expect(body.engineCode).toBeNull();
  });

  it('sends only what changed on an edit', () => {
    const car = {
      stockId: 'AB1234567',
      make: { slug: 'toyota', title: 'Toyota' },
      model: 'Prius',
      year: 2019,
      features: ['A', 'B'],
      engineCode: null,
      fobPriceUsd: '12500.00',
    } as unknown as AdminCar;
    const initial = carToForm(car);
    expect(initial).toMatchObject({ make: 'toyota', features: 'A\nB', engineCode: '', year: '2019' });
    expect(formToBody({ ...initial, fobPriceUsd: '11999.99', features: 'A' }, initial)).toEqual({
      fobPriceUsd: '11999.99',
      features: ['A'],
    });
    expect(formToBody(initial, initial)).toEqual({});
  });

  it('moves gallery items, ignoring moves out of range', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 3)).toEqual(['a', 'b', 'c']);
  });

  it('sends a sheet with blank texts as null and blank damage rows left out', () => {
    const body = sheetToBody({
      ...EMPTY_SHEET,
      auctionHouse: ' USS Tokyo ',
      auctionDate: '2025-11-14',
      damages: [
        { code: 'A1', location: 'bumper' },
        { code: '', location: ' ' },
      ],
    });
    expect(body).toMatchObject({
      auctionHouse: 'USS Tokyo',
      tyreCondition: null,
      notes: null,
      damages: [{ code: 'A1', location: 'bumper' }],
    });
  });
});

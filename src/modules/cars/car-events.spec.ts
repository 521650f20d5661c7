import { describe, expect, it } from '@jest/globals';
import { carChangeEvents, carPriceEvents, carStatusEvents } from './car-events.js';

describe('a car change’s domain events', () => {
  it('tells of a status that moved, and of none that stayed', () => {
    expect(carStatusEvents('AB1234', 'available', 'reserved')).toEqual([
      { name: 'car.status_changed', payload: { stockId: 'AB1234', previousStatus: 'available', status: 'reserved' } },
    ]);
    expect(carStatusEvents('AB1234', 'sold', 'sold')).toEqual([]);
  });

  it('compares prices as amounts, not as text', () => {
    expect(carPriceEvents('AB1234', '6500.00', '6500')).toEqual([]);
    expect(carPriceEvents('AB1234', '6500.00', '6400.00')).toEqual([
      { name: 'car.price_changed', payload: { stockId: 'AB1234', previousPriceUsd: '6500.00', priceUsd: '6400.00' } },
    ]);
  });

  it('tells of a bulk change’s price first, then its status', () => {
    const events = carChangeEvents('AB1234', { status: 'available', fobPriceUsd: '100.00' }, { status: 'sold', fobPriceUsd: '90.00' });
    expect(events.map((e) => e.name)).toEqual(['car.price_changed', 'car.status_changed']);
    expect(carChangeEvents('AB1234', { status: 'sold', fobPriceUsd: '90' }, { status: 'sold', fobPriceUsd: '90.00' })).toEqual([]);
  });
});

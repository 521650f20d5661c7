import { describe, expect, it } from '@jest/globals';
import { orderPrice } from './order-pricing.js';

const car = { fobPriceUsd: '6500.00', volumeM3: '11.220' };

describe('orderPrice', () => {
  it('is the FOB price alone under FOB', () => {
    expect(orderPrice({ ...car, terms: 'FOB', method: 'roro' })).toEqual({
      vehiclePrice: '6500.00',
      freight: '0.00',
      insurance: '0.00',
      total: '6500.00',
    });
  });

  it('adds freight by volume (RoRo) or per car (container) under CFR', () => {
    expect(orderPrice({ ...car, terms: 'CFR', method: 'roro' })).toEqual({
      vehiclePrice: '6500.00',
      freight: '953.70',
      insurance: '0.00',
      total: '7453.70',
    });
    expect(orderPrice({ ...car, terms: 'CFR', method: 'container' }).freight).toBe('1450.00');
  });

  it('adds insurance on the CFR value under CIF, never under its minimum', () => {
    // (6500.00 + 953.70) × 1.5% = 111.8055 → 111.81
    expect(orderPrice({ ...car, terms: 'CIF', method: 'roro' })).toEqual({
      vehiclePrice: '6500.00',
      freight: '953.70',
      insurance: '111.81',
      total: '7565.51',
    });
    expect(orderPrice({ fobPriceUsd: '500.00', volumeM3: '3.000', terms: 'CIF', method: 'roro' }).insurance).toBe('30.00');
  });

  it('rounds the freight to the cent before adding', () => {
    const price = orderPrice({ fobPriceUsd: '1000.01', volumeM3: '10.001', terms: 'CFR', method: 'roro' });
    expect(price.freight).toBe('850.09'); // 10.001 × 85 = 850.085 → 850.09
    expect(price.total).toBe('1850.10');
  });
});

import { describe, expect, it } from '@jest/globals';
import { landedPrice, type PriceTables } from '../price-calculator/price-quote-rules.js';
import { orderPriceColumns } from './order-pricing.js';

const TABLES: PriceTables = {
  freightRates: [{ countryCode: 'KE', port: 'Mombasa', method: 'roro', roroUsdPerM3: '78.00', containerUsd: null, carsPerContainer: 4 }],
  charges: [{ key: 'documentation_fee', method: 'any', amountUsd: '55.00' }],
  inspectionFee: { agency: 'QISJ', feeUsd: '250.00' },
  inspectionRequired: true,
  insuranceRatePercent: '1.5',
  currency: { code: 'USD', rate: '1' },
};
const request = { fobUsd: '6500.00', volumeM3: '12.075', country: 'KE', port: 'mombasa', method: 'roro' } as const;

describe('orderPriceColumns', () => {
  it('reads the car, freight, insurance and total off the snapshot, which it keeps whole', () => {
    const price = landedPrice(TABLES, { ...request, terms: 'CIF' });
    // 6,500 + 55 + 250 + 941.85 = 7,746.85; 1.5% = 116.20275 → 116.20
    expect(orderPriceColumns(price)).toEqual({
      vehiclePrice: '6500.00',
      freight: '941.85',
      insurance: '116.20',
      total: '7863.05',
      priceSnapshot: price,
    });
  });

  it('has no freight nor insurance under FOB, and the charges and inspection only in the snapshot', () => {
    const columns = orderPriceColumns(landedPrice(TABLES, { ...request, terms: 'FOB' }));
    expect(columns).toMatchObject({ vehiclePrice: '6500.00', freight: '0.00', insurance: '0.00', total: '6805.00' });
    expect(columns.priceSnapshot.lines.map((l) => l.key)).toEqual(['fob_price', 'documentation_fee', 'inspection']);
  });
});

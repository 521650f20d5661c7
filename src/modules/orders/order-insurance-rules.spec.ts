import { describe, expect, it } from '@jest/globals';
import { type InsurableOrder, insuranceRefusal, orderInsurance } from './order-insurance-rules.js';

const cfr: InsurableOrder = {
  tradeTerms: 'CFR',
  status: 'reserved',
  vehiclePrice: '4200.00',
  freight: '850.00',
  insurance: '0.00',
  total: '5050.00',
  amountAllocated: '0.00',
  reservedAt: new Date('2026-03-02T01:00:00Z'),
  insuredAt: null,
  insuranceRatePercent: null,
};

describe('adding marine insurance to an order', () => {
  it('is for a CFR order not yet insured, before it is paid in full or shipped', () => {
    expect(insuranceRefusal(cfr)).toBeNull();
    expect(insuranceRefusal({ ...cfr, status: 'deposit_paid', amountAllocated: '2525.00' })).toBeNull();
    expect(insuranceRefusal({ ...cfr, tradeTerms: 'FOB' })).toBe('INSURANCE_FOB_NOT_OFFERED');
    expect(insuranceRefusal({ ...cfr, tradeTerms: 'CIF' })).toBe('INSURANCE_ALREADY_INCLUDED');
    expect(insuranceRefusal({ ...cfr, insuredAt: new Date() })).toBe('INSURANCE_ALREADY_ADDED');
    expect(insuranceRefusal({ ...cfr, status: 'paid', amountAllocated: '5050.00' })).toBe('INSURANCE_TOO_LATE');
    expect(insuranceRefusal({ ...cfr, status: 'shipped', amountAllocated: '2525.00' })).toBe('INSURANCE_TOO_LATE');
    expect(insuranceRefusal({ ...cfr, status: 'cancelled' })).toBe('INSURANCE_TOO_LATE');
  });
});

describe('an order’s insurance', () => {
  it('quotes an uninsured CFR order on its CFR value at the current rate', () => {
    // CFR value 5,050.00; 1.5% = 75.75
    expect(orderInsurance(cfr, '1.5')).toMatchObject({
      insured: false,
      basis: null,
      coverUsd: '5050.00',
      premiumUsd: '75.75',
      canAdd: true,
    });
  });

  it('reports a CIF order as insured by its terms from its reservation, at its own rate', () => {
    const cif = { ...cfr, tradeTerms: 'CIF' as const, insurance: '75.75', insuredAt: null, insuranceRatePercent: '1.5' };
    expect(orderInsurance(cif, '2')).toMatchObject({
      insured: true,
      basis: 'terms',
      premiumUsd: '75.75',
      ratePercent: '1.5',
      insuredAt: cif.reservedAt,
      canAdd: false,
    });
  });

  it('caps the cover at 10,000 USD', () => {
    expect(orderInsurance({ ...cfr, vehiclePrice: '14000.00', total: '14850.00' }, '1.5')).toMatchObject({
      coverUsd: '10000.00',
      premiumUsd: '150.00',
    });
  });

  it('offers nothing on FOB', () => {
    expect(orderInsurance({ ...cfr, tradeTerms: 'FOB', freight: '0.00' }, '1.5')).toMatchObject({
      insured: false,
      coverUsd: '0.00',
      premiumUsd: '0.00',
      canAdd: false,
    });
  });
});

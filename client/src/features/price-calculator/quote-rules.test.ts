import { describe, expect, it } from 'vitest';
import { amountCurrency, EMPTY_FORM, needsVolume, quoteBody } from './quote-rules';

const form = { ...EMPTY_FORM, country: 'PK', port: 'Karachi', method: 'roro' as const, fobAmount: ' 4000 ', volumeM3: '12.075' };

describe('quoteBody', () => {
  it("sends a signed-in customer's car without an amount", () => {
    expect(quoteBody(form, 'AB1234567', true)).toEqual({
      destinationCountry: 'PK',
      destinationPort: 'Karachi',
      method: 'roro',
      tradeTerms: 'CIF',
      insurance: true,
      inspection: false,
      currency: 'USD',
      stockRef: 'AB1234567',
    });
  });

  it("sends a visitor's own amount with the car, and a volume only without a car", () => {
    expect(quoteBody(form, 'AB1234567', false)).toMatchObject({ stockRef: 'AB1234567', fobAmount: '4000' });
    expect(quoteBody(form, 'AB1234567', false).volumeM3).toBeUndefined();
    expect(quoteBody(form, null, false)).toMatchObject({ fobAmount: '4000', volumeM3: '12.075' });
    // Left blank, it is left out: the server names the missing amount.
    expect('fobAmount' in quoteBody({ ...form, fobAmount: ' ' }, null, false)).toBe(false);
  });

  it('sends an amount typed in another currency in USD, at the rate per dollar, to the cent', () => {
    const rates = [{ currency: 'JPY', rate: '155.2' }];
    expect(quoteBody({ ...form, currency: 'JPY', fobAmount: '1000000' }, null, false, undefined, rates)).toMatchObject({
      currency: 'JPY',
      fobAmount: '6443.30',
    });
    // No rate for it: the amount is typed (and labelled) in USD.
    expect(amountCurrency('EUR', rates)).toBe('USD');
    expect(quoteBody({ ...form, currency: 'EUR' }, null, false, undefined, rates)).toMatchObject({ currency: 'EUR', fobAmount: '4000' });
    // Not an amount: sent as typed, for the server's field error.
    expect(quoteBody({ ...form, currency: 'JPY', fobAmount: '1,000,000' }, null, false, undefined, rates).fobAmount).toBe('1,000,000');
  });

  it('fixes insurance by the terms and forces an inspection the country requires', () => {
    expect(quoteBody({ ...form, terms: 'FOB', insurance: true }, null, false).insurance).toBe(false);
    expect(quoteBody({ ...form, terms: 'CFR', insurance: false }, null, false).insurance).toBe(false);
    const kenya = { countryCode: 'KE', ports: [], inspectionRequired: true, inspectionAgency: 'QISJ', inspectionFeeUsd: '250.00' };
    expect(quoteBody({ ...form, inspection: false }, null, false, kenya).inspection).toBe(true);
  });
});

describe('needsVolume', () => {
  it('asks for a volume for RoRo freight without a car only', () => {
    expect(needsVolume(form, null)).toBe(true);
    expect(needsVolume({ ...form, terms: 'FOB' }, null)).toBe(false);
    expect(needsVolume({ ...form, method: 'container' }, null)).toBe(false);
    expect(needsVolume(form, 'AB1234567')).toBe(false);
  });
});

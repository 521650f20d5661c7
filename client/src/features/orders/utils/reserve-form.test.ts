import { describe, expect, it } from 'vitest';
import { emptyReserve, reserveBody, validateReserve, type ReserveValues } from './reserve-form';

const filled = (): ReserveValues => ({
  tradeTerms: 'CIF',
  destinationCountry: 'KE',
  destinationPort: 'Mombasa',
  shippingMethod: 'roro',
  consigneeId: '3f6c2a9e-8b1d-4c7e-9a52-0d4b8e6f1a23',
});

describe('the reserve form', () => {
  it('starts with CIF, RoRo and the first consignee with its country', () => {
    expect(emptyReserve({ id: 'c1', country: 'KE' })).toEqual({
      tradeTerms: 'CIF',
      destinationCountry: 'KE',
      destinationPort: '',
      shippingMethod: 'roro',
      consigneeId: 'c1',
    });
    expect(emptyReserve()).toMatchObject({ destinationCountry: '', consigneeId: '' });
  });

  it('passes a complete form', () => {
    expect(validateReserve(filled())).toEqual({});
  });

  it('requires every field, as the server does', () => {
    const issues = validateReserve({ tradeTerms: '', destinationCountry: '', destinationPort: '  ', shippingMethod: '', consigneeId: '' });
    expect(issues).toEqual({
      tradeTerms: { code: 'FIELD_REQUIRED' },
      destinationCountry: { code: 'FIELD_REQUIRED' },
      destinationPort: { code: 'FIELD_REQUIRED' },
      shippingMethod: { code: 'FIELD_REQUIRED' },
      consigneeId: { code: 'FIELD_REQUIRED' },
    });
  });

  it('refuses what the server refuses: the choices, the country code and the port length (2 to 60)', () => {
    expect(validateReserve({ ...filled(), tradeTerms: 'EXW' }).tradeTerms).toEqual({ code: 'TRADE_TERMS_INVALID' });
    expect(validateReserve({ ...filled(), shippingMethod: 'air' }).shippingMethod).toEqual({ code: 'SHIPPING_METHOD_INVALID' });
    expect(validateReserve({ ...filled(), destinationCountry: 'Kenya' }).destinationCountry).toEqual({ code: 'COUNTRY_INVALID' });
    expect(validateReserve({ ...filled(), destinationPort: 'M' }).destinationPort).toEqual({ code: 'PORT_INVALID' });
    expect(validateReserve({ ...filled(), destinationPort: 'x'.repeat(61) }).destinationPort).toEqual({ code: 'PORT_INVALID' });
    expect(validateReserve({ ...filled(), destinationPort: ` ${'x'.repeat(60)} ` })).toEqual({});
    expect(validateReserve({ ...filled(), destinationPort: 'Mo' })).toEqual({});
  });

  it('sends the body of POST /api/orders with the port trimmed', () => {
    expect(reserveBody('AB1234567', { ...filled(), destinationPort: '  Mombasa ' })).toEqual({
      stockId: 'AB1234567',
      tradeTerms: 'CIF',
      destinationCountry: 'KE',
      destinationPort: 'Mombasa',
      shippingMethod: 'roro',
      consigneeId: '3f6c2a9e-8b1d-4c7e-9a52-0d4b8e6f1a23',
    });
  });
});

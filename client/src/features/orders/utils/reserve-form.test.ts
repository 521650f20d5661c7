import { describe, expect, it } from 'vitest';
import { chooseDestination, emptyReserve, previewQuery, reserveBody, validateReserve, type ReserveValues } from './reserve-form';

const filled = (): ReserveValues => ({
  tradeTerms: 'CIF',
  destinationCountry: 'KE',
  destinationPort: 'Mombasa',
  shippingMethod: 'roro',
  consigneeId: '3f6c2a9e-8b1d-4c7e-9a52-0d4b8e6f1a23',
  currency: 'USD',
});

const DESTINATIONS = [
  { countryCode: 'KE', ports: [{ port: 'Mombasa', methods: ['container', 'roro'] }] },
  {
    countryCode: 'PK',
    ports: [
      { port: 'Karachi', methods: ['container', 'roro'] },
      { port: 'Lahore', methods: ['container'] },
    ],
  },
];

describe('the reserve form', () => {
  it('starts with CIF by RoRo to the profile’s country and port, in the preferred currency, with the first consignee', () => {
    expect(emptyReserve({ consignee: { id: 'c1', country: 'KE' } })).toEqual({
      tradeTerms: 'CIF',
      destinationCountry: 'KE',
      destinationPort: '',
      shippingMethod: 'roro',
      consigneeId: 'c1',
      currency: 'USD',
    });
    expect(
      emptyReserve({ consignee: { id: 'c1', country: 'KE' }, importCountry: 'PK', port: 'Karachi', preferredCurrency: 'JPY' }),
    ).toMatchObject({ destinationCountry: 'PK', destinationPort: 'Karachi', currency: 'JPY' });
    expect(emptyReserve()).toMatchObject({ destinationCountry: '', consigneeId: '', currency: 'USD' });
  });

  it('keeps the port and method to ones the tables ship by', () => {
    const pk = chooseDestination(filled(), { destinationCountry: 'PK' }, DESTINATIONS);
    expect(pk).toMatchObject({ destinationCountry: 'PK', destinationPort: '', shippingMethod: 'roro' });
    expect(chooseDestination(pk, { destinationPort: 'Lahore' }, DESTINATIONS)).toMatchObject({
      destinationPort: 'Lahore',
      shippingMethod: 'container',
    });
    expect(chooseDestination(pk, { destinationCountry: 'KE' }, DESTINATIONS)).toMatchObject({ destinationPort: 'Mombasa' });
  });

  it('passes a complete form', () => {
    expect(validateReserve(filled())).toEqual({});
  });

  it('requires every field, as the server does', () => {
    const issues = validateReserve({
      tradeTerms: '',
      destinationCountry: '',
      destinationPort: '  ',
      shippingMethod: '',
      consigneeId: '',
      currency: '',
    });
    expect(issues).toEqual({
      tradeTerms: { code: 'FIELD_REQUIRED' },
      destinationCountry: { code: 'FIELD_REQUIRED' },
      destinationPort: { code: 'FIELD_REQUIRED' },
      shippingMethod: { code: 'FIELD_REQUIRED' },
      consigneeId: { code: 'FIELD_REQUIRED' },
      currency: { code: 'FIELD_REQUIRED' },
    });
  });

  it('refuses what the server refuses: the choices, the country code and the port length (2 to 60)', () => {
    expect(validateReserve({ ...filled(), tradeTerms: 'EXW' }).tradeTerms).toEqual({ code: 'TRADE_TERMS_INVALID' });
    expect(validateReserve({ ...filled(), shippingMethod: 'air' }).shippingMethod).toEqual({ code: 'SHIPPING_METHOD_INVALID' });
    expect(validateReserve({ ...filled(), destinationCountry: 'Kenya' }).destinationCountry).toEqual({ code: 'COUNTRY_INVALID' });
    expect(validateReserve({ ...filled(), destinationPort: 'M' }).destinationPort).toEqual({ code: 'PORT_INVALID' });
    expect(validateReserve({ ...filled(), destinationPort: 'x'.repeat(61) }).destinationPort).toEqual({ code: 'PORT_INVALID' });
    expect(validateReserve({ ...filled(), currency: 'KES' }).currency).toEqual({ code: 'CURRENCY_UNSUPPORTED' });
    expect(validateReserve({ ...filled(), destinationPort: ` ${'x'.repeat(60)} ` })).toEqual({});
  });

  it('sends the body of POST /api/orders with the port trimmed and the currency', () => {
    expect(reserveBody('AB1234567', { ...filled(), destinationPort: '  Mombasa ', currency: 'JPY' })).toEqual({
      stockId: 'AB1234567',
      tradeTerms: 'CIF',
      destinationCountry: 'KE',
      destinationPort: 'Mombasa',
      shippingMethod: 'roro',
      consigneeId: '3f6c2a9e-8b1d-4c7e-9a52-0d4b8e6f1a23',
      currency: 'JPY',
    });
  });

  it('asks for the landed price once the destination is complete', () => {
    expect(previewQuery({ ...filled(), destinationPort: '' })).toBeUndefined();
    expect(previewQuery(filled())).toEqual({ country: 'KE', port: 'Mombasa', method: 'roro', terms: 'CIF', currency: 'USD' });
  });
});

import { describe, expect, it } from 'vitest';
import { changedFields, valuesOf } from '../../shipments/components/shipment-form';
import { minAmount, tokyoToday } from './order-payments';
import { orderNumber } from './sales-format';

describe('the sales screens’ small rules', () => {
  it('offers the smaller of what a payment has left and what the order owes, without floats', () => {
    expect(minAmount('700.00', '1385.00')).toBe('700.00');
    expect(minAmount('99999.99', '1385.00')).toBe('1385.00');
    expect(minAmount('0.10', '0.09')).toBe('0.09');
    expect(minAmount('1000.00', '1000.00')).toBe('1000.00');
  });

  it('takes today’s date in Tokyo as the latest value date', () => {
    expect(tokyoToday(new Date('2026-03-01T14:59:00Z'))).toBe('2026-03-01');
    expect(tokyoToday(new Date('2026-03-01T15:00:00Z'))).toBe('2026-03-02');
  });

  it('names an order by the first 8 characters of its id, as the invoice prints it', () => {
    expect(orderNumber('7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47')).toBe('7D1F6A52');
  });

  it('sends only the shipment fields that changed, a cleared invoice as null', () => {
    const before = valuesOf({
      id: 's',
      vessel: 'Morning Celine',
      voyageNumber: 'MC2603',
      destinationCountry: 'KE',
      destinationPort: 'Mombasa',
      method: 'roro',
      freightTerms: 'prepaid',
      departureDate: '2026-03-10',
      arrivalDate: '2026-04-05',
      invoiceNumber: 'FI-1',
      invoiceDate: '2026-03-09',
      status: 'scheduled',
      orderCount: 0,
    });
    expect(changedFields(before, before)).toEqual({});
    expect(changedFields(before, { ...before, arrivalDate: '2026-04-07', invoiceNumber: '', invoiceDate: '' })).toEqual({
      arrivalDate: '2026-04-07',
      invoiceNumber: null,
      invoiceDate: null,
    });
  });
});

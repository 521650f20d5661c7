import { describe, expect, it } from '@jest/globals';
import { companyCalendar } from '../../common/time/business-days.js';
import { COMPANY_BANK_ACCOUNT as COMPANY_BANK_DETAILS } from '../../common/company/company-facts.js';
import { proformaInvoice } from './order-invoice.js';
import type { Order } from './order.entity.js';

const order = {
  publicId: '7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47',
  status: 'reserved',
  stockId: 'AB1234567',
  carTitle: '2018 Toyota Corolla',
  tradeTerms: 'CIF',
  shippingMethod: 'roro',
  destinationCountry: 'KE',
  destinationPort: 'Mombasa',
  currency: 'USD',
  vehiclePrice: '6500.00',
  freight: '953.70',
  insurance: '111.81',
  total: '7565.51',
  amountAllocated: '1000.00',
  // The landed price it was reserved at, shown also in yen (old orders: the car, freight and insurance only).
  priceSnapshot: {
    currency: 'JPY',
    exchangeRate: '150',
    total: '1134827',
    totalUsd: '7565.51',
    lines: [
      { key: 'fob_price', amountUsd: '6500.00', amount: '975000' },
      { key: 'freight', amountUsd: '953.70', amount: '143055', method: 'roro', volumeM3: '11.220', ratePerM3Usd: '85.00' },
      { key: 'insurance', amountUsd: '111.81', amount: '16772', coverUsd: '7453.70', ratePercent: '1.5', insuredValueUsd: '7453.70' },
    ],
  },
  auctionBidId: null,
  // 23:30 on 2 March in UTC is already 3 March in Tokyo.
  reservedAt: new Date('2026-03-02T23:30:00Z'),
  expiresAt: new Date('2026-03-05T23:30:00Z'),
  consignee: {
    id: '3f6c2a9e-8b1d-4c7e-9a52-0d4b8e6f1a23',
    consigneeName: 'Mombasa Motors Ltd',
    consigneePhone: null,
    country: 'KE',
    state: null,
    city: 'Mombasa',
    address: 'Moi Avenue 12',
    referenceAddress: null,
    sameAsConsignee: true,
    notifyName: 'Mombasa Motors Ltd',
    notifyCity: 'Mombasa',
    notifyAddress: 'Moi Avenue 12',
    notifyReferenceAddress: null,
    notifyPhone: null,
    notifyEmail: null,
  },
} as unknown as Order;

const usd = (amount: string) => ({ amount, currency: 'USD' });

describe('proformaInvoice', () => {
  const invoice = proformaInvoice(order, { name: 'Amina Njoroge', email: 'amina@example.com' }, companyCalendar([]));

  it('has a line per charge, dated the Tokyo day of the reservation', () => {
    expect(invoice.lines).toEqual([
      {
        key: 'fob_price',
        date: '2026-03-03',
        detail: '2018 Toyota Corolla, stock AB1234567 (FOB Japan)',
        unitAmount: usd('6500.00'),
        amount: usd('6500.00'),
        vehicleCount: 1,
        currency: 'USD',
        quotedAmount: { amount: '975000', currency: 'JPY' },
      },
      {
        key: 'freight',
        date: '2026-03-03',
        detail: 'Ocean freight by RoRo to Mombasa, KE',
        unitAmount: usd('953.70'),
        amount: usd('953.70'),
        vehicleCount: 1,
        currency: 'USD',
        quotedAmount: { amount: '143055', currency: 'JPY' },
      },
      {
        key: 'insurance',
        date: '2026-03-03',
        detail: 'Marine insurance to Mombasa, KE',
        unitAmount: usd('111.81'),
        amount: usd('111.81'),
        vehicleCount: 1,
        currency: 'USD',
        quotedAmount: { amount: '16772', currency: 'JPY' },
      },
    ]);
  });

  it('shows the total in the currency the customer chose, at the rate of the reservation', () => {
    expect(invoice).toMatchObject({ quotedTotal: { amount: '1134827', currency: 'JPY' }, exchangeRate: '150', currency: 'USD' });
  });

  it('totals payment, allocated, deposit and security deposit', () => {
    expect(invoice.totals).toEqual({
      paymentTotal: usd('7565.51'),
      allocatedTotal: usd('1000.00'),
      depositTotal: usd('3782.76'),
      securityDepositTotal: usd('0.00'),
      balance: usd('6565.51'),
    });
  });

  it('names the order, the buyer, the deposit deadline and the bank to pay', () => {
    expect(invoice).toMatchObject({
      invoiceNumber: 'PI-AB1234567-7D1F6A52',
      orderId: order.publicId,
      issueDate: '2026-03-03',
      depositDueAt: '2026-03-05T23:30:00.000Z',
      tradeTerms: 'CIF',
      destination: 'Mombasa, KE',
      buyer: { name: 'Amina Njoroge', email: 'amina@example.com' },
      bank: COMPANY_BANK_DETAILS,
    });
    expect(invoice.notes.join(' ')).toContain('Bank charges are borne by the buyer');
  });

  it('has only the car’s line under FOB, and no deposit deadline once the hold is over', () => {
    const fob = proformaInvoice(
      {
        ...order,
        tradeTerms: 'FOB',
        status: 'deposit_paid',
        priceSnapshot: { ...order.priceSnapshot, lines: order.priceSnapshot.lines.slice(0, 1) },
      } as Order,
      null,
      companyCalendar([]),
    );
    expect(fob.lines).toHaveLength(1);
    expect(fob.depositDueAt).toBeNull();
    expect(fob.buyer).toBeNull();
  });

  it('asks a car won at auction for its security deposit, and says where the car came from', () => {
    const won = proformaInvoice({ ...order, auctionBidId: '0b5e1c2d-4f3a-4d6b-9e8f-7a6b5c4d3e2f' } as Order, null, companyCalendar([]));
    expect(won.lines[0].detail).toBe('2018 Toyota Corolla, won at auction, stock AB1234567 (FOB Japan)');
    expect(won.totals).toMatchObject({ depositTotal: usd('0.00'), securityDepositTotal: usd('3782.76'), balance: usd('6565.51') });
  });
});

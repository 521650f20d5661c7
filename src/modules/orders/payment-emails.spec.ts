import { describe, expect, it } from '@jest/globals';
import { renderEmail } from '../notifications/email/render-email.js';
import { paymentVoidedEmail, type PaymentVoidedVars, type VoidedOrderNotice } from './payment-emails.js';

const order = (over: Partial<VoidedOrderNotice>): VoidedOrderNotice => ({
  carTitle: '2018 Toyota Corolla',
  stockId: 'AB1234567',
  reversed: '9000.00',
  status: 'reserved',
  amountAllocated: '0.00',
  total: '9000.00',
  holdUntil: null,
  ...over,
});

const vars = (over: Partial<PaymentVoidedVars> = {}): PaymentVoidedVars => ({
  firstName: 'Amina',
  payment: { bankReference: 'TT-42', valueDate: '2026-03-02', amount: '9000.00', currency: 'USD', amountUsd: '9000.00' },
  reason: 'Recorded twice',
  orders: [],
  ...over,
});

describe('the payment voided notice', () => {
  it('says which payment was voided, why, and what it did to each order', async () => {
    const orders = [
      order({ holdUntil: '2026-03-06 10:30' }),
      order({ stockId: 'CD1', status: 'deposit_paid', reversed: '500.00', amountAllocated: '5000.00', total: '9000.00' }),
      order({ stockId: 'EF2', status: 'cancelled' }),
      order({ stockId: 'GH3', status: 'reserved', reversed: '100.00', amountAllocated: '1000.00' }),
    ];
    const mail = await renderEmail(paymentVoidedEmail, 'en', vars({ orders }), 'amina@example.com');
    expect(mail.subject).toBe('A payment recorded for you was voided (TT-42)');
    expect(mail.text).toContain(
      'The payment we recorded for you under the bank reference TT-42, value date 2026-03-02, for 9000.00 USD, has been voided by our staff.',
    );
    expect(mail.text).toContain('Reason: Recorded twice');
    expect(mail.text).toContain('What this means for your orders:');
    expect(mail.text).toContain(
      '- 2018 Toyota Corolla (stock AB1234567): 9000.00 USD was taken back; 0.00 of 9000.00 USD is now paid. The order is a reservation again: ' +
        'the car is held for you until 2026-03-06 10:30 (Japan time). Please pay at least the deposit of 4500.00 USD by then.',
    );
    expect(mail.text).toContain(
      '- 2018 Toyota Corolla (stock CD1): 500.00 USD was taken back; 5000.00 of 9000.00 USD is now paid. The deposit is still covered; 4000.00 USD is left to pay.',
    );
    expect(mail.text).toContain('- 2018 Toyota Corolla (stock EF2): 9000.00 USD was taken back; 0.00 of 9000.00 USD is now paid.\n');
    expect(mail.text).toContain('(stock GH3): 100.00 USD was taken back; 1000.00 of 9000.00 USD is now paid. 8000.00 USD is left to pay.');
    expect(mail.text).toContain('If you think this is a mistake, reply to this email or contact your account manager.');
  });

  it('gives a foreign currency with its USD value, and leaves out the orders when there were none', async () => {
    const payment = { bankReference: 'TT-43', valueDate: '2026-03-02', amount: '1350000.00', currency: 'JPY', amountUsd: '9000.00' };
    const mail = await renderEmail(paymentVoidedEmail, 'en', vars({ payment }), 'amina@example.com');
    expect(mail.text).toContain('for 1350000.00 JPY (9000.00 USD), has been voided');
    expect(mail.text).not.toContain('What this means for your orders');
  });

  it('is written in the reader’s language, Japan time included', async () => {
    const mail = await renderEmail(paymentVoidedEmail, 'es', vars({ orders: [order({ holdUntil: '2026-03-06 10:30' })] }), 'a@example.com');
    expect(mail.subject).toBe('Se anuló un pago registrado a su nombre (TT-42)');
    expect(mail.text).toContain('Motivo: Recorded twice');
    expect(mail.text).toContain('le guardamos el auto hasta el 2026-03-06 10:30 (hora de Japón).');
  });

  it('escapes the reason and the car title in the HTML', async () => {
    const orders = [order({ carTitle: 'Honda <b>Fit</b>' })];
    const mail = await renderEmail(paymentVoidedEmail, 'en', vars({ reason: '<a href="x">wrong</a> & late', orders }), 'a@example.com');
    expect(mail.html).toContain('Reason: &lt;a href=&quot;x&quot;&gt;wrong&lt;/a&gt; &amp; late');
    expect(mail.html).toContain('Honda &lt;b&gt;Fit&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Fit</b>');
  });
});

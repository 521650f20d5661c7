import { describe, expect, it } from '@jest/globals';
import { renderEmail } from '../notifications/email/render-email.js';
import { accountClosedEmail } from './account-closure-emails.js';

const nothing = { cancelled: [], bidsWithdrawn: 0, ordersKept: 0, auctionDepositJpy: '0', ordersRefundUsd: '0.00' };
const everything = {
  cancelled: [{ stockId: 'AB1234567', carTitle: '2018 Toyota Corolla' }],
  bidsWithdrawn: 2,
  ordersKept: 1,
  auctionDepositJpy: '150000',
  ordersRefundUsd: '100.00',
};

describe('the notice of an account’s closure', () => {
  it('tells the owner what was cancelled, withdrawn, refunded and kept', async () => {
    const mail = await renderEmail(accountClosedEmail, 'en', { firstName: 'Amina', cause: 'customer', ...everything }, 'amina@example.com');
    expect(mail.to).toBe('amina@example.com');
    expect(mail.subject).toBe('Your AutoExport account has been deleted');
    expect(mail.text).toMatch(/^Hello Amina,/);
    expect(mail.text).toContain('As you asked, your account has been deleted');
    expect(mail.text).toContain('These reservations have been cancelled and the cars released:\n\n- 2018 Toyota Corolla (stock AB1234567)');
    expect(mail.text).toContain('Your 2 open auction bid request(s) have been withdrawn.');
    expect(mail.text).toContain('your auction deposit of 150,000 JPY and 100.00 USD paid towards the cancelled reservations');
    expect(mail.text).toContain('1 order(s) with payments on them stay in our accounting records');
    expect(mail.text).toContain('If you did not ask for this, reply to this email at once.');
  });

  it('says staff did it when they did, and mentions nothing that did not happen', async () => {
    const mail = await renderEmail(accountClosedEmail, 'en', { firstName: ' ', cause: 'staff', ...nothing }, 'bilal@example.com');
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.text).toContain('Our staff have deleted your account');
    for (const absent of ['reservations have been cancelled', 'bid request', 'refund', 'accounting records']) {
      expect(mail.text).not.toContain(absent);
    }
  });

  it('is written in the owner’s language, amounts as in English', async () => {
    const mail = await renderEmail(accountClosedEmail, 'es', { firstName: 'María', cause: 'staff', ...everything }, 'maria@example.com');
    expect(mail.subject).toBe('Su cuenta de AutoExport ha sido eliminada');
    expect(mail.text).toContain('Nuestro personal ha eliminado su cuenta');
    expect(mail.text).toContain('Se han retirado sus 2 solicitudes de puja abiertas en subasta.');
    expect(mail.text).toContain('su depósito de subasta de 150,000 JPY y 100.00 USD pagados por las reservas canceladas');
    const ur = await renderEmail(accountClosedEmail, 'ur', { firstName: 'Bilal', cause: 'customer', ...everything }, 'b@example.com');
    expect(ur.subject).toBe('آپ کا AutoExport اکاؤنٹ حذف کر دیا گیا ہے');
  });

  it('escapes the name and the car titles in the HTML', async () => {
    const cancelled = [{ stockId: 'AB1', carTitle: 'Toyota <b>Corolla</b> & Co' }];
    const vars = { firstName: '<i>Eve</i>', cause: 'customer' as const, ...nothing, cancelled };
    const mail = await renderEmail(accountClosedEmail, 'en', vars, 'eve@example.com');
    expect(mail.html).toContain('Toyota &lt;b&gt;Corolla&lt;/b&gt; &amp; Co (stock AB1)');
    expect(mail.html).toContain('Hello &lt;i&gt;Eve&lt;/i&gt;,');
    expect(mail.html).not.toContain('<b>Corolla</b>');
  });
});

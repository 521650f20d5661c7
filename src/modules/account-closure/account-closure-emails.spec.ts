import { describe, expect, it } from '@jest/globals';
import { accountClosedEmail } from './account-closure-emails.js';

const nothing = { cancelled: [], bidsWithdrawn: 0, ordersKept: 0, auctionDepositJpy: '0', ordersRefundUsd: '0.00' };

describe('the notice of an account’s closure', () => {
  it('tells the owner what was cancelled, withdrawn, refunded and kept', () => {
    const mail = accountClosedEmail('amina@example.com', 'Amina', {
      cause: 'customer',
      cancelled: [{ stockId: 'AB1234567', carTitle: '2018 Toyota Corolla' }],
      bidsWithdrawn: 2,
      ordersKept: 1,
      auctionDepositJpy: '150000',
      ordersRefundUsd: '100.00',
    });
    expect(mail.to).toBe('amina@example.com');
    expect(mail.subject).toBe('Your AutoExport account has been deleted');
    expect(mail.text).toContain('As you asked, your account has been deleted');
    expect(mail.text).toContain('- 2018 Toyota Corolla (stock AB1234567)');
    expect(mail.text).toContain('Your 2 open auction bid request(s) have been withdrawn.');
    expect(mail.text).toContain('your auction deposit of 150,000 JPY and 100.00 USD paid towards the cancelled reservations');
    expect(mail.text).toContain('1 order(s) with payments on them stay in our accounting records');
    expect(mail.text).toContain('If you did not ask for this, reply to this email at once.');
  });

  it('says staff did it when they did, and mentions nothing that did not happen', () => {
    const mail = accountClosedEmail('bilal@example.com', ' ', { cause: 'staff', ...nothing });
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.text).toContain('Our staff have deleted your account');
    for (const absent of ['reservations have been cancelled', 'bid request', 'refund', 'accounting records']) {
      expect(mail.text).not.toContain(absent);
    }
  });
});

import { Decimal } from 'decimal.js';
import type { EmailMessage } from '../notifications/mail-rules.js';
import type { ClosureCause } from './account-closure-rules.js';

/** What a closure did, as its notice tells it. */
export interface ClosureNotice {
  cause: ClosureCause;
  cancelled: { stockId: string; carTitle: string }[];
  bidsWithdrawn: number;
  ordersKept: number;
  auctionDepositJpy: string;
  ordersRefundUsd: string;
}

const yen = (amount: string) => `${BigInt(amount).toLocaleString('en-US')} JPY`;

/**
 * The one notice of an account's closure, to the address being deleted, composed in the closure's transaction from
 * the row about to go and queued once it commits (the address then lives only in the mail job, removed once sent).
 * It replaces the per-reservation cancellation notices: the owner learns in one message what the closure did — and,
 * when they did not close it themselves (staff did, or someone who had their session), that it happened at all.
 * Plain text: nothing in it to escape.
 */
export function accountClosedEmail(to: string, firstName: string, notice: ClosureNotice): EmailMessage {
  const lines = [
    firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,',
    '',
    notice.cause === 'customer'
      ? 'As you asked, your account has been deleted, with your profile, consignees, favorites and saved searches.'
      : 'Our staff have deleted your account, with your profile, consignees, favorites and saved searches.',
  ];
  if (notice.cancelled.length > 0) {
    lines.push('', 'These reservations have been cancelled and the cars released:');
    for (const car of notice.cancelled) lines.push(`- ${car.carTitle} (stock ${car.stockId})`);
  }
  if (notice.bidsWithdrawn > 0) lines.push('', `Your ${notice.bidsWithdrawn} open auction bid request(s) have been withdrawn.`);
  const refunds: string[] = [];
  if (BigInt(notice.auctionDepositJpy) > 0n) refunds.push(`your auction deposit of ${yen(notice.auctionDepositJpy)}`);
  if (new Decimal(notice.ordersRefundUsd).gt(0)) refunds.push(`${notice.ordersRefundUsd} USD paid towards the cancelled reservations`);
  if (refunds.length > 0) {
    lines.push(
      '',
      `Our staff will refund ${refunds.join(' and ')} to the account it came from, and may contact you at this address to do so.`,
    );
  }
  if (notice.ordersKept > 0) {
    lines.push(
      '',
      `${notice.ordersKept} order(s) with payments on them stay in our accounting records, without your contact details. ` +
        'If one of these cars is still to be shipped to you, reply to this email so that we can arrange it.',
    );
  }
  lines.push('', 'If you did not ask for this, reply to this email at once.', '');
  return { to, subject: 'Your AutoExport account has been deleted', text: lines.join('\n') };
}

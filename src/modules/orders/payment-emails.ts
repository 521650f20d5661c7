import { type CompanyCalendar, companyDay } from '../../common/time/business-days.js';
import type { EmailMessage } from '../notifications/mail-rules.js';
import { paymentProgress } from './order-payments.js';
import type { OrderStatus } from './order-transitions.js';

/** One order a voided payment was put towards, after the void. */
export interface VoidedOrderNotice {
  carTitle: string;
  stockId: string;
  /** Taken back from it. */
  reversed: string;
  status: OrderStatus;
  amountAllocated: string;
  total: string;
  /** Set when the void made it a reservation again: the new hold's deadline. */
  holdUntil: Date | null;
}

const greeting = (firstName: string | null | undefined) => (firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,');

/** "2026-03-05 10:30 (Japan time)" */
function tokyoTime(instant: Date, calendar: CompanyCalendar): string {
  const wall = new Date(instant.getTime() + calendar.utcOffsetMinutes * 60_000);
  return `${companyDay(instant, calendar)} ${wall.toISOString().slice(11, 16)} (Japan time)`;
}

function orderLine(order: VoidedOrderNotice, calendar: CompanyCalendar): string {
  const progress = paymentProgress(order.amountAllocated, order.total);
  const car = `${order.carTitle} (stock ${order.stockId})`;
  const paid = `${order.reversed} USD was taken back; ${progress.allocated} of ${progress.total} USD is now paid.`;
  if (order.holdUntil) {
    return (
      `- ${car}: ${paid} The order is a reservation again: the car is held for you until ${tokyoTime(order.holdUntil, calendar)}. ` +
      `Please pay at least the deposit of ${progress.depositRequired} USD by then.`
    );
  }
  if (order.status === 'deposit_paid') return `- ${car}: ${paid} The deposit is still covered; ${progress.balance} USD is left to pay.`;
  if (order.status === 'cancelled') return `- ${car}: ${paid}`;
  return `- ${car}: ${paid} ${progress.balance} USD is left to pay.`;
}

/**
 * The notice that a payment recorded for the customer was voided (plain text: no link or markup to escape). English,
 * like the other order emails.
 */
export function paymentVoidedEmail(
  to: string,
  firstName: string | null | undefined,
  payment: { bankReference: string; valueDate: string; amount: string; currency: string; amountUsd: string },
  reason: string,
  orders: readonly VoidedOrderNotice[],
  calendar: CompanyCalendar,
): EmailMessage {
  const received =
    payment.currency === 'USD' ? `${payment.amountUsd} USD` : `${payment.amount} ${payment.currency} (${payment.amountUsd} USD)`;
  const text = [
    greeting(firstName),
    '',
    `The payment we recorded for you under the bank reference ${payment.bankReference}, value date ${payment.valueDate}, for ${received}, has been voided by our staff.`,
    `Reason: ${reason}`,
    '',
    ...(orders.length > 0 ? ['What this means for your orders:', ...orders.map((o) => orderLine(o, calendar)), ''] : []),
    'If the transfer was recorded wrongly, we record it again correctly and you will see it on your order. If you think this is a mistake, reply to this email or contact your account manager.',
    '',
  ].join('\n');
  return { to, subject: `A payment recorded for you was voided (${payment.bankReference})`, text };
}

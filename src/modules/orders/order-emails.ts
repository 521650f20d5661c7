import { type CompanyCalendar, companyDay } from '../../common/time/business-days.js';
import type { EmailMessage } from '../notifications/mail-rules.js';
import type { Order } from './order.entity.js';
import type { OrderStatus, TransitionCause } from './order-transitions.js';

/** Why a reservation ended, as the customer is told. */
export type CancellationReason = 'expired' | 'staff';

/**
 * The cancellation notice a move owes its customer: an order cancelled by the expiry or by staff (not by the customer
 * themselves), while it still has a customer. Null for every other move.
 */
export function cancellationNoticeOf(order: Pick<Order, 'userId'>, to: OrderStatus, cause: TransitionCause): CancellationReason | null {
  if (to !== 'cancelled' || cause === 'customer' || !order.userId) return null;
  return cause === 'expiry' ? 'expired' : 'staff';
}

const greeting = (firstName: string | null | undefined) => (firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,');

/** "2026-03-05 10:30 (Japan time)" */
function tokyoTime(instant: Date, calendar: CompanyCalendar): string {
  const wall = new Date(instant.getTime() + calendar.utcOffsetMinutes * 60_000);
  return `${companyDay(instant, calendar)} ${wall.toISOString().slice(11, 16)} (Japan time)`;
}

/** The notice that a reservation was cancelled (plain text: it carries no link or markup to escape). */
export function reservationCancelledEmail(
  to: string,
  firstName: string | null | undefined,
  order: Pick<Order, 'carTitle' | 'stockId' | 'expiresAt'>,
  reason: CancellationReason,
  calendar: CompanyCalendar,
): EmailMessage {
  const car = `${order.carTitle} (stock ${order.stockId})`;
  const why =
    reason === 'expired'
      ? `The hold on the ${car} ended on ${tokyoTime(order.expiresAt, calendar)} without the 50% deposit, so your reservation has been cancelled and the car released.`
      : `Your reservation of the ${car} has been cancelled by our staff.`;
  const text = [
    greeting(firstName),
    '',
    why,
    '',
    'If you have sent a payment for it, or would still like this car, reply to this email or contact your account manager.',
    '',
  ].join('\n');
  return { to, subject: `Your reservation of ${order.carTitle} (${order.stockId}) has been cancelled`, text };
}

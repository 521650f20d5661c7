import { Decimal } from 'decimal.js';
import type { OrderStatus } from './order-transitions.js';

/**
 * The money rules of an order, pure and in decimal.js (DESIGN.md §5: never a binary float). Amounts arrive and
 * leave as decimal strings with two decimals, in the order's currency (USD) unless said otherwise.
 */

/** Spec §4, §9: a reservation is kept when at least 50% of the order is paid within the hold. */
export const DEPOSIT_SHARE = new Decimal('0.5');

const money = (value: Decimal.Value) => new Decimal(value).toFixed(2);

/** Whether the deposit is in: allocated ≥ 50% of the total, compared exactly (5000.50 of 10001.00 is not). */
export const hasDeposit = (allocated: Decimal.Value, total: Decimal.Value): boolean =>
  new Decimal(allocated).gte(new Decimal(total).times(DEPOSIT_SHARE));

export const isFullyPaid = (allocated: Decimal.Value, total: Decimal.Value): boolean => new Decimal(allocated).gte(total);

/** The deposit to pay, in cents rounded up: the least amount with which hasDeposit holds (5000.51 of 10001.01). */
export const depositRequired = (total: Decimal.Value): string =>
  new Decimal(total).times(DEPOSIT_SHARE).toDecimalPlaces(2, Decimal.ROUND_UP).toFixed(2);

export interface PaymentProgress {
  total: string;
  allocated: string;
  /** Left to pay (never below 0). */
  balance: string;
  depositRequired: string;
  /** Share paid, 0–100 with two decimals, rounded down: 100.00 only when fully paid. */
  percent: string;
  depositPaid: boolean;
  fullyPaid: boolean;
}

export function paymentProgress(allocated: Decimal.Value, total: Decimal.Value): PaymentProgress {
  const paid = new Decimal(allocated);
  const owed = new Decimal(total);
  const percent = owed.isZero() ? new Decimal(100) : Decimal.min(100, paid.times(100).dividedBy(owed));
  return {
    total: money(owed),
    allocated: money(paid),
    balance: money(Decimal.max(0, owed.minus(paid))),
    depositRequired: depositRequired(owed),
    percent: percent.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2),
    depositPaid: hasDeposit(paid, owed),
    fullyPaid: isFullyPaid(paid, owed),
  };
}

/**
 * The states a payment moves an order through, in order: the deposit (reserved → deposit_paid), then full
 * payment (deposit_paid → paid); both at once when one allocation pays it all. A shipped or arrived order stays
 * where it is (its payment progress shows the rest).
 */
export function statusesAfterPayment(status: OrderStatus, allocated: Decimal.Value, total: Decimal.Value): OrderStatus[] {
  const steps: OrderStatus[] = [];
  let current = status;
  if (current === 'reserved' && hasDeposit(allocated, total)) steps.push((current = 'deposit_paid'));
  if (current === 'deposit_paid' && isFullyPaid(allocated, total)) steps.push('paid');
  return steps;
}

/**
 * The states a voided payment moves an order back through, in order, once its paid amount has fallen to `allocated`:
 * below 100% a paid order is deposit_paid again, below 50% a deposit_paid one reserved again (both at once when the
 * payment was all of it). Shipped, arrived and cancelled orders stay where they are (the table has no move back): the
 * money still goes, and they show what they owe. An order whose customer deleted their account (`hasCustomer` false)
 * is never a reservation again — nobody could pay its hold — so below 50% it is cancelled and its car is back on sale.
 */
export function statusesAfterVoid(status: OrderStatus, allocated: Decimal.Value, total: Decimal.Value, hasCustomer = true): OrderStatus[] {
  const steps: OrderStatus[] = [];
  let current = status;
  if (current === 'paid' && !isFullyPaid(allocated, total)) steps.push((current = 'deposit_paid'));
  if (current === 'deposit_paid' && !hasDeposit(allocated, total)) steps.push(hasCustomer ? 'reserved' : 'cancelled');
  return steps;
}

/** What voiding `reversed` of an order's payments does to it: its paid amount after, and its moves back (statusesAfterVoid). */
export function voidEffect(
  order: { status: OrderStatus; amountAllocated: string; total: string; userId: string | null },
  reversed: Decimal.Value,
): { allocated: string; moves: OrderStatus[] } {
  const allocated = money(new Decimal(order.amountAllocated).minus(reversed));
  return { allocated, moves: statusesAfterVoid(order.status, allocated, order.total, order.userId !== null) };
}

/** Orders a payment may be allocated to: those still owing (a cancelled one owes nothing). */
export const ALLOCATABLE_STATUSES: readonly OrderStatus[] = ['reserved', 'deposit_paid', 'shipped', 'arrived'];

/** `a + b`, `a - b`, `min(a, b)` on decimal strings, for the services (which never add strings as numbers). */
export const addMoney = (a: Decimal.Value, b: Decimal.Value): string => money(new Decimal(a).plus(b));
export const subtractMoney = (a: Decimal.Value, b: Decimal.Value): string => money(new Decimal(a).minus(b));
export const isMoreThan = (a: Decimal.Value, b: Decimal.Value): boolean => new Decimal(a).gt(b);

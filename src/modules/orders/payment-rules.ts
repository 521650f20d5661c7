import { Decimal } from 'decimal.js';
import { conflict } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { defineStateMachine, stateLabel } from '../../common/state-machine/state-machine.js';

/**
 * The rules of a payment received (issue 24 §4), pure: its states, the one rate convention, and how far a rate may be
 * from the day's rate before staff must confirm it with a reason.
 */

/* ---------------------------------------------------------------- states */

/**
 * A payment is recorded, then (maybe) voided: never edited in place. A wrong one is voided — its allocations reversed,
 * each order moved back as its own table allows — and entered again.
 */
export const PAYMENT_STATUSES = ['recorded', 'voided'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Who moves a payment: staff only (a void is a person's decision, with a reason). */
export const PAYMENT_CAUSES = ['staff'] as const;
export type PaymentCause = (typeof PAYMENT_CAUSES)[number];

export type PaymentEvent = 'payment.voided';

export const PAYMENT_MACHINE = defineStateMachine<PaymentStatus, PaymentCause, void, PaymentEvent>({
  name: 'payment',
  states: PAYMENT_STATUSES,
  transitions: [{ from: 'recorded', to: 'voided', by: ['staff'], emits: ['payment.voided'] }],
  // Voided is final: a second void (or a race between two) is told so.
  alreadyIn: () => conflict(Msg.PAYMENT_ALREADY_VOIDED),
  notAllowed: (from, to) => conflict(Msg.PAYMENT_TRANSITION_NOT_ALLOWED, { from: stateLabel(from), to: stateLabel(to) }),
});

/* ---------------------------------------------------------------- the rate */

/**
 * Exact decimals for rates: 50 significant digits, so that a quotient is rounded once, to cents, and never first to
 * the default 20 digits (a rate has at most 8 decimals and an amount 14 digits: no run of 9s is that long).
 */
const Exact = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -60, toExpPos: 60 });

/**
 * The one convention of a rate, everywhere (the site header, the exchange-rate screens, the provider, a payment):
 * units of the currency per 1 USD — JPY 151.5, EUR 0.92. USD itself is 1.
 *
 * A payment's value in USD: its amount divided by that rate, rounded half up to cents, computed once from the two
 * stored numbers — 400,000 JPY at 151.5 is 2,640.26 USD.
 */
export const toUsd = (amount: Decimal.Value, ratePerUsd: Decimal.Value): string =>
  new Exact(amount).dividedBy(ratePerUsd).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** A rate as it travels: no trailing zeros, never in exponent form ("151.50000000" → "151.5"). */
export const formatRate = (rate: Decimal.Value): string => new Exact(rate).toFixed();

/** How far `rate` is from `reference`, in percent of the reference, signed (151.5 against 150 is +1, 0.0066 about −100). */
export const rateDifferencePercent = (rate: Decimal.Value, reference: Decimal.Value): Decimal =>
  new Exact(rate).minus(reference).dividedBy(reference).times(100);

/** A percentage as it travels and reads in messages: two decimals, signed when negative ("-4.25", "900.00"). */
export const formatPercent = (percent: Decimal.Value): string => new Exact(percent).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/**
 * What the check of a payment's rate found:
 * - `fixed`: a USD payment (rate 1, nothing to check);
 * - `within`: within the tolerance of the day's rate;
 * - `beyond`: further than the tolerance (refused unless confirmed with a reason);
 * - `no-reference`: no rate of that currency is on file to check against (refused unless confirmed with a reason).
 */
export type RateCheck =
  { kind: 'fixed' } | { kind: 'within' | 'beyond'; reference: string; differencePercent: string } | { kind: 'no-reference' };

/**
 * Checks a payment's rate (units per 1 USD) against the day's rate of its currency (same convention; null when none
 * is on file) with a tolerance in percent: exactly the tolerance is still within it.
 */
export function checkRate(
  currency: string,
  rate: Decimal.Value,
  reference: Decimal.Value | null,
  tolerancePercent: Decimal.Value,
): RateCheck {
  if (currency === 'USD') return { kind: 'fixed' };
  if (reference === null) return { kind: 'no-reference' };
  const difference = rateDifferencePercent(rate, reference);
  return {
    kind: difference.abs().gt(tolerancePercent) ? 'beyond' : 'within',
    reference: new Exact(reference).toFixed(),
    differencePercent: formatPercent(difference),
  };
}

/** Whether the rate must be confirmed by staff, with a reason, before the payment is recorded. */
export const needsConfirmation = (check: RateCheck): boolean => check.kind === 'beyond' || check.kind === 'no-reference';

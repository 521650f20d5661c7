import { describe, expect, it } from '@jest/globals';
import { checkRate, formatPercent, formatRate, needsConfirmation, PAYMENT_MACHINE, rateDifferencePercent, toUsd } from './payment-rules.js';

describe('the rate convention: units of the currency per 1 USD, as the site header shows', () => {
  it('divides the amount received by the rate, rounded half up to cents', () => {
    // The clerk: 400,000 JPY at the header's 151.5 is $2,640.26 — not $60.6 million.
    expect(toUsd('400000.00', '151.5')).toBe('2640.26');
    expect(toUsd('400000', '151.50000000')).toBe('2640.26');
    expect(toUsd('1000.00', '0.92')).toBe('1086.96');
    expect(toUsd('100.00', '1')).toBe('100.00');
    // Half a cent rounds up, a hair under does not.
    expect(toUsd('0.01', '2')).toBe('0.01');
    expect(toUsd('0.01', '2.00000001')).toBe('0.00');
  });

  it('is computed once from the two stored numbers, so the USD amount can be reproduced exactly', () => {
    // Quotients whose digits run long: rounded once, to cents, at 50 significant digits (never first to 20).
    expect(toUsd('999999999999.99', '0.00000003')).toBe('33333333333333000000.00');
    expect(toUsd('123456789.12', '151.12345678')).toBe('816926.72');
    for (const [amount, rate] of [
      ['400000.00', '151.5'],
      ['987654.32', '0.79123456'],
      ['5.00', '3'],
    ]) {
      expect(toUsd(amount, rate)).toBe(toUsd(amount, rate));
    }
  });

  it('reads rates without trailing zeros or exponents', () => {
    expect(formatRate('151.50000000')).toBe('151.5');
    expect(formatRate('0.00000001')).toBe('0.00000001');
    expect(formatRate('1.00000000')).toBe('1');
  });
});

describe('the tolerance around the day’s rate', () => {
  it('measures the difference in percent of the day’s rate, signed', () => {
    expect(formatPercent(rateDifferencePercent('151.5', '150'))).toBe('1.00');
    expect(formatPercent(rateDifferencePercent('142.5', '150'))).toBe('-5.00');
    expect(formatPercent(rateDifferencePercent('1515', '151.5'))).toBe('900.00');
    // The old convention (USD per yen) is about −100%.
    expect(formatPercent(rateDifferencePercent('0.0066', '151.5'))).toBe('-100.00');
  });

  it('takes a rate within the tolerance, exactly at it included, and asks for confirmation beyond it', () => {
    expect(checkRate('JPY', '151.5', '151.5', '5')).toEqual({ kind: 'within', reference: '151.5', differencePercent: '0.00' });
    expect(checkRate('JPY', '157.5', '150', '5')).toEqual({ kind: 'within', reference: '150', differencePercent: '5.00' });
    expect(checkRate('JPY', '142.5', '150', '5').kind).toBe('within');
    expect(checkRate('JPY', '157.50000001', '150', '5')).toEqual({ kind: 'beyond', reference: '150', differencePercent: '5.00' });
    expect(checkRate('JPY', '142.49999999', '150', '5').kind).toBe('beyond');
    expect(checkRate('JPY', '1515', '151.5', '5')).toMatchObject({ kind: 'beyond', differencePercent: '900.00' });
    expect(checkRate('JPY', '0.0066', '151.5', '5')).toMatchObject({ kind: 'beyond' });
    expect(checkRate('EUR', '0.97', '0.92', '5').kind).toBe('beyond');
    expect(checkRate('EUR', '0.95', '0.92', '5').kind).toBe('within');
    expect(checkRate('EUR', '0.95', '0.92', '2.5').kind).toBe('beyond');
  });

  it('has nothing to check for USD, and asks for confirmation when no rate of the currency is on file', () => {
    expect(checkRate('USD', '1', null, '5')).toEqual({ kind: 'fixed' });
    expect(checkRate('GBP', '0.79', null, '5')).toEqual({ kind: 'no-reference' });
    expect(needsConfirmation({ kind: 'fixed' })).toBe(false);
    expect(needsConfirmation({ kind: 'no-reference' })).toBe(true);
    expect(needsConfirmation(checkRate('JPY', '151.5', '151.5', '5'))).toBe(false);
    expect(needsConfirmation(checkRate('JPY', '1515', '151.5', '5'))).toBe(true);
  });
});

describe('the payment state machine', () => {
  it('is recorded → voided by staff, and voided is final', () => {
    expect(PAYMENT_MACHINE.transitions.map((t) => `${t.from} → ${t.to} by ${t.by.join('|')}`)).toEqual(['recorded → voided by staff']);
    expect(PAYMENT_MACHINE.targets('recorded', 'staff')).toEqual(['voided']);
    expect(PAYMENT_MACHINE.targets('voided', 'staff')).toEqual([]);
    expect(PAYMENT_MACHINE.isFinal('voided')).toBe(true);
  });

  it('refuses a second void with a 409 that says so', () => {
    const refusal = PAYMENT_MACHINE.refusal('voided', 'voided', 'staff');
    expect(refusal && { status: refusal.getStatus(), code: refusal.code, message: refusal.message }).toEqual({
      status: 409,
      code: 'PAYMENT_ALREADY_VOIDED',
      message: 'This payment is already voided.',
    });
    expect(PAYMENT_MACHINE.refusal('voided', 'recorded', 'staff')?.message).toBe('This payment cannot go from voided to recorded.');
  });
});

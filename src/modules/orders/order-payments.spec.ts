import { describe, expect, it } from '@jest/globals';
import {
  addMoney,
  depositRequired,
  hasDeposit,
  isFullyPaid,
  paymentProgress,
  statusesAfterPayment,
  statusesAfterVoid,
  subtractMoney,
  voidEffect,
} from './order-payments.js';

describe('the 50% threshold', () => {
  it('is met at exactly half the total, not a cent less', () => {
    expect(hasDeposit('5000.00', '10000.00')).toBe(true);
    expect(hasDeposit('4999.99', '10000.00')).toBe(false);
    // An odd number of cents: half is 5000.505, so 5000.50 is short and 5000.51 enough.
    expect(hasDeposit('5000.50', '10001.01')).toBe(false);
    expect(hasDeposit('5000.51', '10001.01')).toBe(true);
    expect(depositRequired('10001.01')).toBe('5000.51');
    expect(depositRequired('10000.00')).toBe('5000.00');
    expect(depositRequired('0.01')).toBe('0.01');
  });

  it('never goes through binary floats', () => {
    // 0.1 + 0.2 !== 0.3 in floats; in decimals it is exact.
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(hasDeposit(addMoney('0.10', '0.20'), '0.60')).toBe(true);
    expect(isFullyPaid(addMoney(addMoney('3333.33', '3333.33'), '3333.34'), '10000.00')).toBe(true);
    expect(subtractMoney('10000.00', '9999.99')).toBe('0.01');
  });

  it('reports progress with the balance and a percentage rounded down', () => {
    expect(paymentProgress('5000.50', '10001.01')).toEqual({
      total: '10001.01',
      allocated: '5000.50',
      balance: '5000.51',
      depositRequired: '5000.51',
      percent: '49.99',
      depositPaid: false,
      fullyPaid: false,
    });
    expect(paymentProgress('9999.99', '10000.00').percent).toBe('99.99');
    expect(paymentProgress('10000.00', '10000.00')).toMatchObject({ percent: '100.00', balance: '0.00', fullyPaid: true });
    expect(paymentProgress('0', '6500')).toMatchObject({ allocated: '0.00', percent: '0.00', depositRequired: '3250.00' });
  });
});

describe('statusesAfterPayment', () => {
  it('moves a reservation to deposit_paid at 50%, and on to paid at 100%', () => {
    expect(statusesAfterPayment('reserved', '4999.99', '10000.00')).toEqual([]);
    expect(statusesAfterPayment('reserved', '5000.00', '10000.00')).toEqual(['deposit_paid']);
    expect(statusesAfterPayment('deposit_paid', '9999.99', '10000.00')).toEqual([]);
    expect(statusesAfterPayment('deposit_paid', '10000.00', '10000.00')).toEqual(['paid']);
  });

  it('goes through both steps when one payment pays it all', () => {
    expect(statusesAfterPayment('reserved', '10000.00', '10000.00')).toEqual(['deposit_paid', 'paid']);
  });

  it('leaves a shipped or arrived order where it is', () => {
    expect(statusesAfterPayment('shipped', '10000.00', '10000.00')).toEqual([]);
    expect(statusesAfterPayment('arrived', '10000.00', '10000.00')).toEqual([]);
  });
});

describe('statusesAfterVoid', () => {
  it('moves a paid order back to deposit_paid under 100%, and a deposit-paid one back to reserved under 50%', () => {
    expect(statusesAfterVoid('paid', '10000.00', '10000.00')).toEqual([]);
    expect(statusesAfterVoid('paid', '9999.99', '10000.00')).toEqual(['deposit_paid']);
    expect(statusesAfterVoid('deposit_paid', '5000.00', '10000.00')).toEqual([]);
    expect(statusesAfterVoid('deposit_paid', '4999.99', '10000.00')).toEqual(['reserved']);
  });

  it('goes through both steps back when the voided payment was all of it', () => {
    expect(statusesAfterVoid('paid', '0.00', '10000.00')).toEqual(['deposit_paid', 'reserved']);
    expect(statusesAfterVoid('paid', '4999.99', '10000.00')).toEqual(['deposit_paid', 'reserved']);
  });

  it('leaves reserved, shipped, arrived and cancelled orders where they are: only the money goes', () => {
    for (const status of ['reserved', 'shipped', 'arrived', 'cancelled'] as const)
      expect(statusesAfterVoid(status, '0.00', '10000.00')).toEqual([]);
  });

  it('cancels instead of holding again an order whose customer deleted their account', () => {
    expect(statusesAfterVoid('deposit_paid', '4999.99', '10000.00', false)).toEqual(['cancelled']);
    expect(statusesAfterVoid('paid', '0.00', '10000.00', false)).toEqual(['deposit_paid', 'cancelled']);
    expect(statusesAfterVoid('paid', '9999.99', '10000.00', false)).toEqual(['deposit_paid']);
  });

  it('is the inverse of statusesAfterPayment around both thresholds', () => {
    for (const allocated of ['0.00', '4999.99', '5000.00', '9999.99', '10000.00']) {
      const forward = statusesAfterPayment('reserved', allocated, '10000.00');
      const reached = forward.at(-1) ?? 'reserved';
      expect(statusesAfterVoid(reached, '0.00', '10000.00').at(-1) ?? reached).toBe('reserved');
    }
  });
});

describe('voidEffect', () => {
  it('takes the reversed amount off the order and names its moves back', () => {
    expect(voidEffect({ status: 'paid', amountAllocated: '10000.00', total: '10000.00', userId: '7' }, '6000.00')).toEqual({
      allocated: '4000.00',
      moves: ['deposit_paid', 'reserved'],
    });
    expect(voidEffect({ status: 'paid', amountAllocated: '10000.00', total: '10000.00', userId: '7' }, '0.01')).toEqual({
      allocated: '9999.99',
      moves: ['deposit_paid'],
    });
    expect(voidEffect({ status: 'shipped', amountAllocated: '10000.00', total: '10000.00', userId: '7' }, '10000.00')).toEqual({
      allocated: '0.00',
      moves: [],
    });
  });
});

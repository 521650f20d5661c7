import { describe, expect, it } from '@jest/globals';
import { CLOSURE_REFUND_MACHINE, refundContactOf, refundStatusOf } from './account-closure-rules.js';

describe('closing an account', () => {
  it('owes a refund for an auction deposit or money on a cancelled reservation, and nothing else', () => {
    expect(refundStatusOf({ auctionDepositJpy: '0', ordersRefundUsd: '0.00' })).toBe('not_due');
    expect(refundStatusOf({ auctionDepositJpy: '1', ordersRefundUsd: '0.00' })).toBe('due');
    expect(refundStatusOf({ auctionDepositJpy: 0n, ordersRefundUsd: '0.01' })).toBe('due');
  });

  it('keeps the customer’s name and email only while a refund is due', () => {
    const user = { email: 'amina@example.com', firstName: 'Amina', lastName: 'Njeri' };
    expect(refundContactOf('due', user)).toEqual({ contactEmail: 'amina@example.com', contactName: 'Amina Njeri' });
    expect(refundContactOf('not_due', user)).toEqual({ contactEmail: null, contactName: null });
  });

  it('moves a refund once, from due to refunded, by staff; anything else is a 409 that says why', () => {
    expect(CLOSURE_REFUND_MACHINE.targets('due', 'staff')).toEqual(['refunded']);
    expect(CLOSURE_REFUND_MACHINE.targets('not_due', 'staff')).toEqual([]);
    expect(CLOSURE_REFUND_MACHINE.targets('refunded', 'staff')).toEqual([]);
    expect(CLOSURE_REFUND_MACHINE.refusal('refunded', 'refunded', 'staff')).toMatchObject({ code: 'CLOSURE_ALREADY_REFUNDED' });
    expect(CLOSURE_REFUND_MACHINE.refusal('not_due', 'refunded', 'staff')?.getStatus()).toBe(409);
    expect(CLOSURE_REFUND_MACHINE.refusal('not_due', 'refunded', 'staff')).toMatchObject({
      code: 'CLOSURE_NOTHING_TO_REFUND',
      params: { status: 'not due' },
    });
    expect(CLOSURE_REFUND_MACHINE.isFinal('refunded')).toBe(true);
  });
});

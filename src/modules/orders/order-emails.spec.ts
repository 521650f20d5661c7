import { describe, expect, it } from '@jest/globals';
import { cancellationNoticeOf } from './order-emails.js';
import { ORDER_STATUSES, TRANSITION_CAUSES } from './order-transitions.js';

describe('cancellationNoticeOf', () => {
  const customer = { userId: '42' };

  it('owes the customer a notice when the expiry or staff cancel their order, saying which', () => {
    expect(cancellationNoticeOf(customer, 'cancelled', 'expiry')).toBe('expired');
    expect(cancellationNoticeOf(customer, 'cancelled', 'staff')).toBe('staff');
  });

  it('owes none for their own cancellation, for an order without a customer, or for any other move', () => {
    expect(cancellationNoticeOf(customer, 'cancelled', 'customer')).toBeNull();
    expect(cancellationNoticeOf({ userId: null }, 'cancelled', 'staff')).toBeNull();
    for (const to of ORDER_STATUSES.filter((s) => s !== 'cancelled'))
      for (const cause of TRANSITION_CAUSES) expect(cancellationNoticeOf(customer, to, cause)).toBeNull();
  });
});

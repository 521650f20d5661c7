import { describe, expect, it } from '@jest/globals';
import { auditActions } from './audit-actions.js';

describe('auditActions', () => {
  it('names each verb `<target>.<verb in snake_case>`, in the order given', () => {
    const actions = auditActions('review', ['submit', 'companyReply', 'replyStatus']);
    expect(actions).toEqual({ submit: 'review.submit', companyReply: 'review.company_reply', replyStatus: 'review.reply_status' });
    expect(Object.keys(actions)).toEqual(['submit', 'companyReply', 'replyStatus']);
  });

  it('prefixes the keys, not the strings, when given a prefix', () => {
    expect(auditActions('auction_bid', ['place', 'resultUndo'], 'bid')).toEqual({
      bidPlace: 'auction_bid.place',
      bidResultUndo: 'auction_bid.result_undo',
    });
  });

  it('types each action as its exact string', () => {
    const actions = auditActions('order', ['holdExtend'], 'x');
    const exact: { readonly xHoldExtend: 'order.hold_extend' } = actions;
    expect(exact.xHoldExtend).toBe('order.hold_extend');
  });
});

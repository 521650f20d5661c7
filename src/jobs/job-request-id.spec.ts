import { describe, expect, it } from '@jest/globals';
import { REQUEST_ID_FIELD, splitRequestId, withRequestId } from './job-request-id.js';

describe('the request id a job carries', () => {
  it('travels in a reserved field and is taken off before the handler sees the payload', () => {
    const data = withRequestId({ orderId: 'o1' }, 'req-7');
    expect(data).toEqual({ orderId: 'o1', [REQUEST_ID_FIELD]: 'req-7' });
    expect(splitRequestId(data)).toEqual({ payload: { orderId: 'o1' }, reqId: 'req-7' });
  });

  it('leaves the payload as it is outside a request, and a job queued before this change alone', () => {
    const payload = { orderId: 'o1' };
    expect(withRequestId(payload, undefined)).toBe(payload);
    expect(splitRequestId(payload)).toEqual({ payload, reqId: undefined });
    expect(splitRequestId(null)).toEqual({ payload: null, reqId: undefined });
  });

  it('drops a request id that is not one (a hand-made job), but still hides the field', () => {
    expect(splitRequestId({ [REQUEST_ID_FIELD]: 'x y\n{"level":60}', a: 1 })).toEqual({ payload: { a: 1 }, reqId: undefined });
  });
});

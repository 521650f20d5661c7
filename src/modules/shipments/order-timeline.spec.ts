import { describe, expect, it } from '@jest/globals';
import { orderTimeline, type TimelineParts } from './order-timeline.js';

const empty: TimelineParts = { history: [], payments: [], remittanceCopies: [], holdExtensions: [], documents: [], events: [] };
const usd = (amount: string) => ({ amount, currency: 'USD' as const });

describe('orderTimeline', () => {
  it('is empty for an order with nothing', () => {
    expect(orderTimeline(empty)).toEqual([]);
  });

  it('merges every part, oldest first, a state change before the payment that caused it at the same moment', () => {
    const timeline = orderTimeline({
      history: [
        { from: null, to: 'reserved', cause: 'customer', at: '2026-03-02T01:30:00.000Z', actorId: 'c', actorRole: 'user', reason: null },
        {
          from: 'reserved',
          to: 'deposit_paid',
          cause: 'payment',
          at: '2026-03-04T02:00:00.000Z',
          actorId: 's',
          actorRole: 'admin',
          reason: null,
        },
      ],
      payments: [{ paymentId: 'p1', bankReference: 'FT1', amount: usd('5000.00'), allocatedAt: '2026-03-04T02:00:00.000Z' }],
      remittanceCopies: [
        { id: 'r1', status: 'accepted', uploadedAt: '2026-03-03T00:00:00.000Z', reviewedAt: '2026-03-03T05:00:00.000Z', reviewNote: 'ok' },
        { id: 'r2', status: 'pending', uploadedAt: '2026-03-03T06:00:00.000Z', reviewedAt: null, reviewNote: null },
      ],
      holdExtensions: [
        {
          at: '2026-03-02T09:00:00.000Z',
          actorId: 's',
          actorRole: 'admin',
          after: { expiresAt: '2026-03-09T08:00:00.000Z', businessDays: 2, reason: 'Bank delay' },
        },
      ],
      documents: [
        {
          id: 'd1',
          kind: 'bill_of_lading',
          uploadedAt: '2026-03-12T00:00:00.000Z',
          uploadedBy: 's',
          released: true,
          releasedAt: '2026-03-20T00:00:00.000Z',
          courierName: 'DHL',
          trackingNumber: '123',
        },
      ],
      events: [
        {
          date: '2026-03-10T00:00:00.000Z',
          description: 'Loaded',
          location: 'Yokohama',
          status: 'In transit',
          details: null,
          createdBy: 's',
        },
      ],
    });
    expect(timeline.map((e) => e.kind)).toEqual([
      'status',
      'hold_extended',
      'remittance_uploaded',
      'remittance_reviewed',
      'remittance_uploaded',
      'status',
      'payment',
      'tracking_event',
      'document_uploaded',
      'document_released',
    ]);
    expect(timeline[1]).toEqual({
      at: '2026-03-02T09:00:00.000Z',
      kind: 'hold_extended',
      actorId: 's',
      actorRole: 'admin',
      expiresAt: '2026-03-09T08:00:00.000Z',
      businessDays: 2,
      reason: 'Bank delay',
    });
    expect(timeline[3]).toMatchObject({ copyId: 'r1', copyStatus: 'accepted', note: 'ok' });
    expect(timeline[6]).toMatchObject({ amount: usd('5000.00'), bankReference: 'FT1', paymentId: 'p1' });
    expect(timeline[7]).toMatchObject({ description: 'Loaded', location: 'Yokohama', trackingStatus: 'In transit' });
    expect(timeline[9]).toMatchObject({ documentKind: 'bill_of_lading', courierName: 'DHL', trackingNumber: '123' });
  });

  it('leaves out a document release that has not happened', () => {
    const timeline = orderTimeline({
      ...empty,
      documents: [
        {
          id: 'd1',
          kind: 'invoice',
          uploadedAt: '2026-03-12T00:00:00.000Z',
          uploadedBy: null,
          released: false,
          releasedAt: null,
          courierName: null,
          trackingNumber: null,
        },
      ],
    });
    expect(timeline.map((e) => e.kind)).toEqual(['document_uploaded']);
  });
});

import { describe, expect, it } from '@jest/globals';
import {
  auctionResult,
  carListed,
  carPriceChanged,
  carStatusChanged,
  orderStatusChanged,
  paymentRecorded,
  shipmentAssigned,
  trackingUpdated,
  webhookEventOf,
} from './webhook-event-rules.js';

const at = new Date('2026-11-26T10:00:00Z');
const car = {
  stockId: 'AB1234',
  title: '2018 Toyota Corolla',
  make: 'toyota',
  model: 'Corolla',
  year: 2018,
  fobPriceUsd: '8500.00',
  status: 'available',
};
const order = { publicId: 'o-1', userId: '42', stockId: 'AB1234', carTitle: '2018 Toyota Corolla' };

describe('webhook events', () => {
  it('makes public car events with the price as a decimal string', () => {
    const listed = carListed(car, at);
    expect(listed).toMatchObject({ type: 'car.listed', audienceUserId: null, payload: { price: { amount: '8500.00', currency: 'USD' } } });
    expect(carPriceChanged('AB1234', '8500.00', '8000.00', at)?.payload).toEqual({
      stockId: 'AB1234',
      price: { amount: '8000.00', currency: 'USD' },
      previousPrice: { amount: '8500.00', currency: 'USD' },
    });
    expect(carPriceChanged('AB1234', '8500.00', '8500', at)).toBeNull();
  });

  it('tells of a car reserved or sold, not of other moves', () => {
    expect(carStatusChanged('AB1234', 'available', 'reserved', at)?.type).toBe('car.reserved');
    expect(carStatusChanged('AB1234', 'reserved', 'sold', at)?.type).toBe('car.sold');
    expect(carStatusChanged('AB1234', 'reserved', 'available', at)).toBeNull();
    expect(carStatusChanged('AB1234', 'sold', 'sold', at)).toBeNull();
  });

  it('addresses order, payment, shipment and tracking events to the order’s customer, and none once the account is gone', () => {
    expect(orderStatusChanged(order, null, 'reserved', 'customer', at)).toMatchObject({
      type: 'order.status_changed',
      audienceUserId: '42',
      payload: { orderId: 'o-1', previousStatus: null, status: 'reserved', cause: 'customer' },
    });
    expect(orderStatusChanged({ ...order, userId: null }, 'reserved', 'cancelled', 'staff', at)).toBeNull();
    const payment = paymentRecorded(
      { ...order, currency: 'USD', total: '10000.00' },
      { publicId: 'p-1', valueDate: '2026-11-20', bankReference: 'FT1' },
      '5000.00',
      '5000.00',
      at,
    );
    expect(payment).toMatchObject({
      audienceUserId: '42',
      payload: { amount: { amount: '5000.00', currency: 'USD' }, orderTotal: { amount: '10000.00' } },
    });
    const shipment = {
      publicId: 's-1',
      vessel: 'Morning Celine',
      voyageNumber: 'MC1',
      method: 'roro',
      destinationCountry: 'KE',
      destinationPort: 'Mombasa',
      departureDate: '2026-12-01',
      arrivalDate: '2026-12-30',
    };
    expect(shipmentAssigned(order, shipment, at)).toMatchObject({
      type: 'shipment.assigned',
      payload: { shipment: { id: 's-1', vessel: 'Morning Celine' } },
    });
    expect(
      trackingUpdated(order, { occurredAt: at, description: 'Loaded', location: 'Yokohama', status: 'loaded', details: null }, at)?.payload,
    ).toMatchObject({
      tracking: { date: '2026-11-26T10:00:00.000Z', location: 'Yokohama' },
    });
  });

  it('tells a bidder the result of their bid, with no internal ids', () => {
    const event = auctionResult(
      { publicId: 'b-1', userId: '7', maxBidJpy: '1250000' },
      {
        publicId: 'l-1',
        auctionHouse: 'USS Tokyo',
        auctionDate: '2026-12-05',
        lotNumber: '1234',
        make: 'Toyota',
        model: 'Prius',
        year: 2019,
      },
      { status: 'won', hammerPriceJpy: '1100000', feesJpy: '33000' },
      at,
    );
    expect(event).toMatchObject({
      type: 'auction.result',
      audienceUserId: '7',
      payload: { bidId: 'b-1', result: 'won', lot: { id: 'l-1' } },
    });
    expect(JSON.stringify(event.payload)).not.toContain('"7"');
  });

  describe('made from the domain events', () => {
    const id = '7c9e6679-7425-40de-944b-e07fc1f70000';
    const orderFacts = { orderId: 'o-1', userId: '42', stockId: 'AB1234', carTitle: '2018 Toyota Corolla' };
    const of = (event: Parameters<typeof webhookEventOf>[0]) => JSON.stringify(webhookEventOf(event));

    it('are the very events, byte for byte, that the builders made from the change itself', () => {
      expect(of({ id, name: 'car.listed', payload: car, occurredAt: at })).toBe(JSON.stringify(carListed(car, at)));
      expect(
        of({
          id,
          name: 'car.price_changed',
          payload: { stockId: 'AB1234', previousPriceUsd: '8500.00', priceUsd: '8000.00' },
          occurredAt: at,
        }),
      ).toBe(JSON.stringify(carPriceChanged('AB1234', '8500.00', '8000.00', at)));
      expect(
        of({ id, name: 'car.status_changed', payload: { stockId: 'AB1234', previousStatus: 'available', status: 'sold' }, occurredAt: at }),
      ).toBe(JSON.stringify(carStatusChanged('AB1234', 'available', 'sold', at)));
      expect(
        of({
          id,
          name: 'order.status_changed',
          payload: { ...orderFacts, previousStatus: 'reserved', status: 'paid', cause: 'payment', customerNotice: null },
          occurredAt: at,
        }),
      ).toBe(JSON.stringify(orderStatusChanged(order, 'reserved', 'paid', 'payment', at)));
      const payment = {
        paymentId: 'p-1',
        currency: 'USD',
        amount: '100.00',
        orderPaid: '600.00',
        orderTotal: '9000.00',
        valueDate: '2026-11-25',
        bankReference: 'TT-1',
      };
      expect(of({ id, name: 'payment.allocated', payload: { ...orderFacts, ...payment }, occurredAt: at })).toBe(
        JSON.stringify(
          paymentRecorded(
            { ...order, currency: 'USD', total: '9000.00' },
            { publicId: 'p-1', valueDate: '2026-11-25', bankReference: 'TT-1' },
            '100.00',
            '600.00',
            at,
          ),
        ),
      );
      const sailing = {
        vessel: 'Morning Celine',
        voyageNumber: '12A',
        method: 'roro',
        destinationCountry: 'PK',
        destinationPort: 'Karachi',
        departureDate: '2026-12-01',
        arrivalDate: null,
      };
      expect(of({ id, name: 'shipment.assigned', payload: { ...orderFacts, shipment: { id: 's-1', ...sailing } }, occurredAt: at })).toBe(
        JSON.stringify(shipmentAssigned(order, { publicId: 's-1', ...sailing }, at)),
      );
      const tracking = { description: 'Loaded', location: 'Yokohama', status: 'loaded', details: null };
      expect(
        of({
          id,
          name: 'shipment.tracking_added',
          payload: { ...orderFacts, tracking: { occurredAt: '2026-11-20T00:00:00.000Z', ...tracking } },
          occurredAt: at,
        }),
      ).toBe(JSON.stringify(trackingUpdated(order, { occurredAt: new Date('2026-11-20T00:00:00Z'), ...tracking }, at)));
      const lot = { auctionHouse: 'USS Tokyo', auctionDate: '2026-11-20', lotNumber: '1042', make: 'Toyota', model: 'Corolla', year: 2018 };
      expect(
        of({
          id,
          name: 'auction.bid_result_changed',
          payload: {
            bidId: 'b-1',
            userId: '42',
            result: 'won',
            maxBidJpy: '900000',
            hammerPriceJpy: '850000',
            feesJpy: '30000',
            lot: { id: 'l-1', ...lot },
          },
          occurredAt: at,
        }),
      ).toBe(
        JSON.stringify(
          auctionResult(
            { publicId: 'b-1', userId: '42', maxBidJpy: '900000' },
            { publicId: 'l-1', ...lot },
            { status: 'won', hammerPriceJpy: '850000', feesJpy: '30000' },
            at,
          ),
        ),
      );
    });

    it('make none where the builders make none: a car move nobody hears of, an order of a closed account', () => {
      expect(
        webhookEventOf({
          id,
          name: 'car.status_changed',
          payload: { stockId: 'AB1234', previousStatus: 'sold', status: 'shipped' },
          occurredAt: at,
        }),
      ).toBeNull();
      expect(
        webhookEventOf({
          id,
          name: 'order.status_changed',
          payload: { ...orderFacts, userId: null, previousStatus: 'reserved', status: 'cancelled', cause: 'staff', customerNotice: null },
          occurredAt: at,
        }),
      ).toBeNull();
    });
  });
});

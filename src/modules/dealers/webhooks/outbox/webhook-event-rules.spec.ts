import { describe, expect, it } from '@jest/globals';
import {
  auctionResult,
  bulkCarEvents,
  carListed,
  carPriceChanged,
  carStatusChanged,
  orderStatusChanged,
  paymentRecorded,
  shipmentAssigned,
  trackingUpdated,
} from './webhook-event-rules.js';

const at = new Date('2026-11-26T10:00:00Z');
const order = { publicId: 'o-1', userId: '42', stockId: 'AB1234', carTitle: '2018 Toyota Corolla' };

describe('webhook events', () => {
  it('makes public car events with the price as a decimal string', () => {
    const listed = carListed(
      {
        stockId: 'AB1234',
        title: '2018 Toyota Corolla',
        make: 'toyota',
        model: 'Corolla',
        year: 2018,
        fobPriceUsd: '8500.00',
        status: 'available',
      },
      at,
    );
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
    expect(
      bulkCarEvents('AB1234', { status: 'available', fobPriceUsd: '100.00' }, { status: 'available', fobPriceUsd: '90.00' }, at).map(
        (e) => e.type,
      ),
    ).toEqual(['car.price_changed']);
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
});

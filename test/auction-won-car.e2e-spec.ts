import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Car } from '../src/modules/cars/car.entity.js';
import type { Make } from '../src/modules/makes/make.entity.js';
import { ReservationExpiryService } from '../src/modules/orders/reservation-expiry.service.js';
import { auditEntries, fullCarBody, uniqueTag } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { auctionAccountAndLedger, createAuctionLot, wonAtAuction } from './support/auction-factories.js';
import { createMake } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import {
  allocate,
  createCustomer,
  type Customer,
  createShipment,
  orderRow,
  pay,
  recordPayment,
  transitionRows,
  uniqueBankReference,
  voidPayment,
} from './support/order-factories.js';
import { SmtpSink } from './support/smtp-sink.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000);

/**
 * Spec §4's auction flow to its end (issue 13): sign up, pay the auction deposit, bid, the result, then the won car's
 * order — its security deposit, payment, shipment and arrival — through the real server, PostgreSQL and BullMQ.
 */
describe('a won auction car: from the deposit to its arrival', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let staff: SignedIn;
  let make: Make;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: sink.url, WORKER: 'inline' });
    staff = await signedInUser(t, { role: 'admin' });
    const tag = uniqueTag();
    make = await createMake(t, { slug: `toyota-${tag}`, title: `Toyota ${tag}` });
    await api(t, staff).put('/api/admin/currencies/rates', { JPY: '150' }).expect(200);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  const winner = () => createCustomer(t, { importCountry: 'PK', port: 'Karachi' });
  const account = async (who: SignedIn) => (await api(t, who).get('/api/auctions/account').expect(200)).body;
  const deposit = (who: Customer, amountJpy: string) =>
    api(t, staff)
      .post('/api/admin/auctions/deposits', {
        customerId: who.entity.publicId,
        amountJpy,
        bankReference: uniqueBankReference(),
        valueDate: '2026-11-02',
      })
      .expect(201);
  /** A customer with a deposit, an open bid of `maxBidJpy` on a new lot, and its result `won` at hammer + fees. */
  async function wonBid(who: Customer, maxBidJpy = '1500000', hammerPriceJpy = '1400000', feesJpy = '100000') {
    await deposit(who, '200000');
    const lot = await createAuctionLot(t, { startsAt: inAWeek(), make: make.title, makeSlug: make.slug, model: 'Prius', year: 2019 });
    const bid = (await api(t, who).post(`/api/auctions/lots/${lot.publicId}/bids`, { maxBidJpy }).expect(201)).body;
    await wonAtAuction(t, staff, lot, bid.id, hammerPriceJpy, feesJpy);
    return { lot, bidId: bid.id as string };
  }
  const orderBody = (who: Customer, overrides: Record<string, unknown> = {}) => ({
    ...fullCarBody(make.slug, {
      chassisNumber: `ZVW50-${uniqueTag()}`,
      fobPriceUsd: '10000.00',
      lengthM: '4.50',
      widthM: '1.76',
      heightM: '1.50',
    }),
    tradeTerms: 'CFR',
    shippingMethod: 'roro',
    destinationCountry: 'PK',
    destinationPort: 'Karachi',
    consigneeId: who.consignee.publicId,
    ...overrides,
  });
  const makeOrder = (bidId: string, body: Record<string, unknown>) => api(t, staff).post(`/api/admin/auctions/bids/${bidId}/order`, body);
  async function expectLedgerAddsUp(who: Customer): Promise<void> {
    const { account: row, ledger } = await auctionAccountAndLedger(t, who.entity.id);
    expect(row).toEqual(ledger);
  }

  it('takes the customer from the deposit through the result, the security deposit and payment to the car’s arrival', async () => {
    const who = await winner();
    const { bidId } = await wonBid(who);
    expect(await account(who)).toMatchObject({ depositJpy: '200000', heldJpy: '0', owedJpy: '1500000', biddingPowerJpy: '500000' });
    expect((await sink.nextMessage(who.entity.email)).subject).toBe('Auction deposit of 200,000 JPY received');
    const won = await sink.nextMessage(who.entity.email);
    expect(won.subject).toMatch(/^You won 2019 Toyota .* Prius, lot \d+ at USS Tokyo$/);
    expect(won.text).toContain('Our staff will make the order for the car next; you will be e-mailed its security deposit.');

    // Staff start the order from the winner's profile, their consignees and the day's rate.
    const draft = (await api(t, staff).get(`/api/admin/auctions/bids/${bidId}/order-draft`).expect(200)).body;
    expect(draft).toMatchObject({
      bid: { id: bidId, status: 'won', hammerPriceJpy: '1400000', feesJpy: '100000', orderId: null },
      destinationCountry: 'PK',
      destinationPort: 'Karachi',
      consignees: [{ id: who.consignee.publicId, consigneeName: who.consignee.consigneeName, permanent: who.consignee.permanent }],
      jpyPerUsd: '150',
      car: { make: make.slug, model: 'Prius', year: 2019, mileageKm: 84_000, transmission: 'automatic', fobPriceUsd: '10000.00' },
    });

    const created = await makeOrder(bidId, orderBody(who, { fobPriceUsd: draft.car.fobPriceUsd })).expect(201);
    const order = created.body;
    // RoRo at 85 USD per cubic metre of 4.50 × 1.76 × 1.50 m (11.88 m³).
    expect(order).toMatchObject({
      status: 'reserved',
      auctionBidId: bidId,
      tradeTerms: 'CFR',
      destinationCountry: 'PK',
      destinationPort: 'Karachi',
      customer: { id: who.entity.publicId },
      price: { vehiclePrice: { amount: '10000.00' }, freight: { amount: '1009.80' }, total: { amount: '11009.80' } },
      payment: { depositRequired: { amount: '5504.90' }, depositPaid: false },
    });
    const stockId = order.car.stockId as string;
    expect(order.car.title).toBe(`2019 ${make.title} Prius`);
    const car = await t.dataSource.getRepository(Car).findOneByOrFail({ stockId });
    expect(car.status).toBe('reserved');
    expect((await transitionRows(t, order.id)).map((r) => [r.fromStatus, r.toStatus, r.cause])).toEqual([[null, 'reserved', 'staff']]);
    expect((await auditEntries(t, 'car', stockId)).map((a) => a.action)).toEqual(['car.create', 'car.status_change']);
    // The lot's auction sheet went into stock with it.
    const stocked = (await api(t, staff).get(`/api/admin/cars/${stockId}`).expect(200)).body;
    expect(stocked.auctionSheet).toMatchObject({
      auctionHouse: 'USS Tokyo',
      overallGrade: '4.5',
      interiorGrade: 'B',
      exteriorGrade: 'A',
      damages: [{ code: 'A1', location: 'rear bumper' }],
      notes: 'Small scratch on rear bumper',
    });

    const mail = await sink.nextMessage(who.entity.email);
    expect(mail.subject).toBe(`Your won car 2019 ${make.title} Prius: security deposit of 5504.90 USD`);
    expect(mail.text).toContain(`stock ${stockId}, CFR Karachi, PK, 11009.80 USD in all.`);
    expect(mail.text).toMatch(/Please pay the security deposit of 5504\.90 USD by \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Japan time\)/);

    // One order per won car.
    const again = await makeOrder(bidId, orderBody(who)).expect(409);
    expect(again.body.message).toBe('This won car already has an order.');

    // The customer sees it among their reserved vehicles, with the invoice asking for the security deposit.
    const reservedList = (await api(t, who).get('/api/orders/reserved').expect(200)).body;
    expect(reservedList.items.map((o: { id: string }) => o.id)).toContain(order.id);
    const invoice = (await api(t, who).get(`/api/orders/${order.id}/invoice`).expect(200)).body;
    expect(invoice.lines[0].detail).toBe(`2019 ${make.title} Prius, won at auction, stock ${stockId} (FOB Japan)`);
    expect(invoice.totals).toMatchObject({ depositTotal: { amount: '0.00' }, securityDepositTotal: { amount: '5504.90' } });
    expect((await api(t, who).get(`/api/auctions/bids/${bidId}`).expect(200)).body).toMatchObject({ status: 'won', orderId: order.id });

    // Bought at the auction house: the customer cannot cancel it, and a late security deposit does not cancel it either.
    const cancel = await api(t, who).post(`/api/orders/${order.id}/cancel`).expect(409);
    expect(cancel.body.message).toBe('A car won at auction is already bought and cannot be cancelled here. Please contact us.');
    await t.dataSource.query(`UPDATE orders SET expires_at = now() - interval '1 day' WHERE public_id = $1`, [order.id]);
    await t.app.get(ReservationExpiryService).sweep();
    expect((await orderRow(t, order.id)).status).toBe('reserved');

    // The security deposit (50%): shipping may start; the car is still owed at the auction account.
    await pay(t, staff, who, order.id, '5504.90');
    expect((await orderRow(t, order.id)).status).toBe('deposit_paid');
    expect((await t.dataSource.getRepository(Car).findOneByOrFail({ stockId })).status).toBe('sold');
    expect(await account(who)).toMatchObject({ owedJpy: '1500000', biddingPowerJpy: '500000' });

    // The balance: the order is paid, the won bid settled in the same transaction, the bidding power back.
    await pay(t, staff, who, order.id, '5504.90');
    expect((await orderRow(t, order.id)).status).toBe('paid');
    expect(await account(who)).toMatchObject({ depositJpy: '200000', owedJpy: '0', biddingPowerJpy: '2000000', refundableJpy: '200000' });
    const settled = (await api(t, who).get(`/api/auctions/bids/${bidId}`).expect(200)).body;
    expect(settled.settledAt).not.toBeNull();
    expect((await auditEntries(t, 'auction_bid', bidId)).map((a) => a.action)).toContain('auction_bid.settle');
    await expectLedgerAddsUp(who);

    // Shipment and arrival.
    const shipment = await createShipment(t, staff, { destinationCountry: 'PK', destinationPort: 'Karachi' });
    await api(t, staff)
      .post(`/api/admin/shipments/${shipment.id}/orders`, { orderIds: [order.id] })
      .expect(201);
    await api(t, staff).patch(`/api/admin/orders/${order.id}/status`, { status: 'shipped' }).expect(200);
    expect((await t.dataSource.getRepository(Car).findOneByOrFail({ stockId })).status).toBe('in_transit');
    await api(t, staff).patch(`/api/admin/orders/${order.id}/status`, { status: 'arrived' }).expect(200);
    const arrived = (await api(t, who).get(`/api/orders/${order.id}`).expect(200)).body;
    expect(arrived).toMatchObject({ status: 'arrived', auctionBidId: bidId, payment: { fullyPaid: true } });
    expect((await t.dataSource.getRepository(Car).findOneByOrFail({ stockId })).status).toBe('released');

    // Nothing open or owed: the deposit may be asked back.
    await api(t, who).post('/api/auctions/account/refund-request', {}).expect(200);
  });

  it('settles the won bid when an order shipped on its security deposit is paid in full later', async () => {
    const who = await winner();
    const { bidId } = await wonBid(who, '900000', '800000', '100000');
    const order = (await makeOrder(bidId, orderBody(who, { tradeTerms: 'FOB', fobPriceUsd: '6000.00' })).expect(201)).body;
    await pay(t, staff, who, order.id, '3000.00');
    await api(t, staff).patch(`/api/admin/orders/${order.id}/status`, { status: 'shipped' }).expect(200);
    expect(await account(who)).toMatchObject({ owedJpy: '900000' });
    await pay(t, staff, who, order.id, '3000.00');
    expect((await orderRow(t, order.id)).status).toBe('shipped');
    expect(await account(who)).toMatchObject({ owedJpy: '0', biddingPowerJpy: '2000000' });
    await expectLedgerAddsUp(who);
  });

  it('owes the won car again when the payment that paid its order in full is voided (issue 24)', async () => {
    const who = await winner();
    const { bidId } = await wonBid(who, '900000', '800000', '100000');
    const order = (await makeOrder(bidId, orderBody(who, { tradeTerms: 'FOB', fobPriceUsd: '6000.00' })).expect(201)).body;
    await pay(t, staff, who, order.id, '3000.00');
    const balance = await recordPayment(t, staff, who, '3000.00');
    await allocate(t, staff, balance.id, order.id, '3000.00').expect(201);
    expect(await account(who)).toMatchObject({ owedJpy: '0', biddingPowerJpy: '2000000' });

    await voidPayment(t, staff, balance.id, 'The transfer was recalled by the bank').expect(200);
    expect((await orderRow(t, order.id)).status).toBe('deposit_paid');
    expect((await api(t, who).get(`/api/auctions/bids/${bidId}`).expect(200)).body.settledAt).toBeNull();
    expect(await account(who)).toMatchObject({ owedJpy: '900000' });
    expect((await auditEntries(t, 'auction_bid', bidId)).map((a) => a.action)).toContain('auction_bid.unsettle');
    await expectLedgerAddsUp(who);

    // Paid again in full: settled again, once.
    await pay(t, staff, who, order.id, '3000.00');
    expect(await account(who)).toMatchObject({ owedJpy: '0', biddingPowerJpy: '2000000' });
    await expectLedgerAddsUp(who);
  });

  it('makes an order only for a won bid request, with the winner’s consignee and a valid car, and leaves nothing behind otherwise', async () => {
    const who = await winner();
    await deposit(who, '100000');
    const lot = await createAuctionLot(t, { startsAt: inAWeek() });
    const open = (await api(t, who).post(`/api/auctions/lots/${lot.publicId}/bids`, { maxBidJpy: '500000' }).expect(201)).body;
    const notWon = await makeOrder(open.id, orderBody(who)).expect(409);
    expect(notWon.body.message).toBe('Only a won lot can be ordered; this bid request is open.');

    const other = await winner();
    const { bidId } = await wonBid(other);
    const foreign = await makeOrder(bidId, orderBody(other, { consigneeId: who.consignee.publicId })).expect(400);
    expect(foreign.body).toMatchObject({ code: 'CONSIGNEE_ID_INVALID' });

    const chassisNumber = `BAD-${uniqueTag()}`;
    const invalid = await makeOrder(bidId, orderBody(other, { chassisNumber, year: 1800, tradeTerms: 'DDP' })).expect(400);
    expect(invalid.body.details.map((e: { field: string }) => e.field).sort()).toEqual(['tradeTerms', 'year']);
    expect(await t.dataSource.getRepository(Car).countBy({ chassisNumber })).toBe(0);

    await api(t, staff).get('/api/admin/auctions/bids/not-a-uuid/order-draft').expect(404);
    await makeOrder('6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', orderBody(other)).expect(404);
    // Customers never reach it.
    await api(t, other).post(`/api/admin/auctions/bids/${bidId}/order`, orderBody(other)).expect(403);
    expect((await api(t, staff).get(`/api/admin/auctions/bids/${bidId}`).expect(200)).body.orderId).toBeNull();
  });
});

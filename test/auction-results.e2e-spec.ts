import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { ManualClock } from '../src/common/time/clock.js';
import { Car } from '../src/modules/cars/car.entity.js';
import type { AuctionLot } from '../src/modules/auctions/lots/auction-lot.entity.js';
import type { Make } from '../src/modules/makes/make.entity.js';
import { auditEntries, fullCarBody, uniqueTag } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { auctionAccountAndLedger, createAuctionLot, recordLotResult, undoLotResult } from './support/auction-factories.js';
import { createCar, createMake } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createCustomer, type Customer, orderRow, pay, reserve, uniqueBankReference } from './support/order-factories.js';
import { SmtpSink } from './support/smtp-sink.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { sleep, waitFor } from './support/wait.js';

const HOUR = 3_600_000;

/**
 * Issue 24, "auctions that cannot record the impossible": a customer bid ¥1,000 on a lot starting at ¥820,000 and it
 * held bidding power; staff recorded "won" for the lower of two bids, two days before the auction, below the start
 * price; the higher bidder was told the lot was sold while its page still counted down; and a result could not be
 * undone. The app runs on a ManualClock (the clock every result rule asks): moving it past a lot's start is the
 * auction passing, while PostgreSQL's own clock — which decides the bid cut-off — stays in the present.
 */
describe('auction results: one per lot, only once it came up, for the eligible winner, and undoable', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let staff: SignedIn;
  let make: Make;
  const clock = new ManualClock(new Date());

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: sink.url, WORKER: 'inline' }, { clock });
    staff = await signedInUser(t, { role: 'admin' });
    const tag = uniqueTag();
    make = await createMake(t, { slug: `toyota-${tag}`, title: `Toyota ${tag}` });
    await api(t, staff).put('/api/admin/currencies/rates', { JPY: '150' }).expect(200);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });
  beforeEach(() => clock.set(new Date()));

  /** A customer with a consignee and `amountJpy` of deposit (bidding power ten times that); its email is read. */
  async function bidder(amountJpy = '200000'): Promise<Customer> {
    const who = await createCustomer(t, { importCountry: 'PK', port: 'Karachi' });
    await api(t, staff)
      .post('/api/admin/auctions/deposits', {
        customerId: who.entity.publicId,
        amountJpy,
        bankReference: uniqueBankReference(),
        valueDate: '2026-01-15',
      })
      .expect(201);
    await sink.nextMessage(who.entity.email);
    return who;
  }
  /** A lot starting at ¥820,000 that comes up `hoursAhead` from now. */
  const lotIn = (hoursAhead: number, overrides: Partial<AuctionLot> = {}) =>
    createAuctionLot(t, {
      startsAt: new Date(Date.now() + hoursAhead * HOUR),
      startPriceJpy: '820000',
      make: make.title,
      makeSlug: make.slug,
      model: 'Aqua',
      year: 2021,
      ...overrides,
    });
  const bid = (who: SignedIn, lot: Pick<AuctionLot, 'publicId'>, maxBidJpy: string) =>
    api(t, who).post(`/api/auctions/lots/${lot.publicId}/bids`, { maxBidJpy });
  const account = async (who: SignedIn) => (await api(t, who).get('/api/auctions/account').expect(200)).body;
  const bidOf = async (who: SignedIn, id: string) => (await api(t, who).get(`/api/auctions/bids/${id}`).expect(200)).body;
  const staffLot = async (lot: Pick<AuctionLot, 'publicId'>) =>
    (await api(t, staff).get(`/api/admin/auctions/lots/${lot.publicId}`).expect(200)).body;
  const lotPage = async (who: SignedIn | null, lot: Pick<AuctionLot, 'publicId'>) =>
    (await api(t, who).get(`/api/auctions/lots/${lot.publicId}`).expect(200)).body;
  /** The auction passes: the app's clock moves to a minute after the lot came up. */
  const cameUp = (lot: Pick<AuctionLot, 'startsAt'>) => clock.set(new Date(lot.startsAt.getTime() + 60_000));
  /** The first email to `who` whose subject matches, waiting for it (other emails, an order's, may come between). */
  const mailTo = (who: Customer, subject: RegExp) =>
    waitFor(
      `an email "${subject.source}" to ${who.entity.email}`,
      async () => sink.messagesTo(who.entity.email).find((m) => subject.test(m.subject)),
      (mail) => mail !== undefined,
    ).then((mail) => mail!);
  const resultMails = (who: Customer) =>
    sink.messagesTo(who.entity.email).filter((m) => /^(You won|Not won|Not sold|Result withdrawn)/.test(m.subject));
  async function expectLedgerAddsUp(...who: Customer[]): Promise<void> {
    for (const one of who) {
      const { account: row, ledger } = await auctionAccountAndLedger(t, one.entity.id);
      expect(row).toEqual(ledger);
    }
  }
  const orderBody = (who: Customer, makeSlug = make.slug) => ({
    ...fullCarBody(makeSlug, { chassisNumber: `NHP10-${uniqueTag()}`, fobPriceUsd: '7000.00', year: 2021 }),
    tradeTerms: 'FOB',
    shippingMethod: 'roro',
    destinationCountry: 'PK',
    destinationPort: 'Karachi',
    consigneeId: who.consignee.publicId,
  });

  /** Alice bids ¥900,000 first, Bob ¥1,000,000, Carol ¥1,000,000 after Bob (a tie Bob wins by being first). */
  async function threeBidders(lot: AuctionLot) {
    const [alice, bob, carol] = [await bidder(), await bidder(), await bidder()];
    const a = (await bid(alice, lot, '900000').expect(201)).body;
    const b = (await bid(bob, lot, '1000000').expect(201)).body;
    const c = (await bid(carol, lot, '1000000').expect(201)).body;
    return { alice, bob, carol, a, b, c };
  }

  describe('bids', () => {
    it('refuses a maximum bid below the start price (¥1,000 on a ¥820,000 lot) with 400 naming it, holding nothing', async () => {
      const who = await bidder();
      const lot = await lotIn(48);
      const low = await bid(who, lot, '1000').expect(400);
      expect(low.body).toMatchObject({
        code: 'BID_BELOW_START_PRICE',
        message: 'Your maximum bid must be at least the lot’s start price of 820000 JPY',
        params: { startPrice: '820000' },
        details: [{ field: 'maxBidJpy', code: 'BID_BELOW_START_PRICE', params: { startPrice: '820000' } }],
      });
      expect(await account(who)).toMatchObject({ heldJpy: '0', biddingPowerJpy: '2000000', ledger: { total: 1 } });

      // The start price itself is taken; a change below it is refused like a new bid.
      const placed = (await bid(who, lot, '820000').expect(201)).body;
      const lower = await api(t, who).patch(`/api/auctions/bids/${placed.id}`, { maxBidJpy: '819999' }).expect(400);
      expect(lower.body).toMatchObject({ code: 'BID_BELOW_START_PRICE', details: [{ field: 'maxBidJpy' }] });
      expect(await account(who)).toMatchObject({ heldJpy: '820000' });
      await expectLedgerAddsUp(who);
    });

    it('refuses bids, changes and withdrawals once the lot has come up by the app’s clock, whatever the database’s says', async () => {
      const [who, late] = [await bidder(), await bidder()];
      const lot = await lotIn(3);
      const placed = (await bid(who, lot, '900000').expect(201)).body;
      expect(await lotPage(who, lot)).toMatchObject({ phase: 'bidding', biddingOpen: true, past: false });

      cameUp(lot);
      expect((await bid(late, lot, '900000').expect(409)).body.code).toBe('BID_CUTOFF_PASSED');
      expect((await api(t, who).patch(`/api/auctions/bids/${placed.id}`, { maxBidJpy: '950000' }).expect(409)).body.code).toBe(
        'BID_CUTOFF_PASSED',
      );
      expect((await api(t, who).delete(`/api/auctions/bids/${placed.id}`).expect(409)).body.code).toBe('BID_CUTOFF_PASSED');
      // The lot page stops counting down: it has come up and awaits its result, which nobody has been told.
      expect(await lotPage(null, lot)).toMatchObject({ phase: 'awaiting_result', biddingOpen: false, past: true, result: 'pending' });
      expect(await bidOf(who, placed.id)).toMatchObject({ status: 'open', lot: { phase: 'awaiting_result' } });
      expect(await account(late)).toMatchObject({ heldJpy: '0' });
    });
  });

  describe('recording a result', () => {
    it('refuses it two days before the auction, for the lower of two bids, and at a hammer price below the start price', async () => {
      const lot = await lotIn(48);
      const { alice, bob, carol, a, b } = await threeBidders(lot);

      const early = await recordLotResult(t, staff, lot, { result: 'won', bidId: a.id, hammerPriceJpy: '1000' }).expect(409);
      expect(early.body).toMatchObject({
        code: 'LOT_NOT_UP_YET',
        message: 'A result can be recorded only once the lot has come up at the auction.',
      });
      expect(await staffLot(lot)).toMatchObject({ lot: { phase: 'bidding' }, nextPhases: [], results: [], winner: null, result: null });

      cameUp(lot);
      const lower = await recordLotResult(t, staff, lot, { result: 'won', bidId: a.id, hammerPriceJpy: '850000' }).expect(409);
      expect(lower.body).toMatchObject({
        code: 'LOT_WINNER_NOT_ELIGIBLE',
        message: `Only the highest open bid request can win this lot: ${b.id}, with a maximum bid of 1000000 JPY.`,
      });
      for (const hammerPriceJpy of ['819999', '1000001']) {
        const out = await recordLotResult(t, staff, lot, { result: 'won', bidId: b.id, hammerPriceJpy }).expect(400);
        expect(out.body).toMatchObject({
          code: 'LOT_HAMMER_OUT_OF_RANGE',
          message: 'The hammer price must be from the start price of 820000 JPY up to the winning maximum bid of 1000000 JPY',
          details: [{ field: 'hammerPriceJpy' }],
        });
      }
      const lost = await recordLotResult(t, staff, lot, { result: 'lost', hammerPriceJpy: '990000' }).expect(400);
      expect(lost.body).toMatchObject({ code: 'LOT_LOST_HAMMER_TOO_LOW', params: { min: '1000000' } });

      // Nothing was recorded, and nobody was told anything.
      expect(await lotPage(alice, lot)).toMatchObject({ result: 'pending', phase: 'awaiting_result' });
      for (const who of [alice, bob, carol]) expect(resultMails(who)).toEqual([]);
      expect(await account(alice)).toMatchObject({ heldJpy: '900000' });
    });

    it('records won for the highest bid (ties: the earliest), closes the others as lost, releases their power and tells each after', async () => {
      const lot = await lotIn(5);
      const { alice, bob, carol, a, b, c } = await threeBidders(lot);
      cameUp(lot);
      const before = await staffLot(lot);
      expect(before).toMatchObject({
        lot: { phase: 'awaiting_result', startPriceJpy: '820000' },
        nextPhases: ['sold', 'unsold'],
        results: ['won', 'lost', 'not_sold'],
        winner: { bidId: b.id, customer: { id: bob.entity.publicId }, hammerMinJpy: '820000', hammerMaxJpy: '1000000' },
        lostHammerMinJpy: '1000000',
        undo: { allowed: false, code: 'LOT_NO_RESULT' },
      });
      expect(before.bids.map((x: { id: string; eligible: boolean }) => [x.id, x.eligible])).toEqual([
        [b.id, true],
        [c.id, true],
        [a.id, true],
      ]);

      const done = await recordLotResult(t, staff, lot, { result: 'won', bidId: b.id, hammerPriceJpy: '950000', feesJpy: '30000' }).expect(
        200,
      );
      expect(done.body).toMatchObject({
        lot: { phase: 'sold', result: 'sold' },
        result: { result: 'won', winningBidId: b.id, hammerPriceJpy: '950000', feesJpy: '30000' },
        undo: { allowed: true },
      });
      expect(Object.fromEntries(done.body.bids.map((x: { id: string; status: string }) => [x.id, x.status]))).toEqual({
        [a.id]: 'lost',
        [b.id]: 'won',
        [c.id]: 'lost',
      });
      expect((await bidOf(alice, a.id)).status).toBe('lost');
      expect((await bidOf(carol, c.id)).status).toBe('lost');
      expect(await account(alice)).toMatchObject({ heldJpy: '0', owedJpy: '0', biddingPowerJpy: '2000000' });
      expect(await account(carol)).toMatchObject({ heldJpy: '0', biddingPowerJpy: '2000000' });
      expect(await account(bob)).toMatchObject({ heldJpy: '0', owedJpy: '980000', biddingPowerJpy: '1020000' });
      expect((await account(alice)).ledger.items.map((e: { kind: string; amountJpy: string }) => `${e.kind} ${e.amountJpy}`)).toEqual([
        'release 900000',
        'hold 900000',
        'deposit 200000',
      ]);
      const open = await t.dataSource.query(`SELECT 1 FROM auction_bid_requests WHERE lot_id = $1 AND status = 'open'`, [lot.id]);
      expect(open).toEqual([]);

      await mailTo(bob, /^You won 2021 Toyota .* Aqua, lot /);
      for (const who of [alice, carol]) {
        const mail = await mailTo(who, /^Not won: /);
        expect(mail.text).toContain('Its hold on your bidding power has been released.');
      }
      // The customer's page shows the result, consistently, and counts down no more.
      expect(await lotPage(alice, lot)).toMatchObject({
        phase: 'sold',
        result: 'sold',
        resultPriceJpy: '950000',
        past: true,
        biddingOpen: false,
      });
      expect((await auditEntries(t, 'auction_lot', lot.publicId)).map((e) => [e.action, (e.after as { result: string }).result])).toEqual([
        ['auction_lot.result', 'won'],
      ]);
      await expectLedgerAddsUp(alice, bob, carol);
    });

    it('records not sold for every open bid, and lists the day’s lots with their results for staff', async () => {
      const lot = await lotIn(6, { auctionHouse: `House ${uniqueTag()}` });
      const { alice, bob, a, b } = await threeBidders(lot);
      cameUp(lot);
      const done = await recordLotResult(t, staff, lot, { result: 'not_sold' }).expect(200);
      expect(done.body).toMatchObject({ result: { result: 'not_sold' }, lot: { phase: 'unsold' } });
      expect((await bidOf(alice, a.id)).status).toBe('not_sold');
      expect((await bidOf(bob, b.id)).status).toBe('not_sold');
      expect(await account(bob)).toMatchObject({ heldJpy: '0', biddingPowerJpy: '2000000' });
      const day = await api(t, staff)
        .get(`/api/admin/auctions/lots?date=${lot.auctionDate}&auctionHouse=${encodeURIComponent(lot.auctionHouse)}`)
        .expect(200);
      expect(day.body).toMatchObject({ total: 1, items: [{ lot: { id: lot.publicId }, openBids: 0, bids: 3, result: 'not_sold' }] });
      // One result per lot: a second is refused until the first is undone.
      expect((await recordLotResult(t, staff, lot, { result: 'lost' }).expect(409)).body.code).toBe('LOT_RESULT_ALREADY');
    });
  });

  describe('undoing a result', () => {
    it('opens every bid again with its hold, takes back what the winner owed, cancels the car’s unpaid order and tells everyone', async () => {
      const lot = await lotIn(7);
      const { alice, bob, carol, a, b, c } = await threeBidders(lot);
      cameUp(lot);
      await recordLotResult(t, staff, lot, { result: 'won', bidId: b.id, hammerPriceJpy: '950000', feesJpy: '30000' }).expect(200);
      const order = (await api(t, staff).post(`/api/admin/auctions/bids/${b.id}/order`, orderBody(bob)).expect(201)).body;
      const stockId = order.car.stockId as string;

      const noReason = await undoLotResult(t, staff, lot, '  ').expect(400);
      expect(noReason.body.details[0]).toMatchObject({ field: 'reason' });
      const undone = await undoLotResult(t, staff, lot, 'Recorded for the wrong lot: ours was 40124').expect(200);
      expect(undone.body).toMatchObject({
        lot: { phase: 'awaiting_result', result: 'pending' },
        result: null,
        nextPhases: ['sold', 'unsold'],
        winner: { bidId: b.id },
        undo: { allowed: false, code: 'LOT_NO_RESULT' },
      });
      for (const [who, id] of [
        [alice, a.id],
        [bob, b.id],
        [carol, c.id],
      ] as const)
        expect(await bidOf(who, id)).toMatchObject({ status: 'open', hammerPriceJpy: null, feesJpy: null, resultAt: null, orderId: null });
      expect(await account(alice)).toMatchObject({ heldJpy: '900000', owedJpy: '0' });
      expect(await account(bob)).toMatchObject({ heldJpy: '1000000', owedJpy: '0', biddingPowerJpy: '1000000' });
      expect(
        (await account(bob)).ledger.items
          .slice(0, 2)
          .map((e: { kind: string; amountJpy: string; note: string }) => [e.kind, e.amountJpy, e.note]),
      ).toEqual([
        ['hold', '1000000', 'Recorded for the wrong lot: ours was 40124'],
        ['won_undone', '980000', 'Recorded for the wrong lot: ours was 40124'],
      ]);
      expect((await orderRow(t, order.id)).status).toBe('cancelled');
      // The company never bought the car: withdrawn from sale, not put on sale (issue 24).
      expect((await t.dataSource.getRepository(Car).findOneByOrFail({ stockId })).status).toBe('withdrawn');

      const told = await mailTo(bob, /^Result withdrawn: 2021 Toyota .* Aqua, lot /);
      expect(told.text).toContain('You owe nothing for the car: the order we made for it is cancelled.');
      for (const who of [alice, carol]) {
        const mail = await mailTo(who, /^Result withdrawn: /);
        expect(mail.text).toContain('Your bid request of ');
        expect(mail.text).toContain('is open again and holds that much of your bidding power');
      }
      const audit = await auditEntries(t, 'auction_lot', lot.publicId);
      expect(audit.map((e) => e.action)).toEqual(['auction_lot.result', 'auction_lot.result_undo']);
      expect(audit[1]!.after).toMatchObject({
        reason: 'Recorded for the wrong lot: ours was 40124',
        reopenedBids: 3,
        cancelledOrderId: order.id,
        withdrawnCar: stockId,
      });
      await expectLedgerAddsUp(alice, bob, carol);

      // The right result can then be recorded.
      await recordLotResult(t, staff, lot, { result: 'lost', hammerPriceJpy: '1200000' }).expect(200);
      expect(await account(bob)).toMatchObject({ heldJpy: '0', owedJpy: '0' });
    });

    it('withdraws the won car from sale: off every public list, count and page, never reservable, the winner told once', async () => {
      const tag = uniqueTag();
      const own = await createMake(t, { slug: `daihatsu-${tag}`, title: `Daihatsu ${tag}` });
      const control = (await createCar(t, { make: own, status: 'available' })).car;
      const lot = await lotIn(11);
      const dan = await bidder();
      const placed = (await bid(dan, lot, '900000').expect(201)).body;
      cameUp(lot);
      await recordLotResult(t, staff, lot, { result: 'won', bidId: placed.id, hammerPriceJpy: '850000' }).expect(200);
      const order = (await api(t, staff).post(`/api/admin/auctions/bids/${placed.id}/order`, orderBody(dan, own.slug)).expect(201)).body;
      const stockId = order.car.stockId as string;
      await mailTo(dan, /^Your won car /);
      const eve = await createCustomer(t);
      const listed = async () =>
        ((await api(t, eve).get('/api/cars').query({ make: own.slug }).expect(200)).body.items as { ref: string }[])
          .map((c) => c.ref)
          .sort();
      const countOfMake = async () =>
        ((await t.http.get('/api/makes').expect(200)).body as { slug: string; carCount: number }[]).find((m) => m.slug === own.slug)
          ?.carCount;
      const footerTotal = async () => (await t.http.get('/api/footer-data').expect(200)).body.totalCars as number;
      const landingRefs = async (country?: string) => {
        const page = (
          await t.http
            .post('/api/landing-page')
            .send(country ? { country } : {})
            .expect(200)
        ).body.landingPage;
        return [page.todayDeal, ...page.mostPopular, ...page.newArrival, ...page.mostAffordable].filter(Boolean).map((c) => c.ref);
      };
      // While its order holds it, the won car is listed as any reserved car is.
      expect(await listed()).toEqual([control.stockId, stockId].sort());
      expect(await countOfMake()).toBe(2);
      expect(await landingRefs('PK')).toContain(stockId);
      const totalBefore = await footerTotal();
      const inboxBefore = sink.messagesTo(dan.entity.email).length;

      await undoLotResult(t, staff, lot, 'The hammer price was lot 40125’s').expect(200);

      expect((await orderRow(t, order.id)).status).toBe('cancelled');
      expect((await t.dataSource.getRepository(Car).findOneByOrFail({ stockId })).status).toBe('withdrawn');
      // Off every public list, search, facet and count, as a sold car is.
      expect(await listed()).toEqual([control.stockId]);
      expect((await api(t, eve).get('/api/cars').query({ q: stockId }).expect(200)).body).toMatchObject({ items: [], total: 0 });
      const facets = (await api(t, eve).get('/api/cars/facets').query({ make: own.slug }).expect(200)).body;
      expect(facets.makes).toContainEqual(expect.objectContaining({ value: own.slug, count: 1 }));
      expect(facets.models).toEqual([expect.objectContaining({ count: 1 })]);
      expect(await countOfMake()).toBe(1);
      expect(await footerTotal()).toBe(totalBefore - 1);
      for (const country of ['PK', 'KE', undefined]) expect(await landingRefs(country)).not.toContain(stockId);
      const sitemap = await t.http.get('/sitemaps/cars/0.xml').expect(200);
      expect(sitemap.text).toContain(`/cars/${control.stockId}<`);
      expect(sitemap.text).not.toContain(stockId);
      // Its page answers as a sold car's does, and nobody can reserve it.
      expect((await api(t, eve).get(`/api/cars/detail/ref/${stockId}`).expect(404)).body).toMatchObject({
        code: 'PRODUCT_NOT_FOUND',
        message: 'Product not found!',
      });
      expect((await reserve(t, eve, stockId, { destinationCountry: 'PK', destinationPort: 'Karachi' }).expect(409)).body).toMatchObject({
        code: 'CAR_NOT_AVAILABLE',
        message: 'This car is no longer available.',
      });
      // Staff see why, and may put it on sale only by hand.
      expect((await api(t, staff).get(`/api/admin/cars/${stockId}`).expect(200)).body).toMatchObject({
        status: 'withdrawn',
        nextStatuses: ['available'],
        holdingOrderId: null,
      });
      const carAudit = (await auditEntries(t, 'car', stockId)).filter((e) => e.action === 'car.status_change');
      expect(carAudit.at(-1)).toMatchObject({
        before: { status: 'reserved' },
        after: {
          status: 'withdrawn',
          orderId: order.id,
          neverBought: true,
          cause: 'auction_result_undone',
          auctionBidId: placed.id,
          reason: 'The hammer price was lot 40125’s',
        },
      });
      // The winner hears it once, from the auction: the order's own cancellation notice is not sent besides.
      const told = await mailTo(dan, /^Result withdrawn: /);
      expect(told.text).toContain('You owe nothing for the car: the order we made for it is cancelled.');
      await sleep(2000);
      expect(
        sink
          .messagesTo(dan.entity.email)
          .slice(inboxBefore)
          .map((m) => m.subject),
      ).toEqual([told.subject]);

      // Recorded again and ordered again: a new car enters stock for the new order; the withdrawn one stays off sale.
      await recordLotResult(t, staff, lot, { result: 'won', bidId: placed.id, hammerPriceJpy: '870000' }).expect(200);
      const again = (await api(t, staff).post(`/api/admin/auctions/bids/${placed.id}/order`, orderBody(dan, own.slug)).expect(201)).body;
      expect(again.car.stockId).not.toBe(stockId);
      expect((await t.dataSource.getRepository(Car).findOneByOrFail({ stockId: again.car.stockId })).status).toBe('reserved');
      expect((await t.dataSource.getRepository(Car).findOneByOrFail({ stockId })).status).toBe('withdrawn');
      expect(await listed()).toEqual([control.stockId, again.car.stockId].sort());
    });

    it('is refused with 409 once money was paid against the won car, and says so on the staff screen', async () => {
      const lot = await lotIn(8);
      const who = await bidder();
      const placed = (await bid(who, lot, '900000').expect(201)).body;
      cameUp(lot);
      await recordLotResult(t, staff, lot, { result: 'won', bidId: placed.id, hammerPriceJpy: '850000' }).expect(200);
      const order = (await api(t, staff).post(`/api/admin/auctions/bids/${placed.id}/order`, orderBody(who)).expect(201)).body;
      await pay(t, staff, who, order.id, '3500.00');

      const refused = await undoLotResult(t, staff, lot).expect(409);
      expect(refused.body).toMatchObject({
        code: 'LOT_RESULT_PAID',
        message: 'Money has been paid against this result (the won car’s security deposit or price): it can no longer be undone.',
      });
      expect(await staffLot(lot)).toMatchObject({ undo: { allowed: false, code: 'LOT_RESULT_PAID' }, result: { result: 'won' } });
      expect((await bidOf(who, placed.id)).status).toBe('won');
      expect((await orderRow(t, order.id)).status).toBe('deposit_paid');
    });

    it('is refused while a reopened bid would exceed its bidder’s power, and taken once it fits', async () => {
      const who = await bidder('100000'); // power 1,000,000
      const first = await lotIn(2);
      const placed = (await bid(who, first, '900000').expect(201)).body;
      cameUp(first);
      await recordLotResult(t, staff, first, { result: 'not_sold' }).expect(200);
      // Meanwhile the power the result freed goes to another lot.
      const next = await lotIn(9);
      const other = (await bid(who, next, '850000').expect(201)).body;

      const refused = await undoLotResult(t, staff, first).expect(409);
      expect(refused.body).toMatchObject({
        code: 'LOT_UNDO_ABOVE_POWER',
        params: { customer: who.entity.email, needed: '900000', available: '150000' },
      });
      expect((await bidOf(who, placed.id)).status).toBe('not_sold');
      await api(t, who).delete(`/api/auctions/bids/${other.id}`).expect(200);
      await undoLotResult(t, staff, first).expect(200);
      expect(await account(who)).toMatchObject({ heldJpy: '900000', biddingPowerJpy: '100000' });
      await expectLedgerAddsUp(who);
    });

    it('is refused for a lot without a recorded result, and 404 for an unknown lot', async () => {
      const lot = await lotIn(10);
      expect((await undoLotResult(t, staff, lot).expect(409)).body.code).toBe('LOT_NO_RESULT');
      await undoLotResult(t, staff, { publicId: '3f6c2a9e-8b1d-4c7e-9a52-0d4b8e6f1a23' }).expect(404);
      await api(t, staff).get('/api/admin/auctions/lots/not-a-uuid').expect(404);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AuctionLot } from '../src/modules/auctions/lots/auction-lot.entity.js';
import { auditEntries } from './support/admin-helpers.js';
import { api } from './support/api.js';
import {
  auctionAccountAndLedger,
  createAuctionLot as aLot,
  createAuctionLots as someLots,
  lotCameUp,
  recordLotResult,
} from './support/auction-factories.js';
import { type SignedIn, signedInUser, signedInUsers } from './support/factories.js';
import { uniqueBankReference } from './support/order-factories.js';
import { SmtpSink } from './support/smtp-sink.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';
import { sleep } from './support/wait.js';

/**
 * The lot these specs bid on (the bid sheet's expected lines read its year and chassis code). It starts at ¥1,000, so
 * that the power and cut-off rules are tried with small bids; auction-results.e2e-spec.ts tries the start price.
 */
const BIDDING_LOT: Partial<AuctionLot> = { year: 2018, chassisCode: 'ZVW50', mileageKm: 48_000, startPriceJpy: '1000' };
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000);
const createAuctionLot = (t: TestApp, overrides: Partial<AuctionLot> = {}) =>
  aLot(t, { ...BIDDING_LOT, startsAt: inAWeek(), ...overrides });
const createAuctionLots = (t: TestApp, count: number, overrides: Partial<AuctionLot> = {}) =>
  someLots(t, count, { ...BIDDING_LOT, startsAt: inAWeek(), ...overrides });

type Customer = SignedIn & { entity: { id: string; publicId: string; email: string } };

const CUTOFF_MINUTES = 60;

describe('auction bidding: deposits, bidding power, bid requests and results', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let staff: SignedIn;
  let superadmin: SignedIn;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: sink.url, WORKER: 'inline' });
    staff = await signedInUser(t, { role: 'admin' });
    superadmin = await signedInUser(t, { role: 'superadmin' });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  const customer = () => signedInUser(t) as Promise<Customer>;
  const deposit = (who: Customer, amountJpy: string | number, overrides: Record<string, unknown> = {}) =>
    api(t, staff).post('/api/admin/auctions/deposits', {
      customerId: who.entity.publicId,
      amountJpy,
      bankReference: uniqueBankReference(),
      valueDate: '2026-01-15',
      ...overrides,
    });
  const bid = (who: SignedIn, lot: Pick<AuctionLot, 'publicId'>, maxBidJpy: unknown, extra: Record<string, unknown> = {}) =>
    api(t, who).post(`/api/auctions/lots/${lot.publicId}/bids`, { maxBidJpy, ...extra });
  const account = async (who: SignedIn) => (await api(t, who).get('/api/auctions/account').expect(200)).body;
  /** The lot comes up, then staff record its result. */
  const result = async (lot: Pick<AuctionLot, 'id' | 'publicId'>, body: Record<string, unknown>, status = 200) => {
    await lotCameUp(t, lot);
    return recordLotResult(t, staff, lot, body).expect(status);
  };
  /** The account row equals the sums of its ledger. */
  async function expectLedgerAddsUp(who: Customer): Promise<void> {
    const { account: row, ledger } = await auctionAccountAndLedger(t, who.entity.id);
    expect(row).toEqual(ledger);
  }
  /** A lot whose bid requests close `seconds` after PostgreSQL's now. */
  async function lotClosingIn(seconds: number): Promise<AuctionLot> {
    const [{ now }] = await t.dataSource.query<{ now: Date }[]>('SELECT now() AS now');
    return createAuctionLot(t, { startsAt: new Date(now.getTime() + CUTOFF_MINUTES * 60_000 + seconds * 1000) });
  }

  describe('deposits and bidding power', () => {
    it('gives ten times the deposit as bidding power, emails the customer and audits the deposit', async () => {
      const who = await customer();
      expect(await account(who)).toMatchObject({ depositJpy: '0', biddingPowerJpy: '0', powerMultiple: 10, cutoffMinutes: 60 });

      const reference = uniqueBankReference();
      const res = await deposit(who, '150000', { bankReference: reference, note: 'March auctions' }).expect(201);
      expect(res.body).toMatchObject({
        customer: { id: who.entity.publicId, email: who.entity.email },
        depositJpy: '150000',
        heldJpy: '0',
        owedJpy: '0',
        biddingPowerJpy: '1500000',
        refundableJpy: '150000',
      });
      const mine = await account(who);
      expect(mine).toMatchObject({ depositJpy: '150000', biddingPowerJpy: '1500000' });
      expect(mine.ledger).toMatchObject({
        total: 1,
        items: [
          { kind: 'deposit', amountJpy: '150000', bankReference: reference, valueDate: '2026-01-15', note: 'March auctions', bidId: null },
        ],
      });

      const mail = await sink.nextMessage(who.entity.email);
      expect(mail.subject).toBe('Auction deposit of 150,000 JPY received');
      expect(mail.text).toContain(`We have received your auction deposit of 150,000 JPY (bank reference ${reference}).`);
      expect(mail.text).toContain('your bidding power 1,500,000 JPY');

      const audit = await auditEntries(t, 'auction_account', who.entity.publicId);
      expect(audit.map((a) => a.action)).toEqual(['auction_account.deposit']);

      // The same transfer is recorded once.
      const again = await deposit(who, '150000', { bankReference: reference }).expect(409);
      expect(again.body).toMatchObject({
        code: 'AUCTION_DEPOSIT_TAKEN',
        message: `A deposit with the bank reference ${reference} is already recorded.`,
      });
      await expectLedgerAddsUp(who);
    });

    it('emails the customer in their profile’s language, not in the staff member’s', async () => {
      const who = (await signedInUser(t, { preferredLanguage: 'es' })) as Customer;
      const reference = uniqueBankReference();
      await deposit(who, '150000', { bankReference: reference }).set('Accept-Language', 'en').expect(201);
      const mail = await sink.nextMessage(who.entity.email);
      expect(mail.subject).toBe('Depósito de subasta de 150,000 JPY recibido');
      expect(mail.text).toContain(`Hemos recibido su depósito de subasta de 150,000 JPY (referencia bancaria ${reference}).`);
    });

    it('holds a bid within the power and refuses one above it, naming the power available', async () => {
      const who = await customer();
      await deposit(who, 50000).expect(201);
      const [first, second] = await createAuctionLots(t, 2);

      const placed = await bid(who, first!, '300000', { note: 'Only without rust' }).expect(201);
      expect(placed.body).toMatchObject({
        status: 'open',
        maxBidJpy: '300000',
        note: 'Only without rust',
        lot: {
          id: first!.publicId,
          lotNumber: first!.lotNumber,
          auctionHouse: 'USS Tokyo',
          startPriceJpy: '1000',
          result: 'pending',
          phase: 'bidding',
        },
        hammerPriceJpy: null,
      });
      expect(placed.body.cutoffAt).toBe(new Date(first!.startsAt.getTime() - 3_600_000).toISOString());
      expect(placed.body.cutoffJapan).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
      expect(await account(who)).toMatchObject({ depositJpy: '50000', heldJpy: '300000', biddingPowerJpy: '200000', refundableJpy: '0' });

      const above = await bid(who, second!, 200001).expect(409);
      expect(above.body).toMatchObject({
        code: 'BID_ABOVE_POWER',
        message: 'Your bidding power is 200000 JPY: this bid needs 200001 JPY. Pay a larger deposit or lower or withdraw other bids.',
        params: { available: '200000', needed: '200001' },
      });
      // Exactly the power is within it (a JSON integer is taken too).
      await bid(who, second!, 200000).expect(201);
      expect(await account(who)).toMatchObject({ heldJpy: '500000', biddingPowerJpy: '0' });

      const twice = await bid(who, first!, '1000').expect(409);
      expect(twice.body).toMatchObject({
        code: 'BID_ALREADY_OPEN',
        message: 'You already have an open bid request on this lot: change it instead.',
      });

      const mine = await account(who);
      expect(
        mine.ledger.items.map((e: { kind: string; amountJpy: string; bidId: string | null }) => [e.kind, e.amountJpy, e.bidId !== null]),
      ).toEqual([
        ['hold', '200000', true],
        ['hold', '300000', true],
        ['deposit', '50000', false],
      ]);
      expect((await auditEntries(t, 'auction_bid', placed.body.id)).map((a) => a.action)).toEqual(['auction_bid.place']);
      await expectLedgerAddsUp(who);
    });

    it('never overspends under 20 concurrent bids whose sum exceeds the power', async () => {
      const who = await customer();
      await deposit(who, '100000').expect(201); // power 1,000,000
      const lots = await createAuctionLots(t, 20);
      const answers = await Promise.all(lots.map((lot) => bid(who, lot, '150000')));

      const accepted = answers.filter((r) => r.status === 201);
      const refused = answers.filter((r) => r.status !== 201);
      // 6 × 150,000 = 900,000 fits; a 7th would need 1,050,000.
      expect(accepted).toHaveLength(6);
      expect(refused).toHaveLength(14);
      for (const r of refused)
        expect(r.body).toMatchObject({ statusCode: 409, code: 'BID_ABOVE_POWER', params: { available: '100000', needed: '150000' } });

      expect(await account(who)).toMatchObject({ depositJpy: '100000', heldJpy: '900000', biddingPowerJpy: '100000' });
      await expectLedgerAddsUp(who);
      const [{ holds }] = await t.dataSource.query<{ holds: string }[]>(
        `SELECT count(*)::text AS holds FROM auction_ledger_entries WHERE user_id = $1 AND kind = 'hold'`,
        [who.entity.id],
      );
      expect(holds).toBe('6');
    });

    it('never overspends when concurrent bids of varied sizes race with a withdrawal and a rise', async () => {
      const who = await customer();
      await deposit(who, '80000').expect(201); // power 800,000
      const lots = await createAuctionLots(t, 21);
      const first = (await bid(who, lots[0]!, '100000').expect(201)).body;
      const amounts = Array.from({ length: 20 }, (_, i) => String(30000 + i * 7919));
      await Promise.all([
        ...lots.slice(1).map((lot, i) => bid(who, lot, amounts[i])),
        api(t, who).patch(`/api/auctions/bids/${first.id}`, { maxBidJpy: '250000' }),
      ]);
      const mine = await account(who);
      const open = (await api(t, who).get('/api/auctions/bids?status=open&limit=100').expect(200)).body;
      const held = open.items.reduce((sum: bigint, b: { maxBidJpy: string }) => sum + BigInt(b.maxBidJpy), 0n);
      expect(mine.heldJpy).toBe(held.toString());
      expect(held <= 800000n).toBe(true);
      expect(BigInt(mine.biddingPowerJpy)).toBe(800000n - held);
      await expectLedgerAddsUp(who);
    });
  });

  describe('the cut-off', () => {
    it('takes a bid request up to the second before the cut-off and refuses it ~3 s later, by the database clock', async () => {
      const [early, late] = (await signedInUsers(t, 2)) as Customer[];
      await deposit(early!, '100000').expect(201);
      await deposit(late!, '100000').expect(201);
      const lot = await lotClosingIn(2);

      const placed = await bid(early!, lot, '400000').expect(201);
      await sleep(3000);

      const refused = await bid(late!, lot, '400000').expect(409);
      const cutoff = new Date(lot.startsAt.getTime() - CUTOFF_MINUTES * 60_000);
      const japan = new Date(cutoff.getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
      expect(refused.body).toMatchObject({
        code: 'BID_CUTOFF_PASSED',
        message: `Bid requests for this lot closed at ${cutoff.toISOString()} (Japan time ${japan}), 60 minutes before it comes up.`,
      });
      // Changes and withdrawal close with it.
      const change = await api(t, early!).patch(`/api/auctions/bids/${placed.body.id}`, { maxBidJpy: '350000' }).expect(409);
      expect(change.body.code).toBe('BID_CUTOFF_PASSED');
      await api(t, early!).patch(`/api/auctions/bids/${placed.body.id}`, { note: 'late note' }).expect(409);
      const withdraw = await api(t, early!).delete(`/api/auctions/bids/${placed.body.id}`).expect(409);
      expect(withdraw.body.code).toBe('BID_CUTOFF_PASSED');
      expect(await account(early!)).toMatchObject({ heldJpy: '400000' });
      expect(await account(late!)).toMatchObject({ heldJpy: '0' });
    });

    it('is one second wide either side: a second before it is open, a second after it closed', async () => {
      const who = await customer();
      await deposit(who, '100000').expect(201);
      const closed = await lotClosingIn(-1);
      await bid(who, closed, '1000').expect(409);
      const open = await lotClosingIn(1);
      await bid(who, open, '1000').expect(201);
    });

    it('refuses lots of the past and lots that already have a result', async () => {
      const who = await customer();
      await deposit(who, '100000').expect(201);
      const past = await createAuctionLot(t, { startsAt: new Date(Date.now() - 86_400_000), result: 'sold', resultPriceJpy: '900000' });
      expect((await bid(who, past, '1000').expect(409)).body.code).toBe('BID_CUTOFF_PASSED');
      const withdrawn = await createAuctionLot(t, { result: 'withdrawn' });
      const res = await bid(who, withdrawn, '1000').expect(409);
      expect(res.body).toMatchObject({ code: 'BID_LOT_CLOSED', message: 'This lot is no longer open for bids: its result is withdrawn.' });
    });
  });

  describe('changing and withdrawing before the cut-off', () => {
    it('moves the hold by the difference, re-checked against the power, and releases it on withdrawal', async () => {
      const who = await customer();
      await deposit(who, '100000').expect(201); // power 1,000,000
      const [lot, other] = await createAuctionLots(t, 2);
      const placed = (await bid(who, lot!, '600000').expect(201)).body;
      await bid(who, other!, '100000').expect(201);

      const up = await api(t, who).patch(`/api/auctions/bids/${placed.id}`, { maxBidJpy: '900000' }).expect(200);
      expect(up.body).toMatchObject({ maxBidJpy: '900000', note: null, status: 'open' });
      expect(await account(who)).toMatchObject({ heldJpy: '1000000', biddingPowerJpy: '0' });

      const tooMuch = await api(t, who).patch(`/api/auctions/bids/${placed.id}`, { maxBidJpy: '900001' }).expect(409);
      expect(tooMuch.body).toMatchObject({ code: 'BID_ABOVE_POWER', params: { available: '0', needed: '1' } });

      const down = await api(t, who).patch(`/api/auctions/bids/${placed.id}`, { maxBidJpy: 500000, note: 'lower' }).expect(200);
      expect(down.body).toMatchObject({ maxBidJpy: '500000', note: 'lower' });
      expect(await account(who)).toMatchObject({ heldJpy: '600000', biddingPowerJpy: '400000' });

      // A note alone moves nothing in the ledger; a change to nothing writes nothing.
      const before = (await account(who)).ledger.total;
      await api(t, who).patch(`/api/auctions/bids/${placed.id}`, { note: 'grade 4.5 only' }).expect(200);
      await api(t, who).patch(`/api/auctions/bids/${placed.id}`, { maxBidJpy: '500000' }).expect(200);
      expect((await account(who)).ledger.total).toBe(before);
      const empty = await api(t, who).patch(`/api/auctions/bids/${placed.id}`, {}).expect(400);
      expect(empty.body).toMatchObject({ code: 'BID_CHANGE_EMPTY', message: 'Send a new maximum bid or note.' });

      const gone = await api(t, who).delete(`/api/auctions/bids/${placed.id}`).expect(200);
      expect(gone.body).toMatchObject({ status: 'withdrawn', maxBidJpy: '500000', note: 'grade 4.5 only' });
      expect(await account(who)).toMatchObject({ heldJpy: '100000', biddingPowerJpy: '900000' });
      const again = await api(t, who).delete(`/api/auctions/bids/${placed.id}`).expect(409);
      expect(again.body).toMatchObject({
        code: 'BID_NOT_OPEN',
        message: 'This bid request is withdrawn: only an open bid request can be changed, withdrawn or given a result.',
      });
      // A new request on the same lot is taken once the old one is withdrawn.
      await bid(who, lot!, '100000').expect(201);

      const list = (await api(t, who).get('/api/auctions/bids').expect(200)).body;
      expect(list.total).toBe(3);
      expect(
        (await api(t, who).get('/api/auctions/bids?status=withdrawn').expect(200)).body.items.map((b: { id: string }) => b.id),
      ).toEqual([placed.id]);
      expect((await auditEntries(t, 'auction_bid', placed.id)).map((a) => a.action)).toEqual([
        'auction_bid.place',
        'auction_bid.change',
        'auction_bid.change',
        'auction_bid.change',
        'auction_bid.withdraw',
      ]);
      await expectLedgerAddsUp(who);
    });

    it('answers 404 for another customer’s bid request, and for unknown ids and lots', async () => {
      const [owner, other] = (await signedInUsers(t, 2)) as Customer[];
      await deposit(owner!, '100000').expect(201);
      const lot = await createAuctionLot(t);
      const placed = (await bid(owner!, lot, '100000').expect(201)).body;
      for (const res of [
        await api(t, other!).get(`/api/auctions/bids/${placed.id}`),
        await api(t, other!).patch(`/api/auctions/bids/${placed.id}`, { note: 'mine now' }),
        await api(t, other!).delete(`/api/auctions/bids/${placed.id}`),
        await api(t, owner!).get('/api/auctions/bids/3f6c2a9e-8b1d-4c7e-9a52-0d4b8e6f1a23'),
        await api(t, owner!).delete('/api/auctions/bids/not-a-uuid'),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ code: 'AUCTION_BID_NOT_FOUND', message: 'Bid request not found.' });
      }
      expect((await api(t, other!).get('/api/auctions/bids').expect(200)).body.total).toBe(0);
      for (const lotId of ['3f6c2a9e-8b1d-4c7e-9a52-0d4b8e6f1a23', 'nope']) {
        const res = await api(t, owner!).post(`/api/auctions/lots/${lotId}/bids`, { maxBidJpy: '1000' }).expect(404);
        expect(res.body).toMatchObject({ code: 'AUCTION_LOT_NOT_FOUND', message: 'Auction lot not found.' });
      }
      expect((await api(t, owner!).get(`/api/auctions/bids/${placed.id}`).expect(200)).body.note).toBeNull();
    });
  });

  describe('results', () => {
    it('won: releases the hold, owes the hammer price and fees, lowers the power, marks the lot sold and emails the customer', async () => {
      const who = await customer();
      await deposit(who, '200000').expect(201); // power 2,000,000
      await sink.nextMessage(who.entity.email);
      const lot = await createAuctionLot(t, { year: 2019, make: 'Toyota', model: 'Aqua', lotNumber: '55501' });
      const placed = (await bid(who, lot, '1200000').expect(201)).body;

      const res = await result(lot, { result: 'won', bidId: placed.id, hammerPriceJpy: '1100000', feesJpy: '33000' });
      expect(res.body).toMatchObject({
        lot: { id: lot.publicId, result: 'sold', phase: 'sold' },
        result: { result: 'won', winningBidId: placed.id, hammerPriceJpy: '1100000', feesJpy: '33000', recordedBy: staff.user.id },
        bids: [{ id: placed.id, status: 'won', hammerPriceJpy: '1100000', feesJpy: '33000', customer: { id: who.entity.publicId } }],
        nextPhases: ['awaiting_result'],
        results: [],
        undo: { allowed: true },
      });
      const mine = (await api(t, who).get(`/api/auctions/bids/${placed.id}`).expect(200)).body;
      expect(mine).toMatchObject({ status: 'won', hammerPriceJpy: '1100000', feesJpy: '33000', settledAt: null });
      expect(mine.resultAt).not.toBeNull();
      expect(await account(who)).toMatchObject({ heldJpy: '0', owedJpy: '1133000', biddingPowerJpy: '867000', refundableJpy: '0' });
      const [row] = await t.dataSource.query<{ result: string; price: string }[]>(
        'SELECT result, result_price_jpy::text AS price FROM auction_lots WHERE id = $1',
        [lot.id],
      );
      expect(row).toEqual({ result: 'sold', price: '1100000' });

      const mail = await sink.nextMessage(who.entity.email);
      expect(mail.subject).toBe('You won 2019 Toyota Aqua, lot 55501 at USS Tokyo');
      expect(mail.text).toContain('hammer price 1,100,000 JPY, auction fees 33,000 JPY, 1,133,000 JPY in all.');
      expect(mail.text).toContain('your bidding power 867,000 JPY');

      // A result is recorded once; settling gives the power back.
      expect((await recordLotResult(t, staff, lot, { result: 'lost' }).expect(409)).body.code).toBe('LOT_RESULT_ALREADY');
      const settled = await api(t, staff).post(`/api/admin/auctions/bids/${placed.id}/settle`).expect(200);
      expect(settled.body.settledAt).not.toBeNull();
      expect(await account(who)).toMatchObject({ owedJpy: '0', biddingPowerJpy: '2000000' });
      const twice = await api(t, staff).post(`/api/admin/auctions/bids/${placed.id}/settle`).expect(409);
      expect(twice.body).toMatchObject({ code: 'BID_ALREADY_SETTLED', message: 'This won lot is already paid.' });

      const ledger = (await account(who)).ledger.items.map((e: { kind: string; amountJpy: string }) => `${e.kind} ${e.amountJpy}`);
      expect(ledger).toEqual(['settled 1133000', 'won 1133000', 'release 1200000', 'hold 1200000', 'deposit 200000']);
      expect((await auditEntries(t, 'auction_bid', placed.id)).map((a) => a.action)).toEqual([
        'auction_bid.place',
        'auction_bid.result',
        'auction_bid.settle',
      ]);
      expect((await auditEntries(t, 'auction_lot', lot.publicId)).map((a) => a.action)).toEqual(['auction_lot.result']);
      await expectLedgerAddsUp(who);
    });

    it('lost and not sold release the hold at once and email the customer', async () => {
      const who = await customer();
      await deposit(who, '100000').expect(201);
      await sink.nextMessage(who.entity.email);
      const [a, b] = await createAuctionLots(t, 2, { make: 'Honda', model: 'Fit', year: 2017 });
      await bid(who, a!, '400000').expect(201);
      await bid(who, b!, '500000').expect(201);
      expect(await account(who)).toMatchObject({ heldJpy: '900000', biddingPowerJpy: '100000' });

      await result(a!, { result: 'lost' });
      expect(await account(who)).toMatchObject({ heldJpy: '500000', biddingPowerJpy: '500000', owedJpy: '0' });
      const lostMail = await sink.nextMessage(who.entity.email);
      expect(lostMail.subject).toBe(`Not won: 2017 Honda Fit, lot ${a!.lotNumber} at USS Tokyo`);
      expect(lostMail.text).toContain('went to a higher bid than your maximum of 400,000 JPY, so we did not win it for you.');

      const res = await result(b!, { result: 'NOT_SOLD' });
      expect(res.body).toMatchObject({
        lot: { result: 'unsold', phase: 'unsold' },
        result: { result: 'not_sold', hammerPriceJpy: null, feesJpy: null, winningBidId: null },
        bids: [{ status: 'not_sold', hammerPriceJpy: null, feesJpy: null }],
      });
      expect(await account(who)).toMatchObject({ heldJpy: '0', biddingPowerJpy: '1000000' });
      const unsoldMail = await sink.nextMessage(who.entity.email);
      expect(unsoldMail.subject).toBe(`Not sold: 2017 Honda Fit, lot ${b!.lotNumber} at USS Tokyo`);

      const mine = (await api(t, who).get('/api/auctions/bids').expect(200)).body.items.map((x: { status: string }) => x.status);
      expect(mine.sort()).toEqual(['lost', 'not_sold']);
      await expectLedgerAddsUp(who);
    });

    it('refuses a won result without a hammer price or out of its bounds, and prices or winners on other results', async () => {
      const who = await customer();
      await deposit(who, '100000').expect(201);
      const lot = await createAuctionLot(t);
      const placed = (await bid(who, lot, '300000').expect(201)).body;
      await lotCameUp(t, lot);
      const record = (body: Record<string, unknown>) => recordLotResult(t, staff, lot, body);
      const missing = await record({ result: 'won', bidId: placed.id }).expect(400);
      expect(missing.body).toMatchObject({ code: 'BID_RESULT_PRICE_REQUIRED', details: [{ field: 'hammerPriceJpy' }] });
      const above = await record({ result: 'won', bidId: placed.id, hammerPriceJpy: '300001' }).expect(400);
      expect(above.body.message).toBe(
        'The hammer price must be from the start price of 1000 JPY up to the winning maximum bid of 300000 JPY',
      );
      const priced = await record({ result: 'not_sold', hammerPriceJpy: '1000' }).expect(400);
      expect(priced.body.message).toBe('A lot that was not sold has no hammer price');
      const named = await record({ result: 'lost', bidId: placed.id }).expect(400);
      expect(named.body).toMatchObject({ code: 'LOT_RESULT_WINNER_NOT_ALLOWED', details: [{ field: 'bidId' }] });
      await record({ result: 'maybe' }).expect(400);
      await record({ result: 'won', bidId: 'nope', hammerPriceJpy: '1000' }).expect(400);
      await record({ result: 'won', bidId: placed.id, hammerPriceJpy: '1.5' }).expect(400);
      await record({ result: 'won', bidId: placed.id, hammerPriceJpy: '1000', feesJpy: '-1' }).expect(400);
      // Fees may be 0.
      await record({ result: 'won', bidId: placed.id, hammerPriceJpy: '300000', feesJpy: 0 }).expect(200);
      expect(await account(who)).toMatchObject({ owedJpy: '300000', heldJpy: '0' });
      const notWon = (await bid(who, await createAuctionLot(t), '1000').expect(201)).body;
      const settle = await api(t, staff).post(`/api/admin/auctions/bids/${notWon.id}/settle`).expect(409);
      expect(settle.body).toMatchObject({ code: 'BID_NOT_WON', message: 'Only a won lot can be settled; this bid request is open.' });
      await api(t, staff).post('/api/admin/auctions/lots/3f6c2a9e-8b1d-4c7e-9a52-0d4b8e6f1a23/result', { result: 'lost' }).expect(404);
    });
  });

  describe('refunds', () => {
    it('refuses a refund request while a bid is open or a car is owed, and takes it when nothing is', async () => {
      const who = await customer();
      const none = await api(t, who).post('/api/auctions/account/refund-request').expect(409);
      expect(none.body).toMatchObject({ code: 'AUCTION_NOTHING_TO_REFUND', message: 'There is no deposit to refund.' });

      await deposit(who, '100000').expect(201);
      const placed = (await bid(who, await createAuctionLot(t), '10000').expect(201)).body;
      const open = await api(t, who).post('/api/auctions/account/refund-request').expect(409);
      expect(open.body).toMatchObject({
        code: 'AUCTION_REFUND_NOT_ALLOWED',
        message: 'The deposit can be refunded once no bid request is open and every won car is paid.',
      });
      // Staff may refund only what backs nothing: 100,000 − 10,000 held.
      const above = await api(t, staff)
        .post('/api/admin/auctions/refunds', { customerId: who.entity.publicId, amountJpy: '90001', bankReference: uniqueBankReference() })
        .expect(409);
      expect(above.body).toMatchObject({
        code: 'AUCTION_REFUND_ABOVE_FREE',
        message: 'Only 90000 JPY of this deposit is free to refund (not backing open bids or won cars not yet paid).',
      });

      await api(t, who).delete(`/api/auctions/bids/${placed.id}`).expect(200);
      const asked = await api(t, who).post('/api/auctions/account/refund-request').expect(200);
      expect(asked.body.refundRequestedAt).not.toBeNull();
      expect(asked.body).toMatchObject({ depositJpy: '100000', refundableJpy: '100000' });

      const requested = (await api(t, staff).get('/api/admin/auctions/accounts?refundRequested=true&limit=100').expect(200)).body;
      expect(requested.items.map((a: { customer: { id: string } }) => a.customer.id)).toContain(who.entity.publicId);
      expect(requested.items.every((a: { refundRequested: boolean }) => a.refundRequested)).toBe(true);

      const refunded = await api(t, staff)
        .post('/api/admin/auctions/refunds', {
          customerId: who.entity.publicId,
          amountJpy: '100000',
          bankReference: uniqueBankReference(),
          note: 'On request',
        })
        .expect(201);
      expect(refunded.body).toMatchObject({ depositJpy: '0', biddingPowerJpy: '0', refundRequestedAt: null });
      const after = (await api(t, staff).get('/api/admin/auctions/accounts?refundRequested=true&limit=100').expect(200)).body;
      expect(after.items.map((a: { customer: { id: string } }) => a.customer.id)).not.toContain(who.entity.publicId);
      expect((await auditEntries(t, 'auction_account', who.entity.publicId)).map((a) => a.action)).toEqual([
        'auction_account.deposit',
        'auction_account.refund_request',
        'auction_account.refund',
      ]);
      await expectLedgerAddsUp(who);
    });

    it('refuses a refund request while a won car is unpaid', async () => {
      const who = await customer();
      await deposit(who, '100000').expect(201);
      const lot = await createAuctionLot(t);
      const placed = (await bid(who, lot, '50000').expect(201)).body;
      await result(lot, { result: 'won', bidId: placed.id, hammerPriceJpy: '40000' });
      expect((await api(t, who).post('/api/auctions/account/refund-request').expect(409)).body.code).toBe('AUCTION_REFUND_NOT_ALLOWED');
      expect((await account(who)).refundableJpy).toBe('60000');
    });
  });

  describe('the staff’s views', () => {
    it('shows one customer’s account with the open and unpaid won bids, and 404 for an unknown customer', async () => {
      const who = await customer();
      await deposit(who, '100000').expect(201);
      const placed = (await bid(who, await createAuctionLot(t), '70000').expect(201)).body;
      const res = await api(t, staff).get(`/api/admin/auctions/accounts/${who.entity.publicId}?limit=1`).expect(200);
      expect(res.body).toMatchObject({
        customer: { id: who.entity.publicId },
        depositJpy: '100000',
        heldJpy: '70000',
        ledger: { total: 2, limit: 1 },
      });
      expect(res.body.openBids.map((b: { id: string }) => b.id)).toEqual([placed.id]);
      const unknown = await api(t, staff).get('/api/admin/auctions/accounts/3f6c2a9e-8b1d-4c7e-9a52-0d4b8e6f1a23').expect(404);
      expect(unknown.body.code).toBe('USER_NOT_FOUND');
      const list = (await api(t, superadmin).get('/api/admin/auctions/accounts').expect(200)).body;
      expect(list.total).toBeGreaterThan(0);
    });

    it('prints the day’s bid sheet by auction house and lot number, as JSON and CSV', async () => {
      const [x, y] = (await signedInUsers(t, 2)) as Customer[];
      await deposit(x!, '100000').expect(201);
      await deposit(y!, '100000').expect(201);
      const startsAt = new Date('2031-05-20T01:00:00Z'); // 2031-05-20 10:00 in Japan
      const lots = await Promise.all(
        [
          ['TAA Kinki', '100'],
          ['JU Gifu', '9'],
          ['JU Gifu', '10'],
          ['JU Gifu', '2'],
        ].map(([auctionHouse, lotNumber]) => createAuctionLot(t, { auctionHouse, lotNumber, startsAt })),
      );
      const otherDay = await createAuctionLot(t, { auctionHouse: 'JU Gifu', lotNumber: '1', startsAt: new Date('2031-05-21T01:00:00Z') });
      await bid(x!, lots[0]!, '1000').expect(201);
      await bid(x!, lots[1]!, '2000').expect(201);
      await bid(y!, lots[1]!, '3000').expect(201);
      await bid(y!, lots[2]!, '4000', { note: '=HYPERLINK("x")' }).expect(201);
      const withdrawn = (await bid(x!, lots[3]!, '5000').expect(201)).body;
      await api(t, x!).delete(`/api/auctions/bids/${withdrawn.id}`).expect(200);
      await bid(x!, otherDay, '6000').expect(201);

      const sheet = (await api(t, staff).get('/api/admin/auctions/bid-sheet?date=2031-05-20').expect(200)).body;
      expect(sheet.date).toBe('2031-05-20');
      expect(sheet.auctionHouse).toBeNull();
      expect(
        sheet.items.map(
          (r: { lot: { auctionHouse: string; lotNumber: string }; maxBidJpy: string }) =>
            `${r.lot.auctionHouse} ${r.lot.lotNumber} ${r.maxBidJpy}`,
        ),
      ).toEqual(['JU Gifu 9 3000', 'JU Gifu 9 2000', 'JU Gifu 10 4000', 'TAA Kinki 100 1000']);
      expect(sheet.items[0].customer).toMatchObject({ id: y!.entity.publicId, email: y!.entity.email });

      const one = (await api(t, staff).get('/api/admin/auctions/bid-sheet?date=2031-05-20&auctionHouse=TAA%20Kinki').expect(200)).body;
      expect(one.items.map((r: { lot: { lotNumber: string } }) => r.lot.lotNumber)).toEqual(['100']);

      const csv = await api(t, staff).get('/api/admin/auctions/bid-sheet.csv?date=2031-05-20&auctionHouse=JU%20Gifu').expect(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Auction house,Lot number,Starts (Japan time),Year,Make,Model,Chassis code,Grade,Maximum bid (JPY),Note,Customer,Customer email,Bid request id',
      );
      expect(lines).toHaveLength(4);
      expect(lines[1]).toMatch(/^JU Gifu,9,2031-05-20T10:00:00\+09:00,2018,Toyota,Prius,ZVW50,4\.5,3000,,/);
      // A note a spreadsheet would run as a formula is defused.
      expect(lines[3]).toContain(`"'=HYPERLINK(""x"")"`);

      for (const query of ['', '?date=2031-02-30', '?date=tomorrow']) {
        const bad = await api(t, staff).get(`/api/admin/auctions/bid-sheet${query}`).expect(400);
        expect(bad.body.details[0]).toMatchObject({ field: 'date' });
      }
    });
  });

  describe('bad input', () => {
    let who: Customer;
    let lot: AuctionLot;
    beforeAll(async () => {
      who = await customer();
      await deposit(who, '100000').expect(201);
      lot = await createAuctionLot(t);
    });

    it.each([
      [{}, 'Maximum bid is required'],
      [{ maxBidJpy: '' }, 'Maximum bid is required'],
      [{ maxBidJpy: '12.5' }, 'Maximum bid must be a whole number of yen from 1 to 999999999999, e.g. "1250000"'],
      [{ maxBidJpy: 12.5 }, 'Maximum bid must be a whole number of yen from 1 to 999999999999, e.g. "1250000"'],
      [{ maxBidJpy: '0' }, 'Maximum bid must be a whole number of yen from 1 to 999999999999, e.g. "1250000"'],
      [{ maxBidJpy: -5 }, 'Maximum bid must be a whole number of yen from 1 to 999999999999, e.g. "1250000"'],
      [{ maxBidJpy: '1e6' }, 'Maximum bid must be a whole number of yen from 1 to 999999999999, e.g. "1250000"'],
      [{ maxBidJpy: '1000000000000' }, 'Maximum bid must be a whole number of yen from 1 to 999999999999, e.g. "1250000"'],
      [{ maxBidJpy: Number.MAX_SAFE_INTEGER + 3 }, 'Maximum bid must be a whole number of yen from 1 to 999999999999, e.g. "1250000"'],
      [{ maxBidJpy: ['1000'] }, 'Maximum bid must be a whole number of yen from 1 to 999999999999, e.g. "1250000"'],
      [{ maxBidJpy: '1000', note: 'x'.repeat(501) }, 'Note must be at most 500 characters'],
      [{ maxBidJpy: '1000', status: 'won' }, 'Unknown field: status'],
    ])('refuses the bid request %j with 400 "%s"', async (body, message) => {
      const res = await api(t, who).post(`/api/auctions/lots/${lot.publicId}/bids`, body).expect(400);
      expect(res.body.message === message || res.body.details?.some((d: { message: string }) => d.message === message)).toBe(true);
    });

    it('takes a note of exactly 500 characters', async () => {
      await bid(who, lot, '1000', { note: 'x'.repeat(500) }).expect(201);
    });

    it('refuses malformed deposits and refunds', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ customerId: 'nope' }, 'customerId'],
        [{ customerId: '3f6c2a9e-8b1d-4c7e-9a52-0d4b8e6f1a23' }, 'customerId'],
        [{ amountJpy: '100.50' }, 'amountJpy'],
        [{ valueDate: '2999-01-01' }, 'valueDate'],
        [{ valueDate: '2026-02-30' }, 'valueDate'],
        [{ bankReference: '' }, 'bankReference'],
        [{ bankReference: 'x'.repeat(65) }, 'bankReference'],
      ];
      for (const [overrides, field] of cases) {
        const res = await deposit(who, '1000', overrides).expect(400);
        expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
      }
      await api(t, staff)
        .post('/api/admin/auctions/refunds', { customerId: who.entity.publicId, amountJpy: '0', bankReference: 'R1' })
        .expect(400);
      await api(t, staff).post('/api/admin/auctions/refunds', { customerId: who.entity.publicId, amountJpy: '10' }).expect(400);
      await api(t, who).get('/api/auctions/bids?status=pending').expect(400);
      await api(t, who).get('/api/auctions/account?page=0').expect(400);
      await api(t, staff).get('/api/admin/auctions/accounts?refundRequested=maybe').expect(400);
      await expectLedgerAddsUp(who);
    });
  });

  describe('who may call', () => {
    const bidId = '3f6c2a9e-8b1d-4c7e-9a52-0d4b8e6f1a23';
    let user: SignedIn;
    beforeAll(async () => {
      user = await customer();
    });

    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user, admin: staff }),
      expect: { anonymous: 401, user: 403 },
      routes: [
        { method: 'post', url: '/api/admin/auctions/deposits', body: {} },
        { method: 'post', url: '/api/admin/auctions/refunds', body: {} },
        { method: 'get', url: '/api/admin/auctions/accounts' },
        { method: 'get', url: `/api/admin/auctions/accounts/${bidId}` },
        { method: 'get', url: '/api/admin/auctions/bid-sheet?date=2031-05-20' },
        { method: 'get', url: '/api/admin/auctions/bid-sheet.csv?date=2031-05-20' },
        { method: 'get', url: `/api/admin/auctions/bids/${bidId}`, expect: { admin: 404 } },
        { method: 'get', url: '/api/admin/auctions/lots?date=2031-05-20' },
        { method: 'get', url: `/api/admin/auctions/lots/${bidId}`, expect: { admin: 404 } },
        { method: 'post', url: `/api/admin/auctions/lots/${bidId}/result`, body: { result: 'lost' } },
        { method: 'post', url: `/api/admin/auctions/lots/${bidId}/result/undo`, body: { reason: 'x' } },
        { method: 'post', url: `/api/admin/auctions/bids/${bidId}/settle` },
      ],
    });

    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user }),
      expect: { anonymous: 401 },
      routes: [
        { method: 'get', url: '/api/auctions/account', expect: { user: 200 } },
        { method: 'post', url: '/api/auctions/account/refund-request', expect: { user: 409 } },
        { method: 'post', url: `/api/auctions/lots/${bidId}/bids`, body: { maxBidJpy: '1000' }, expect: { user: 404 } },
        { method: 'get', url: '/api/auctions/bids', expect: { user: 200 } },
        { method: 'get', url: `/api/auctions/bids/${bidId}`, expect: { user: 404 } },
        { method: 'patch', url: `/api/auctions/bids/${bidId}`, body: { note: 'x' }, expect: { user: 404 } },
        { method: 'delete', url: `/api/auctions/bids/${bidId}`, expect: { user: 404 } },
      ],
    });
  });
});

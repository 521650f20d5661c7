import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { auditEntries } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { createCar } from './support/car-factories.js';
import { DEFAULT_PASSWORD, type SignedIn, signedInUser } from './support/factories.js';
import { createCustomer, type Customer, type OrderBody, orderRow, pay, reserved } from './support/order-factories.js';
import { SmtpSink } from './support/smtp-sink.js';
import type { User } from '../src/modules/users/user.entity.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

const NOBODY = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const CLAIM_NOT_FOUND = { statusCode: 404, code: 'CLAIM_NOT_FOUND', message: 'Claim not found.' };

interface Insurance {
  insured: boolean;
  basis: string | null;
  cover: { amount: string };
  premium: { amount: string };
  ratePercent: string;
  insuredAt: string | null;
  canAdd: boolean;
}
type InsuredOrder = OrderBody & { insurance: Insurance; price: { insurance: { amount: string }; total: { amount: string } } };
interface Claim {
  id: string;
  status: string;
  payout: { amount: string } | null;
  currentStep: number;
  damageReportReference: string | null;
  steps: { step: number; key: string; state: string; amount: { amount: string } | null }[];
}

/** Marine insurance (issue 11): on orders, the public quote, and claims from filing to the cash refund. */
describe('marine insurance', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: SignedIn & { entity: User };
  let owner: Customer;
  let stranger: Customer;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: sink.url, WORKER: 'inline', MAX_OPEN_RESERVATIONS: '100' });
    admin = await signedInUser(t, { role: 'admin' });
    [owner, stranger] = await Promise.all([createCustomer(t), createCustomer(t)]);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  /** A car at this FOB price, 10 m³ (RoRo freight 850.00). */
  const car = async (fob: string) => (await createCar(t, { fobPriceUsd: fob, volumeM3: '10.000' })).car.stockId;
  const order = async (who: Customer, fob: string, tradeTerms: string): Promise<InsuredOrder> =>
    (await reserved(t, who, await car(fob), { tradeTerms })) as InsuredOrder;
  const insure = (who: SignedIn, id: string) => api(t, who).post(`/api/orders/${id}/insurance`);

  /** Paid in full, shipped and arrived. */
  async function arrived(o: InsuredOrder, who: Customer = owner): Promise<InsuredOrder> {
    await pay(t, admin, who, o.id, (await orderRow(t, o.id)).total);
    await api(t, admin).patch(`/api/admin/orders/${o.id}/status`, { status: 'shipped' }).expect(200);
    await api(t, admin).patch(`/api/admin/orders/${o.id}/status`, { status: 'arrived' }).expect(200);
    return (await api(t, who).get(`/api/orders/${o.id}`).expect(200)).body;
  }

  describe('on an order', () => {
    it('insures a CIF order by its terms: the premium is in the price, the cover the CFR value', async () => {
      // FOB 4,200.00 + freight 850.00 = CFR 5,050.00; 1.5% = 75.75
      const cif = await order(owner, '4200.00', 'CIF');
      expect(cif.price.insurance.amount).toBe('75.75');
      expect(cif.price.total.amount).toBe('5125.75');
      expect(cif.insurance).toMatchObject({
        insured: true,
        basis: 'terms',
        cover: { amount: '5050.00', currency: 'USD' },
        premium: { amount: '75.75' },
        ratePercent: '1.5',
        canAdd: false,
      });
      expect((await insure(owner, cif.id)).body).toMatchObject({
        code: 'INSURANCE_ALREADY_INCLUDED',
        message: 'This order is already insured: CIF includes marine insurance.',
      });
    });

    it('adds insurance to a CFR order: a premium line on the invoice and exactly the premium on the total', async () => {
      const cfr = await order(owner, '4200.00', 'CFR');
      expect(cfr.price.total.amount).toBe('5050.00');
      expect(cfr.insurance).toMatchObject({
        insured: false,
        basis: null,
        premium: { amount: '75.75' },
        cover: { amount: '5050.00' },
        canAdd: true,
      });

      const res = await insure(owner, cfr.id).expect(200);
      expect(res.body.price).toMatchObject({ insurance: { amount: '75.75' }, total: { amount: '5125.75' } });
      expect(res.body.payment.total.amount).toBe('5125.75');
      expect(res.body.payment.depositRequired.amount).toBe('2562.88');
      expect(res.body.insurance).toMatchObject({ insured: true, basis: 'added', canAdd: false });
      expect(res.body.insurance.insuredAt).toEqual(expect.any(String));

      const row = await orderRow(t, cfr.id);
      expect([row.insurance, row.total]).toEqual(['75.75', '5125.75']);
      const invoice = (await api(t, owner).get(`/api/orders/${cfr.id}/invoice`).expect(200)).body;
      expect(invoice.lines.map((l: { amount: { amount: string } }) => l.amount.amount)).toEqual(['4200.00', '850.00', '75.75']);
      expect(invoice.lines[2].detail).toBe('Marine insurance to Mombasa, KE');
      expect(invoice.totals.paymentTotal.amount).toBe('5125.75');

      const [audit] = (await auditEntries(t, 'order', cfr.id)).filter((a) => a.action === 'order.insure');
      expect(audit).toMatchObject({
        before: { insurance: '0.00', total: '5050.00' },
        after: { insurance: '75.75', total: '5125.75', cover: '5050.00' },
      });

      expect((await insure(owner, cfr.id)).body).toMatchObject({ statusCode: 409, code: 'INSURANCE_ALREADY_ADDED' });
      expect((await orderRow(t, cfr.id)).total).toBe('5125.75');
    });

    it('charges the $30 floor, caps the cover at $10,000 and never covers more than the value', async () => {
      // CFR 1,170.00 (320 + 850): 1.5% = 17.55 → the floor
      const small = (await insure(owner, (await order(owner, '320.00', 'CFR')).id).expect(200)).body;
      expect(small.insurance).toMatchObject({ cover: { amount: '1170.00' }, premium: { amount: '30.00' } });
      expect(small.price.total.amount).toBe('1200.00');
      // CFR 14,850.00: cover 10,000.00, premium 150.00
      const big = (await insure(owner, (await order(owner, '14000.00', 'CFR')).id).expect(200)).body;
      expect(big.insurance).toMatchObject({ cover: { amount: '10000.00' }, premium: { amount: '150.00' } });
      expect(big.price.total.amount).toBe('15000.00');
    });

    it('refuses FOB orders, orders paid in full, and another customer’s order', async () => {
      const fob = await order(owner, '4200.00', 'FOB');
      expect((await insure(owner, fob.id)).body).toMatchObject({
        statusCode: 409,
        code: 'INSURANCE_FOB_NOT_OFFERED',
        message: 'FOB orders are not insured by us: under FOB the buyer arranges the shipping and its insurance.',
      });
      const paid = await order(owner, '4200.00', 'CFR');
      await pay(t, admin, owner, paid.id, '5050.00');
      expect((await insure(owner, paid.id)).body).toMatchObject({
        statusCode: 409,
        code: 'INSURANCE_TOO_LATE',
        message: 'Marine insurance can be added only before the order is paid in full and shipped.',
      });
      expect((await orderRow(t, paid.id)).total).toBe('5050.00');
      const mine = await order(owner, '4200.00', 'CFR');
      expect((await insure(stranger, mine.id)).body).toMatchObject({ statusCode: 404, code: 'ORDER_NOT_FOUND' });
      expect((await orderRow(t, mine.id)).total).toBe('5050.00');
    });

    it('may still be added once the deposit is paid', async () => {
      const cfr = await order(owner, '4200.00', 'CFR');
      await pay(t, admin, owner, cfr.id, '2525.00');
      const res = await insure(owner, cfr.id).expect(200);
      expect(res.body).toMatchObject({ status: 'deposit_paid', price: { total: { amount: '5125.75' } } });
      expect(res.body.payment.balance.amount).toBe('2600.75');
    });
  });

  describe('the quote', () => {
    it('answers anyone with cover and premium: floor, cap and the vehicle’s value', async () => {
      const quote = (value: string) => api(t, null).get('/api/insurance/quote').query({ value });
      expect((await quote('2650').expect(200)).body).toMatchObject({
        value: { amount: '2650.00' },
        cover: { amount: '2650.00' },
        premium: { amount: '39.75' },
        ratePercent: '1.5',
        minimumPremium: { amount: '30.00' },
        maximumCover: { amount: '10000.00' },
        minimumClaim: { amount: '100.00' },
      });
      expect((await quote('800.00')).body.premium.amount).toBe('30.00');
      expect((await quote('25000.00')).body).toMatchObject({ cover: { amount: '10000.00' }, premium: { amount: '150.00' } });
      const bad = await quote('abc').expect(400);
      expect(bad.body.details[0]).toMatchObject({ field: 'value', code: 'AMOUNT_INVALID' });
      await api(t, null).get('/api/insurance/quote').expect(400);
    });
  });

  describe('claims', () => {
    let insured: InsuredOrder;
    let reportRef: string;

    beforeAll(async () => {
      insured = await arrived(await order(owner, '4200.00', 'CIF'));
      const report = await api(t, owner)
        .post('/api/damage-reports')
        .field('orderId', insured.id)
        .field('damagedExterior', 'true')
        .field('description', 'Dented front bumper found at the port of Mombasa.');
      expect(report.status).toBe(201);
      reportRef = report.body.reference;
    });

    const claimBody = (o: { id: string }, extra: Record<string, unknown> = {}) => ({
      orderId: o.id,
      description: 'Dented front bumper and a cracked headlight, found when the car was unloaded.',
      damageFoundOn: '2026-01-06',
      amountClaimed: '2650.00',
      ...extra,
    });
    const file = (who: SignedIn, body: object) => api(t, who).post('/api/insurance/claims', body);

    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user: stranger, admin }),
      expect: { anonymous: 401 },
      routes: [
        { method: 'get', url: '/api/insurance/quote?value=1000', expect: { anonymous: 200, user: 200 } },
        { method: 'post', url: `/api/orders/${NOBODY}/insurance`, expect: { user: 404 } },
        { method: 'get', url: '/api/insurance/orders', expect: { user: 200 } },
        { method: 'post', url: '/api/insurance/claims', body: {}, expect: { user: 400 } },
        { method: 'get', url: '/api/insurance/claims', expect: { user: 200 } },
        { method: 'get', url: `/api/insurance/claims/${NOBODY}`, expect: { user: 404 } },
        { method: 'post', url: `/api/insurance/claims/${NOBODY}/repair`, body: { repairCost: '10.00' }, expect: { user: 404 } },
        { method: 'get', url: '/api/admin/insurance/claims', expect: { user: 403, admin: 200 } },
        { method: 'get', url: `/api/admin/insurance/claims/${NOBODY}`, expect: { user: 403, admin: 404 } },
        { method: 'post', url: `/api/admin/insurance/claims/${NOBODY}/approve`, body: {}, expect: { user: 403, admin: 404 } },
        { method: 'post', url: `/api/admin/insurance/claims/${NOBODY}/reject`, body: { reason: 'x' }, expect: { user: 403, admin: 404 } },
        { method: 'post', url: `/api/admin/insurance/claims/${NOBODY}/pay`, body: {}, expect: { user: 403, admin: 404 } },
      ],
    });

    it('are refused before arrival, on uninsured orders, and for small damage', async () => {
      const notYet = await order(owner, '4200.00', 'CIF');
      expect((await file(owner, claimBody(notYet))).body).toMatchObject({
        statusCode: 409,
        code: 'CLAIM_ORDER_NOT_ARRIVED',
        message: 'A claim can be filed once the vehicle has arrived at the destination port.',
      });
      const uninsured = await arrived(await order(owner, '4200.00', 'CFR'));
      expect((await file(owner, claimBody(uninsured))).body).toMatchObject({
        statusCode: 409,
        code: 'CLAIM_ORDER_NOT_INSURED',
        message: 'This order is not insured: a claim can be filed only for an order with marine insurance.',
      });
      const small = await file(owner, claimBody(insured, { amountClaimed: '99.99' })).expect(400);
      expect(small.body.details).toEqual([
        expect.objectContaining({
          field: 'amountClaimed',
          code: 'CLAIM_BELOW_MINIMUM',
          message: 'Small damage is exempt: claims under 100.00 USD are not covered.',
        }),
      ]);
      // Another customer's order is theirs to claim on, not mine.
      expect((await file(stranger, claimBody(insured))).body).toMatchObject({ statusCode: 404, code: 'ORDER_NOT_FOUND' });
      // A damage report about another order (or someone else's) cannot be linked.
      const other = await file(owner, claimBody(insured, { damageReportReference: 'DR-00000000' })).expect(400);
      expect(other.body.details[0]).toMatchObject({ field: 'damageReportReference', code: 'CLAIM_DAMAGE_REPORT_INVALID' });
      expect((await file(owner, claimBody(insured, { damageFoundOn: '2999-01-01' })).expect(400)).body.details[0]).toMatchObject({
        field: 'damageFoundOn',
        code: 'CLAIM_DAMAGE_DATE_INVALID',
      });
    });

    it('go from filing (step 4) through approval to the cash refund, emailing each decision', async () => {
      const filed = await file(
        owner,
        claimBody(insured, { damageReportReference: reportRef.toLowerCase(), repairEstimate: '2400' }),
      ).expect(201);
      const claim = filed.body as Claim;
      expect(claim).toMatchObject({ status: 'filed', currentStep: 4, damageReportReference: reportRef, payout: null });
      expect(claim.steps.map((s) => `${s.step}:${s.key}:${s.state}`)).toEqual([
        '1:insured:done',
        '2:arrived:done',
        '3:damage_found:done',
        '4:claim_filed:done',
        '5:repaired:current',
        '6:refund:pending',
      ]);
      expect((await file(owner, claimBody(insured))).body).toMatchObject({ statusCode: 409, code: 'CLAIM_ALREADY_OPEN' });

      // Only its owner sees it.
      await api(t, stranger).get(`/api/insurance/claims/${claim.id}`).expect(404);
      expect((await api(t, stranger).get(`/api/insurance/claims/${claim.id}`)).body).toMatchObject(CLAIM_NOT_FOUND);
      expect((await api(t, stranger).get('/api/insurance/claims')).body.total).toBe(0);
      expect((await api(t, owner).get('/api/insurance/claims')).body.items[0].id).toBe(claim.id);
      const orders = (await api(t, owner).get('/api/insurance/orders').expect(200)).body.items as {
        orderId: string;
        canClaim: boolean;
        claimId: string | null;
      }[];
      expect(orders.find((o) => o.orderId === insured.id)).toMatchObject({ canClaim: false, claimId: claim.id });
      // Customers do not decide.
      await api(t, owner).post(`/api/admin/insurance/claims/${claim.id}/approve`, {}).expect(403);

      // What staff may do next comes from the claim machine; paying comes after approval.
      expect((await api(t, admin).get(`/api/admin/insurance/claims/${claim.id}`).expect(200)).body.nextStatuses).toEqual([
        'approved',
        'rejected',
      ]);
      expect((await api(t, admin).post(`/api/admin/insurance/claims/${claim.id}/pay`, {})).body).toMatchObject({
        statusCode: 409,
        code: 'CLAIM_NOT_APPROVED',
      });
      const small = await api(t, admin).post(`/api/admin/insurance/claims/${claim.id}/approve`, { assessedDamage: '50.00' }).expect(400);
      expect(small.body.details[0]).toMatchObject({ field: 'assessedDamage', code: 'CLAIM_BELOW_MINIMUM' });

      const approved = await api(t, admin)
        .post(`/api/admin/insurance/claims/${claim.id}/approve`, { note: 'Surveyor agrees.' })
        .expect(200);
      expect(approved.body).toMatchObject({
        status: 'approved',
        payout: { amount: '2650.00', currency: 'USD' },
        customer: { id: owner.entity.publicId },
        nextStatuses: ['paid'],
      });
      const approvedMail = await sink.nextMessage(owner.entity.email);
      expect(approvedMail.subject).toMatch(/approved: 2650\.00 USD$/);
      expect(approvedMail.text).toContain('cash refund of 2650.00 USD');
      expect((await api(t, admin).post(`/api/admin/insurance/claims/${claim.id}/reject`, { reason: 'Too late' })).body).toMatchObject({
        statusCode: 409,
        code: 'CLAIM_ALREADY_DECIDED',
      });

      const repaired = await api(t, owner).post(`/api/insurance/claims/${claim.id}/repair`, { repairCost: '2500.00' }).expect(200);
      expect(repaired.body.steps[4]).toMatchObject({ state: 'done', amount: { amount: '2500.00' } });
      expect(repaired.body.steps[5]).toMatchObject({ state: 'current', amount: { amount: '2650.00' } });

      const paid = await api(t, admin).post(`/api/admin/insurance/claims/${claim.id}/pay`, {}).expect(200);
      expect(paid.body).toMatchObject({ status: 'paid', currentStep: 6, nextStatuses: [] });
      expect((await api(t, admin).post(`/api/admin/insurance/claims/${claim.id}/pay`, {})).body).toMatchObject({
        statusCode: 409,
        code: 'CLAIM_NOT_APPROVED',
        message: 'Only an approved claim can be paid; this one is paid.',
      });
      expect(paid.body.events.map((e: { kind: string }) => e.kind)).toEqual(['filed', 'approved', 'repaired', 'paid']);
      expect((await sink.nextMessage(owner.entity.email)).subject).toMatch(/refund of 2650\.00 USD paid$/);
      const seen = (await api(t, owner).get(`/api/insurance/claims/${claim.id}`).expect(200)).body as Claim;
      expect(seen.steps[5]).toMatchObject({ state: 'done', amount: { amount: '2650.00' } });
      expect(
        (await api(t, admin).get('/api/admin/insurance/claims').query({ status: 'paid' })).body.items.map((c: Claim) => c.id),
      ).toContain(claim.id);
      expect(
        (await api(t, admin).get('/api/admin/insurance/claims').query({ status: 'filed' })).body.items.map((c: Claim) => c.id),
      ).not.toContain(claim.id);

      const audit = (await auditEntries(t, 'insurance_claim', claim.id)).filter((a) => a.action === 'insurance_claim.approve');
      expect(audit[0]).toMatchObject({ actorId: admin.entity.publicId, after: { status: 'approved', payout: '2650.00' } });
    });

    it('pay at most the cover, and tell the customer why a claim is rejected', async () => {
      // CFR 3,150.00 (2,300 + 850): the cover is the car's value.
      const o = await arrived(await order(stranger, '2300.00', 'CIF'), stranger);
      const claim = (await file(stranger, claimBody(o, { amountClaimed: '4000.00' })).expect(201)).body as Claim;
      const rejectedWithout = await api(t, admin).post(`/api/admin/insurance/claims/${claim.id}/reject`, {}).expect(400);
      expect(rejectedWithout.body.details[0]).toMatchObject({ field: 'reason', message: 'Tell the customer why the claim is rejected.' });
      const rejected = await api(t, admin)
        .post(`/api/admin/insurance/claims/${claim.id}/reject`, { reason: 'The damage is noted on the bill of lading.' })
        .expect(200);
      expect(rejected.body.steps[5].state).toBe('refused');
      const mail = await sink.nextMessage(stranger.entity.email);
      expect(mail.subject).toMatch(/rejected$/);
      expect(mail.text).toContain('The damage is noted on the bill of lading.');
      await api(t, stranger).post(`/api/insurance/claims/${claim.id}/repair`, { repairCost: '100.00' }).expect(409);

      // A rejected claim may be filed again; this one is approved for the cover only.
      const again = (await file(stranger, claimBody(o, { amountClaimed: '4000.00' })).expect(201)).body as Claim;
      const approved = await api(t, admin).post(`/api/admin/insurance/claims/${again.id}/approve`, {}).expect(200);
      expect(approved.body.payout.amount).toBe('3150.00');
      expect(approved.body.cover.amount).toBe('3150.00');
    });

    it('outlive the customer’s account: an approved payout is still owed, and staff can still pay it', async () => {
      const leaving = await createCustomer(t);
      const o = await arrived(await order(leaving, '4200.00', 'CIF'), leaving);
      const claim = (await file(leaving, claimBody(o)).expect(201)).body as Claim;
      await api(t, admin).post(`/api/admin/insurance/claims/${claim.id}/approve`, {}).expect(200);
      await api(t, leaving).delete('/api/user/account', { password: DEFAULT_PASSWORD }).expect(200);
      const kept = await api(t, admin).get(`/api/admin/insurance/claims/${claim.id}`).expect(200);
      expect(kept.body).toMatchObject({ status: 'approved', customer: { id: null, email: null, name: null }, nextStatuses: ['paid'] });
      const paid = await api(t, admin).post(`/api/admin/insurance/claims/${claim.id}/pay`, {}).expect(200);
      expect(paid.body.status).toBe('paid');
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createConsignee, createUser, type SignedIn, signIn, signedInUser } from '../support/factories.js';
import { pdfBytes, recordPayment } from '../support/order-factories.js';
import { tempUploadDir } from '../support/admin-helpers.js';
import type { User } from '../../src/modules/users/user.entity.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { type CaseContext, fixedCases, type FuzzRequest, randomCase } from './hostile-cases.js';
import { loadOperations, type Operation, plausibleObject } from './openapi-operations.js';
import { seededRandom } from './prng.js';

/**
 * Every operation of openapi.yaml, sent malformed input (wrong types, huge sizes, nesting, NUL, lone surrogates,
 * injections, traversal, unknown fields, wrong content types) by an anonymous caller, a signed-in user and a
 * superadmin, so protected routes are reached past the guard. No answer may be a 5xx or show a stack trace or SQL.
 * The cases come from a fixed seed and a bounded count (FUZZ_SEED and FUZZ_CASES change them for exploration).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES ?? 40);

const STACK_TRACE = /\bat [^\s()]+ \(?[^\s()]*:\d+:\d+\)?|\.(?:ts|js):\d+/;
// `SELECT … FROM` within one JSON string (escapes allowed): a stored hostile value ("1; SELECT pg_sleep(0)") shown
// beside another field that says "from" is not a leaked statement.
const SQL_TEXT =
  /QueryFailedError|SELECT (?:[^"\\]|\\.)* FROM|INSERT INTO|UPDATE \S+ SET|DELETE FROM|syntax error at|violates [a-z ]*constraint|relation "[^"]*" does not exist|invalid input syntax for/i;

/** Run last: signing out ends the session the caller fuzzes with. */
const LAST = ['Auth_logout', 'Auth_deleteAccount'];
/** Deletions go after everything else, so the things that exist are there for the other operations. */
const rank = (op: Operation) => (LAST.includes(op.id) ? 2 : op.method === 'delete' ? 1 : 0);

const IDENTITIES = ['anonymous', 'user', 'superadmin'] as const;
type Identity = (typeof IDENTITIES)[number];

describe('fuzzing every operation of openapi.yaml', () => {
  const { operations, resolve } = loadOperations();
  let t: TestApp;
  const sessions: Partial<Record<Identity, SignedIn>> = {};
  const known: Record<string, string> = {};

  // Remittance copies the cases manage to store go to a directory of their own.
  const privateUploads = tempUploadDir();

  beforeAll(async () => {
    t = await createTestApp({ PRIVATE_UPLOAD_DIR: privateUploads.dir });
    sessions.user = await signedInUser(t);
    sessions.superadmin = await signedInUser(t, { role: 'superadmin' });
    // Things that exist, so that plausible paths reach the code past "not found": best effort, from the examples.
    const random = seededRandom(SEED);
    const schemaOf = (id: string) => operations.find((op) => op.id === id)?.jsonBody ?? {};
    known.userId = (await createUser(t)).publicId;
    const make = await t.http
      .post('/api/admin/makes')
      .set('Authorization', sessions.superadmin.auth)
      .send({ ...plausibleObject(schemaOf('MakesAdmin_createMake'), resolve, random, { all: true }), title: 'Fuzzmake', slug: 'fuzzmake' });
    known.slug = make.body.slug ?? 'toyota';
    const car = await t.http
      .post('/api/admin/cars')
      .set('Authorization', sessions.superadmin.auth)
      .send({ ...plausibleObject(schemaOf('CarsAdmin_createCar'), resolve, random, { all: true }), make: known.slug });
    known.ref = car.body.stockId ?? 'AB1234567';
    const consignee = await t.http
      .post('/api/user/consignees')
      .set('Authorization', sessions.user.auth)
      .send(plausibleObject(schemaOf('Consignees_createConsignee'), resolve, random, { all: true }));
    known.consigneeId = consignee.body.id ?? '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
    // An order of the user's (on the car above), a payment of theirs and a remittance copy, so that the order routes
    // are fuzzed past "Order not found." too.
    const customer = (sessions.user as SignedIn & { entity: User }).entity;
    const orderConsignee = await createConsignee(t, customer);
    const order = await t.http.post('/api/orders').set('Authorization', sessions.user.auth).send({
      stockId: known.ref,
      tradeTerms: 'CIF',
      destinationCountry: 'KE',
      destinationPort: 'Mombasa',
      shippingMethod: 'roro',
      consigneeId: orderConsignee.publicId,
    });
    known.orderId = order.body.id ?? '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
    const copy = await t.http
      .post(`/api/orders/${known.orderId}/remittance-copies`)
      .set('Authorization', sessions.user.auth)
      .attach('file', pdfBytes(), { filename: 'remittance.pdf', contentType: 'application/pdf' });
    known.copyId = copy.body.id ?? '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
    known.paymentId = (await recordPayment(t, sessions.superadmin, { entity: customer }, '100.00')).id;
  });
  afterAll(async () => {
    await t.close();
    privateUploads.remove();
  });

  const knownPathValue = (operation: Operation, name: string): string | undefined => {
    if (name === 'ref') return known.ref;
    if (name === 'slug') return known.slug;
    if (name === 'provider') return 'google';
    if (name === 'copyId') return known.copyId;
    if (name === 'id') {
      if (operation.path.startsWith('/api/user/consignees')) return known.consigneeId;
      if (operation.path.startsWith('/api/orders/') || operation.path.startsWith('/api/admin/orders/')) return known.orderId;
      if (operation.path.startsWith('/api/admin/payments/')) return known.paymentId;
      return known.userId;
    }
    return undefined;
  };

  async function send(request: FuzzRequest, auth: string | undefined): Promise<{ status: number; text: string }> {
    let call = t.http[request.method](request.url).timeout(20_000);
    if (auth) call = call.set('Authorization', auth);
    const body = request.body;
    if (body?.kind === 'json') call = call.set('content-type', 'application/json').send(body.text);
    else if (body?.kind === 'raw') {
      // A Buffer goes without a content type when none is set; a string would be sent as a form.
      call = body.contentType ? call.set('content-type', body.contentType).send(body.text) : call.send(Buffer.from(body.text));
    } else if (body?.kind === 'multipart') {
      for (const [name, value] of body.fields) call = call.field(name, value);
      for (const file of body.files) call = call.attach(file.field, file.content, file.name);
    }
    const res = await call;
    return { status: res.status, text: res.text ?? '' };
  }

  /** Signs the caller in again if a case ended its session (a password change, a sign-out). */
  async function ensureSession(identity: Identity): Promise<void> {
    const session = sessions[identity];
    if (!session) return;
    const profile = await t.http.get('/api/user/profile').set('Authorization', session.auth);
    if (profile.status === 401) sessions[identity] = await signIn(t, session.user.email);
  }

  const fuzz = async (identity: Identity) => {
    const random = seededRandom(SEED + IDENTITIES.indexOf(identity));
    const context: CaseContext = { random, resolve, knownPathValue };
    const ordered = [...operations].sort((a, b) => rank(a) - rank(b));
    const failures: string[] = [];
    const pastGuard = new Map<string, number>();
    for (const operation of ordered) {
      await ensureSession(identity);
      const cases = [...fixedCases(operation, context)];
      for (let i = 0; i < CASES_PER_OPERATION; i++) cases.push(randomCase(operation, context));
      for (const request of cases) {
        const where = `${identity} ${request.method.toUpperCase()} ${request.url.slice(0, 120)} [${request.label.slice(0, 160)}]`;
        let answer: { status: number; text: string };
        try {
          answer = await send(request, sessions[identity]?.auth);
        } catch (error) {
          failures.push(`${where} → no answer: ${(error as Error).message}`);
          continue;
        }
        if (answer.status >= 500) failures.push(`${where} → ${answer.status} ${answer.text.slice(0, 200)}`);
        else if (STACK_TRACE.test(answer.text) || SQL_TEXT.test(answer.text))
          failures.push(`${where} → ${answer.status} shows ${answer.text.slice(0, 300)}`);
        // Past the guard: anything but the sign-in and role guards' answers (a 403 of the route's own rule, such as
        // "dealers only", was answered past them).
        if (answer.status !== 401 && !(answer.status === 403 && /"code":"PERMISSION_DENIED"/.test(answer.text)))
          pastGuard.set(operation.id, (pastGuard.get(operation.id) ?? 0) + 1);
      }
    }
    return { failures, pastGuard };
  };

  it('anonymous: no 5xx, no stack trace, no SQL', async () => {
    const { failures } = await fuzz('anonymous');
    expect(failures).toEqual([]);
  }, 300_000);

  it('a signed-in user: the same, with the account routes reached past the guard', async () => {
    const { failures, pastGuard } = await fuzz('user');
    expect(failures).toEqual([]);
    const accountRoutes = operations.filter((op) => op.secured && op.path.startsWith('/api/user/') && op.id !== 'Auth_logout');
    expect(accountRoutes.filter((op) => !pastGuard.get(op.id)).map((op) => op.id)).toEqual([]);
  }, 300_000);

  it('a superadmin: the same, with every staff route reached past the guard', async () => {
    const { failures, pastGuard } = await fuzz('superadmin');
    expect(failures).toEqual([]);
    const staffRoutes = operations.filter((op) => op.path.startsWith('/api/admin/'));
    expect(staffRoutes.length).toBeGreaterThan(10);
    expect(staffRoutes.filter((op) => !pastGuard.get(op.id)).map((op) => op.id)).toEqual([]);
  }, 300_000);
});

import { randomBytes } from 'node:crypto';
import type { Test } from 'supertest';
import { AuditEntry } from '../../src/modules/audit/audit-entry.entity.js';
import { OrderTransition } from '../../src/modules/orders/order-transition.entity.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import type { Consignee } from '../../src/modules/users/consignee.entity.js';
import type { User } from '../../src/modules/users/user.entity.js';
import { api } from './api.js';
import { createConsignee, DEFAULT_PASSWORD, type SignedIn, signedInUser, signedInUsers } from './factories.js';
import type { TestApp } from './test-app.js';

/**
 * The one factory of orders, payments and their helpers for the order specs. Orders are made through the API (the
 * rules of reserving are what the specs test); rows are read straight from the database to check what was stored.
 * Cars come from car-factories.ts, users and consignees from factories.ts.
 */

/** A customer ready to reserve: signed in, with a consignee on their profile. */
export type Customer = SignedIn & { entity: User; consignee: Consignee };

/**
 * The ports the specs reserve to, each by RoRo at 85.00 USD per m³ and a 5,800 USD container shared by 4 cars (1,450.00
 * a car), with no charges in Japan, no inspection fees and no import rules: the company's former flat rates, so an
 * order spec's totals read as simple sums. A reservation is priced from the tables on file (issue 24 §2) and refused
 * to a port without a rate. Specs about the tables themselves load the reference tables first
 * (src/database/reference/price-tables.ts).
 */
export const TEST_FREIGHT_PORTS: readonly [country: string, port: string][] = [
  ['KE', 'Mombasa'],
  ['UG', 'Mombasa'],
  ['TZ', 'Dar es Salaam'],
  ['PK', 'Karachi'],
  ['PK', 'Qasim'],
  ['PK', 'Lahore'],
  ['MZ', 'Maputo'],
  ['ZA', 'Durban'],
  ['JM', 'Kingston'],
  ['IE', 'Dublin'],
  ['BD', 'Chattogram'],
  ['MU', 'Port Louis'],
];

const priced = new WeakMap<TestApp, Promise<void>>();
/** Puts the flat test freight rates on file unless the spec's database has rates already (once per app). */
export function ensurePriceTables(t: TestApp): Promise<void> {
  let done = priced.get(t);
  if (!done) {
    done = (async () => {
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM freight_rates`);
      if (count > 0) return;
      for (const [country, port] of TEST_FREIGHT_PORTS) {
        await t.dataSource.query(
          `INSERT INTO freight_rates (country_code, port, method, roro_usd_per_m3, container_usd, cars_per_container)
           VALUES ($1, $2, 'roro', 85.00, NULL, 4), ($1, $2, 'container', NULL, 5800.00, 4)
           ON CONFLICT DO NOTHING`,
          [country, port],
        );
      }
    })();
    priced.set(t, done);
  }
  return done;
}

export async function createCustomer(
  t: TestApp,
  overrides: Partial<User> = {},
  signInOptions: { rememberMe?: boolean } = {},
): Promise<Customer> {
  await ensurePriceTables(t);
  const signed = await signedInUser(t, overrides, signInOptions);
  return { ...signed, consignee: await createConsignee(t, signed.entity) };
}

/** `count` customers, each with a consignee. */
/**
 * A customer who registered through the API (`POST /api/user/register`, as a person does: the route's own rules run)
 * and added a consignee: ready to reserve. For specs where the same email comes and goes (account deletion).
 */
export async function registerCustomer(t: TestApp, email: string): Promise<Customer> {
  const res = await t.http
    .post('/api/user/register')
    .send({ email, password: DEFAULT_PASSWORD, firstName: 'Prop', lastName: 'Erty', country: 'KE' });
  if (res.status !== 201) throw new Error(`registering ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  const signed = { ...res.body, auth: `Bearer ${res.body.token}` } as SignedIn;
  const consignee = await api(t, signed).post('/api/user/consignees', {
    consigneeName: 'Prop Motors',
    country: 'KE',
    city: 'Mombasa',
    address: 'Moi Avenue 1',
    sameAsConsignee: true,
  });
  if (consignee.status !== 201) throw new Error(`adding a consignee failed: ${consignee.status} ${JSON.stringify(consignee.body)}`);
  const [entity] = await t.dataSource.query<{ id: string; public_id: string }[]>('SELECT id::text, public_id FROM users WHERE email = $1', [
    email,
  ]);
  const who = { ...signed, entity: { id: entity!.id, publicId: entity!.public_id, email }, consignee: { publicId: consignee.body.id } };
  return who as unknown as Customer;
}

export async function createCustomers(t: TestApp, count: number): Promise<Customer[]> {
  await ensurePriceTables(t);
  const users = await signedInUsers(t, count);
  return Promise.all(users.map(async (u) => ({ ...u, consignee: await createConsignee(t, u.entity) })));
}

/** The body of POST /api/orders: CIF by RoRo to Mombasa, with the customer's consignee, unless told otherwise. */
export const reserveBody = (who: Customer, stockId: string, overrides: Record<string, unknown> = {}) => ({
  stockId,
  tradeTerms: 'CIF',
  destinationCountry: 'KE',
  destinationPort: 'Mombasa',
  shippingMethod: 'roro',
  consigneeId: who.consignee.publicId,
  ...overrides,
});

/** POST /api/orders as `who` (the answer is the caller's to check). */
export const reserve = (t: TestApp, who: Customer, stockId: string, overrides: Record<string, unknown> = {}): Test =>
  api(t, who).post('/api/orders', reserveBody(who, stockId, overrides));

/** An order as the API answers it (the fields the specs read). */
export interface OrderBody {
  id: string;
  status: string;
  expiresAt: string | null;
  holdPaused: boolean;
  car: { stockId: string; title: string };
  price: { total: { amount: string } };
  payment: {
    allocated: { amount: string };
    depositRequired: { amount: string };
    percent: string;
    depositPaid: boolean;
    fullyPaid: boolean;
  };
  history: { from: string | null; to: string; cause: string }[];
  remittanceCopies: { id: string; status: string }[];
}

/** Reserves and insists on 201. */
export async function reserved(t: TestApp, who: Customer, stockId: string, overrides: Record<string, unknown> = {}): Promise<OrderBody> {
  const res = await reserve(t, who, stockId, overrides);
  if (res.status !== 201) throw new Error(`reserving ${stockId} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as OrderBody;
}

export const uniqueBankReference = () => `FT${randomBytes(5).toString('hex').toUpperCase()}`;

/** Staff record a USD payment of `amount` from `customer` (201 insisted on); answers the payment. */
export async function recordPayment(
  t: TestApp,
  staff: SignedIn,
  customer: Pick<Customer, 'entity'>,
  amount: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; amount: { amount: string }; unallocated: { amount: string } }> {
  const res = await api(t, staff).post('/api/admin/payments', {
    customerId: customer.entity.publicId,
    amount,
    currency: 'USD',
    exchangeRate: '1',
    valueDate: '2026-01-05',
    bankReference: uniqueBankReference(),
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`recording a payment failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Staff set the day's exchange rates (units per 1 USD, as the site header shows), e.g. `{ JPY: '151.5' }` (200 insisted on). */
export async function setExchangeRates(t: TestApp, staff: SignedIn, rates: Record<string, string>): Promise<void> {
  const res = await api(t, staff).put('/api/admin/currencies/rates', rates);
  if (res.status !== 200) throw new Error(`setting rates failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** POST /api/admin/payments/:id/void as staff, with this reason (null: none sent); the answer is the caller's to check. */
export const voidPayment = (t: TestApp, staff: SignedIn, paymentId: string, reason: string | null = 'Entered wrongly'): Test =>
  api(t, staff).post(`/api/admin/payments/${paymentId}/void`, reason === null ? {} : { reason });

/** POST /api/admin/payments/:id/allocations as staff (the answer is the caller's to check). */
export const allocate = (t: TestApp, staff: SignedIn, paymentId: string, orderId: string, amount: string): Test =>
  api(t, staff).post(`/api/admin/payments/${paymentId}/allocations`, { orderId, amount });

/** Records a USD payment of `amount` and puts all of it towards the order (201 insisted on). */
export async function pay(t: TestApp, staff: SignedIn, customer: Pick<Customer, 'entity'>, orderId: string, amount: string): Promise<void> {
  const payment = await recordPayment(t, staff, customer, amount);
  const res = await allocate(t, staff, payment.id, orderId, amount);
  if (res.status !== 201) throw new Error(`allocating ${amount} failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** The order's row, straight from the database. */
export const orderRow = (t: TestApp, publicId: string): Promise<Order> => t.dataSource.getRepository(Order).findOneByOrFail({ publicId });

/** The order's history rows, oldest first. */
export async function transitionRows(t: TestApp, publicId: string): Promise<OrderTransition[]> {
  const order = await orderRow(t, publicId);
  return t.dataSource.getRepository(OrderTransition).find({ where: { orderId: order.id }, order: { id: 'ASC' } });
}

/** Audit entries of an order, oldest first. */
export const orderAudit = (t: TestApp, publicId: string): Promise<AuditEntry[]> =>
  t.dataSource.getRepository(AuditEntry).find({ where: { targetType: 'order', targetId: publicId }, order: { id: 'ASC' } });

/** A Tokyo wall-clock time as the instant it is: `tokyo('2026-03-02 10:30')`. */
export const tokyo = (wall: string): Date => new Date(`${wall.replace(' ', 'T')}${wall.length <= 16 ? ':00' : ''}+09:00`);

/** A small, valid PDF (the bytes a remittance copy is recognised by, and its trailer). */
export const pdfBytes = (): Buffer =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
  );

/* ---------------------------------------------------------------- shipments and tracking (issue 9 §5) */

/** The body of POST /api/admin/shipments: RoRo to Mombasa, prepaid, leaving 10 March and arriving 5 April 2026, unless told otherwise. */
export const shipmentBody = (overrides: Record<string, unknown> = {}) => ({
  destinationCountry: 'KE',
  destinationPort: 'Mombasa',
  method: 'roro',
  freightTerms: 'prepaid',
  vessel: 'Morning Celine',
  voyageNumber: 'MC2603',
  departureDate: '2026-03-10',
  arrivalDate: '2026-04-05',
  invoiceNumber: 'FI-2603-0042',
  invoiceDate: '2026-03-09',
  ...overrides,
});

/** Staff create a shipment (201 insisted on); answers it. */
export async function createShipment(
  t: TestApp,
  staff: SignedIn,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; departureDate: string; arrivalDate: string; orders: { id: string }[] }> {
  const res = await api(t, staff).post('/api/admin/shipments', shipmentBody(overrides));
  if (res.status !== 201) throw new Error(`creating a shipment failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A deposit-paid (FOB, paid in full: `paid`) order of `customer` on a new car. */
export async function paidOrder(t: TestApp, staff: SignedIn, customer: Customer, createCarStockId: string): Promise<OrderBody> {
  const order = await reserved(t, customer, createCarStockId, { tradeTerms: 'FOB' });
  await pay(t, staff, customer, order.id, order.price.total.amount);
  return order;
}

/** Staff upload a shipping document of `kind` (the answer is the caller's to check). */
export const uploadDocument = (
  t: TestApp,
  staff: SignedIn,
  orderId: string,
  kind: string,
  file: Buffer = pdfBytes(),
  filename = 'bl.pdf',
): Test =>
  api(t, staff)
    .post(`/api/admin/orders/${orderId}/documents`)
    .query({ kind })
    .attach('file', file, { filename, contentType: 'application/pdf' });

/* ---------------------------------------------------------------- coupons (issue 9 §6) */

export const uniqueCouponCode = () => `C-${randomBytes(4).toString('hex').toUpperCase()}`;

/** Staff issue a USD coupon of `amount` to `customer`, valid until the end of 2026 (201 insisted on); answers it. */
export async function issueCoupon(
  t: TestApp,
  staff: SignedIn,
  customer: Pick<Customer, 'entity'>,
  amount: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; name: string; code: string; balance: { amount: string } }> {
  const res = await api(t, staff).post('/api/admin/coupons', {
    customerId: customer.entity.publicId,
    name: 'Welcome discount',
    code: uniqueCouponCode(),
    amount,
    currency: 'USD',
    expiresAt: '2026-12-31',
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`issuing a coupon failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** POST /api/orders/:id/coupons as `who` (the answer is the caller's to check). */
export const applyCoupon = (t: TestApp, who: SignedIn, orderId: string, code: string, amount?: string): Test =>
  api(t, who).post(`/api/orders/${orderId}/coupons`, amount === undefined ? { code } : { code, amount });

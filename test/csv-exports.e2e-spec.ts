import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Type } from '@nestjs/common';
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { CsvExports } from '../src/common/csv/csv-exports.service.js';
import { csvCell, csvLine } from '../src/common/csv/csv.js';
import { csvCellSql, csvLineSql } from '../src/common/csv/csv-sql.js';
import { keysetOf } from '../src/common/csv/export-batches.js';
import { CAR_EXPORT_COLUMNS } from '../src/modules/car-admin/car-admin-list-sql.js';
import { AuditService } from '../src/modules/audit/audit.service.js';
import { BlogService } from '../src/modules/blog/blog.service.js';
import { CarRequestsService } from '../src/modules/car-requests/car-requests.service.js';
import { ContactService } from '../src/modules/contact/contact.service.js';
import { CouponsService } from '../src/modules/coupons/coupons.service.js';
import { ExchangeRatesService } from '../src/modules/currencies/exchange-rates.service.js';
import { DamageReportsAdminService } from '../src/modules/damage-reports/damage-reports-admin.service.js';
import { InquiriesService } from '../src/modules/inquiries/inquiries.service.js';
import { InsuranceAdminService } from '../src/modules/insurance/insurance-admin.service.js';
import { NewsletterService } from '../src/modules/newsletter/newsletter.service.js';
import { StaffOrdersService } from '../src/modules/orders/staff-orders.service.js';
import { PaymentReadsService } from '../src/modules/orders/payment-reads.service.js';
import { PriceTablesService } from '../src/modules/price-calculator/price-tables.service.js';
import { ReviewsAdminService } from '../src/modules/reviews/reviews-admin.service.js';
import { ShipmentsService } from '../src/modules/shipments/shipments.service.js';
import { AdminUsersService } from '../src/modules/user-admin/admin-users.service.js';
import { createDataSource } from '../src/database/data-source.js';
import { api } from './support/api.js';
import { createCar, createMake } from './support/car-factories.js';
import { uniqueSuffix } from './support/databases.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createMigratedDatabase, createTestApp, type TestApp } from './support/test-app.js';
import { sleep } from './support/wait.js';

/**
 * Staff CSV exports off the public path (issue 24): read from the read replica (here a second database holding other
 * rows, so the test sees which one answered), in keyset batches, at most EXPORT_CONCURRENCY at once with
 * EXPORT_QUEUE_SIZE waiting and any more refused with 429 EXPORTS_BUSY and Retry-After, each batch under
 * EXPORT_STATEMENT_TIMEOUT_MS. The bench (`npm run bench:exports`) measures what this buys the public search.
 */
describe('staff CSV exports: the replica, keyset batches, a limit on how many run at once', () => {
  const replicaName = `autoexport_t_${process.env.TEST_RUN_ID}_exports_${uniqueSuffix()}`;
  let t: TestApp;
  let replica: DataSource;
  let admin: SignedIn;

  beforeAll(async () => {
    const replicaUrl = await createMigratedDatabase(replicaName);
    t = await createTestApp({
      DATABASE_READ_URL: replicaUrl,
      EXPORT_CONCURRENCY: '1',
      EXPORT_QUEUE_SIZE: '1',
      EXPORT_QUEUE_WAIT_S: '20',
      EXPORT_STATEMENT_TIMEOUT_MS: '1500',
    });
    replica = createDataSource(replicaUrl, { extra: { max: 3 } });
    await replica.initialize();
    // The audit log is the superadmin's.
    admin = await signedInUser(t, { role: 'superadmin' });
    // 2,600 audit entries on the replica only (three export batches), 1,500 of them at one instant with microseconds,
    // so the batches' boundaries fall inside ties; a few on the primary only.
    await replica.query(
      `INSERT INTO audit_log (actor_role, action, target_type, target_id, created_at)
       SELECT 'admin', 'car.update', 'export-test', 'replica-' || g,
              CASE WHEN g <= 1500 THEN timestamptz '2026-03-01 10:00:00.123456+00'
                   ELSE timestamptz '2026-03-01 10:00:00+00' + (g % 700) * interval '1 microsecond' END
         FROM generate_series(1, 2600) g`,
    );
    await t.dataSource.query(
      `INSERT INTO audit_log (actor_role, action, target_type, target_id) SELECT 'admin', 'car.update', 'export-test', 'primary-' || g
         FROM generate_series(1, 5) g`,
    );
    // Customers on the replica: 700 never signed in (null), the rest in ties, to walk a nullable sort key.
    await replica.query(
      `INSERT INTO users (email, role, first_name, last_name, country, last_sign_in_at)
       SELECT 'export-' || g || '@example.com', 'user', 'Export', 'Customer ' || g, 'KE',
              CASE WHEN g % 2 = 0 THEN NULL ELSE timestamptz '2026-02-01 08:00:00.654321+00' + (g % 5) * interval '1 second' END
         FROM generate_series(1, 1400) g`,
    );
  }, 90_000);

  afterAll(async () => {
    await replica?.destroy();
    await t?.close();
    // Its database (this run's name) is dropped with the others by global-teardown.ts, which drops them together.
  });

  const firstColumn = (csv: string) =>
    csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(',')[0]!);
  const auditExport = (sort = '-createdAt') => api(t, admin).get(`/api/admin/audit-log.csv?targetType=export-test&sort=${sort}`);

  it('streams every row once, in the list’s order, from the replica, across keyset batches that split ties', async () => {
    for (const [sort, direction] of [
      ['-createdAt', 'DESC'],
      ['createdAt', 'ASC'],
    ] as const) {
      const res = await auditExport(sort).expect(200);
      expect(res.headers['content-type']).toContain('text/csv');
      const expected = await replica.query<{ ref: string }[]>(
        `SELECT id::text AS ref FROM audit_log WHERE target_type = 'export-test' ORDER BY created_at ${direction}, id ${direction}`,
      );
      const ids = firstColumn(res.text);
      expect(ids).toHaveLength(2600);
      expect(new Set(ids).size).toBe(2600);
      expect(ids).toEqual(expected.map((r) => r.ref));
      expect(res.text).not.toContain('primary-');
    }
  });

  it('walks a sort key that can be null: never-signed-in customers last, each row once', async () => {
    const res = await api(t, admin).get('/api/admin/users.csv?sort=-lastSignInAt').expect(200);
    const expected = await replica.query<{ public_id: string }[]>(
      `SELECT public_id FROM users ORDER BY last_sign_in_at DESC NULLS LAST, id DESC`,
    );
    expect(firstColumn(res.text)).toEqual(expected.map((r) => r.public_id));
  });

  it('writes the car export’s cells in SQL exactly as csvCell writes them, and the export from the replica', async () => {
    const tricky = [
      'Corolla',
      '=SUM(1,2)',
      '+1',
      '-3',
      '@cmd',
      '\tindent',
      '\rreturn',
      'a,b',
      'say "hi"',
      'two\nlines',
      '-"q",',
      '',
      null,
      'ünï, 日本',
    ];
    for (const value of tricky) {
      const [{ cell }] = await t.dataSource.query<{ cell: string }[]>(`SELECT ${csvCellSql('$1::text', 'text')} AS cell`, [value]);
      expect({ value, cell }).toEqual({ value, cell: csvCell(value) });
    }
    const [{ line }] = await t.dataSource.query<{ line: string }[]>(
      `SELECT ${csvLineSql([
        { header: 'a', sql: '$1::text', kind: 'text' },
        { header: 'b', sql: '$2::int', kind: 'plain' },
        { header: 'c', sql: '$3::text', kind: 'text' },
      ])} AS line`,
      ['x,y', 42, null],
    );
    expect(line).toBe(csvLine(['x,y', 42, null]));

    const onReplica = { ...t, dataSource: replica };
    // The make on both databases, as replication would have it: cars come from the replica, make titles from the
    // makes module's directory (the primary).
    const make = await createMake(t, { title: 'Mazda, "Co"' });
    const [row] = await t.dataSource.query<Record<string, unknown>[]>('SELECT * FROM makes WHERE id = $1', [make.id]);
    const columns = Object.keys(row!);
    await replica.query(
      `INSERT INTO makes (${columns.map((c) => `"${c}"`).join(', ')}) OVERRIDING SYSTEM VALUE VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      columns.map((c) => row![c]),
    );
    const { car } = await createCar(onReplica, { make, model: '=HYPERLINK("x")', engineCode: null, color: 'pearl\nwhite' });
    const res = await api(t, admin).get(`/api/admin/cars.csv?q=${car.stockId}`).expect(200);
    const header = `${CAR_EXPORT_COLUMNS.map((c) => c.header).join(',')}\r\n`;
    const expected = csvLine([
      car.stockId,
      car.status,
      make.title,
      car.model,
      car.year,
      car.mileageKm,
      car.engineCc,
      car.engineCode,
      car.transmission,
      car.fuel,
      car.drive,
      car.bodyType,
      car.steering,
      car.doors,
      car.seats,
      car.color,
      car.chassisNumber,
      car.category,
      car.locationCountry,
      car.stockPort,
      car.lengthM,
      car.widthM,
      car.heightM,
      car.volumeM3,
      car.fobPriceUsd,
      Number(car.viewCount),
      car.createdAt,
      car.updatedAt,
    ]);
    expect(res.text).toBe(`\uFEFF${header}${expected}`);
    expect(expected).toContain(`'=HYPERLINK(""x"")`);
  });

  it('reads every list that can grow past 100,000 rows by keyset, in each of its sorts, never by OFFSET', async () => {
    // The method that answers a list's filtered, sorted query: a service's own, or its StaffList's (`staffList.query`).
    const lists: [Type<unknown>, string, string[]][] = [
      [AuditService, 'staffList.query', ['createdAt']],
      [AdminUsersService, 'staffList.query', ['createdAt', 'email', 'name', 'lastSignInAt']],
      [StaffOrdersService, 'staffList.query', ['reservedAt', 'expiresAt', 'statusChangedAt', 'total', 'stockId', 'status']],
      [PaymentReadsService, 'filtered', ['valueDate', 'recordedAt', 'amount', 'bankReference']],
      [InquiriesService, 'staffList.query', ['createdAt', 'status', 'name']],
      [ReviewsAdminService, 'staffList.query', ['createdAt', 'publishedAt', 'rating']],
      [ContactService, 'staffList.query', ['createdAt', 'subject', 'status']],
      [CarRequestsService, 'staffList.query', ['createdAt', 'status', 'make']],
      [DamageReportsAdminService, 'staffList.query', ['createdAt', 'status', 'statusChangedAt', 'stockId']],
      [InsuranceAdminService, 'staffList.query', ['createdAt', 'amountClaimed', 'damageFoundOn', 'decidedAt']],
      [CouponsService, 'staffList.query', ['issuedAt', 'expiresAt', 'amount', 'balance', 'code']],
      [NewsletterService, 'staffList.query', ['subscribedAt', 'fullName', 'email', 'status']],
      [ShipmentsService, 'staffList.query', ['departureDate', 'arrivalDate', 'vessel', 'destinationPort', 'createdAt']],
      [BlogService, 'staffList.query', ['title', 'category', 'status', 'views', 'publishedAt', 'createdAt', 'updatedAt']],
      [ExchangeRatesService, 'historyQuery', ['createdAt']],
      [PriceTablesService, 'freightRates.query', ['createdAt']],
    ];
    const notKeyset: string[] = [];
    for (const [type, method, sorts] of lists) {
      const path = method.split('.');
      const owner = path.slice(0, -1).reduce((o, key) => o[key] as never, t.app.get(type) as Record<string, unknown>);
      const query = owner[path.at(-1)!] as (query: object) => unknown;
      for (const sort of sorts.flatMap((key) => [key, `-${key}`])) {
        const qb = (await query.call(owner, { sort })) as SelectQueryBuilder<ObjectLiteral> | null;
        if (!qb || !keysetOf(qb)) notKeyset.push(`${type.name}.${method} ${sort}`);
      }
    }
    expect(notKeyset).toEqual([]);
  });

  it('runs one export at a time here, queues one, refuses the next with 429 EXPORTS_BUSY and Retry-After; the others complete', async () => {
    const exports = t.app.get(CsvExports);
    // Hold the replica's audit table: the running export waits on its first batch, keeping its place.
    const lock = replica.createQueryRunner();
    await lock.connect();
    await lock.startTransaction();
    await lock.query('LOCK TABLE audit_log IN ACCESS EXCLUSIVE MODE');
    let running: Promise<import('supertest').Response> | undefined;
    let queued: Promise<import('supertest').Response> | undefined;
    try {
      running = auditExport().then((r) => r);
      await until(() => exports.stats.running === 1);
      queued = auditExport().then((r) => r);
      await until(() => exports.stats.waiting === 1);
      const refused = await auditExport();
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe('20');
      expect(refused.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'EXPORTS_BUSY',
        message: 'Too many exports are running. Please try again in 20 seconds.',
        params: { seconds: 20 },
        requestId: expect.any(String),
      });
    } finally {
      await lock.commitTransaction();
      await lock.release();
    }
    const [first, second] = await Promise.all([running!, queued!]);
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(firstColumn(res.text)).toHaveLength(2600);
    }
    expect(exports.stats).toEqual({ running: 0, waiting: 0 });
    await auditExport().expect(200);
  }, 60_000);

  it('stops a batch that runs past the statement timeout, answers 503 with Retry-After, and frees its place', async () => {
    const lock = replica.createQueryRunner();
    await lock.connect();
    await lock.startTransaction();
    await lock.query('LOCK TABLE audit_log IN ACCESS EXCLUSIVE MODE');
    try {
      const started = Date.now();
      const res = await auditExport();
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await lock.commitTransaction();
      await lock.release();
    }
    expect(t.app.get(CsvExports).stats).toEqual({ running: 0, waiting: 0 });
    await auditExport().expect(200);
  }, 30_000);
});

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(20);
  }
}

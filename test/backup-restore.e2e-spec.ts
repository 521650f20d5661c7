import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { filesUnder, makeImage, tempUploadDir } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { createCar } from './support/car-factories.js';
import { databaseUrl, withServer } from './support/databases.js';
import { type SignedIn, signedInUser, signIn } from './support/factories.js';
import { createCustomer, type Customer, type OrderBody, pay, pdfBytes, recordPayment, reserved } from './support/order-factories.js';
import { createTestApp, testDatabaseName, type TestApp } from './support/test-app.js';

const run = promisify(execFile);
const databaseExists = (name: string) =>
  withServer(async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);
const SCRIPTS = path.resolve('scripts');

/** Runs scripts/<name> with the environment given; answers its exit code and output (a failure is an answer too). */
async function script(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(path.join(SCRIPTS, name), args, { env: { ...process.env, ...env }, timeout: 120_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/**
 * Backups (issue 15, docs/backup.md): a site with orders, payments, car photos and a customer's private remittance
 * copy is backed up with scripts/backup.sh and restored with scripts/restore.sh into a new database and new upload
 * directories; the application booted on the restored copy serves the same order, payment and file bytes.
 */
describe('backup and restore', () => {
  let source: TestApp;
  let restored: TestApp | undefined;
  const publicDir = tempUploadDir();
  const privateDir = tempUploadDir();
  const restoredPublic = tempUploadDir();
  const restoredPrivate = tempUploadDir();
  const backups = mkdtempSync(path.join(tmpdir(), 'autoexport-backups-'));
  const restoredDatabase = testDatabaseName();
  const refusedDatabase = testDatabaseName();
  let admin: SignedIn;
  let customer: Customer;
  let order: OrderBody;
  let paymentId: string;
  let photoUrl: string;
  let photo: Buffer;
  let remittanceId: string;
  let backup: string;

  /** The bytes the app serves at `url` (stored files' URLs are absolute, on PUBLIC_URL). */
  const readBytes = async (t: TestApp, url: string, who?: SignedIn) => {
    const res = await api(t, who).get(new URL(url, 'http://localhost').pathname).buffer(true);
    expect(res.status).toBe(200);
    return res.body as Buffer;
  };

  beforeAll(async () => {
    source = await createTestApp({ WORKER: 'off', UPLOAD_DIR: publicDir.dir, PRIVATE_UPLOAD_DIR: privateDir.dir });
    admin = await signedInUser(source, { role: 'admin' });
    customer = await createCustomer(source);
    const { car } = await createCar(source);
    photo = await makeImage('jpeg', { color: '#cc3300' });
    const uploaded = await api(source, admin).post(`/api/admin/cars/${car.stockId}/images`).attach('images', photo, 'front.jpg');
    expect(uploaded.status).toBe(201);
    // The factory's car has stand-in image rows; the uploaded photo comes last.
    photoUrl = uploaded.body.images.at(-1).url;

    order = await reserved(source, customer, car.stockId);
    await pay(source, admin, customer, order.id, '500.00');
    paymentId = (await recordPayment(source, admin, customer, '120.50')).id;
    const copy = await api(source, customer)
      .post(`/api/orders/${order.id}/remittance-copies`)
      .attach('file', pdfBytes(), { filename: 'remittance.pdf', contentType: 'application/pdf' });
    expect(copy.status).toBe(201);
    remittanceId = copy.body.id;
  });

  afterAll(async () => {
    await source?.close();
    await restored?.close();
    // Its database (this run's name) is dropped with the others by global-teardown.ts, which drops them together.
    for (const dir of [publicDir, privateDir, restoredPublic, restoredPrivate]) dir.remove();
    rmSync(backups, { recursive: true, force: true });
  });

  it('writes the database and both upload directories, with a manifest and checksums, into a timestamped directory', async () => {
    const made = await script('backup.sh', ['--out', backups], {
      DATABASE_URL: source.config.databaseUrl,
      UPLOAD_DIR: publicDir.dir,
      PRIVATE_UPLOAD_DIR: privateDir.dir,
    });
    expect(made).toMatchObject({ code: 0, stderr: '' });
    backup = made.stdout.trim().split('\n').pop()!;
    expect(path.basename(backup)).toMatch(/^autoexport-\d{8}T\d{6}Z$/);
    expect(filesUnder(backup)).toEqual(['SHA256SUMS', 'database.dump', 'manifest.json', 'private-uploads.tar.gz', 'uploads.tar.gz']);
    const manifest = JSON.parse(readFileSync(path.join(backup, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      format: 1,
      database: { file: 'database.dump', name: new URL(source.config.databaseUrl).pathname.slice(1) },
      uploads: { file: 'uploads.tar.gz', files: filesUnder(publicDir.dir).length },
      privateUploads: { file: 'private-uploads.tar.gz', files: filesUnder(privateDir.dir).length },
    });
    expect(manifest.database.lastMigration).toMatch(/\d{13}$/);
    expect(manifest.uploads.files).toBeGreaterThan(0);
    expect(manifest.privateUploads.files).toBe(1);
    expect(readFileSync(path.join(backup, 'SHA256SUMS'), 'utf8')).toMatch(/^[0-9a-f]{64} {2}database\.dump$/m);
  });

  it('restores into a new database and directories, and the app booted on the copy serves the same order, payment and files', async () => {
    const restoredRun = await script('restore.sh', [backup, '--database', restoredDatabase], {
      DATABASE_URL: source.config.databaseUrl,
      UPLOAD_DIR: restoredPublic.dir,
      PRIVATE_UPLOAD_DIR: restoredPrivate.dir,
    });
    expect(restoredRun).toMatchObject({ code: 0 });
    expect(restoredRun.stdout).toContain('checksums ok');
    expect(filesUnder(restoredPublic.dir)).toEqual(filesUnder(publicDir.dir));
    expect(filesUnder(restoredPrivate.dir)).toEqual(filesUnder(privateDir.dir));

    restored = await createTestApp(
      { WORKER: 'off', UPLOAD_DIR: restoredPublic.dir, PRIVATE_UPLOAD_DIR: restoredPrivate.dir },
      {},
      { database: restoredDatabase },
    );
    expect(restored.config.databaseUrl).toBe(databaseUrl(restoredDatabase));
    // The same people sign in with the same passwords (their hashes came back).
    const [adminAgain, customerAgain] = await Promise.all([signIn(restored, admin.user.email), signIn(restored, customer.user.email)]);

    const before = await api(source, customer).get(`/api/orders/${order.id}`).expect(200);
    const after = await api(restored, customerAgain).get(`/api/orders/${order.id}`).expect(200);
    expect(after.body).toEqual(before.body);
    expect(after.body.payment.allocated.amount).toBe('500.00');

    const paymentBefore = await api(source, admin).get(`/api/admin/payments/${paymentId}`).expect(200);
    const paymentAfter = await api(restored, adminAgain).get(`/api/admin/payments/${paymentId}`).expect(200);
    expect(paymentAfter.body).toEqual(paymentBefore.body);
    expect(paymentAfter.body.amount.amount).toBe('120.50');

    // The public photo and the private remittance copy, byte for byte.
    expect(Buffer.compare(await readBytes(restored, photoUrl), await readBytes(source, photoUrl))).toBe(0);
    const copyUrl = `/api/orders/${order.id}/remittance-copies/${remittanceId}/file`;
    expect(Buffer.compare(await readBytes(restored, copyUrl, customerAgain), pdfBytes())).toBe(0);
  });

  it('refuses to overwrite a database that holds tables, or upload directories that hold files, unless --force', async () => {
    const env = { DATABASE_URL: source.config.databaseUrl, UPLOAD_DIR: restoredPublic.dir, PRIVATE_UPLOAD_DIR: restoredPrivate.dir };
    const sourceName = new URL(source.config.databaseUrl).pathname.slice(1);
    const overDatabase = await script('restore.sh', [backup, '--database', sourceName], env);
    expect(overDatabase.code).not.toBe(0);
    expect(overDatabase.stderr).toMatch(new RegExp(`database ${sourceName} already holds \\d+ tables: restore refused`));

    const overFiles = await script('restore.sh', [backup, '--database', refusedDatabase], env);
    expect(overFiles.code).not.toBe(0);
    expect(overFiles.stderr).toContain(`${restoredPublic.dir} is not empty: restore refused`);
    // Refused before anything was touched: no database was created, the files are where they were.
    expect(await databaseExists(refusedDatabase)).toBe(false);
    expect(filesUnder(restoredPublic.dir)).toEqual(filesUnder(publicDir.dir));
    await api(source, customer).get(`/api/orders/${order.id}`).expect(200);
  });

  it('refuses a damaged backup before touching anything', async () => {
    appendFileSync(path.join(backup, 'uploads.tar.gz'), 'x');
    const damaged = await script('restore.sh', [backup, '--database', refusedDatabase], {
      DATABASE_URL: source.config.databaseUrl,
      UPLOAD_DIR: path.join(backups, 'nowhere'),
      PRIVATE_UPLOAD_DIR: path.join(backups, 'nowhere-private'),
    });
    expect(damaged.code).not.toBe(0);
    expect(damaged.stderr).toContain('checksums do not match');
    expect(existsSync(path.join(backups, 'nowhere'))).toBe(false);
    expect(await databaseExists(refusedDatabase)).toBe(false);
  });
});

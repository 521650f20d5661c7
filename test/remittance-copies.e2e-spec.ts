import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ManualClock } from '../src/common/time/clock.js';
import { filesUnder, makeImage, noisyPng, tempUploadDir } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { createCar } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createCustomer, type Customer, orderAudit, type OrderBody, pay, pdfBytes, reserved, tokyo } from './support/order-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const UNSUPPORTED = { statusCode: 415, code: 'FILE_TYPE_UNSUPPORTED', message: 'Only JPG, PNG, WEBP or PDF files are accepted.' };
const TOO_LARGE = { statusCode: 413, code: 'FILE_TOO_LARGE', message: 'The file is larger than 5 MB.' };
const INVALID = {
  statusCode: 400,
  code: 'INVALID_FILE',
  message: 'The file could not be read: it is damaged or is not a real JPG, PNG, WEBP or PDF file.',
};
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000, 0x90)]);
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');

/** The customer's copy of a bank remittance (issue 9 §2): what is accepted, where it is kept, who may read it back. */
describe('remittance copies', () => {
  let t: TestApp;
  const publicDir = tempUploadDir();
  const privateDir = tempUploadDir();
  let admin: SignedIn;
  let owner: Customer;
  let stranger: Customer;
  let order: OrderBody;

  beforeAll(async () => {
    t = await createTestApp(
      { WORKER: 'off', UPLOAD_DIR: publicDir.dir, PRIVATE_UPLOAD_DIR: privateDir.dir },
      { clock: new ManualClock(tokyo('2026-03-02 10:30')) },
    );
    admin = await signedInUser(t, { role: 'admin' });
    [owner, stranger] = await Promise.all([createCustomer(t), createCustomer(t)]);
    order = await reserved(t, owner, (await createCar(t)).car.stockId);
  });
  afterAll(async () => {
    await t.close();
    publicDir.remove();
    privateDir.remove();
  });

  const send = (file: Buffer, filename: string, contentType: string, who: Customer = owner, field = 'file', target: OrderBody = order) =>
    api(t, who).post(`/api/orders/${target.id}/remittance-copies`).attach(field, file, { filename, contentType });

  it('takes a PDF, a JPG, a PNG or a WEBP, recognised by its bytes, and keeps it private', async () => {
    const files: [Buffer, string, string][] = [
      [pdfBytes(), 'remittance.pdf', 'application/pdf'],
      [await makeImage('jpeg'), 'slip.jpg', 'image/jpeg'],
      [await makeImage('png'), 'slip.png', 'image/png'],
      // The declared type and name do not matter: the bytes say WEBP.
      [await makeImage('webp'), 'slip.txt', 'text/plain'],
    ];
    const expected = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];
    for (const [i, [file, name, type]] of files.entries()) {
      const res = await send(file, name, type);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: 'pending', contentType: expected[i], sizeBytes: file.length, reviewedAt: null });
      const download = await api(t, owner).get(`/api/orders/${order.id}/remittance-copies/${res.body.id}/file`).buffer(true);
      expect(download.status).toBe(200);
      expect(download.headers['content-type']).toBe(expected[i]);
      expect(download.headers['content-disposition']).toMatch(
        /^attachment; filename="remittance-[A-Z0-9]+-[0-9a-f]{8}\.(pdf|jpg|png|webp)"$/,
      );
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(download.body as Buffer, file)).toBe(0);
      const staff = await api(t, admin).get(`/api/admin/orders/${order.id}/remittance-copies/${res.body.id}/file`).buffer(true);
      expect(Buffer.compare(staff.body as Buffer, file)).toBe(0);
    }
    // Stored under the private directory only, never where /uploads/ serves from.
    expect(filesUnder(privateDir.dir).filter((f) => f.startsWith(`remittances/${order.id}/`))).toHaveLength(4);
    expect(filesUnder(publicDir.dir)).toEqual([]);
    const shown = await api(t, owner).get(`/api/orders/${order.id}`).expect(200);
    expect(shown.body.remittanceCopies).toHaveLength(4);
    expect(shown.body.holdPaused).toBe(true);
    expect((await orderAudit(t, order.id)).filter((e) => e.action === 'order.remittance_upload')).toHaveLength(4);
  });

  it('lets no one else read a copy back', async () => {
    const copy = (await send(pdfBytes(), 'r.pdf', 'application/pdf')).body as { id: string };
    const res = await api(t, stranger).get(`/api/orders/${order.id}/remittance-copies/${copy.id}/file`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Order not found.' });
    const upload = await send(pdfBytes(), 'r.pdf', 'application/pdf', stranger);
    expect(upload.body).toMatchObject({ statusCode: 404, code: 'ORDER_NOT_FOUND' });
    const unknown = await api(t, owner).get(`/api/orders/${order.id}/remittance-copies/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/file`);
    expect(unknown.body).toMatchObject({ statusCode: 404, code: 'REMITTANCE_NOT_FOUND', message: 'Remittance copy not found.' });
  });

  it.each([
    ['a Linux executable called remittance.pdf', ELF, 'remittance.pdf', 'application/pdf'],
    ['an HTML page called slip.jpg', HTML, 'slip.jpg', 'image/jpeg'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'slip.gif', 'image/gif'],
  ])('refuses %s (415)', async (_what, file, name, type) => {
    expect((await send(file, name, type)).body).toMatchObject(UNSUPPORTED);
  });

  it('refuses a damaged image and a PDF without its trailer (400)', async () => {
    const png = await makeImage('png');
    expect((await send(png.subarray(0, 40), 'cut.png', 'image/png')).body).toMatchObject(INVALID);
    expect((await send(Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n'), 'cut.pdf', 'application/pdf')).body).toMatchObject(INVALID);
  });

  it('refuses a file over 5 MB (413)', async () => {
    expect((await send(await noisyPng(5 * 1024 * 1024 + 1024), 'big.png', 'image/png')).body).toMatchObject(TOO_LARGE);
  });

  it('explains a missing file, a wrong field, two files and a body that is not multipart', async () => {
    const none = await api(t, owner).post(`/api/orders/${order.id}/remittance-copies`).field('note', 'x');
    expect(none.body).toMatchObject({
      statusCode: 400,
      code: 'UNKNOWN_FIELD',
      message: 'Unknown field: note. Send the file in the field "file".',
    });
    const wrongField = await send(pdfBytes(), 'r.pdf', 'application/pdf', owner, 'image');
    expect(wrongField.body).toMatchObject({
      statusCode: 400,
      code: 'UNKNOWN_FIELD',
      message: 'Unknown field: image. Send the file in the field "file".',
    });
    const two = await api(t, owner)
      .post(`/api/orders/${order.id}/remittance-copies`)
      .attach('file', pdfBytes(), 'a.pdf')
      .attach('file', pdfBytes(), 'b.pdf');
    expect(two.body).toMatchObject({ statusCode: 413, code: 'FILE_ONE_ONLY', message: 'Send one file at a time.' });
    const json = await api(t, owner).post(`/api/orders/${order.id}/remittance-copies`, { file: 'x' });
    expect(json.status).toBe(415);
    const empty = await api(t, owner)
      .post(`/api/orders/${order.id}/remittance-copies`)
      .set('content-type', 'multipart/form-data; boundary=x')
      .send('--x--\r\n');
    expect(empty.body).toMatchObject({ statusCode: 400, code: 'FILE_REQUIRED', message: 'Choose a file to upload.' });
  });

  it('takes at most 10 copies per order', async () => {
    const other = await reserved(t, owner, (await createCar(t)).car.stockId);
    for (let i = 0; i < 10; i++) await send(pdfBytes(), 'r.pdf', 'application/pdf', owner, 'file', other).expect(201);
    const res = await send(pdfBytes(), 'r.pdf', 'application/pdf', owner, 'file', other);
    expect(res.body).toMatchObject({
      statusCode: 409,
      code: 'TOO_MANY_REMITTANCES',
      message: 'An order can have at most 10 remittance copies.',
    });
  });

  it('takes none once the order is paid in full, or cancelled', async () => {
    const paid = await reserved(t, owner, (await createCar(t)).car.stockId, { tradeTerms: 'FOB' });
    await pay(t, admin, owner, paid.id, '6500.00');
    const res = await send(pdfBytes(), 'r.pdf', 'application/pdf', owner, 'file', paid);
    expect(res.body).toMatchObject({
      statusCode: 409,
      code: 'REMITTANCE_NOT_ACCEPTED_NOW',
      message: 'A remittance copy can be uploaded only while the order awaits payment; this order is paid.',
    });
    const cancelled = await reserved(t, stranger, (await createCar(t)).car.stockId);
    await api(t, stranger).post(`/api/orders/${cancelled.id}/cancel`).expect(200);
    const late = await send(pdfBytes(), 'r.pdf', 'application/pdf', stranger, 'file', cancelled);
    expect(late.body.message).toBe('A remittance copy can be uploaded only while the order awaits payment; this order is cancelled.');
  });

  it('is reviewed by staff only, with a status they may set', async () => {
    const copy = (await send(pdfBytes(), 'r.pdf', 'application/pdf')).body as { id: string };
    const url = `/api/admin/orders/${order.id}/remittance-copies/${copy.id}`;
    expect((await api(t, owner).patch(url, { status: 'accepted' })).body).toMatchObject({ statusCode: 403, message: 'Permission Denied' });
    const bad = await api(t, admin).patch(url, { status: 'pending' });
    expect(bad.body.details).toEqual([expect.objectContaining({ field: 'status', message: 'Status must be accepted or rejected' })]);
    const res = await api(t, admin).patch(url, { status: 'accepted', note: 'Funds seen on the statement' });
    expect(res.body.remittanceCopies.find((c: { id: string }) => c.id === copy.id)).toMatchObject({
      status: 'accepted',
      reviewNote: 'Funds seen on the statement',
    });
  });
});

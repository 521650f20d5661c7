import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { auditEntries, filesUnder, makeImage, noisyPng, tempUploadDir } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { createCar } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createCustomer, type Customer, pay, reserved } from './support/order-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';
import type { User } from '../src/modules/users/user.entity.js';

const SUBMITTED = 'Review submitted successfully';
const REPLIED = 'Reply submitted successfully';
const NONE = 'No reviews found matching your filters.';
const NOT_FOUND = { statusCode: 404, code: 'REVIEW_NOT_FOUND', message: 'Review not found.' };
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000, 0x90)]);
const CONTACT_FIELDS = ['email', 'phone', 'address', 'state'];

const reviewBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Smooth purchase, car as described',
  description: 'The Corolla arrived in Mombasa on time and exactly as the auction sheet said.',
  rating: 5,
  country: 'KE',
  city: 'Nairobi',
  state: 'Nairobi County',
  address: 'Ngong Road 12',
  phone: '+254700000001',
  ...overrides,
});

/** Customer reviews (issue 10): submitted pending, published by staff, public without contact fields, replies. */
describe('reviews', () => {
  let t: TestApp;
  const uploads = tempUploadDir();
  let amina: Customer;
  let bilal: SignedIn & { entity: User };
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off', UPLOAD_DIR: uploads.dir });
    [amina, bilal, admin] = await Promise.all([
      createCustomer(t, { firstName: 'Amina', lastName: 'Odhiambo' }),
      signedInUser(t, { firstName: 'Bilal', lastName: 'Khan' }),
      signedInUser(t, { role: 'admin' }),
    ]);
  });
  afterAll(async () => {
    await t.close();
    uploads.remove();
  });

  const submit = (who: SignedIn, body: Record<string, unknown> = reviewBody()) => api(t, who).post('/api/reviews', body);
  /** Submits and publishes a review; answers its id. */
  async function published(who: SignedIn, body: Record<string, unknown> = reviewBody()): Promise<string> {
    const res = await submit(who, body).expect(201);
    await api(t, admin).post(`/api/admin/reviews/${res.body.id}/publish`).expect(200);
    return res.body.id as string;
  }
  const publicReview = async (id: string, query: Record<string, string> = {}) => {
    const res = await api(t, null)
      .get('/api/reviews')
      .query({ limit: '100', ...query })
      .expect(200);
    return (res.body.items as { id: string }[]).find((r) => r.id === id) as Record<string, unknown> | undefined;
  };
  const multipart = (who: SignedIn, fields: Record<string, string> = {}) => {
    let req = api(t, who).post('/api/reviews');
    for (const [name, value] of Object.entries({ ...stringify(reviewBody()), ...fields })) req = req.field(name, value);
    return req;
  };
  const stringify = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));

  describe('who may call', () => {
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user: bilal, admin }),
      routes: [
        { method: 'get', url: '/api/reviews', expect: { anonymous: 200, user: 200 } },
        { method: 'get', url: '/api/reviews/summary', expect: { anonymous: 200, user: 200 } },
        { method: 'get', url: '/api/reviews/photos', expect: { anonymous: 200, user: 200 } },
        { method: 'post', url: '/api/reviews', body: reviewBody(), expect: { anonymous: 401 } },
        {
          method: 'post',
          url: '/api/reviews/6f1c0d52-4a8e-4c1b-9a55-0b8f0f3f2a11/replies',
          body: { message: 'Hi' },
          expect: { anonymous: 401, user: 404 },
        },
        { method: 'get', url: '/api/admin/reviews', expect: { anonymous: 401, user: 403, admin: 200 } },
        {
          method: 'get',
          url: '/api/admin/reviews/6f1c0d52-4a8e-4c1b-9a55-0b8f0f3f2a11',
          expect: { anonymous: 401, user: 403, admin: 404 },
        },
        {
          method: 'post',
          url: '/api/admin/reviews/6f1c0d52-4a8e-4c1b-9a55-0b8f0f3f2a11/publish',
          expect: { anonymous: 401, user: 403, admin: 404 },
        },
        {
          method: 'post',
          url: '/api/admin/reviews/6f1c0d52-4a8e-4c1b-9a55-0b8f0f3f2a11/hide',
          expect: { anonymous: 401, user: 403, admin: 404 },
        },
        {
          method: 'post',
          url: '/api/admin/reviews/6f1c0d52-4a8e-4c1b-9a55-0b8f0f3f2a11/replies',
          body: { message: 'Thanks' },
          expect: { anonymous: 401, user: 403, admin: 404 },
        },
        {
          method: 'patch',
          url: '/api/admin/reviews/6f1c0d52-4a8e-4c1b-9a55-0b8f0f3f2a11/replies/0b3a3a43-7a40-4b8b-8d59-1e0c5b0f6d22',
          body: { status: 'hidden' },
          expect: { anonymous: 401, user: 403, admin: 404 },
        },
      ],
    });
  });

  it('takes a review as pending, says so, and shows it only once staff publish it, audited', async () => {
    const res = await submit(amina, reviewBody({ title: 'Pending first' })).expect(201);
    expect(res.body).toMatchObject({
      success: true,
      message: SUBMITTED,
      note: 'Your review will appear on the site once our staff have published it.',
      status: 'pending',
      photoCount: 0,
    });
    expect(await publicReview(res.body.id)).toBeUndefined();

    const staffView = await api(t, admin).get(`/api/admin/reviews/${res.body.id}`).expect(200);
    // The account's email by default; every contact field kept for staff.
    expect(staffView.body).toMatchObject({
      status: 'pending',
      email: amina.entity.email,
      phone: '+254700000001',
      address: 'Ngong Road 12',
      state: 'Nairobi County',
      reviewerName: 'Amina Odhiambo',
      customerId: amina.entity.publicId,
      publishedAt: null,
    });

    expect((await api(t, admin).get(`/api/admin/reviews/${res.body.id}`).expect(200)).body.nextStatuses).toEqual(['published', 'hidden']);
    const pub = await api(t, admin).post(`/api/admin/reviews/${res.body.id}/publish`).expect(200);
    expect(pub.body).toMatchObject({ status: 'published', nextStatuses: ['hidden'] });
    expect(pub.body.publishedAt).toEqual(expect.any(String));
    // Every move goes through the review machine: the same one again is a 409 that says why, and changes nothing.
    const again = await api(t, admin).post(`/api/admin/reviews/${res.body.id}/publish`).expect(409);
    expect(again.body).toMatchObject({ code: 'REVIEW_ALREADY_IN_STATUS', message: 'This review is already published.' });
    expect(await publicReview(res.body.id)).toMatchObject({
      title: 'Pending first',
      rating: 5,
      reviewerName: 'Amina O.',
      country: 'KE',
      city: 'Nairobi',
      photos: [],
      replies: [],
    });

    const hidden = await api(t, admin).post(`/api/admin/reviews/${res.body.id}/hide`).expect(200);
    expect(hidden.body.nextStatuses).toEqual(['published']);
    expect(await publicReview(res.body.id)).toBeUndefined();
    const audit = await auditEntries(t, 'review', res.body.id);
    expect(audit.map((e) => e.action)).toEqual(['review.submit', 'review.publish', 'review.hide']);
  });

  it('never shows contact fields in public answers, and takes a given email for staff', async () => {
    const id = await published(bilal, reviewBody({ email: 'Bilal.Other@Example.com', title: 'Contact check' }));
    const list = await api(t, null).get('/api/reviews').query({ limit: '100' }).expect(200);
    const text = JSON.stringify(list.body);
    for (const secret of ['bilal.other@example.com', '+254700000001', 'Ngong Road 12', 'Nairobi County', bilal.entity.email]) {
      expect(text).not.toContain(secret);
    }
    const review = await publicReview(id);
    for (const field of CONTACT_FIELDS) expect(review).not.toHaveProperty(field);
    expect((await api(t, admin).get(`/api/admin/reviews/${id}`).expect(200)).body.email).toBe('bilal.other@example.com');
    const gallery = JSON.stringify((await api(t, null).get('/api/reviews/photos').expect(200)).body);
    expect(gallery).not.toContain('@');
  });

  it('computes the verified-buyer badge from purchased orders, whatever the client sends', async () => {
    const buyer = await createCustomer(t, { firstName: 'Chika', lastName: 'Obi' });
    const refused = await submit(buyer, reviewBody({ verifiedBuyer: true })).expect(400);
    expect(refused.body).toMatchObject({ code: 'UNKNOWN_FIELD', details: [{ field: 'verifiedBuyer', code: 'FIELD_NOT_ACCEPTED' }] });

    const id = await published(buyer, reviewBody({ title: 'Before buying' }));
    expect(await publicReview(id)).toMatchObject({ verifiedBuyer: false });

    // Reserved with a deposit only: not yet bought.
    const order = await reserved(t, buyer, (await createCar(t, { fobPriceUsd: '8000.00' })).car.stockId);
    const total = order.price.total.amount;
    await pay(t, admin, buyer, order.id, (Number(total) / 2).toFixed(2));
    expect(await publicReview(id)).toMatchObject({ verifiedBuyer: false });
    // Fully paid: a purchase, and the badge shows on the review already written.
    await pay(t, admin, buyer, order.id, (Number(total) - Number((Number(total) / 2).toFixed(2))).toFixed(2));
    expect(await publicReview(id)).toMatchObject({ verifiedBuyer: true });
    expect((await api(t, admin).get(`/api/admin/reviews/${id}`).expect(200)).body.verifiedBuyer).toBe(true);
  });

  it('takes up to five photos, recognised by their bytes, re-encoded, in the list and the gallery', async () => {
    const res = await multipart(amina, { title: 'With photos', rating: '4' })
      .attach('photos', await makeImage('jpeg', { exif: true }), { filename: 'a.jpg', contentType: 'image/jpeg' })
      .attach('photos', await makeImage('png'), { filename: 'b.png', contentType: 'image/png' })
      // The declared name and type do not matter: the bytes say WEBP.
      .attach('photos', await makeImage('webp'), { filename: 'c.txt', contentType: 'text/plain' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: SUBMITTED, status: 'pending', photoCount: 3 });
    await api(t, admin).post(`/api/admin/reviews/${res.body.id}/publish`).expect(200);

    const review = (await publicReview(res.body.id, { withPhotos: 'true' })) as {
      rating: number;
      photos: { url: string; thumbnailUrl: string }[];
    };
    expect(review.rating).toBe(4);
    expect(review.photos).toHaveLength(3);
    for (const photo of review.photos) {
      expect(photo.url).toMatch(/^\/uploads\/reviews\/.+\.webp$/);
      expect(photo.thumbnailUrl).toMatch(/-thumb\.webp$/);
      const file = await t.http.get(photo.url).expect(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.body.includes(Buffer.from('GPS-Leaker'))).toBe(false);
    }
    const gallery = await api(t, null).get('/api/reviews/photos').expect(200);
    const mine = gallery.body.items.filter((p: { review: { id: string } }) => p.review.id === res.body.id);
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatchObject({ review: { title: 'With photos', rating: 4, reviewerName: 'Amina O.', country: 'KE' } });
    expect(await publicReview(res.body.id, { withPhotos: 'false' })).toBeUndefined();
  });

  it('refuses a photo that is not an image, one over 5 MB, a sixth, another field, and stores nothing', async () => {
    const before = filesUnder(uploads.dir).length;
    const count = async () => (await api(t, admin).get('/api/admin/reviews').query({ q: 'Refused photo' }).expect(200)).body.total;

    const elf = await multipart(bilal, { title: 'Refused photo' }).attach('photos', ELF, { filename: 'x.jpg', contentType: 'image/jpeg' });
    expect([elf.status, elf.body.code, elf.body.message]).toEqual([
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Only JPG, PNG or WEBP images are accepted.',
    ]);

    const big = await multipart(bilal, { title: 'Refused photo' }).attach('photos', await noisyPng(5 * 1024 * 1024 + 10), 'big.png');
    expect([big.status, big.body.code, big.body.message]).toEqual([413, 'PAYLOAD_TOO_LARGE', 'The image is larger than 5 MB.']);

    const png = await makeImage('png');
    let six = multipart(bilal, { title: 'Refused photo' });
    for (let i = 0; i < 6; i += 1) six = six.attach('photos', png, `p${i}.png`);
    const sixth = await six;
    expect([sixth.status, sixth.body.code, sixth.body.message]).toEqual([413, 'TOO_MANY_FILES', 'Send at most 5 images at once.']);

    const other = await multipart(bilal, { title: 'Refused photo' }).attach('image', png, 'p.png');
    expect([other.status, other.body.code]).toEqual([400, 'UNKNOWN_FIELD']);

    const damaged = await multipart(bilal, { title: 'Refused photo' }).attach('photos', png.subarray(0, 200), 'cut.png');
    expect([damaged.status, damaged.body.code]).toEqual([400, 'INVALID_IMAGE']);

    // A bad text field of a multipart review is refused like JSON's, after the photos, which are not kept.
    const badField = await multipart(bilal, { title: 'Refused photo', rating: '9' }).attach('photos', png, 'p.png');
    expect(badField.status).toBe(400);
    expect(badField.body.details).toEqual([expect.objectContaining({ field: 'rating', code: 'REVIEW_RATING_INVALID' })]);

    expect(await count()).toBe(0);
    expect(filesUnder(uploads.dir).length).toBe(before);
  });

  it('answers bad input with the field errors, in JSON and multipart alike', async () => {
    const empty = await submit(bilal, {}).expect(400);
    expect(empty.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please fill in all required fields' });
    expect(Object.fromEntries(empty.body.details.map((d: { field: string; message: string }) => [d.field, d.message]))).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      rating: 'Rating is required',
      country: 'Country is required',
    });
    for (const [body, field, code] of [
      [reviewBody({ rating: 0 }), 'rating', 'REVIEW_RATING_INVALID'],
      [reviewBody({ rating: 4.5 }), 'rating', 'REVIEW_RATING_INVALID'],
      [reviewBody({ rating: '4.5' }), 'rating', 'REVIEW_RATING_INVALID'],
      [reviewBody({ country: 'Kenya' }), 'country', 'COUNTRY_INVALID'],
      [reviewBody({ email: 'nope' }), 'email', 'EMAIL_INVALID'],
      [reviewBody({ phone: 'call me' }), 'phone', 'PHONE_INVALID'],
      [reviewBody({ title: 'x'.repeat(121) }), 'title', 'FIELD_TOO_LONG'],
      [reviewBody({ description: 'x'.repeat(2001) }), 'description', 'FIELD_TOO_LONG'],
      [reviewBody({ title: 42 }), 'title', 'FIELD_NOT_TEXT'],
    ] as const) {
      const res = await submit(bilal, body as Record<string, unknown>).expect(400);
      expect(res.body.details).toEqual([expect.objectContaining({ field, code })]);
    }
    const multi = await multipart(bilal, { description: '' });
    expect(multi.status).toBe(400);
    expect(multi.body.details).toEqual([expect.objectContaining({ field: 'description', message: 'Description is required' })]);
    const status = await multipart(bilal, { status: 'published' });
    expect([status.status, status.body.code]).toEqual([400, 'UNKNOWN_FIELD']);

    for (const query of [{ rating: '6' }, { rating: 'five' }, { country: 'Kenya' }, { withPhotos: 'yes' }, { page: '0' }]) {
      const res = await api(t, null).get('/api/reviews').query(query).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    await api(t, admin).get('/api/admin/reviews').query({ status: 'deleted' }).expect(400);
  });

  it('filters by rating, country, photos and text, newest first, paged, and says when nothing matches', async () => {
    const tag = `zq${Date.now()}`;
    const a = await published(amina, reviewBody({ title: `${tag} one`, rating: 3, country: 'PK' }));
    const b = await published(bilal, reviewBody({ title: `${tag} two`, rating: 3, country: 'PK' }));
    const c = await published(bilal, reviewBody({ description: `About ${tag}`, rating: 1, country: 'TZ' }));
    const ids = async (query: Record<string, string>) =>
      ((await api(t, null).get('/api/reviews').query(query).expect(200)).body.items as { id: string }[]).map((r) => r.id);

    expect(await ids({ q: tag })).toEqual([c, b, a]);
    expect(await ids({ q: tag.toUpperCase(), rating: '3' })).toEqual([b, a]);
    expect(await ids({ q: tag, country: 'tz' })).toEqual([c]);
    const page2 = await api(t, null).get('/api/reviews').query({ q: tag, limit: '2', page: '2' }).expect(200);
    expect(page2.body).toMatchObject({ total: 3, page: 2, limit: 2, items: [{ id: a }] });
    expect(page2.body.message).toBeUndefined();

    const none = await api(t, null).get('/api/reviews').query({ q: tag, rating: '5' }).expect(200);
    expect(none.body).toEqual({ items: [], total: 0, page: 1, limit: 20, message: NONE, code: 'REVIEWS_NONE_FOUND' });
    // Text is text: LIKE wildcards match themselves only.
    expect((await api(t, null).get('/api/reviews').query({ q: '%' }).expect(200)).body.message).toBe(NONE);
  });

  it('sums up published reviews by rating and country', async () => {
    const res = await api(t, null).get('/api/reviews/summary').expect(200);
    const byRating = Object.fromEntries(res.body.ratings.map((r: { rating: number; count: number }) => [r.rating, r.count]));
    const count = Object.values(byRating as Record<string, number>).reduce((x, y) => x + y, 0);
    expect(res.body.count).toBe(count);
    expect(res.body.ratings.map((r: { rating: number }) => r.rating)).toEqual([5, 4, 3, 2, 1]);
    const average = (Object.entries(byRating as Record<string, number>).reduce((s, [r, n]) => s + Number(r) * n, 0) / count).toFixed(1);
    expect(res.body.averageRating).toBe(average);
    expect(res.body.countries[0]).toEqual({ country: expect.stringMatching(/^[A-Z]{2}$/), count: expect.any(Number) });
    expect(res.body.photoCount).toBeGreaterThanOrEqual(3);
  });

  describe('replies', () => {
    let reviewId: string;
    beforeAll(async () => {
      reviewId = await published(amina, reviewBody({ title: 'Replies here' }));
    });

    it('shows a customer’s reply at once, and the company’s marked as the company’s', async () => {
      const res = await api(t, bilal).post(`/api/reviews/${reviewId}/replies`, { message: '  Which port did you use?  ' }).expect(201);
      expect(res.body).toMatchObject({
        success: true,
        message: REPLIED,
        reply: { authorName: 'Bilal K.', isCompany: false, message: 'Which port did you use?' },
      });
      const company = await api(t, admin).post(`/api/admin/reviews/${reviewId}/replies`, { message: 'Thank you, Amina!' }).expect(201);
      expect(company.body).toMatchObject({ message: REPLIED, reply: { authorName: 'AutoExport', isCompany: true } });

      const review = (await publicReview(reviewId)) as { replies: { authorName: string; isCompany: boolean; message: string }[] };
      expect(review.replies.map((r) => [r.authorName, r.isCompany, r.message])).toEqual([
        ['Bilal K.', false, 'Which port did you use?'],
        ['AutoExport', true, 'Thank you, Amina!'],
      ]);
      const audit = await auditEntries(t, 'review', reviewId);
      expect(audit.map((e) => e.action)).toEqual(['review.submit', 'review.publish', 'review.reply', 'review.company_reply']);
    });

    it('lets staff hide a reply and show it again', async () => {
      const res = await api(t, bilal).post(`/api/reviews/${reviewId}/replies`, { message: 'Spam spam' }).expect(201);
      const hidden = await api(t, admin)
        .patch(`/api/admin/reviews/${reviewId}/replies/${res.body.reply.id}`, { status: 'hidden' })
        .expect(200);
      expect(hidden.body.replies.find((r: { id: string }) => r.id === res.body.reply.id)).toMatchObject({
        status: 'hidden',
        nextStatuses: ['published'],
      });
      const twice = await api(t, admin)
        .patch(`/api/admin/reviews/${reviewId}/replies/${res.body.reply.id}`, { status: 'hidden' })
        .expect(409);
      expect(twice.body).toMatchObject({ code: 'REVIEW_REPLY_ALREADY_IN_STATUS', message: 'This reply is already hidden.' });
      const review = (await publicReview(reviewId)) as { replies: { id: string }[] };
      expect(review.replies.map((r) => r.id)).not.toContain(res.body.reply.id);
      await api(t, admin).patch(`/api/admin/reviews/${reviewId}/replies/${res.body.reply.id}`, { status: 'published' }).expect(200);
      expect(((await publicReview(reviewId)) as { replies: { id: string }[] }).replies.map((r) => r.id)).toContain(res.body.reply.id);
      const wrong = await api(t, admin).patch(`/api/admin/reviews/${reviewId}/replies/not-a-uuid`, { status: 'hidden' }).expect(404);
      expect(wrong.body).toMatchObject({ code: 'REVIEW_REPLY_NOT_FOUND', message: 'Reply not found.' });
      await api(t, admin).patch(`/api/admin/reviews/${reviewId}/replies/${res.body.reply.id}`, { status: 'gone' }).expect(400);
    });

    it('refuses a reply without a message, and to a review that is not published', async () => {
      const empty = await api(t, bilal).post(`/api/reviews/${reviewId}/replies`, { message: '   ' }).expect(400);
      expect(empty.body.details).toEqual([expect.objectContaining({ field: 'message', message: 'Message is required' })]);
      const long = await api(t, bilal)
        .post(`/api/reviews/${reviewId}/replies`, { message: 'x'.repeat(1001) })
        .expect(400);
      expect(long.body.details).toEqual([expect.objectContaining({ field: 'message', code: 'FIELD_TOO_LONG' })]);
      await api(t, bilal).post(`/api/reviews/${reviewId}/replies`, { message: 'Hi', extra: 1 }).expect(400);

      const pending = (await submit(amina, reviewBody({ title: 'Not yet' })).expect(201)).body.id;
      expect((await api(t, bilal).post(`/api/reviews/${pending}/replies`, { message: 'Hi' }).expect(404)).body).toMatchObject(NOT_FOUND);
      for (const id of ['6f1c0d52-4a8e-4c1b-9a55-0b8f0f3f2a11', 'nope']) {
        expect((await api(t, bilal).post(`/api/reviews/${id}/replies`, { message: 'Hi' }).expect(404)).body).toMatchObject(NOT_FOUND);
      }
    });
  });

  it('lists reviews for staff by status, rating and text, with every field', async () => {
    const tag = `st${Date.now()}`;
    const pending = (await submit(bilal, reviewBody({ title: `${tag} pending`, rating: 2 })).expect(201)).body.id;
    const pub = await published(bilal, reviewBody({ title: `${tag} published`, rating: 2 }));
    const list = async (query: Record<string, string>) =>
      (
        (
          await api(t, admin)
            .get('/api/admin/reviews')
            .query({ q: tag, ...query })
            .expect(200)
        ).body.items as { id: string }[]
      ).map((r) => r.id);
    expect(await list({})).toEqual([pub, pending]);
    expect(await list({ status: 'pending' })).toEqual([pending]);
    expect(await list({ status: 'published', rating: '2' })).toEqual([pub]);
    expect(await list({ rating: '5' })).toEqual([]);
    const one = (await api(t, admin).get('/api/admin/reviews').query({ q: tag, status: 'pending' }).expect(200)).body.items[0];
    expect(one).toMatchObject({ email: bilal.entity.email, phone: '+254700000001', address: 'Ngong Road 12', state: 'Nairobi County' });
  });

  it('keeps no photo files when the review cannot be stored', async () => {
    // A missing title is only known after the photo is read: the photo is processed in memory and never stored.
    const before = filesUnder(uploads.dir).length;
    const res = await multipart(bilal, { title: '' }).attach('photos', await makeImage('png'), 'p.png');
    expect(res.status).toBe(400);
    expect(filesUnder(uploads.dir).length).toBe(before);
    expect(existsSync(path.join(uploads.dir, 'reviews'))).toBe(true);
  });
});

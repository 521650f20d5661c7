import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { CarImage } from '../src/modules/cars/car-image.entity.js';
import type { Car } from '../src/modules/cars/car.entity.js';
import type { Make } from '../src/modules/makes/make.entity.js';
import { filesUnder, makeImage, noisyPng, tempUploadDir } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { createCar, createMake } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const UNSUPPORTED = { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Only JPG, PNG or WEBP images are accepted.' };
const TOO_LARGE = { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The image is larger than 5 MB.' };
const INVALID = { statusCode: 400, code: 'INVALID_IMAGE' };

/** A Linux executable's first bytes, then filler. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000, 0x90)]);
/** A Windows executable's first bytes ("MZ", then the DOS stub). */
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]),
  Buffer.from('This program cannot be run in DOS mode.'),
]);
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');

describe('image uploads', () => {
  let t: TestApp;
  let admin: SignedIn;
  let regular: SignedIn;
  const uploads = tempUploadDir();

  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_DIR: uploads.dir });
    admin = await signedInUser(t, { role: 'admin' });
    regular = await signedInUser(t, { role: 'user' });
  });
  afterAll(async () => {
    await t.close();
    uploads.remove();
  });

  /** Posts one file to a route as multipart/form-data. */
  const upload = (url: string, file: Buffer, filename: string, contentType: string, field = 'image', who: SignedIn | null = admin) => {
    return api(t, who).post(url).attach(field, file, { filename, contentType });
  };
  const fetchStored = (url: string) => t.http.get(new URL(url, 'http://x').pathname);

  describe('a make image', () => {
    let make: Make;
    const url = () => `/api/admin/makes/${make.slug}/image`;
    beforeEach(async () => {
      make = await createMake(t);
    });

    it('refuses a renamed Linux executable posing as a JPEG (415), whatever its name and declared type', async () => {
      const res = await upload(url(), ELF, 'car.jpg', 'image/jpeg');
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject(UNSUPPORTED);
      expect(filesUnder(uploads.dir)).not.toContainEqual(expect.stringContaining(make.slug));
    });

    it('refuses a Windows executable named .jpg (415)', async () => {
      const res = await upload(url(), EXE, 'photo.JPG', 'image/jpeg');
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject(UNSUPPORTED);
    });

    it('refuses an HTML file named .png (415)', async () => {
      const res = await upload(url(), HTML, 'logo.png', 'image/png');
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject(UNSUPPORTED);
      expect(res.body.requestId).toEqual(expect.any(String));
    });

    it('refuses other image formats (GIF, SVG) even when declared as such', async () => {
      const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#f00' } })
        .gif()
        .toBuffer();
      expect((await upload(url(), gif, 'logo.gif', 'image/gif')).body).toMatchObject(UNSUPPORTED);
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
      expect((await upload(url(), svg, 'logo.svg', 'image/svg+xml')).body).toMatchObject(UNSUPPORTED);
    });

    it('refuses an empty file (415)', async () => {
      expect((await upload(url(), Buffer.alloc(0), 'empty.png', 'image/png')).body).toMatchObject(UNSUPPORTED);
    });

    it('refuses a 6 MB image with 413, and writes nothing to disk', async () => {
      const big = await noisyPng(6 * 1024 * 1024);
      expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
      const before = filesUnder(uploads.dir);
      const res = await upload(url(), big, 'big.png', 'image/png');
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject(TOO_LARGE);
      expect(filesUnder(uploads.dir)).toEqual(before);
      expect((await api(t, admin).get(`/api/admin/makes/${make.slug}`)).body.imageUrl).toBeNull();
    });

    it('answers 413 as soon as the limit is crossed, while the client is still sending', async () => {
      // Send the start of a form and 5.5 MB of a file, then stop without finishing the request: the answer must come
      // anyway, so it cannot have waited for the whole file.
      const server = t.app.getHttpServer();
      if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      const { port } = server.address() as AddressInfo;
      const boundary = 'xxBOUNDARYxx';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      );
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: url(),
            headers: {
              authorization: admin.auth,
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': String(head.length + 20 * 1024 * 1024),
            },
          },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => {
              req.destroy();
              resolve({ status: res.statusCode ?? 0, body });
            });
          },
        );
        req.on('error', reject);
        req.write(head);
        req.write(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5.5 * 1024 * 1024 - 4, 1)]));
        // …and never the rest.
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject(TOO_LARGE);
    });

    it('refuses a 12 MB image with 413 too, and still answers on the same server afterwards', async () => {
      const res = await upload(
        url(),
        Buffer.concat([await makeImage('jpeg'), Buffer.alloc(12 * 1024 * 1024, 7)]),
        'huge.jpg',
        'image/jpeg',
      );
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject(TOO_LARGE);
      expect((await t.http.get('/api/health')).status).toBeLessThan(500);
    });

    it('accepts an image of exactly 5 MB', async () => {
      // A valid JPEG followed by padding: decoders stop at the end-of-image marker.
      const jpeg = await makeImage('jpeg');
      const exact = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 - jpeg.length)]);
      const res = await upload(url(), exact, 'exact.jpg', 'image/jpeg');
      expect(res.status).toBe(201);
    });

    it('stores a valid WEBP re-encoded with a thumbnail, both served under /uploads/ with the right headers', async () => {
      const webp = await makeImage('webp', { width: 800, height: 600 });
      const res = await upload(url(), webp, 'logo.webp', 'image/webp');
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        slug: make.slug,
        imageUrl: expect.stringMatching(/^\/uploads\/makes\//),
        thumbnailUrl: expect.any(String),
      });
      expect(res.body.imageUrl).not.toContain('logo');

      const image = await fetchStored(res.body.imageUrl);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(image.headers['cache-control']).toMatch(/immutable/);
      expect(await sharp(image.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });

      const thumb = await fetchStored(res.body.thumbnailUrl);
      expect(thumb.status).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });

      const stored = filesUnder(uploads.dir).filter((f) => f.startsWith(path.join('makes', make.slug)));
      expect(stored).toHaveLength(2);
    });

    it('accepts a JPEG and a PNG, stored as WEBP without their metadata, the long side capped at 1600 px', async () => {
      const jpeg = await makeImage('jpeg', { width: 3200, height: 2400, exif: true });
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const first = await upload(url(), jpeg, 'camera.jpeg', 'application/octet-stream');
      expect(first.status).toBe(201);
      const stored = await fetchStored(first.body.imageUrl);
      const meta = await sharp(stored.body as Buffer).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
      expect(meta.exif).toBeUndefined();
      expect((stored.body as Buffer).includes('GPS-Leaker')).toBe(false);

      const png = await makeImage('png', { width: 300, height: 900 });
      const second = await upload(url(), png, 'logo.png', 'image/png');
      expect(second.status).toBe(201);
      expect(await sharp((await fetchStored(second.body.imageUrl)).body as Buffer).metadata()).toMatchObject({
        format: 'webp',
        width: 300,
      });
      const thumb = await sharp((await fetchStored(second.body.thumbnailUrl)).body as Buffer).metadata();
      expect(thumb).toMatchObject({ width: 133, height: 400 });
      // The replaced image is removed from storage.
      expect((await fetchStored(first.body.imageUrl)).status).toBe(404);
    });

    it('refuses files that sniff right but do not decode (400)', async () => {
      const fakePng = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('not really a png at all'),
      ]);
      expect((await upload(url(), fakePng, 'a.png', 'image/png')).body).toMatchObject(INVALID);
      const jpeg = await makeImage('jpeg', { width: 640, height: 480 });
      const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
      expect((await upload(url(), truncated, 'b.jpg', 'image/jpeg')).body).toMatchObject(INVALID);
      const webpHeaderOnly = Buffer.concat([
        Buffer.from('RIFF'),
        Buffer.from([0x20, 0, 0, 0]),
        Buffer.from('WEBPVP8 '),
        Buffer.alloc(40, 0x11),
      ]);
      expect((await upload(url(), webpHeaderOnly, 'c.webp', 'image/webp')).body).toMatchObject(INVALID);
      // A PNG whose first bytes say PNG but which is a JPEG inside is refused too: the bytes decide, consistently.
      const mixed = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), (await makeImage('png')).subarray(3)]);
      expect((await upload(url(), mixed, 'd.jpg', 'image/jpeg')).body).toMatchObject(INVALID);
      expect((await api(t, admin).get(`/api/admin/makes/${make.slug}`)).body.imageUrl).toBeNull();
    });

    it('answers a request that is not multipart with 415 and the error body', async () => {
      const json = await api(t, admin).post(url(), { image: 'data:image/png;base64,AAAA' });
      expect(json.status).toBe(415);
      expect(json.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the image as multipart/form-data.' });
      const raw = await api(t, admin)
        .post(url())
        .set('content-type', 'image/png')
        .send(await makeImage('png'));
      expect(raw.status).toBe(415);
      expect(raw.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('asks for an image when the form has none, and refuses other fields', async () => {
      const none = await api(t, admin).post(url()).field('note', 'hello');
      expect(none.status).toBe(400);
      expect(none.body.code).toBe('UNKNOWN_FIELD');
      const wrongField = await upload(url(), await makeImage('png'), 'a.png', 'image/png', 'logo');
      expect(wrongField.status).toBe(400);
      expect(wrongField.body).toMatchObject({
        code: 'UNKNOWN_FIELD',
        message: 'Unknown field: logo. Send the image in the field "image".',
      });
      const empty = await api(t, admin).post(url()).set('content-type', 'multipart/form-data; boundary=xyz').send('--xyz--\r\n');
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ code: 'IMAGE_REQUIRED', message: 'Choose an image to upload.' });
    });

    it('takes one make image at a time', async () => {
      const res = await api(t, admin)
        .post(url())
        .attach('image', await makeImage('png'), 'a.png')
        .attach('image', await makeImage('png'), 'b.png');
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'TOO_MANY_FILES', message: 'Send one image at a time.' });
    });

    it('never uses the client’s file name for storage', async () => {
      const res = await upload(url(), await makeImage('png'), '../../../../etc/evil.png', 'image/png');
      expect(res.status).toBe(201);
      expect(res.body.imageUrl).toMatch(/^\/uploads\/makes\/[a-z0-9-]+\/[A-Za-z0-9_-]+\.webp$/);
      expect(filesUnder(uploads.dir).some((f) => f.includes('evil') || f.startsWith('..'))).toBe(false);
      expect(existsSync(path.join(uploads.dir, '..', 'etc', 'evil.png'))).toBe(false);
    });

    it('refuses regular users (403) and anonymous callers (401)', async () => {
      const png = await makeImage('png');
      const asUser = await upload(url(), png, 'a.png', 'image/png', 'image', regular);
      expect(asUser.status).toBe(403);
      expect(asUser.body).toMatchObject({ code: 'PERMISSION_DENIED', message: 'Permission Denied' });
      const anonymous = await upload(url(), png, 'a.png', 'image/png', 'image', null);
      expect(anonymous.status).toBe(401);
    });

    it('answers 404 for an unknown make without storing anything', async () => {
      const before = filesUnder(uploads.dir);
      const res = await api(t, admin)
        .post('/api/admin/makes/no-such-make/image')
        .attach('image', await makeImage('png'), 'a.png');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'MAKE_NOT_FOUND', message: 'Make not found.' });
      expect(filesUnder(uploads.dir)).toEqual(before);
    });
  });

  describe('car images', () => {
    let car: Car;
    beforeAll(async () => {
      // No gallery yet: the tests count the rows and positions their uploads make.
      ({ car } = await createCar(t, { make: await createMake(t), images: 0 }));
    });
    const post = () => api(t, admin).post(`/api/admin/cars/${car.stockId}/images`);
    const imageRows = () => t.dataSource.getRepository(CarImage).countBy({ carId: car.id });

    it('refuses the whole request, storing nothing, when one of several files is not an image', async () => {
      const before = filesUnder(uploads.dir);
      const res = await post()
        .attach('images', await makeImage('jpeg'), 'one.jpg')
        .attach('images', HTML, 'two.jpg')
        .attach('images', await makeImage('png'), 'three.png');
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject(UNSUPPORTED);
      expect(await imageRows()).toBe(0);
      expect(filesUnder(uploads.dir)).toEqual(before);
    });

    it('refuses a 6 MB file among valid ones with 413, storing nothing', async () => {
      const before = filesUnder(uploads.dir);
      const res = await post()
        .attach('images', await makeImage('webp'), 'one.webp')
        .attach('images', await noisyPng(6 * 1024 * 1024), 'two.png');
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject(TOO_LARGE);
      expect(await imageRows()).toBe(0);
      expect(filesUnder(uploads.dir)).toEqual(before);
    });

    it('stores JPEG, PNG and WEBP in the order sent, under the car’s folder', async () => {
      const res: Response = await post()
        .attach('images', await makeImage('jpeg', { color: '#ff0000' }), 'a.jpg')
        .attach('images', await makeImage('png', { color: '#00ff00' }), 'b.png')
        .attach('images', await makeImage('webp', { color: '#0000ff' }), 'c.webp');
      expect(res.status).toBe(201);
      expect(res.body.images).toHaveLength(3);
      expect(res.body.images.map((i: { position: number }) => i.position)).toEqual([0, 1, 2]);
      for (const image of res.body.images as { url: string; thumbnailUrl: string }[]) {
        expect(image.url).toMatch(new RegExp(`^/uploads/cars/${car.stockId}/[A-Za-z0-9_-]+\\.webp$`));
        const served = await fetchStored(image.thumbnailUrl);
        expect(served.status).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
      }
      const { dominant } = await sharp((await fetchStored(res.body.images[0].url)).body as Buffer).stats();
      expect(dominant.r).toBeGreaterThan(200);
      expect(res.body.featuredImageUrl).toBe(res.body.images[0].url);
    });

    it('takes at most 10 files per request', async () => {
      let req = post();
      const png = await makeImage('png', { width: 16, height: 16 });
      for (let i = 0; i < 11; i++) req = req.attach('images', png, `${i}.png`);
      const res = await req;
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'TOO_MANY_FILES', message: 'Send at most 10 images at once.' });
    });
  });

  describe('the /uploads/ route', () => {
    it('serves nothing outside the upload directory and lists no directories', async () => {
      for (const url of [
        '/uploads/../package.json',
        '/uploads/%2e%2e/package.json',
        '/uploads/%2e%2e%2fpackage.json',
        '/uploads/..%2f..%2fetc/passwd',
      ]) {
        const res = await t.http.get(url);
        expect([403, 404]).toContain(res.status);
        expect(res.text).not.toContain('"name": "autoexport"');
      }
      for (const url of ['/uploads/', '/uploads/makes/', '/uploads/makes']) {
        const res = await t.http.get(url);
        expect([403, 404]).toContain(res.status);
        expect(res.text).not.toMatch(/\.webp/);
      }
    });

    it('answers an unknown file with 404', async () => {
      const res = await t.http.get('/uploads/makes/nothing/missing.webp');
      expect(res.status).toBe(404);
    });
  });
});

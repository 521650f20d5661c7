// What the buying journeys share (orders, tracking, coupons, shipping): the session where the client keeps it, the
// demo superadmin, the texts of a language, a consignee, a tiny real PNG, an available car, the page's direction.
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { expectLtr, expectRtl } from './expect.mjs';

/** Where the client keeps the session (client/src/lib/session/session-storage.ts, SESSION_KEY). */
export const SESSION_KEY = 'autoexport.session';
/** The demo data's superadmin (client/e2e/README.md). */
export const SUPERADMIN = { email: 'boss@autoexport.local', password: 'Boss#2026!' };

const localeFile = (lang, namespace) =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/${namespace}.json`, import.meta.url), 'utf8'));
/** The texts of a language: `text(lang, 'orders', 'reserve.action')`, with `{{params}}` filled. */
export function text(lang, namespace, key, params = {}) {
  const value = key.split('.').reduce((node, part) => node?.[part], localeFile(lang, namespace));
  if (typeof value !== 'string') throw new Error(`no text ${namespace}:${key} in ${lang}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name) => String(params[name] ?? ''));
}

export const CONSIGNEE = {
  consigneeName: 'Mombasa Motors Ltd',
  consigneePhone: '+254 700 000001',
  country: 'KE',
  city: 'Mombasa',
  address: 'Moi Avenue 12',
  sameAsConsignee: true,
  permanent: true,
};

/** A real 2×2 PNG, made here: signature, IHDR, IDAT (zlib), IEND, with their CRCs. */
export function tinyPng() {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buffer) => {
    let c = 0xffffffff;
    for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Puts a customer's session where the client keeps it, on a page of the site (then the next load is signed in). */
export async function signInAs(page, url, auth) {
  if (!page.url().startsWith('http')) await page.goto(url('/'));
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [
      SESSION_KEY,
      JSON.stringify({
        authToken: auth.token,
        tokenExpiry: auth.tokenExpiry,
        refreshToken: auth.refreshToken,
        refreshTokenExpiry: auth.refreshTokenExpiry,
        sessionId: auth.sessionId,
        userData: auth.user,
      }),
    ],
  );
}

/**
 * An available car nobody holds: the last one of the first page, so the home page's first cars stay as they are. One
 * Kenya's import rules admit (the reservations here go to Mombasa, and a sale the rules refuse is refused).
 */
export async function availableCar(api, { importableTo = 'KE' } = {}) {
  const list = await api.get(`/api/cars?limit=50&importableTo=${importableTo}`);
  for (const item of [...list.items].reverse()) {
    const car = await api.get(`/api/cars/detail/ref/${item.ref}`);
    if (car.status === 'available' || car.status === 'ready_to_ship') return car;
  }
  throw new Error('no available car in the demo data');
}

/** The smallest valid PDF: a remittance copy's or a shipping document's file. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

/** The customer uploads a remittance copy of their order (multipart, as the order page sends it). */
export async function uploadRemittance(baseUrl, customer, orderId) {
  const form = new FormData();
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'remittance.pdf');
  const res = await fetch(`${baseUrl}/api/orders/${orderId}/remittance-copies`, {
    method: 'POST',
    headers: { authorization: `Bearer ${customer.token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`remittance upload answered ${res.status}: ${await res.text()}`);
}

/** A customer's reservation of an available car to Mombasa by RoRo under `tradeTerms`, through the API, with its car. */
export async function reserveCar(api, customer, tradeTerms) {
  const consignee = await api.post('/api/user/consignees', CONSIGNEE, { token: customer.token });
  const car = await availableCar(api);
  const order = await api.post(
    '/api/orders',
    {
      stockId: car.ref,
      tradeTerms,
      destinationCountry: 'KE',
      destinationPort: 'Mombasa',
      shippingMethod: 'roro',
      consigneeId: consignee.id,
    },
    { token: customer.token },
  );
  return { order, car };
}

export async function checkDirection(page, lang) {
  if (lang === 'ur') await expectRtl(page);
  else await expectLtr(page, { lang });
}

/** The date of the bank's credit: yesterday (UTC), never in the future in Tokyo. */

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Make } from '../src/modules/makes/make.entity.js';
import { firstAnswerKey } from '@autoexport/contract/first-answer';
import { bumpCatalogue, createCar, createMake, type CreatedCar } from './support/car-factories.js';
import { signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The web client's pages as the server answers them (src/modules/web/): index.html with each page's head rendered
 * in, for search engines and link previews. A minimal index.html stands in for the built client (CLIENT_DIST_DIR).
 */
const PUBLIC_URL = 'http://localhost:3000';
/** The client's own icon and manifest links (client/index.html), whose files (client/public) the stand-in serves too. */
const CLIENT_PUBLIC = path.resolve('client/public');
const ICON_LINKS = [...readFileSync('client/index.html', 'utf8').matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)"[^>]*>/g)]
  .map((m) => m[0])
  .join('\n    ');
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="The template's own description" />
    <title>The template's own title</title>
    ${ICON_LINKS}
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const HOSTILE_MODEL = `X </script><script>alert(1)</script> "q" 'a' & <b>`;

const decode = (s: string) =>
  s.replace(/&(lt|gt|quot|#39|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]!);
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const metaOf = (html: string, name: string) => {
  const match = new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html);
  return match ? decode(match[1]!) : undefined;
};
const canonicalOf = (html: string) => decode(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '');
const jsonLdOf = (html: string) => {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!) as Record<string, unknown>;
};
const firstAnswerOf = (html: string) => {
  const match = /<script type="application\/json" id="first-answer">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as { key: string; answer: unknown }) : undefined;
};
const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], decode(m[2]!)]));

describe('server-rendered page heads', () => {
  let t: TestApp;
  let clientDir: string;
  let toyota: Make;
  let harrier: CreatedCar;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'seo-client-'));
    cpSync(CLIENT_PUBLIC, clientDir, { recursive: true });
    writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log("client");\n');
    t = await createTestApp({ CLIENT_DIST_DIR: clientDir });
    toyota = await createMake(t, { title: 'Toyota' });
    harrier = await createCar(t, {
      make: toyota,
      model: 'Harrier',
      year: 2018,
      mileageKm: 64_000,
      engineCc: 2000,
      transmission: 'automatic',
      fuel: 'petrol',
      steering: 'right',
      bodyType: 'suv',
      drive: '4WD',
      color: 'Pearl White',
      stockPort: 'Yokohama',
      locationCountry: 'JP',
      fobPriceUsd: '12345.67',
      images: [{ width: 1600, height: 1200 }, {}],
    });
    await bumpCatalogue(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const ref = () => harrier.car.stockId;

  it('answers a car’s page with its title, description, canonical URL, OpenGraph tags and the document policy', async () => {
    const res = await t.http.get(`/cars/${ref()}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.text;
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(titleOf(html)).toBe(`2018 Toyota Harrier — ${ref()} | AutoExport`);
    // The template's own title and description are replaced, not repeated.
    expect(html).not.toContain('The template');
    expect(html.match(/<title>/g)).toHaveLength(1);
    const description = metaOf(html, 'description');
    for (const fact of [
      '2018',
      'Toyota',
      'Harrier',
      '64,000 km',
      '2,000 cc',
      'automatic',
      'petrol',
      'right-hand drive',
      'Yokohama, Japan',
    ]) {
      expect(description).toContain(fact);
    }
    expect(canonicalOf(html)).toBe(`${PUBLIC_URL}/cars/${ref()}`);
    expect(metaOf(html, 'og:url')).toBe(`${PUBLIC_URL}/cars/${ref()}`);
    expect(metaOf(html, 'og:title')).toBe(`2018 Toyota Harrier — ${ref()}`);
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:image')).toBe(`${PUBLIC_URL}${harrier.car.featuredImageUrl}`);
    expect(metaOf(html, 'og:image:width')).toBe('1600');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'robots')).toBeUndefined();
    // The client's own script is still there, once.
    expect(html.match(/<script type="module" crossorigin src="\/assets\/index-abc123.js"><\/script>/g)).toHaveLength(1);
  });

  it('describes the car as a schema.org Vehicle, and never with a price, although the car has one', async () => {
    const html = (await t.http.get(`/cars/${ref()}`).expect(200)).text;
    const vehicle = jsonLdOf(html);
    expect(vehicle).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Vehicle',
      name: '2018 Toyota Harrier',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'Harrier',
      vehicleModelDate: '2018',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 64000, unitCode: 'KMT' },
      vehicleEngine: { engineDisplacement: { value: 2000, unitCode: 'CMQ' } },
      vehicleTransmission: 'Automatic',
      fuelType: 'Petrol',
      color: 'Pearl White',
      bodyType: 'SUV',
      steeringPosition: 'https://schema.org/RightHandDriving',
      sku: ref(),
      productID: ref(),
      url: `${PUBLIC_URL}/cars/${ref()}`,
    });
    expect(vehicle.image).toEqual(harrier.images.map((i) => `${PUBLIC_URL}${i.url}`));
    expect(JSON.stringify(vehicle)).not.toMatch(/offer|price/i);
    expect(html).not.toContain('12345');
    expect(html).not.toContain('12,345');
  });

  it('names the photo each page will paint first, as the client asks for it, so the browser fetches it early', async () => {
    const [first] = harrier.images;
    const preload = (sizes: string) =>
      `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${first!.thumbnailUrl} 400w, ${first!.url} 1200w" imagesizes="${sizes}" />`;
    expect((await t.http.get(`/cars/${ref()}`).expect(200)).text).toContain(preload('(min-width: 900px) 640px, 100vw'));
    // The newest listed car leads a search in the default order; another order names nothing.
    const newest = await createCar(t, { make: toyota, images: 1 });
    await bumpCatalogue(t);
    const search = (await t.http.get('/cars?make=' + toyota.slug).expect(200)).text;
    expect(search).toContain(`imagesrcset="${newest.images[0]!.thumbnailUrl} 400w, ${newest.images[0]!.url} 1200w"`);
    expect((await t.http.get('/cars?sort=price_asc').expect(200)).text).not.toContain('rel="preload" as="image"');
    // The home page names its deal of the day's photo (one of the listed cars).
    const home = (await t.http.get('/').expect(200)).text;
    expect(home).toMatch(
      /<link rel="preload" as="image" fetchpriority="high" imagesrcset="[^"]+ 400w, [^"]+ 1200w" imagesizes="\(min-width: 900px\) 400px, 90vw" \/>/,
    );
  });

  it('hands a car page’s car to the client in the HTML: the anonymous API answer, keyed by the path as written', async () => {
    const { car: created } = await createCar(t, { make: toyota, fobPriceUsd: '9999.00', images: 2 });
    await bumpCatalogue(t);
    const lower = created.stockId.toLowerCase();
    const inlined = firstAnswerOf((await t.http.get(`/cars/${lower}`).expect(200)).text);
    expect(inlined?.key).toBe(`GET /api/cars/detail/ref/${lower}`);
    const api = (await t.http.get(`/api/cars/detail/ref/${created.stockId}`).expect(200)).body as Record<string, unknown>;
    // The same car, without a price; only the view count may differ (the API call counts a view, the page does not).
    const { viewCount: _pageViews, ...car } = inlined?.answer as Record<string, unknown>;
    const { viewCount: _apiViews, ...fetched } = api;
    expect(car).toEqual(fetched);
    expect(car).not.toHaveProperty('price');
    expect(firstAnswerOf((await t.http.get(`/cars/${created.stockId}`).expect(200)).text)?.key).toBe(
      `GET /api/cars/detail/ref/${created.stockId}`,
    );
  });

  it('hands the home page’s lists to the client in the HTML: the anonymous answer for the visitor’s address', async () => {
    const inlined = firstAnswerOf((await t.http.get('/').expect(200)).text);
    expect(inlined?.key).toBe('POST /api/landing-page');
    const api = await t.http.post('/api/landing-page').send({}).expect(200);
    expect(inlined?.answer).toEqual(api.body);
    const deal = (api.body as { landingPage: { todayDeal: Record<string, unknown> | null } }).landingPage.todayDeal;
    expect(deal).not.toBeNull();
    expect(deal).not.toHaveProperty('price');
  });

  it('hands a search page’s first answer to the client in the HTML: the anonymous API answer, escaped, keyed by its query', async () => {
    const hostile = await createCar(t, { make: toyota, model: HOSTILE_MODEL });
    await bumpCatalogue(t);
    const html = (await t.http.get(`/cars?make=${toyota.slug}`).expect(200)).text;
    const inlined = firstAnswerOf(html);
    expect(inlined?.key).toBe(firstAnswerKey('GET /api/cars', { make: toyota.slug, limit: 20 }));
    // Exactly what an anonymous GET /api/cars answers: no price, the hostile model first (the newest).
    const api = await t.http.get(`/api/cars?make=${toyota.slug}&limit=20`).expect(200);
    expect(inlined?.answer).toEqual(api.body);
    const items = (inlined?.answer as { items: Record<string, unknown>[] }).items;
    expect(items[0]!.ref).toBe(hostile.car.stockId);
    expect(items.every((car) => !('price' in car))).toBe(true);
    expect(html).not.toContain('<script>alert(1)');
    // It sits at the end of the body, after the page's own scripts.
    expect(html.indexOf('id="first-answer"')).toBeGreaterThan(html.indexOf('<div id="root">'));
    // A second page is its own answer; "page=1" is the first.
    expect(firstAnswerOf((await t.http.get(`/cars?make=${toyota.slug}&page=2`).expect(200)).text)?.key).toBe(
      firstAnswerKey('GET /api/cars', { make: toyota.slug, limit: 20, page: 2 }),
    );
    expect(firstAnswerOf((await t.http.get(`/ur/cars?page=1`).expect(200)).text)?.key).toBe('GET /api/cars?limit=20');
    // Whatever the server does not read as the client does gets no answer: the client fetches its own.
    for (const query of ['sort=price_asc', 'priceMax=9000', 'color=white', 'make=toyota&make=honda', 'yearMin=abc', 'cursor=x']) {
      expect([query, firstAnswerOf((await t.http.get(`/cars?${query}`).expect(200)).text)]).toEqual([query, undefined]);
    }
  });

  it('counts no view for a page fetch: crawlers and link previews are not visitors', async () => {
    for (let i = 0; i < 3; i += 1) await t.http.get(`/cars/${ref()}`).expect(200);
    const viewer = await signedInUser(t);
    const detail = await t.http.get(`/api/cars/detail/ref/${ref()}`).set('Authorization', viewer.auth).expect(200);
    // The page fetches (from 127.0.0.1) would have counted one view; only this signed-in read counts.
    expect(detail.body.viewCount).toBe(1);
  });

  it('answers an unknown, a malformed or a hidden car with 404, the client’s page, "Product not found!" and noindex', async () => {
    const sold = await createCar(t, { make: toyota, status: 'sold' });
    const withdrawn = await createCar(t, { make: toyota, status: 'withdrawn' });
    await bumpCatalogue(t);
    for (const path of ['/cars/ZZ0000000', '/cars/not-a-ref', `/cars/${sold.car.stockId}`, `/cars/${withdrawn.car.stockId}`]) {
      const res = await t.http.get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(titleOf(res.text)).toBe('Product not found! | AutoExport');
      expect(metaOf(res.text, 'robots')).toBe('noindex');
      expect(res.text).not.toContain('<link rel="canonical"');
      expect(res.text).toContain('<div id="root"></div>');
    }
    const urdu = await t.http.get('/ur/cars/ZZ0000000').expect(404);
    expect(titleOf(urdu.text)).toBe('پروڈکٹ نہیں ملی! | AutoExport');
  });

  it('names the car by its canonical stock id whatever the case of the URL', async () => {
    const html = (await t.http.get(`/cars/${ref().toLowerCase()}`).expect(200)).text;
    expect(canonicalOf(html)).toBe(`${PUBLIC_URL}/cars/${ref()}`);
  });

  it('renders the Urdu page right to left, in Urdu, with the same hreflang alternates', async () => {
    const html = (await t.http.get(`/ur/cars/${ref()}`).expect(200)).text;
    expect(html).toMatch(/<html lang="ur" dir="rtl">/);
    expect(titleOf(html)).toBe(`2018 Toyota Harrier برائے فروخت — ${ref()} | AutoExport`);
    expect(metaOf(html, 'description')).toContain('64,000 کلومیٹر');
    expect(metaOf(html, 'description')).toContain('جاپان');
    expect(metaOf(html, 'og:locale')).toBe('ur_PK');
    expect(canonicalOf(html)).toBe(`${PUBLIC_URL}/ur/cars/${ref()}`);
    const alternates = {
      en: `${PUBLIC_URL}/cars/${ref()}`,
      ur: `${PUBLIC_URL}/ur/cars/${ref()}`,
      pt: `${PUBLIC_URL}/pt/cars/${ref()}`,
      es: `${PUBLIC_URL}/es/cars/${ref()}`,
      'x-default': `${PUBLIC_URL}/cars/${ref()}`,
    };
    expect(alternatesOf(html)).toEqual(alternates);
    expect(alternatesOf((await t.http.get(`/cars/${ref()}`)).text)).toEqual(alternates);

    const portuguese = (await t.http.get(`/pt/cars/${ref()}`).expect(200)).text;
    expect(portuguese).toMatch(/<html lang="pt">/);
    expect(titleOf(portuguese)).toBe(`Toyota Harrier 2018 à venda — ${ref()} | AutoExport`);
    expect(metaOf(portuguese, 'description')).toContain('64.000 km');
    const spanish = (await t.http.get(`/es/cars/${ref()}`).expect(200)).text;
    expect(titleOf(spanish)).toBe(`Toyota Harrier 2018 en venta — ${ref()} | AutoExport`);
    expect(metaOf(spanish, 'description')).toContain('transmisión automática');
  });

  it('escapes what staff typed: a model cannot close the JSON-LD script or break out of an attribute', async () => {
    const { car } = await createCar(t, { make: toyota, model: HOSTILE_MODEL });
    await bumpCatalogue(t);
    const html = (await t.http.get(`/cars/${car.stockId}`).expect(200)).text;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>');
    // Only the client's script, the JSON-LD and the client's first answer: nothing injected.
    expect(html.match(/<script\b/g)).toHaveLength(3);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect((firstAnswerOf(html)?.answer as { model: string }).model).toBe(HOSTILE_MODEL);
    expect(titleOf(html)).toBe(`2018 Toyota ${HOSTILE_MODEL} — ${car.stockId} | AutoExport`);
    expect(metaOf(html, 'og:title')).toBe(`2018 Toyota ${HOSTILE_MODEL} — ${car.stockId}`);
    expect(metaOf(html, 'description')).toContain(HOSTILE_MODEL);
    expect(jsonLdOf(html).model).toBe(HOSTILE_MODEL);
  });

  it('titles a search page from its query, with a canonical URL of the filters it names', async () => {
    const res = await t.http.get(`/cars?make=${toyota.slug}&bodyType=SUV&yearMin=2015&sort=price_asc&priceMax=9000`).expect(200);
    expect(titleOf(res.text)).toBe('Toyota SUV from 2015 — used Japanese cars | AutoExport');
    expect(metaOf(res.text, 'description')).toMatch(/^Browse Toyota SUV from 2015 in stock/);
    // Price filters and the sort never reach the head.
    expect(canonicalOf(res.text)).toBe(`${PUBLIC_URL}/cars?make=${toyota.slug}&bodyType=suv&yearMin=2015`);
    expect(res.text).not.toContain('9000');
    expect(alternatesOf(res.text).es).toBe(`${PUBLIC_URL}/es/cars?make=${toyota.slug}&bodyType=suv&yearMin=2015`);

    const spanish = await t.http.get(`/es/cars?make=${toyota.slug}&bodyType=suv&yearMin=2015`).expect(200);
    expect(titleOf(spanish.text)).toBe('SUV Toyota desde 2015 — autos japoneses usados | AutoExport');
    const urdu = await t.http.get('/ur/cars?fuel=hybrid&steering=left').expect(200);
    expect(urdu.text).toMatch(/<html lang="ur" dir="rtl">/);
    expect(titleOf(urdu.text)).toBe('برائے فروخت استعمال شدہ جاپانی گاڑیاں | AutoExport');
    expect(metaOf(urdu.text, 'description')).toContain('ہائبرڈ');

    const everything = await t.http.get('/cars?make=no-such-make&yearMin=abc').expect(200);
    expect(titleOf(everything.text)).toBe('Used Japanese cars for sale | AutoExport');
    expect(canonicalOf(everything.text)).toBe(`${PUBLIC_URL}/cars`);
  });

  it('answers the home page in each language with its title, canonical URL and OpenGraph defaults', async () => {
    const home = await t.http.get('/').expect(200);
    expect(titleOf(home.text)).toBe('Used Japanese cars for export | AutoExport');
    expect(canonicalOf(home.text)).toBe(`${PUBLIC_URL}/`);
    expect(metaOf(home.text, 'og:type')).toBe('website');
    expect(metaOf(home.text, 'og:url')).toBe(`${PUBLIC_URL}/`);
    expect(jsonLdOf(home.text)).toMatchObject({ '@type': 'WebSite', url: `${PUBLIC_URL}/` });
    for (const [path, lang, title] of [
      ['/ur', 'ur" dir="rtl', 'برآمد کے لیے استعمال شدہ جاپانی گاڑیاں | AutoExport'],
      ['/ur/', 'ur" dir="rtl', 'برآمد کے لیے استعمال شدہ جاپانی گاڑیاں | AutoExport'],
      ['/pt', 'pt', 'Carros japoneses usados para exportação | AutoExport'],
      ['/es', 'es', 'Autos japoneses usados para exportación | AutoExport'],
    ] as const) {
      const res = await t.http.get(path).expect(200);
      expect(res.text).toContain(`<html lang="${lang}">`);
      expect(titleOf(res.text)).toBe(title);
    }
    expect(canonicalOf((await t.http.get('/pt')).text)).toBe(`${PUBLIC_URL}/pt`);
    expect(alternatesOf(home.text)).toEqual({
      en: `${PUBLIC_URL}/`,
      ur: `${PUBLIC_URL}/ur`,
      pt: `${PUBLIC_URL}/pt`,
      es: `${PUBLIC_URL}/es`,
      'x-default': `${PUBLIC_URL}/`,
    });
  });

  it('answers the shipping schedule in each language, indexed, with one canonical URL whatever its criteria', async () => {
    const page = await t.http.get('/shipping-schedule?departureFrom=2026-12-01&port=Mombasa').expect(200);
    expect(titleOf(page.text)).toBe('Shipping schedule from Japan | AutoExport');
    expect(canonicalOf(page.text)).toBe(`${PUBLIC_URL}/shipping-schedule`);
    expect(metaOf(page.text, 'robots')).toBeUndefined();
    const urdu = await t.http.get('/ur/shipping-schedule').expect(200);
    expect(urdu.text).toContain('<html lang="ur" dir="rtl">');
    expect(titleOf(urdu.text)).toBe('جاپان سے شپنگ شیڈول | AutoExport');
    expect(alternatesOf(urdu.text)).toMatchObject({
      es: `${PUBLIC_URL}/es/shipping-schedule`,
      'x-default': `${PUBLIC_URL}/shipping-schedule`,
    });
  });

  it('answers the client’s other paths with its page (status 200, not indexed), and unknown API paths with JSON', async () => {
    for (const [path, lang] of [
      ['/auth', '<html lang="en">'],
      ['/profile/consignees', '<html lang="en">'],
      ['/ur/profile', '<html lang="ur" dir="rtl">'],
      ['/no/such/page', '<html lang="en">'],
    ] as const) {
      const res = await t.http.get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain(lang);
      expect(metaOf(res.text, 'robots')).toBe('noindex');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
    const api = await t.http.get('/api/no-such-thing').expect(404);
    expect(api.body.code).toBe('NOT_FOUND');
    await t.http.get('/missing.js').expect(404);
  });

  it('still serves the client’s files: hashed assets cached for a year, the rest revalidated', async () => {
    const asset = await t.http.get('/assets/index-abc123.js').expect(200);
    expect(asset.text).toContain('console.log("client")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await t.http.get('/index.html').expect(200);
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('links the icons and the web manifest from every page it renders, and serves them with their types (issue 27)', async () => {
    const types: Record<string, RegExp> = {
      '/favicon.ico': /^image\/vnd\.microsoft\.icon/,
      '/favicon.svg': /^image\/svg\+xml/,
      '/apple-touch-icon.png': /^image\/png/,
      '/manifest.webmanifest': /^application\/manifest\+json/,
    };
    for (const page of ['/', `/ur/cars/${ref()}`, '/profile']) {
      const html = (await t.http.get(page).expect(200)).text;
      const linked = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)" href="([^"]+)"/g)].map((m) => m[1]);
      expect([page, linked]).toEqual([page, Object.keys(types)]);
    }
    for (const [file, type] of Object.entries(types)) {
      const res = await t.http.get(file).expect(200);
      expect([file, res.headers['content-type']]).toEqual([file, expect.stringMatching(type)]);
      expect(res.headers['cache-control']).toBe('no-cache');
    }

    // application/manifest+json is JSON to supertest: its body comes parsed.
    const manifest = (await t.http.get('/manifest.webmanifest').expect(200)).body as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'AutoExport', start_url: '/', display: 'standalone' });
    expect(manifest.name).toContain('AutoExport');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const res = await t.http.get(icon.src).expect(200);
      expect([icon.src, res.headers['content-type']]).toEqual([icon.src, expect.stringContaining(icon.type)]);
    }
  });
});

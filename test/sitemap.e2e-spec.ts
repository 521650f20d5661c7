import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { api } from './support/api.js';
import { bumpCatalogue, createCar, type CreatedCar, uniqueStockId } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const BASE = 'https://cars.example.com';

/** /robots.txt and /sitemap.xml (issue 11): crawler files built from the public pages, the published posts and the cars. */
describe('sitemap and robots', () => {
  let t: TestApp;
  let admin: SignedIn;
  let listed: CreatedCar;
  let sold: CreatedCar;
  let withdrawn: CreatedCar;
  let farCar: CreatedCar;
  let published: { slug: string };
  let draft: { slug: string };

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off', PUBLIC_URL: BASE });
    admin = await signedInUser(t, { role: 'admin' });
    listed = await createCar(t, { stockId: uniqueStockId('SM'), status: 'available' });
    sold = await createCar(t, { stockId: uniqueStockId('SO'), status: 'sold', make: listed.make });
    withdrawn = await createCar(t, { stockId: uniqueStockId('WD'), status: 'withdrawn', make: listed.make });
    // A car in the third block of ids (blocks of 10,000): the index lists only blocks that hold a listed car.
    await t.dataSource.query('ALTER TABLE cars ALTER COLUMN id RESTART WITH 25000');
    farCar = await createCar(t, { stockId: uniqueStockId('FA'), status: 'available', make: listed.make });
    await bumpCatalogue(t);
    const body = { content: 'Some text.', category: 'guides' };
    published = (
      await api(t, admin)
        .post('/api/admin/blog/posts', { ...body, title: 'Sitemap post', status: 'published' })
        .expect(201)
    ).body;
    draft = (
      await api(t, admin)
        .post('/api/admin/blog/posts', { ...body, title: 'Sitemap draft' })
        .expect(201)
    ).body;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string) => t.http.get(path).buffer(true);

  it('robots.txt allows the public pages, disallows the private ones and names the sitemap', async () => {
    const res = await get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of ['/api/', '/profile', '/orders', '/admin', '/auth', '/ur/profile', '/pt/orders', '/es/auth']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it('sitemap.xml is an index of the pages, the blog and the car blocks that hold listed cars', async () => {
    const res = await get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${BASE}/sitemaps/pages.xml`,
      `${BASE}/sitemaps/blog.xml`,
      `${BASE}/sitemaps/cars/0.xml`,
      `${BASE}/sitemaps/cars/2.xml`,
    ]);
  });

  it('lists the public pages in every language', async () => {
    const res = await get('/sitemaps/pages.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const pages = ['/', '/cars', '/blog', '/shipping-schedule', '/price-calculator', '/insurance', '/faq', '/offices'];
    // The content pages too: company, help and legal.
    for (const path of [...pages, '/about', '/how-to-pay', '/terms-of-trade']) expect(res.text).toContain(`<loc>${BASE}${path}</loc>`);
    expect(res.text).toContain(`<xhtml:link rel="alternate" hreflang="ur" href="${BASE}/ur/blog"/>`);
    expect(res.text).not.toContain('/profile');
  });

  it('lists the published blog posts, never a draft', async () => {
    const res = await get('/sitemaps/blog.xml').expect(200);
    expect(res.text).toContain(`<loc>${BASE}/blog/${published.slug}</loc>`);
    expect(res.text).toContain(`hreflang="es" href="${BASE}/es/blog/${published.slug}"`);
    expect(res.text).not.toContain(draft.slug);
  });

  it('lists each listed car in its block, never a sold or withdrawn one, gzipped when the crawler accepts it', async () => {
    const res = await get('/sitemaps/cars/0.xml').set('accept-encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toContain(`<loc>${BASE}/cars/${listed.car.stockId}</loc>`);
    expect(res.text).toContain(`hreflang="pt" href="${BASE}/pt/cars/${listed.car.stockId}"`);
    expect(res.text).not.toContain(sold.car.stockId);
    expect(res.text).not.toContain(withdrawn.car.stockId);
    expect(res.text).not.toContain(farCar.car.stockId);
    expect(res.text.trimEnd().endsWith('</urlset>')).toBe(true);
    const far = await get('/sitemaps/cars/2.xml').set('accept-encoding', 'identity').expect(200);
    expect(far.headers['content-encoding']).toBeUndefined();
    expect(far.text).toContain(`<loc>${BASE}/cars/${farCar.car.stockId}</loc>`);
    expect((far.text.match(/<url>/g) ?? []).length).toBe(1);
  });

  it('answers an empty block with an empty urlset and a malformed name with 404', async () => {
    const empty = await get('/sitemaps/cars/7.xml').expect(200);
    expect(empty.text).not.toContain('<url>');
    expect(empty.text).toContain('</urlset>');
    await get('/sitemaps/cars/seven.xml').expect(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { api } from './support/api.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

/** What the back office's content screens need beyond the content APIs: sorted and exported lists, the Markdown preview. */
describe('admin content', () => {
  let t: TestApp;
  let customer: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off' });
    [customer, admin] = await Promise.all([signedInUser(t), signedInUser(t, { role: 'admin' })]);
  });
  afterAll(() => t.close());

  const csvLines = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n');

  describe('who may call', () => {
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user: customer, admin }),
      routes: [
        { method: 'get', url: '/api/admin/blog/posts.csv', expect: { admin: 200 } },
        { method: 'get', url: '/api/admin/currencies/rates/history.csv', expect: { admin: 200 } },
        { method: 'get', url: '/api/admin/price-calculator/freight-rates.csv', expect: { admin: 200 } },
        { method: 'post', url: '/api/admin/markdown/preview', body: { markdown: 'Hi', kind: 'page' }, expect: { admin: 200 } },
      ],
      expect: { anonymous: 401, user: 403 },
    });
  });

  describe('blog posts list', () => {
    const tag = 'qzvsort';
    const made: { id: string; title: string }[] = [];

    beforeAll(async () => {
      for (const [title, status, views] of [
        ['Charlie road test', 'published', 10],
        ['Alpha shipping guide', 'draft', 0],
        ['Bravo auction sheet', 'published', 99],
      ] as const) {
        const res = await api(t, admin)
          .post('/api/admin/blog/posts', { title, content: `About ${tag}.`, category: 'guides', tags: [tag], status })
          .expect(201);
        made.push(res.body as { id: string; title: string });
        await t.dataSource.query('UPDATE blog_posts SET views = $2 WHERE public_id = $1', [res.body.id, views]);
      }
    });

    const titles = async (query: Record<string, string>) =>
      (
        (
          await api(t, admin)
            .get('/api/admin/blog/posts')
            .query({ search: tag, ...query })
            .expect(200)
        ).body.items as { title: string }[]
      ).map((p) => p.title);

    it('sorts by any column, ascending or descending, last updated first by default', async () => {
      expect(await titles({})).toEqual(['Bravo auction sheet', 'Alpha shipping guide', 'Charlie road test']);
      expect(await titles({ sort: 'title' })).toEqual(['Alpha shipping guide', 'Bravo auction sheet', 'Charlie road test']);
      expect(await titles({ sort: '-title' })).toEqual(['Charlie road test', 'Bravo auction sheet', 'Alpha shipping guide']);
      expect(await titles({ sort: '-views' })).toEqual(['Bravo auction sheet', 'Charlie road test', 'Alpha shipping guide']);
      expect(await titles({ sort: 'status', status: 'published' })).toHaveLength(2);
      // A draft has no publication date: it comes last either way round.
      expect((await titles({ sort: '-publishedAt' })).at(-1)).toBe('Alpha shipping guide');
    });

    it('refuses an unknown sort, naming the field', async () => {
      const res = await api(t, admin).get('/api/admin/blog/posts?sort=popular').expect(400);
      expect(res.body.details.map((d: { field: string }) => d.field)).toEqual(['sort']);
    });

    it('exports what is filtered, in the list’s sort, as CSV', async () => {
      const res = await api(t, admin).get(`/api/admin/blog/posts.csv?search=${tag}&sort=title`).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="blog-posts-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = csvLines(res.text);
      expect(lines[0]).toBe('Title,Slug,Category,Status,Author,Tags,Views,Published at,Updated at');
      expect(lines.slice(1, -1).map((l) => l.split(',')[0])).toEqual(['Alpha shipping guide', 'Bravo auction sheet', 'Charlie road test']);
      expect(lines[1]).toMatch(/^Alpha shipping guide,alpha-shipping-guide,guides,draft,[^,]*,qzvsort,0,,\d{4}-/);

      const published = csvLines((await api(t, admin).get(`/api/admin/blog/posts.csv?search=${tag}&status=published`).expect(200)).text);
      expect(published).toHaveLength(4);
      await api(t, admin).get('/api/admin/blog/posts.csv?status=gone').expect(400);
    });
  });

  describe('exchange rate history', () => {
    it('exports the history as CSV, newest first, one currency when asked', async () => {
      await api(t, admin).put('/api/admin/currencies/rates', { EUR: '0.9100', JPY: '150.25' }).expect(200);
      await api(t, admin).put('/api/admin/currencies/rates', { EUR: '0.9200' }).expect(200);
      const res = await api(t, admin).get('/api/admin/currencies/rates/history.csv?currency=EUR').expect(200);
      expect(res.headers['content-disposition']).toMatch(/filename="exchange-rates-\d{4}-\d{2}-\d{2}\.csv"/);
      const lines = csvLines(res.text);
      expect(lines[0]).toBe('Currency,Rate per 1 USD,Source,Set at,Set by');
      expect(lines[1]).toMatch(/^EUR,0\.92\d*,staff,\d{4}-/);
      expect(lines[2]).toMatch(/^EUR,0\.91\d*,staff,\d{4}-/);
      expect(res.text).not.toContain('JPY');
    });
  });

  describe('freight rates', () => {
    it('exports the filtered freight rates as CSV', async () => {
      await api(t, admin)
        .post('/api/admin/price-calculator/freight-rates', { countryCode: 'MU', port: 'Port Louis', method: 'roro', roroUsdPerM3: '55' })
        .expect(201);
      await api(t, admin)
        .post('/api/admin/price-calculator/freight-rates', { countryCode: 'TZ', port: 'Dar es Salaam', method: 'roro', roroUsdPerM3: '60' })
        .expect(201);
      const res = await api(t, admin).get('/api/admin/price-calculator/freight-rates.csv?country=MU').expect(200);
      const lines = csvLines(res.text);
      expect(lines[0]).toBe('Country,Port,Method,RoRo USD per m3,Container USD,Cars per container,Transit days,Active,Updated at');
      expect(lines.slice(1, -1)).toEqual([expect.stringMatching(/^MU,Port Louis,roro,55\.00,,\d+,,yes,\d{4}-/)]);
    });
  });

  describe('Markdown preview', () => {
    it('renders as the public page does, without anything that could run', async () => {
      const markdown = '## Shipping\n\nWe ship **weekly**.<script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1))';
      const article = (await api(t, admin).post('/api/admin/markdown/preview', { markdown, kind: 'article' }).expect(200)).body;
      expect(article.html).toContain('<h2>Shipping</h2>');
      expect(article.html).toContain('<strong>weekly</strong>');
      expect(article.html).not.toMatch(/script|onerror|javascript:/);

      // A post saved with the same text shows the same HTML.
      const post = (
        await api(t, admin).post('/api/admin/blog/posts', { title: 'Preview twin', content: markdown, category: 'news' }).expect(201)
      ).body;
      expect(post.contentHtml).toBe(article.html);

      // An FAQ answer keeps single line breaks.
      const answer = (await api(t, admin).post('/api/admin/markdown/preview', { markdown: 'one\ntwo', kind: 'answer' }).expect(200)).body;
      expect(answer.html).toBe('<p>one<br />two</p>');
    });

    it('names the fields it refuses', async () => {
      const res = await api(t, admin).post('/api/admin/markdown/preview', { markdown: '', kind: 'poem', extra: 1 }).expect(400);
      expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['extra', 'kind', 'markdown']);
      await api(t, admin)
        .post('/api/admin/markdown/preview', { markdown: 'x'.repeat(100_001), kind: 'article' })
        .expect(400);
    });
  });
});

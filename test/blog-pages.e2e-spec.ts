import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api } from './support/api.js';
import { signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The blog's pages as the server answers them: their heads (title, description, canonical, hreflang), 404 for drafts. */
const PUBLIC_URL = 'https://cars.example.com';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Template</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const metaOf = (html: string, name: string) => new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));

describe('blog page heads', () => {
  let t: TestApp;
  let clientDir: string;
  let post: { id: string; slug: string };
  let plain: { slug: string };
  let draft: { slug: string };

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'blog-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
    t = await createTestApp({ CLIENT_DIST_DIR: clientDir, PUBLIC_URL });
    const admin = await signedInUser(t, { role: 'admin' });
    const body = { content: 'Roll-on/roll-off ships carry cars driven on board.', category: 'guides', status: 'published' };
    post = (
      await api(t, admin)
        .post('/api/admin/blog/posts', {
          ...body,
          title: 'RoRo vs container shipping explained',
          metaTitle: 'RoRo or container? Shipping a car from Japan',
          metaDescription: 'How the two ways of shipping differ.',
        })
        .expect(201)
    ).body;
    plain = (
      await api(t, admin)
        .post('/api/admin/blog/posts', { ...body, title: 'A post without SEO fields' })
        .expect(201)
    ).body;
    draft = (
      await api(t, admin)
        .post('/api/admin/blog/posts', { ...body, title: 'Draft post', status: 'draft' })
        .expect(201)
    ).body;
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('gives the blog list its own head in each language, one canonical page whatever the query', async () => {
    const html = (await t.http.get('/blog?category=guides&page=2').expect(200)).text;
    expect(titleOf(html)).toBe('Blog: importing used Japanese cars | AutoExport');
    expect(canonicalOf(html)).toBe(`${PUBLIC_URL}/blog`);
    expect(alternatesOf(html)).toEqual({
      en: `${PUBLIC_URL}/blog`,
      ur: `${PUBLIC_URL}/ur/blog`,
      pt: `${PUBLIC_URL}/pt/blog`,
      es: `${PUBLIC_URL}/es/blog`,
      'x-default': `${PUBLIC_URL}/blog`,
    });
    const ur = (await t.http.get('/ur/blog').expect(200)).text;
    expect(ur).toMatch(/<html lang="ur" dir="rtl">/);
    expect(canonicalOf(ur)).toBe(`${PUBLIC_URL}/ur/blog`);
  });

  it('gives a post its meta title and description, else its title and excerpt, without counting a view', async () => {
    const html = (await t.http.get(`/es/blog/${post.slug}`).expect(200)).text;
    expect(titleOf(html)).toBe('RoRo or container? Shipping a car from Japan | AutoExport');
    expect(metaOf(html, 'description')).toBe('How the two ways of shipping differ.');
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(canonicalOf(html)).toBe(`${PUBLIC_URL}/es/blog/${post.slug}`);
    expect(alternatesOf(html).ur).toBe(`${PUBLIC_URL}/ur/blog/${post.slug}`);
    expect(html).toContain('"@type":"BlogPosting"');
    const other = (await t.http.get(`/blog/${plain.slug}`).expect(200)).text;
    expect(titleOf(other)).toBe('A post without SEO fields | AutoExport');
    expect(metaOf(other, 'description')).toBe('Roll-on/roll-off ships carry cars driven on board.');
    const [row] = await t.dataSource.query<{ views: number }[]>('SELECT views FROM blog_posts WHERE slug = $1', [post.slug]);
    expect(row!.views).toBe(0);
  });

  it('answers a draft or unknown post with 404 and a noindex head', async () => {
    for (const slug of [draft.slug, 'no-such-post']) {
      const res = await t.http.get(`/blog/${slug}`).expect(404);
      expect(titleOf(res.text)).toBe('Blog post not found | AutoExport');
      expect(metaOf(res.text, 'robots')).toBe('noindex');
    }
  });
});

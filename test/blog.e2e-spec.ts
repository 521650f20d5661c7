import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { auditEntries, makeImage, noisyPng, tempUploadDir } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

const NOT_FOUND = { statusCode: 404, code: 'BLOG_POST_NOT_FOUND', message: 'Blog post not found.' };
const UNKNOWN_ID = '6f1c0d52-4a8e-4c1b-9a55-0b8f0f3f2a11';

interface Post {
  id: string;
  slug: string;
  title: string;
  status: string;
  views: number;
  category: { _id: string; name: string; slug: string };
  publishedAt: string | null;
  [key: string]: unknown;
}

const postBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'RoRo vs container shipping explained',
  content: '## Ships\n\nRoll-on/roll-off ships carry cars driven on board.',
  category: 'guides',
  tags: ['shipping', 'roro'],
  ...overrides,
});

/** The blog (issue 11): published-only public list and detail, staff CRUD, images, sanitised Markdown. */
describe('blog', () => {
  let t: TestApp;
  const uploads = tempUploadDir();
  let customer: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off', UPLOAD_DIR: uploads.dir });
    [customer, admin] = await Promise.all([signedInUser(t), signedInUser(t, { role: 'admin', firstName: 'Kenji', lastName: 'Sato' })]);
  });
  afterAll(async () => {
    await t.close();
    uploads.remove();
  });

  const create = async (overrides: Record<string, unknown> = {}): Promise<Post> =>
    (await api(t, admin).post('/api/admin/blog/posts', postBody(overrides)).expect(201)).body as Post;
  const publish = async (overrides: Record<string, unknown> = {}) => create({ status: 'published', ...overrides });
  const list = async (query: Record<string, string> = {}) =>
    (await api(t, null).get('/api/blog/posts').query(query).expect(200)).body as {
      items: Post[];
      total: number;
      page: number;
      limit: number;
    };

  describe('who may call', () => {
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user: customer, admin }),
      routes: [
        { method: 'get', url: '/api/blog/categories', expect: { anonymous: 200, user: 200 } },
        { method: 'get', url: '/api/blog/posts', expect: { anonymous: 200, user: 200 } },
        { method: 'get', url: `/api/blog/posts/${UNKNOWN_ID}`, expect: { anonymous: 404, user: 404 } },
        { method: 'get', url: '/api/admin/blog/posts', expect: { anonymous: 401, user: 403, admin: 200 } },
        {
          method: 'post',
          url: '/api/admin/blog/posts',
          body: postBody({ title: 'Who may call' }),
          expect: { anonymous: 401, user: 403, admin: 201 },
        },
        { method: 'get', url: `/api/admin/blog/posts/${UNKNOWN_ID}`, expect: { anonymous: 401, user: 403, admin: 404 } },
        {
          method: 'patch',
          url: `/api/admin/blog/posts/${UNKNOWN_ID}`,
          body: { title: 'X' },
          expect: { anonymous: 401, user: 403, admin: 404 },
        },
        { method: 'delete', url: `/api/admin/blog/posts/${UNKNOWN_ID}`, expect: { anonymous: 401, user: 403, admin: 404 } },
        { method: 'post', url: `/api/admin/blog/posts/${UNKNOWN_ID}/image`, expect: { anonymous: 401, user: 403 } },
      ],
    });
  });

  it('answers the five categories', async () => {
    const res = await api(t, null).get('/api/blog/categories').expect(200);
    expect(res.body).toEqual([
      { _id: 'news', name: 'News', slug: 'news' },
      { _id: 'updates', name: 'Updates', slug: 'updates' },
      { _id: 'guides', name: 'Guides', slug: 'guides' },
      { _id: 'reviews', name: 'Reviews', slug: 'reviews' },
      { _id: 'others', name: 'Others', slug: 'others' },
    ]);
  });

  describe('staff', () => {
    it('creates a draft with a slug from the title, the author’s name, reading time and audit', async () => {
      const post = await create({
        title: 'Understanding auction sheet grades',
        metaTitle: 'Auction grades',
        metaDescription: 'What grades mean',
      });
      expect(post).toMatchObject({
        slug: 'understanding-auction-sheet-grades',
        status: 'draft',
        publishedAt: null,
        author: 'Kenji Sato',
        minutesToRead: 1,
        views: 0,
        tags: ['shipping', 'roro'],
        category: { _id: 'guides', name: 'Guides', slug: 'guides' },
        metaTitle: 'Auction grades',
        metaDescription: 'What grades mean',
        contentHtml: '<h2>Ships</h2>\n<p>Roll-on/roll-off ships carry cars driven on board.</p>',
        excerpt: 'Ships Roll-on/roll-off ships carry cars driven on board.',
      });
      expect(await auditEntries(t, 'blog_post', post.id)).toEqual([
        expect.objectContaining({ action: 'blog_post.create', after: expect.objectContaining({ slug: post.slug, status: 'draft' }) }),
      ]);
    });

    it('keeps generated slugs unique, refuses a taken slug given explicitly', async () => {
      const a = await create({ title: 'Same title twice' });
      const b = await create({ title: 'Same title twice' });
      expect([a.slug, b.slug]).toEqual(['same-title-twice', 'same-title-twice-2']);
      const res = await api(t, admin)
        .post('/api/admin/blog/posts', postBody({ slug: 'same-title-twice' }))
        .expect(409);
      expect(res.body).toMatchObject({ code: 'BLOG_SLUG_TAKEN', message: 'A blog post with the slug "same-title-twice" already exists.' });
      const other = await create({ title: 'Slug target' });
      await api(t, admin).patch(`/api/admin/blog/posts/${other.id}`, { slug: 'same-title-twice' }).expect(409);
    });

    it('stores a null author as anonymous', async () => {
      const post = await publish({ title: 'Anonymous post', author: null });
      expect(post.author).toBeNull();
      expect((await api(t, null).get(`/api/blog/posts/${post.slug}`).expect(200)).body.author).toBeNull();
    });

    it('refuses invalid bodies with field errors', async () => {
      const res = await api(t, admin)
        .post('/api/admin/blog/posts', { title: '', content: 'x', category: 'gossip', tags: ['ok', 42], slug: 'Not A Slug', role: 'x' })
        .expect(400);
      const fields = (res.body.details as { field: string }[]).map((d) => d.field).sort();
      expect(fields).toEqual(expect.arrayContaining(['category', 'slug', 'tags', 'title']));
      const tooMany = await api(t, admin)
        .post('/api/admin/blog/posts', postBody({ tags: Array.from({ length: 13 }, (_, i) => `t${i}`) }))
        .expect(400);
      expect(tooMany.body.details).toEqual([expect.objectContaining({ field: 'tags', code: 'BLOG_TAGS_INVALID' })]);
    });

    it('publishes and unpublishes through status, keeping the first publication date', async () => {
      const post = await create({ title: 'Publish me' });
      const published = (await api(t, admin).patch(`/api/admin/blog/posts/${post.id}`, { status: 'published' }).expect(200)).body as Post;
      expect(published.status).toBe('published');
      expect(published.publishedAt).not.toBeNull();
      await api(t, null).get(`/api/blog/posts/${post.slug}`).expect(200);
      await api(t, admin).patch(`/api/admin/blog/posts/${post.id}`, { status: 'draft' }).expect(200);
      expect((await api(t, null).get(`/api/blog/posts/${post.slug}`).expect(404)).body).toMatchObject(NOT_FOUND);
      const again = (await api(t, admin).patch(`/api/admin/blog/posts/${post.id}`, { status: 'published' }).expect(200)).body as Post;
      expect(again.publishedAt).toBe(published.publishedAt);
      const actions = (await auditEntries(t, 'blog_post', post.id)).map((e) => e.action);
      expect(actions).toEqual(['blog_post.create', 'blog_post.update', 'blog_post.update', 'blog_post.update']);
    });

    it('edits content and re-renders it; gets by id or slug; lists drafts with filters', async () => {
      const post = await create({ title: 'Editable post', category: 'news' });
      const edited = (
        await api(t, admin)
          .patch(`/api/admin/blog/posts/${post.slug}`, { content: 'word '.repeat(450), tags: ['new'] })
          .expect(200)
      ).body as Post;
      expect(edited).toMatchObject({ minutesToRead: 3, tags: ['new'], slug: 'editable-post' });
      expect((await api(t, admin).get(`/api/admin/blog/posts/${post.id}`).expect(200)).body.slug).toBe('editable-post');
      expect((await api(t, admin).get(`/api/admin/blog/posts/editable-post`).expect(200)).body.id).toBe(post.id);
      const drafts = await api(t, admin)
        .get('/api/admin/blog/posts')
        .query({ status: 'draft', category: 'news', limit: '100' })
        .expect(200);
      expect((drafts.body.items as Post[]).map((p) => p.id)).toContain(post.id);
      expect((drafts.body.items as Post[]).every((p) => p.status === 'draft' && p.category.slug === 'news')).toBe(true);
    });

    it('deletes a post, audited; then it is not found', async () => {
      const post = await publish({ title: 'Delete me' });
      const res = await api(t, admin).delete(`/api/admin/blog/posts/${post.id}`).expect(200);
      expect(res.body).toEqual({ success: true, message: 'Blog post deleted' });
      await api(t, admin).get(`/api/admin/blog/posts/${post.id}`).expect(404);
      await api(t, null).get(`/api/blog/posts/${post.slug}`).expect(404);
      expect((await auditEntries(t, 'blog_post', post.id)).map((e) => e.action)).toContain('blog_post.delete');
    });
  });

  describe('featured image', () => {
    it('uploads a featured image as for makes, shown publicly', async () => {
      const post = await publish({ title: 'Post with image' });
      const res = await api(t, admin)
        .post(`/api/admin/blog/posts/${post.id}/image`)
        .attach('image', await makeImage('jpeg', { width: 800, height: 420 }), 'cover.jpg')
        .expect(201);
      expect(res.body.featuredImageUrl).toMatch(new RegExp(`^/uploads/blog/${post.id}/.+\\.webp$`));
      expect(res.body.thumbnailUrl).toMatch(/-thumb\.webp$/);
      const shown = (await api(t, null).get(`/api/blog/posts/${post.slug}`).expect(200)).body;
      expect(shown.featuredImageUrl).toBe(res.body.featuredImageUrl);
      await t.http.get(res.body.featuredImageUrl).expect(200);
      expect((await auditEntries(t, 'blog_post', post.id)).map((e) => e.action)).toContain('blog_post.image');
    });

    it('refuses what is not a JPG, PNG or WEBP, over 5 MB, or nothing at all', async () => {
      const post = await create({ title: 'Image checks' });
      const url = `/api/admin/blog/posts/${post.id}/image`;
      const gif = Buffer.from(
        'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
        'binary',
      );
      const wrongType = await api(t, admin).post(url).attach('image', gif, 'cover.png').expect(415);
      expect(wrongType.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Only JPG, PNG or WEBP images are accepted.' });
      const big = await api(t, admin)
        .post(url)
        .attach('image', await noisyPng(5 * 1024 * 1024 + 10_000), 'big.png');
      expect(big.status).toBe(413);
      expect(big.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The image is larger than 5 MB.' });
      await api(t, admin).post(url, { image: 'x' }).expect(415);
      expect((await api(t, admin).get(`/api/admin/blog/posts/${post.id}`).expect(200)).body.featuredImageUrl).toBeNull();
    });
  });

  describe('public list and detail', () => {
    let posts: Post[];
    const tag = 'zqx';

    beforeAll(async () => {
      // Five published posts of this test's own tag, with distinct views, and a draft that matches the search.
      posts = [];
      for (const [i, category] of (['news', 'guides', 'guides', 'reviews', 'updates'] as const).entries()) {
        posts.push(
          await publish({ title: `Listing ${tag} post ${i}`, category, tags: [tag, `n${i}`], content: `Body ${i} mentions ${tag}marker.` }),
        );
        await new Promise((r) => setTimeout(r, 5));
      }
      await t.dataSource.query(`UPDATE blog_posts SET views = $2 WHERE public_id = $1`, [posts[2]!.id, 500]);
      await t.dataSource.query(`UPDATE blog_posts SET views = $2 WHERE public_id = $1`, [posts[0]!.id, 300]);
      await create({ title: `Hidden ${tag} draft`, tags: [tag] });
    });

    it('lists published posts only, newest first, with the paged shape', async () => {
      const body = await list({ search: tag, limit: '100' });
      expect(body).toMatchObject({ total: 5, page: 1, limit: 100 });
      expect(body.items.map((p) => p.id)).toEqual([...posts].reverse().map((p) => p.id));
      expect(body.items.some((p) => p.title.includes('Hidden'))).toBe(false);
      expect(body.items[0]).not.toHaveProperty('content');
      expect(body.items[0]).not.toHaveProperty('status');
    });

    it('sorts oldest and most popular', async () => {
      expect((await list({ search: tag, sort: 'oldest' })).items.map((p) => p.id)).toEqual(posts.map((p) => p.id));
      const popular = (await list({ search: tag, sort: 'popular' })).items.map((p) => p.id);
      expect(popular.slice(0, 2)).toEqual([posts[2]!.id, posts[0]!.id]);
      expect(popular).toHaveLength(5);
    });

    it('filters by category and searches titles, tags and content', async () => {
      const guides = await list({ search: tag, category: 'guides' });
      expect(guides.items.map((p) => p.id).sort()).toEqual([posts[1]!.id, posts[2]!.id].sort());
      expect((await list({ search: 'n3' })).items.map((p) => p.id)).toEqual([posts[3]!.id]);
      expect((await list({ search: `${tag}MARKER` })).total).toBe(5);
      expect((await list({ search: `Listing ${tag} post 4` })).items.map((p) => p.id)).toEqual([posts[4]!.id]);
      expect((await list({ search: 'nothing-like-this-anywhere' })).items).toEqual([]);
      expect((await list({ search: '100%_' })).total).toBe(0);
    });

    it('pages without repeating or skipping', async () => {
      const seen: string[] = [];
      for (const page of ['1', '2', '3']) {
        const body = await list({ search: tag, limit: '2', page });
        expect(body).toMatchObject({ total: 5, page: Number(page), limit: 2 });
        seen.push(...body.items.map((p) => p.id));
      }
      expect(seen).toEqual([...posts].reverse().map((p) => p.id));
      expect((await list({ search: tag, limit: '1000' })).limit).toBe(100);
      expect((await list({ search: tag, page: '99' })).items).toEqual([]);
    });

    it.each([
      [{ sort: 'random' }, 'sort'],
      [{ category: 'gossip' }, 'category'],
      [{ page: '0' }, 'page'],
      [{ limit: 'many' }, 'limit'],
    ])('refuses %j', async (query, field) => {
      const res = await api(t, null).get('/api/blog/posts').query(query).expect(400);
      expect(res.body.details).toEqual([expect.objectContaining({ field })]);
    });

    it('opens a post by slug or id, counting each view, with related posts of its category', async () => {
      const target = posts[1]!;
      const first = (await api(t, null).get(`/api/blog/posts/${target.slug}`).expect(200)).body;
      const second = (await api(t, customer).get(`/api/blog/posts/${target.id}`).expect(200)).body;
      expect(second.views).toBe(first.views + 1);
      expect(first).toMatchObject({ id: target.id, slug: target.slug, contentHtml: expect.stringContaining(`${tag}marker`) });
      expect(first).not.toHaveProperty('content');
      expect((first.related as Post[]).map((p) => p.id)).toContain(posts[2]!.id);
      expect((first.related as Post[]).every((p) => p.category.slug === 'guides' && p.id !== target.id)).toBe(true);
      expect((first.related as Post[]).length).toBeLessThanOrEqual(3);
    });

    it('hides a draft and an unknown post with the error body, and counts no view', async () => {
      const draft = await create({ title: 'Secret draft' });
      for (const id of [draft.slug, draft.id, 'no-such-post', UNKNOWN_ID, 'NOT A SLUG']) {
        const res = await api(t, null)
          .get(`/api/blog/posts/${encodeURIComponent(id)}`)
          .expect(404);
        expect(res.body).toMatchObject(NOT_FOUND);
        expect(res.body.requestId).toEqual(expect.any(String));
      }
      expect((await api(t, admin).get(`/api/admin/blog/posts/${draft.id}`).expect(200)).body.views).toBe(0);
    });

    it('counts concurrent views exactly (atomic increment)', async () => {
      const target = posts[4]!;
      const before = (await api(t, admin).get(`/api/admin/blog/posts/${target.id}`).expect(200)).body.views as number;
      await Promise.all(Array.from({ length: 10 }, () => api(t, null).get(`/api/blog/posts/${target.slug}`).expect(200)));
      expect((await api(t, admin).get(`/api/admin/blog/posts/${target.id}`).expect(200)).body.views).toBe(before + 10);
    });
  });

  it('neutralises XSS in Markdown', async () => {
    const post = await publish({
      title: 'XSS attempt',
      content:
        'Hi <script>alert(1)</script> <img src="x" onerror="alert(2)"> [a](javascript:alert(3)) <a href="https://example.com" onclick="alert(4)">ok</a> <style>*{}</style>',
    });
    const html = (await api(t, null).get(`/api/blog/posts/${post.slug}`).expect(200)).body.contentHtml as string;
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<style|alert/i);
    expect(html).toContain('<a href="https://example.com" rel="noopener nofollow">ok</a>');
  });
});

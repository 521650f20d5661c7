import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadReferencePages } from '../src/database/reference/pages.js';
import { CONTENT_PAGE_SLUGS } from '../src/modules/content/content-rules.js';
import { firstAnswerKey } from '@autoexport/contract/first-answer';
import { auditEntries } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

const PAGE_NOT_FOUND = { statusCode: 404, code: 'CONTENT_PAGE_NOT_FOUND', message: 'Page not found.' };
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>The template's own title</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const decode = (s: string) =>
  s.replace(/&(lt|gt|quot|#39|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]!);
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const metaOf = (html: string, name: string) => decode(new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '');
const canonicalOf = (html: string) => decode(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '');
const firstAnswerOf = (html: string) => {
  const match = /<script type="application\/json" id="first-answer">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as { key: string; answer: Record<string, unknown> }) : undefined;
};

const translation = (overrides: Record<string, unknown> = {}) => ({
  title: 'Preguntas sobre cookies',
  summary: 'Qué cookies usamos.',
  body: '## Cookies\n\nSolo las **necesarias**.',
  ...overrides,
});

/** The content pages (issue 11): four languages with English as the fallback, staff editing, sanitised Markdown. */
describe('content pages', () => {
  let t: TestApp;
  let clientDir: string;
  let customer: SignedIn;
  let admin: SignedIn;
  let superadmin: SignedIn;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'content-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
    t = await createTestApp({ WORKER: 'off', CLIENT_DIST_DIR: clientDir });
    await loadReferencePages((sql, params) => t.dataSource.query(sql, params), new Date('2026-03-01T00:00:00Z'));
    // The reference data translates every page into Portuguese: take three texts away so that the English
    // fallback can be seen (cookie-policy, anti-social-forces-policy) and a translation created (careers).
    await t.dataSource.query(`DELETE FROM content_page_translations WHERE language = 'pt' AND slug = ANY($1)`, [
      ['careers', 'cookie-policy', 'anti-social-forces-policy'],
    ]);
    [customer, admin, superadmin] = await Promise.all([
      signedInUser(t),
      signedInUser(t, { role: 'admin' }),
      signedInUser(t, { role: 'superadmin' }),
    ]);
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const page = (slug: string, query: Record<string, string> = {}) => api(t, null).get(`/api/pages/${slug}`).query(query);

  it('reads an empty ?lang= as no language asked for, signed in or not (the fuzz test’s 500)', async () => {
    for (const who of [null, customer, superadmin]) {
      const res = await api(t, who).get('/api/pages?lang=').set('accept-language', 'ur').expect(200);
      expect(res.body.items.length).toBeGreaterThan(0);
    }
  });

  describe('who may call', () => {
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user: customer, admin, superadmin }),
      routes: [
        { method: 'get', url: '/api/pages', expect: { anonymous: 200, user: 200 } },
        { method: 'get', url: '/api/pages/about', expect: { anonymous: 200, user: 200 } },
        { method: 'get', url: '/api/admin/pages' },
        { method: 'get', url: '/api/admin/pages/about' },
        { method: 'put', url: '/api/admin/pages/careers/translations/pt', body: translation(), expect: { admin: 201, superadmin: 200 } },
        { method: 'delete', url: '/api/admin/pages/about/translations/es', expect: { admin: 200, superadmin: 404 } },
      ],
      expect: { anonymous: 401, user: 403, admin: 200, superadmin: 200 },
    });
  });

  describe('reading', () => {
    it.each(CONTENT_PAGE_SLUGS)('serves %s in English with its title, summary, HTML and date', async (slug) => {
      const res = await page(slug, { lang: 'en' }).expect(200);
      expect(res.body).toMatchObject({ slug, language: 'en', requestedLanguage: 'en', fallback: false });
      expect(res.body.title).toEqual(expect.any(String));
      expect(res.body.summary.length).toBeGreaterThan(10);
      expect(res.body.html).toMatch(/<(p|h2)>/);
      expect(res.body.updatedAt).toBe('2026-03-01T00:00:00.000Z');
      expect(res.headers['content-language']).toBe('en');
    });

    it('serves How to pay in Urdu, with the Jamaica rule', async () => {
      const res = await page('how-to-pay', { lang: 'ur' }).expect(200);
      expect(res.body).toMatchObject({ language: 'ur', fallback: false, title: 'ادائیگی کا طریقہ' });
      expect(res.body.html).toContain('جمیکا');
      expect(res.body.languages).toEqual(['en', 'ur', 'pt', 'es']);
    });

    it('falls back to English, saying so, for a page not translated into the language', async () => {
      const res = await page('cookie-policy', { lang: 'pt' }).expect(200);
      expect(res.body).toMatchObject({ language: 'en', requestedLanguage: 'pt', fallback: true, title: 'Cookie policy' });
      expect(res.body.languages).toContain('en');
      expect(res.body.languages).not.toContain('pt');
      expect(res.headers['content-language']).toBe('en');
    });

    it('reads the language from Accept-Language when ?lang= is absent, and says the answer varies with it', async () => {
      const res = await api(t, null).get('/api/pages/how-to-buy').set('Accept-Language', 'es-CL,es;q=0.9,en;q=0.5').expect(200);
      expect(res.body).toMatchObject({ language: 'es', title: 'Cómo comprar', fallback: false });
      expect(res.headers.vary).toMatch(/Accept-Language/);
      const english = await api(t, null).get('/api/pages/how-to-buy').set('Accept-Language', 'fr-FR').expect(200);
      expect(english.body.language).toBe('en');
      // ?lang= wins over the header.
      const urdu = await api(t, null).get('/api/pages/how-to-buy').query({ lang: 'ur' }).set('Accept-Language', 'es').expect(200);
      expect(urdu.body.language).toBe('ur');
    });

    it('gives CSR its policy and activities sections', async () => {
      const res = await page('csr').expect(200);
      expect(res.body.sections.map((s: { key: string }) => s.key)).toEqual(['policy', 'activities']);
      expect(res.body.sections[0].title).toBe('Our policy');
      expect(res.body.sections[0].html).toContain('<h2>Safety first</h2>');
    });

    it('lists the pages titled in the language asked for, English where untranslated', async () => {
      const res = await api(t, null).get('/api/pages').query({ lang: 'pt' }).expect(200);
      expect(res.body.items.map((i: { slug: string }) => i.slug)).toEqual([...CONTENT_PAGE_SLUGS]);
      expect(res.body.items.find((i: { slug: string }) => i.slug === 'about')).toEqual({
        slug: 'about',
        title: 'Sobre a AutoExport',
        language: 'pt',
        fallback: false,
      });
      expect(res.body.items.find((i: { slug: string }) => i.slug === 'anti-social-forces-policy')).toMatchObject({
        language: 'en',
        fallback: true,
      });
    });

    it('lists every page in Urdu, none of them falling back to English (issue 27)', async () => {
      const res = await api(t, null).get('/api/pages').query({ lang: 'ur' }).expect(200);
      expect(res.body.items.filter((i: { fallback: boolean }) => i.fallback).map((i: { slug: string }) => i.slug)).toEqual([]);
      expect(res.body.items.find((i: { slug: string }) => i.slug === 'careers')).toMatchObject({ title: 'ملازمتیں', language: 'ur' });
    });

    it('answers 404 with the error body for an unknown page', async () => {
      const res = await page('faq-and-more').expect(404);
      expect(res.body).toMatchObject(PAGE_NOT_FOUND);
      expect(res.body.requestId).toEqual(expect.any(String));
    });

    it('answers 400 for a language the site does not have', async () => {
      for (const lang of ['fr', 'en-GB', 'x'.repeat(11)]) {
        const res = await page('about', { lang }).expect(400);
        expect(res.body.code).toMatch(/CONTENT_LANGUAGE_UNKNOWN|VALIDATION_FAILED/);
      }
      const res = await page('about', { lang: 'fr' }).expect(400);
      expect(res.body).toMatchObject({ code: 'CONTENT_LANGUAGE_UNKNOWN', message: 'Unknown language "fr": use en, ur, pt or es.' });
      expect(res.body.details).toEqual([expect.objectContaining({ field: 'lang', code: 'CONTENT_LANGUAGE_UNKNOWN' })]);
      await api(t, null).get('/api/pages').query({ lang: 'de' }).expect(400);
    });
  });

  describe('the web pages', () => {
    it('renders each page’s head in its language', async () => {
      const res = await t.http.get('/ur/how-to-pay').expect(200);
      expect(res.text).toContain('<html lang="ur" dir="rtl">');
      expect(titleOf(res.text)).toBe('ادائیگی کا طریقہ | AutoExport');
      expect(metaOf(res.text, 'description')).toContain('ٹیلی گرافک ٹرانسفر');
      expect(canonicalOf(res.text)).toBe(`${t.config.publicUrl}/ur/how-to-pay`);
      expect(firstAnswerOf(res.text)).toMatchObject({
        key: firstAnswerKey('GET /api/pages/how-to-pay', { lang: 'ur' }),
        answer: { slug: 'how-to-pay', language: 'ur' },
      });
    });

    it.each(CONTENT_PAGE_SLUGS)('answers /%s with its English title', async (slug) => {
      const res = await t.http.get(`/${slug}`).expect(200);
      const english = await page(slug, { lang: 'en' });
      expect(titleOf(res.text)).toBe(`${english.body.title} | AutoExport`);
    });

    it('names the English page as canonical when it shows the English fallback', async () => {
      const res = await t.http.get('/pt/cookie-policy').expect(200);
      expect(titleOf(res.text)).toBe('Cookie policy | AutoExport');
      expect(canonicalOf(res.text)).toBe(`${t.config.publicUrl}/cookie-policy`);
    });
  });

  describe('staff editing', () => {
    it('lists every page with its languages and the missing ones', async () => {
      const res = await api(t, admin).get('/api/admin/pages').expect(200);
      expect(res.body.items).toHaveLength(CONTENT_PAGE_SLUGS.length);
      expect(res.body.items.find((i: { slug: string }) => i.slug === 'how-to-pay')).toMatchObject({
        title: 'How to pay',
        languages: ['en', 'ur', 'pt', 'es'],
        missing: [],
      });
      // Its Portuguese text was taken away in beforeAll, to stand for a page not translated yet.
      expect(res.body.items.find((i: { slug: string }) => i.slug === 'anti-social-forces-policy')).toMatchObject({
        languages: ['en', 'ur', 'es'],
        missing: ['pt'],
      });
    });

    it('flags the translations older than the English once the English changes', async () => {
      const before = await api(t, admin).get('/api/admin/pages/terms-of-trade').expect(200);
      expect(before.body.outdated).toEqual([]);
      const english = before.body.translations[0];
      await api(t, admin)
        .put('/api/admin/pages/terms-of-trade/translations/en')
        .send({ title: english.title, summary: english.summary, body: `${english.body}\n\nUpdated.` })
        .expect(200);
      const after = await api(t, admin).get('/api/admin/pages/terms-of-trade').expect(200);
      expect(after.body.outdated).toEqual(['ur', 'pt', 'es']);
      const listed = await api(t, admin).get('/api/admin/pages').expect(200);
      expect(listed.body.items.find((i: { slug: string }) => i.slug === 'terms-of-trade').outdated).toEqual(['ur', 'pt', 'es']);
    });

    it('shows a page with every translation as Markdown and HTML', async () => {
      const res = await api(t, admin).get('/api/admin/pages/how-to-pay').expect(200);
      expect(res.body.translations.map((x: { language: string }) => x.language)).toEqual(['en', 'ur', 'pt', 'es']);
      expect(res.body.translations[0].body).toContain('## Telegraphic transfer');
      expect(res.body.translations[0].html).toContain('<h2>Telegraphic transfer (TT)</h2>');
      await api(t, admin).get('/api/admin/pages/nope').expect(404);
    });

    it('creates a translation (201), then visitors read it instead of the English fallback; audited', async () => {
      // The reference data has every page in Spanish (issue 27): remove the Spanish cookie policy so the page falls back.
      await api(t, admin).delete('/api/admin/pages/cookie-policy/translations/es').expect(200);
      const before = await page('cookie-policy', { lang: 'es' }).expect(200);
      expect(before.body.fallback).toBe(true);

      const created = await api(t, admin).put('/api/admin/pages/cookie-policy/translations/es').send(translation()).expect(201);
      expect(created.body).toMatchObject({ language: 'es', title: 'Preguntas sobre cookies', updatedBy: admin.user.id });
      expect(created.body.html).toBe('<h2>Cookies</h2>\n<p>Solo las <strong>necesarias</strong>.</p>');

      const after = await page('cookie-policy', { lang: 'es' }).expect(200);
      expect(after.body).toMatchObject({ language: 'es', fallback: false, title: 'Preguntas sobre cookies' });

      const updated = await api(t, admin)
        .put('/api/admin/pages/cookie-policy/translations/es')
        .send(translation({ title: 'Política de cookies' }))
        .expect(200);
      expect(updated.body.title).toBe('Política de cookies');
      // The same text again changes nothing and is not audited.
      await api(t, admin)
        .put('/api/admin/pages/cookie-policy/translations/es')
        .send(translation({ title: 'Política de cookies' }))
        .expect(200);

      const entries = await auditEntries(t, 'content_page', 'cookie-policy');
      expect(entries.map((e) => e.action)).toEqual([
        'content_page.translation_delete',
        'content_page.translation_save',
        'content_page.translation_save',
      ]);
      expect(entries[1]).toMatchObject({ actorId: admin.user.id, before: null, after: expect.objectContaining({ language: 'es' }) });
      expect(entries[2]).toMatchObject({
        before: { language: 'es', title: 'Preguntas sobre cookies' },
        after: { language: 'es', title: 'Política de cookies' },
      });
    });

    it('deletes a translation, and visitors fall back to English again; audited', async () => {
      // The reference data has careers in Urdu (issue 27): this replaces it.
      await api(t, admin)
        .put('/api/admin/pages/careers/translations/ur')
        .send(translation({ title: 'ملازمتیں' }))
        .expect(200);
      const res = await api(t, admin).delete('/api/admin/pages/careers/translations/ur').expect(200);
      expect(res.body.missing).toContain('ur');
      const visitor = await page('careers', { lang: 'ur' }).expect(200);
      expect(visitor.body).toMatchObject({ language: 'en', fallback: true });
      const entries = await auditEntries(t, 'content_page', 'careers');
      expect(entries.at(-1)).toMatchObject({
        action: 'content_page.translation_delete',
        before: expect.objectContaining({ language: 'ur' }),
        after: null,
      });
      const again = await api(t, admin).delete('/api/admin/pages/careers/translations/ur').expect(404);
      expect(again.body).toMatchObject({ code: 'CONTENT_TRANSLATION_NOT_FOUND', message: 'This page has no translation in "ur".' });
    });

    it('refuses to delete the English text', async () => {
      const res = await api(t, superadmin).delete('/api/admin/pages/about/translations/en').expect(409);
      expect(res.body).toMatchObject({
        code: 'CONTENT_ENGLISH_REQUIRED',
        message: 'The English text of a page cannot be deleted: the other languages fall back to it.',
      });
      await page('about', { lang: 'en' }).expect(200);
    });

    it('refuses another language before the English text exists', async () => {
      await t.dataSource.query(`DELETE FROM content_page_translations WHERE slug = 'auto-parts'`);
      const res = await api(t, admin).put('/api/admin/pages/auto-parts/translations/pt').send(translation()).expect(409);
      expect(res.body.code).toBe('CONTENT_ENGLISH_FIRST');
      await page('auto-parts').expect(404);
      await t.http.get('/auto-parts').expect(404);
      await api(t, admin)
        .put('/api/admin/pages/auto-parts/translations/en')
        .send(translation({ title: 'Auto parts' }))
        .expect(201);
      await api(t, admin)
        .put('/api/admin/pages/auto-parts/translations/pt')
        .send(translation({ title: 'Autopeças' }))
        .expect(201);
    });

    it('refuses unknown pages and languages, and incomplete bodies', async () => {
      await api(t, admin).put('/api/admin/pages/faq/translations/en').send(translation()).expect(404);
      const lang = await api(t, admin).put('/api/admin/pages/about/translations/fr').send(translation()).expect(400);
      expect(lang.body.code).toBe('CONTENT_LANGUAGE_UNKNOWN');
      await api(t, admin).delete('/api/admin/pages/about/translations/de').expect(400);
      const missing = await api(t, admin).put('/api/admin/pages/about/translations/es').send({ title: 'Sobre' }).expect(400);
      expect(missing.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['body', 'summary']);
      const long = await api(t, admin)
        .put('/api/admin/pages/about/translations/es')
        .send(translation({ title: 'x'.repeat(201) }))
        .expect(400);
      expect(long.body.details[0]).toMatchObject({ field: 'title', code: 'FIELD_TOO_LONG' });
      const extra = await api(t, admin)
        .put('/api/admin/pages/about/translations/es')
        .send(translation({ html: '<b>x</b>' }))
        .expect(400);
      expect(extra.body.code).toBe('UNKNOWN_FIELD');
      const badKeys = await api(t, admin)
        .put('/api/admin/pages/csr/translations/es')
        .send(translation({ sections: [{ key: 'Policy!', title: 'P', body: 'x' }] }))
        .expect(400);
      expect(badKeys.body.details[0].code).toBe('CONTENT_SECTION_KEY_INVALID');
      const twice = await api(t, admin)
        .put('/api/admin/pages/csr/translations/es')
        .send(
          translation({
            sections: [
              { key: 'policy', title: 'P', body: 'x' },
              { key: 'policy', title: 'Q', body: 'y' },
            ],
          }),
        )
        .expect(400);
      expect(twice.body.details[0].code).toBe('CONTENT_SECTION_KEYS_REPEATED');
    });

    it('refuses sections that are not a list of sections', async () => {
      for (const sections of ['policy', [1], [null], [{ key: 1, title: 'P', body: 'x' }], [[]], { key: 'policy' }]) {
        const res = await api(t, admin).put('/api/admin/pages/csr/translations/pt').send(translation({ sections }));
        expect([JSON.stringify(sections), res.status]).toEqual([JSON.stringify(sections), 400]);
      }
      const many = Array.from({ length: 11 }, (_, i) => ({ key: `s${i}`, title: 'T', body: 'x' }));
      const res = await api(t, admin)
        .put('/api/admin/pages/csr/translations/pt')
        .send(translation({ sections: many }))
        .expect(400);
      expect(res.body.details[0]).toMatchObject({ code: 'CONTENT_TOO_MANY_SECTIONS', message: 'A page has at most 10 sections' });
    });

    it('sanitises the HTML written in the Markdown', async () => {
      const body =
        '## Safe\n\n<script>alert(1)</script><img src=x onerror="alert(2)">' +
        '<iframe src="https://evil.example"></iframe>\n\n[click](javascript:alert(3)) <a href="https://bank.example" onclick="x()">bank</a>';
      const sections = [{ key: 'policy', title: 'Política', body: '<style>*{display:none}</style>\n\n**Segura**' }];
      // 200: it replaces the Spanish CSR of the reference data.
      await api(t, admin).put('/api/admin/pages/csr/translations/es').send(translation({ body, sections })).expect(200);
      const res = await page('csr', { lang: 'es' }).expect(200);
      expect(res.body.html).toContain('<h2>Safe</h2>');
      expect(res.body.html).toContain('<a href="https://bank.example" rel="noopener noreferrer" target="_blank">bank</a>');
      expect(res.body.html).not.toMatch(/<script|onerror|onclick|<iframe|javascript:|<img/i);
      expect(res.body.html).toContain('<a>click</a>');
      expect(res.body.sections[0].html).toBe('<p><strong>Segura</strong></p>');
    });
  });
});

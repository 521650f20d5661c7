// The back office's content and settings (issue 12): a staff member writes a blog post with an image, previews it,
// publishes it and finds it on the public blog; edits a content page's Urdu text and finds it at /ur/<page>; sets an
// exchange rate; edits a freight rate; and the FAQ, offices, support agents and import rules screens open and pass axe.
import { staffSignIn } from '../support/admin.mjs';
import { checkDirection, text, tinyPng } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';
import { TABLET_TOO } from '../support/journey-helpers.mjs';

const DESKTOP = { width: 1280, height: 900 };
/** A field by its whole label, with or without the "(required)" marker after it. */
const field = (scope, label) => scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\(.*\\))?$`));
const tag = () => `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 6)}`;

export const journeys = [
  {
    id: 'publish',
    name: 'a staff member writes a post with an image, previews it, publishes it and sees it on the public blog',
    languages: ['en', 'ur'],
    viewport: DESKTOP,
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, params) => text(lang, 'admin-content', key, params);
      const marker = tag();
      const title = `Shipping to Mombasa ${marker}`;
      await staffSignIn(page, url, api, 'admin', '/admin/blog');
      await checkDirection(page, lang);
      await page.getByRole('heading', { level: 1, name: t('blog.title') }).waitFor();
      await page.locator('.data-table tbody tr').first().waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('list', { widths: TABLET_TOO });

      await page.getByRole('link', { name: t('blog.new') }).click();
      await page.getByRole('heading', { level: 1, name: t('blog.new') }).waitFor();
      // Saving without a title: the API's field error shows beside the field.
      await page.getByRole('button', { name: t('blog.create') }).click();
      await field(page, t('blog.fields.title')).and(page.locator('[aria-invalid="true"]')).waitFor();

      await field(page, t('blog.fields.title')).fill(title);
      await field(page, t('blog.fields.category')).selectOption('guides');
      await field(page, t('blog.fields.tags')).fill('kenya, roro');
      await field(page, t('blog.fields.content')).fill(
        `## Before the ship sails\n\nYour car is **inspected** and photographed.<script>alert(1)</script>\n\n- Bill of lading\n- Export certificate`,
      );
      await field(page, t('blog.fields.image')).setInputFiles({ name: 'mombasa.png', mimeType: 'image/png', buffer: tinyPng() });
      await field(page, t('blog.fields.metaTitle')).fill(`Mombasa shipping ${marker}`);

      // The preview is the server's rendering: the heading and bold text, no script.
      await page.getByRole('tab', { name: t('markdown.preview') }).click();
      const preview = page.locator('.markdown-field__preview');
      await preview.getByRole('heading', { level: 2, name: 'Before the ship sails' }).waitFor();
      await preview.locator('strong', { hasText: 'inspected' }).waitFor();
      expect((await preview.locator('script').count()) === 0, 'no script in the preview');
      await axe();
      await shot('preview');

      await field(page, t('blog.fields.status')).selectOption('published');
      await page.getByRole('button', { name: t('blog.create') }).click();
      await page.waitForURL((u) => /\/admin\/blog\/[0-9a-f-]{36}$/.test(u.pathname));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('img', { name: t('blog.currentImage') }).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('editor', { widths: TABLET_TOO });

      // Back in the list, the search finds it, sorting by title keeps it, and the CSV holds what is filtered.
      await page.goto(url(`/admin/blog?search=${marker}&status=published`));
      await page.getByRole('link', { name: title }).waitFor();
      await page.getByRole('button', { name: t('blog.fields.title') }).click();
      await page.waitForURL((u) => u.searchParams.get('sort') === 'title');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: text(lang, 'admin', 'export.csv') }).click();
      const file = await (await download).createReadStream();
      let csv = '';
      for await (const chunk of file) csv += chunk;
      expect(csv.includes(title) && csv.split('\r\n').length === 3, `the CSV holds the filtered post only: ${csv.slice(0, 200)}`);

      // The public blog shows it, with its image and without the script.
      const boss = await api.login('boss@autoexport.local', 'Boss#2026!');
      const post = (await api.get(`/api/admin/blog/posts?search=${marker}`, { token: boss.token })).items[0];
      await page.goto(url(`/blog/${post.slug}`));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Before the ship sails' }).waitFor();
      expect((await page.locator('.blog-post__content script').count()) === 0, 'no script on the public page');
      await shot('public');
      // The public blog journey reads the demo posts as seeded: the staff member's post goes again.
      await api.delete(`/api/admin/blog/posts/${post.id}`, { token: boss.token });
    },
  },
  {
    id: 'page-ur',
    name: 'a staff member edits a content page’s Urdu text and sees it at /ur/<page>',
    languages: ['en', 'ur'],
    viewport: DESKTOP,
    async run({ page, url, lang, api, shot, axe, baseUrl }) {
      const t = (key, params) => text(lang, 'admin-content', key, params);
      const marker = tag();
      const slug = lang === 'en' ? 'careers' : 'auction-service';
      await staffSignIn(page, url, api, 'admin', '/admin/pages');
      await page.getByRole('heading', { level: 1, name: t('pages.title') }).waitFor();
      await page.locator('.data-table tbody tr').first().waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('list');

      await page.goto(url(`/admin/pages/${slug}?lang=ur`));
      await page.getByRole('tab', { name: new RegExp(text(lang, 'admin-content', 'languages.ur')), selected: true }).waitFor();
      const title = `ملازمتیں ${marker}`;
      await field(page, t('pages.fields.title')).fill(title);
      await field(page, t('pages.fields.summary')).fill('ہمارے ساتھ کام کریں: ٹوکیو اور ممباسا میں ملازمتیں۔');
      await field(page, t('pages.fields.body')).fill(`## ہم کس کی تلاش میں ہیں\n\nسیلز کے **تجربہ کار** نمائندے۔ ${marker}`);
      expect((await field(page, t('pages.fields.title')).getAttribute('dir')) === 'rtl', 'the Urdu text is written right to left');
      await page
        .getByRole('tab', { name: t('markdown.preview') })
        .first()
        .click();
      await page.locator('.markdown-field__preview strong', { hasText: 'تجربہ کار' }).waitFor();
      await axe();
      await shot('editor');
      await page.getByRole('button', { name: t('pages.save', { language: t('languages.ur') }) }).click();
      await page
        .getByRole('status')
        .filter({ hasText: t('saved') })
        .waitFor();

      // The public page in Urdu shows the new text.
      await page.goto(`${baseUrl}/ur/${slug}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText(marker, { exact: false }).last().waitFor();
      await checkDirection(page, 'ur');
      await shot('public');
    },
  },
  {
    id: 'settings',
    name: 'a staff member sets an exchange rate and edits a freight rate',
    languages: ['en', 'ur'],
    viewport: DESKTOP,
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, params) => text(lang, 'admin-content', key, params);
      const boss = await api.login('boss@autoexport.local', 'Boss#2026!');
      await staffSignIn(page, url, api, 'admin', '/admin/exchange-rates');
      await page.getByRole('heading', { level: 1, name: t('rates.title') }).waitFor();

      // The rate is set to its current value (other journeys convert with the demo rates), which still records it.
      const current = (await api.get('/api/currencies/rates')).rates.find((r) => r.currency === 'EUR');
      await field(page, t('rates.perUsd', { currency: 'EUR' })).fill(current.rate);
      await page.getByRole('button', { name: t('rates.save') }).click();
      await page
        .getByRole('status')
        .filter({ hasText: t('saved') })
        .waitFor();
      await page
        .locator('.data-table tbody tr')
        .first()
        .filter({ hasText: t('rates.source.staff') })
        .waitFor();
      // A rate that is not a number: the API's message beside the field.
      await field(page, t('rates.perUsd', { currency: 'GBP' })).fill('-3');
      await page.getByRole('button', { name: t('rates.save') }).click();
      await field(page, t('rates.perUsd', { currency: 'GBP' }))
        .and(page.locator('[aria-invalid="true"]'))
        .waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('rates', { widths: TABLET_TOO });

      // A freight rate of its own (the calculator journeys quote with the demo ones), edited in the table.
      const port = `Port Louis ${tag()}`;
      await api.post(
        '/api/admin/price-calculator/freight-rates',
        { countryCode: 'MU', port, method: 'roro', roroUsdPerM3: '55.00' },
        { token: boss.token },
      );
      await page.goto(url('/admin/price-tables?country=MU'));
      await page.getByRole('heading', { level: 1, name: t('prices.title') }).waitFor();
      await page.getByRole('button', { name: t('prices.editFreight', { port, method: t('prices.method.roro') }) }).click();
      const form = page.getByRole('form', { name: t('prices.editFreightTitle') });
      await field(form, t('prices.fields.roroUsdPerM3')).fill('61.50');
      await field(form, t('prices.fields.transitDays')).fill('24');
      await form.getByRole('button', { name: t('save') }).click();
      await form.waitFor({ state: 'detached' });
      await page.locator('.data-table tbody tr', { hasText: port }).filter({ hasText: '61.50' }).waitFor();
      const saved = (await api.get('/api/admin/price-calculator/freight-rates?country=MU&limit=100', { token: boss.token })).items.find(
        (r) => r.port === port,
      );
      expect(saved.roroUsdPerM3 === '61.50' && saved.transitDays === 24, `the freight rate is saved: ${JSON.stringify(saved)}`);
      await expectNoMissingKeys(page);
      await axe();
      await shot('price-tables', { widths: TABLET_TOO });
    },
  },
  {
    id: 'faq',
    name: 'the FAQ screen: categories, their questions, a new question in four languages',
    languages: ['en', 'ur'],
    viewport: DESKTOP,
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, params) => text(lang, 'admin-content', key, params);
      await staffSignIn(page, url, api, 'admin', '/admin/faq');
      await page.getByRole('heading', { level: 1, name: t('faq.title') }).waitFor();
      await page.locator('.data-table tbody tr').nth(1).waitFor();
      await page.getByRole('button', { name: t('faq.newQuestion') }).click();
      await page.getByRole('form', { name: t('faq.newQuestion') }).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('faq');
    },
  },
  {
    id: 'directory',
    name: 'the offices, support agents and import rules screens',
    languages: ['en', 'ur'],
    viewport: DESKTOP,
    timeout: 240_000,
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, params) => text(lang, 'admin-content', key, params);
      await staffSignIn(page, url, api, 'admin', '/admin/offices');
      for (const [path, heading, name] of [
        ['/admin/offices', 'offices.title', 'offices'],
        ['/admin/support-agents', 'agents.title', 'agents'],
        ['/admin/import-rules', 'rules.title', 'import-rules'],
      ]) {
        await page.goto(url(path));
        await page.getByRole('heading', { level: 1, name: t(heading) }).waitFor();
        await page.locator('.data-table tbody tr').first().waitFor();
        await expectNoMissingKeys(page);
        await axe();
        await shot(name);
      }
      await page.goto(url('/admin/offices'));
      await page.locator('.data-table tbody a').first().click();
      await page.getByRole('button', { name: t('save') }).waitFor();
      await axe();
      await shot('office');
      await page.goto(url('/admin/support-agents/new'));
      await page.getByRole('button', { name: t('save') }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      await axe();
      await shot('agent-errors');

      // A new agent saved with a bad photo: refused, and nobody is created; saved again with a good one, one agent.
      const name = `Grace ${lang} ${Date.now()}`;
      const whatsapp = `+2547${String(Date.now()).slice(-8)}`;
      const agents = async () => (await api.get('/api/support-agents')).items.filter((a) => a.name === name).length;
      await field(page, t('agents.fields.name')).fill(name);
      await field(page, t('agents.fields.whatsapp')).fill(whatsapp);
      await field(page, t('agents.fields.languages')).fill('English, Swahili');
      const photo = field(page, t('agents.fields.photo'));
      await photo.setInputFiles({ name: 'grace.png', mimeType: 'image/png', buffer: tinyPng().subarray(0, 40) });
      await page.getByRole('button', { name: t('save') }).click();
      await page.getByText(text(lang, 'errors', 'INVALID_IMAGE')).waitFor();
      expect((await agents()) === 0, 'a bad photo creates no agent');
      await axe();
      await shot('agent-bad-photo');
      await photo.setInputFiles({ name: 'grace.png', mimeType: 'image/png', buffer: tinyPng() });
      await page.getByRole('button', { name: t('save') }).click();
      await page.waitForURL((u) => u.pathname.endsWith('/admin/support-agents'));
      await page.getByRole('link', { name }).waitFor();
      expect((await agents()) === 1, 'saved again with a good photo: one agent');
    },
  },
];

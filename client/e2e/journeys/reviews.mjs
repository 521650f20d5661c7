// Customer reviews (issue 10, the web client): a visitor is asked to sign in and comes back; a customer writes a
// review with a photo ("Review submitted successfully", shown once published); staff publish it through the API; it
// appears with its photo in the list and the gallery (lightbox: Escape closes, focus returns); the filters narrow the
// list into the URL and the empty message shows; a reply is submitted and shows under the review.
/* global document */
import { text, signInAs, checkDirection, tinyPng, SUPERADMIN } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';

export const journeys = [
  {
    id: 'write',
    name: 'a customer writes a review with a photo, staff publish it, it shows in the list and gallery, filters narrow it, a reply is sent',
    languages: ['en', 'ur'],
    viewport: { width: 1280, height: 900 },
    timeout: 150_000,
    async run({ page, url, lang, api, shot, axe, log }) {
      const t = (key, params) => text(lang, 'reviews', key, params);
      const tag = `E2E${Date.now().toString(36)}`;
      const title = `${tag} smooth import`;

      // A visitor: the page with the demo reviews, and a sign-in prompt that comes back here.
      await page.goto(url('/reviews'));
      await checkDirection(page, lang);
      await page.getByRole('heading', { level: 1, name: t('title') }).waitFor();
      await page.locator('.review').first().waitFor();
      const signIn = page.getByRole('link', { name: t('signIn.action') });
      const href = await signIn.getAttribute('href');
      expect(new URL(href, page.url()).searchParams.get('next') === '/reviews', `sign in comes back to the reviews: ${href}`);
      await expectNoMissingKeys(page);
      await axe();
      await shot('visitor');

      // A customer writes a review with a photo.
      const customer = await api.register({ country: 'KE', firstName: 'Wanjiru', lastName: 'Kamau' });
      await signInAs(page, url, customer);
      await page.goto(url('/reviews'));
      await checkDirection(page, lang);
      await page.getByRole('button', { name: t('form.open') }).click();
      const form = page.locator('form.review-form');
      await form.waitFor();
      // Sent empty: the field errors beside their fields.
      await form.getByRole('button', { name: t('form.submit') }).click();
      await form.locator('.field__error').first().waitFor();
      expect((await form.locator('.field__error').count()) >= 3, 'the missing fields are named');
      await axe();
      await shot('form-errors');

      await form.getByRole('radio', { name: t('form.stars_other', { count: 4 }) }).check({ force: true });
      await form.getByLabel(t('form.title')).fill(title);
      await form.getByLabel(t('form.description')).fill('The car arrived in Mombasa on time, exactly as the auction sheet said.');
      await form.getByLabel(t('form.city')).fill('Nairobi');
      await form.getByLabel(t('form.photos')).setInputFiles({ name: 'arrival.png', mimeType: 'image/png', buffer: tinyPng() });
      await form.locator('.review-form__previews img').waitFor();
      await form.getByRole('button', { name: t('form.submit') }).click();
      await form.getByText(t('form.success')).waitFor();
      await form.getByText(t('form.pending')).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('submitted');

      // Not public until staff publish it.
      const before = await api.get(`/api/reviews?q=${tag}`);
      expect(before.items.length === 0, 'a pending review is not public');
      const staff = await api.login(SUPERADMIN.email, SUPERADMIN.password);
      const pending = await api.get(`/api/admin/reviews?q=${tag}&status=pending`, { token: staff.token });
      expect(pending.items.length === 1 && pending.items[0].photos.length === 1, 'staff see it, with its photo');
      await api.post(`/api/admin/reviews/${pending.items[0].id}/publish`, undefined, { token: staff.token });
      log(`review ${pending.items[0].id} published`);

      // The filters: text and rating into the URL; the review with its photo.
      await page.goto(url('/reviews'));
      const filters = page.getByRole('search', { name: t('filters.label') });
      await filters.getByLabel(t('filters.q')).fill(tag);
      await filters.getByLabel(t('filters.rating')).selectOption('4');
      await filters.getByRole('button', { name: t('filters.apply') }).click();
      await page.waitForURL((address) => address.searchParams.get('q') === tag && address.searchParams.get('rating') === '4');
      const card = page.locator('.review', { hasText: title });
      await card.waitFor();
      await card.locator('.review__photo img').waitFor();
      await page.waitForFunction(() => document.querySelectorAll('.review').length === 1, undefined, { timeout: 10_000 });
      await expectNoMissingKeys(page);
      await axe();
      await shot('filtered');

      // A rating nobody gave it: the spec's empty message.
      await page.goto(url(`/reviews?q=${tag}&rating=1`));
      await page.getByText(t('empty')).waitFor();
      await axe();
      await shot('empty');

      // A reply under the review.
      await page.goto(url(`/reviews?q=${tag}`));
      const mine = page.locator('.review', { hasText: title });
      await mine.waitFor();
      await mine.getByRole('button', { name: new RegExp(`^${t('reply.open')}`) }).click();
      await mine.getByLabel(t('reply.label')).fill('Which clearing agent did you use in Mombasa?');
      await mine.getByRole('button', { name: t('reply.submit') }).click();
      await mine.getByText(t('reply.success')).waitFor();
      await mine.locator('.review__reply', { hasText: 'Which clearing agent' }).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('replied');

      // The gallery: the photo is there; the lightbox opens, Escape closes it and focus goes back.
      await page.getByRole('tab', { name: new RegExp(t('tabs.photos')) }).click();
      await page.waitForURL((address) => address.searchParams.get('view') === 'photos');
      const gallery = page.locator('ul.review-gallery');
      await gallery.waitFor();
      const ours = gallery.getByRole('button', { name: new RegExp(tag) }).first();
      await ours.waitFor();
      await ours.click();
      const dialog = page.locator('dialog.lightbox[open]');
      await dialog.waitFor();
      await dialog.locator('img').waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('lightbox');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' }).catch(() => undefined);
      expect((await page.locator('dialog.lightbox[open]').count()) === 0, 'Escape closes the lightbox');
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      expect(focused.includes(tag), `focus is back on the thumbnail: ${focused}`);
      await axe();
      await shot('gallery');
    },
  },
];

// The blog (issue 11, the web client): a visitor searches the blog for a seeded post's word, filters by a category
// chip, sorts by most popular, pages with first/previous/next/last, opens a post (author "Anonymous", its content and
// related posts) and finds a draft's address answered by the blog's own not-found screen. Everything is kept in the URL.
/* global document */
import { checkDirection, text } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';

const AUCTION = 'Understanding auction sheet grades';

export const journeys = [
  {
    id: 'read',
    name: 'search, filter by category, sort by most popular, page and open a post',
    languages: ['en', 'ur'],
    timeout: 120_000,
    async run({ page, url, lang, shot, axe }) {
      const t = (key, params) => text(lang, 'blog', key, params);
      const cards = page.locator('.blog-card');

      // The list: the demo posts, newest first, with the tools.
      await page.goto(url('/blog'));
      await checkDirection(page, lang);
      await page.getByRole('heading', { level: 1, name: t('title') }).waitFor();
      await cards.first().waitFor();
      expect((await cards.count()) === 9, 'a full first page of nine posts');
      await expectNoMissingKeys(page);
      await axe();
      await shot('list');

      // Search for a seeded post's word: into the URL, the post found.
      const searchForm = page.getByRole('search', { name: t('search.label') });
      await searchForm.getByRole('searchbox', { name: t('search.label') }).fill('inspector');
      await searchForm.getByRole('button', { name: t('search.submit') }).click();
      await page.waitForURL((address) => address.searchParams.get('search') === 'inspector');
      await page.waitForFunction(() => document.querySelectorAll('.blog-card').length === 1, undefined, { timeout: 10_000 });
      await page.locator('.blog-card', { hasText: AUCTION }).waitFor();
      const count = (await page.locator('.blog-page__count').textContent()) ?? '';
      expect(count.startsWith(t('count', { value: '' }).trim()), `the count is shown: ${count}`);
      expect((await cards.count()) === 1, 'one post has an inspector in it');
      await axe();
      await shot('search');

      // A category chip, then the most popular first: the guides by views, the auction-sheet guide leading.
      await page.goto(url('/blog'));
      await page.getByRole('link', { name: t('categories.guides'), exact: true }).click();
      await page.waitForURL((address) => address.searchParams.get('category') === 'guides');
      // The page has rendered the chosen category (the URL changes first): only then does the sort keep it.
      await page.locator('a[aria-current="page"]', { hasText: t('categories.guides') }).waitFor();
      await page.getByLabel(t('sort.label')).selectOption('popular');
      await page.waitForURL(
        (address) => address.searchParams.get('sort') === 'popular' && address.searchParams.get('category') === 'guides',
      );
      await page.waitForFunction((title) => document.querySelector('.blog-card .blog-card__title')?.textContent === title, AUCTION, {
        timeout: 10_000,
      });
      const categories = await page.locator('.blog-card__category').allTextContents();
      expect(categories.length >= 4 && categories.every((c) => c === t('categories.guides')), `only guides: ${categories.join(', ')}`);
      expect(
        (await page.getByRole('link', { name: t('categories.guides'), exact: true }).getAttribute('aria-current')) === 'page',
        'the chip shows it is chosen',
      );
      await expectNoMissingKeys(page);
      await axe();
      await shot('guides-popular');

      // Paging: twelve published posts at nine a page; next, then first.
      await page.goto(url('/blog'));
      await cards.first().waitFor();
      await page.getByRole('link', { name: t('pager.next'), exact: true }).click();
      await page.waitForURL((address) => address.searchParams.get('page') === '2');
      expect(((await page.locator('.blog-pager__where').textContent()) ?? '').length > 0, 'the pager says where we are');
      await page.waitForFunction(() => document.querySelectorAll('.blog-card').length === 3, undefined, { timeout: 10_000 });
      await axe();
      await shot('page-2');
      await page.getByRole('link', { name: t('pager.first'), exact: true }).click();
      await page.waitForURL((address) => !address.searchParams.has('page'));
      await page.waitForFunction(() => document.querySelectorAll('.blog-card').length === 9, undefined, { timeout: 10_000 });

      // Open a post: its title, "Anonymous" as author, its content (a table of grades), related guides, the way back.
      await page.goto(url('/blog?search=inspector'));
      await page.getByRole('link', { name: AUCTION }).click();
      await page.getByRole('heading', { level: 1, name: AUCTION }).waitFor();
      await checkDirection(page, lang);
      await page.getByText(t('meta.by', { name: t('meta.anonymous') })).waitFor();
      await page.locator('.blog-post__content table').waitFor();
      await page.locator('.blog-post__content', { hasText: 'The overall grade' }).waitFor();
      await page.getByRole('heading', { level: 2, name: t('post.related') }).waitFor();
      expect((await page.locator('.blog-post__related .blog-card').count()) === 3, 'three related guides');
      await page.getByRole('link', { name: t('post.back') }).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('post');

      // A draft's address: the blog's not-found screen.
      await page.goto(url('/blog/draft-changes-to-the-jamaican-age-limit'));
      await page.getByRole('heading', { level: 1, name: t('post.notFoundTitle') }).waitFor();
      await page.getByRole('link', { name: t('post.toBlog') }).waitFor();
      await axe();
      await shot('not-found');
    },
  },
];

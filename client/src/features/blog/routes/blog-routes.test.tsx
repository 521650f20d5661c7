import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import BlogPostRoute from './blog-post-route';
import BlogRoute from './blog-route';

const post = (overrides: Record<string, unknown> = {}) => ({
  id: '6f1c0d52-4a8e-4c1b-9a55-0b8f0f3f2a11',
  slug: 'roro-vs-container',
  title: 'RoRo vs container shipping explained',
  excerpt: 'Two kinds of ship.',
  tags: ['shipping'],
  category: { _id: 'guides', name: 'Guides', slug: 'guides' },
  featuredImageUrl: null,
  thumbnailUrl: null,
  author: null,
  minutesToRead: 4,
  views: 1520,
  publishedAt: '2026-03-01T09:00:00.000Z',
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
  ...overrides,
});

describe('the blog screens', () => {
  // jsdom has no scrolling: a post's page scrolls to its top.
  beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('lists posts from the URL’s search, category, sort and page', async () => {
    const urls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      urls.push((input as Request).url);
      return json(200, { items: [post()], total: 19, page: 2, limit: 9 });
    });
    renderWithProviders(<BlogRoute />, { path: '/blog?search=roro&category=guides&sort=popular&page=2' });
    expect(await screen.findByRole('link', { name: 'RoRo vs container shipping explained' })).toBeTruthy();
    const query = new URL(urls[0]!).searchParams;
    expect(Object.fromEntries(query)).toEqual({ page: '2', limit: '9', sort: 'popular', search: 'roro', category: 'guides' });
    expect(screen.getByText('4 min read')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    for (const name of ['First', 'Previous', 'Next', 'Last']) expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Guides' }).getAttribute('aria-current')).toBe('page');
  });

  it('says "Error Loading Blog Posts" with a Retry that asks again', async () => {
    let calls = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      calls++;
      return calls === 1
        ? json(500, { statusCode: 500, error: 'x', code: 'INTERNAL_ERROR', message: 'x', requestId: 'r' })
        : json(200, { items: [], total: 0, page: 1, limit: 9 });
    });
    renderWithProviders(<BlogRoute />, { path: '/blog' });
    expect(await screen.findByText('Error Loading Blog Posts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No blog posts found.')).toBeTruthy();
  });

  it('shows a post with "Anonymous" when it has no author, in Urdu too', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      expect(pathOf(input)).toBe('/api/blog/posts/roro-vs-container');
      return json(200, { ...post(), contentHtml: '<h2>Ships</h2><p>Roll on.</p>', metaTitle: null, metaDescription: null, related: [] });
    });
    const routes = (
      <Routes>
        <Route path="/blog/:slug" element={<BlogPostRoute />} />
        <Route path="/ur/blog/:slug" element={<BlogPostRoute />} />
      </Routes>
    );
    const { unmount } = renderWithProviders(routes, { path: '/blog/roro-vs-container' });
    expect(await screen.findByRole('heading', { level: 1, name: 'RoRo vs container shipping explained' })).toBeTruthy();
    expect(screen.getByText('By Anonymous')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ships' })).toBeTruthy();
    unmount();
    renderWithProviders(routes, { path: '/ur/blog/roro-vs-container' });
    expect(await screen.findByText('از گمنام')).toBeTruthy();
  });

  it('shows its own not-found screen for a draft or unknown post', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(404, { statusCode: 404, error: 'Not Found', code: 'BLOG_POST_NOT_FOUND', message: 'Blog post not found.', requestId: 'r' }),
    );
    renderWithProviders(
      <Routes>
        <Route path="/blog/:slug" element={<BlogPostRoute />} />
      </Routes>,
      { path: '/blog/a-draft' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog post not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read other posts' })).toBeTruthy();
  });
});

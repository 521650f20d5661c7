import { describe, expect, it } from 'vitest';
import { parseBlogSearch, toApiQuery, toBlogQuery } from './blog-search';

describe('blog search in the URL', () => {
  it('reads search, category, sort and page', () => {
    expect(parseBlogSearch('search=%20auction%20&category=guides&sort=popular&page=3')).toEqual({
      search: 'auction',
      category: 'guides',
      sort: 'popular',
      page: 3,
    });
  });

  it('drops what the server would refuse', () => {
    expect(parseBlogSearch('category=gossip&sort=random&page=0')).toEqual({ search: '', category: '', sort: 'newest', page: 1 });
    expect(parseBlogSearch(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
  });

  it('leaves defaults out of the URL', () => {
    expect(toBlogQuery({ search: ' ', category: '', sort: 'newest', page: 1 })).toEqual({
      search: undefined,
      category: undefined,
      sort: undefined,
      page: undefined,
    });
    expect(toBlogQuery({ search: 'roro', category: 'news', sort: 'oldest', page: 2 })).toEqual({
      search: 'roro',
      category: 'news',
      sort: 'oldest',
      page: 2,
    });
  });

  it('asks the API for the page with its sort and filters', () => {
    expect(toApiQuery({ search: '', category: '', sort: 'newest', page: 1 }, 9)).toEqual({ page: 1, limit: 9, sort: 'newest' });
    expect(toApiQuery({ search: 'kenya', category: 'guides', sort: 'popular', page: 2 }, 9)).toEqual({
      page: 2,
      limit: 9,
      sort: 'popular',
      search: 'kenya',
      category: 'guides',
    });
  });
});

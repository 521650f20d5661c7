/**
 * The blog list's state as its URL (shareable, reloadable; the back button walks back through searches):
 * `/blog?search=auction&category=guides&sort=popular&page=2`.
 */
export const BLOG_CATEGORIES = ['news', 'updates', 'guides', 'reviews', 'others'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const BLOG_SORTS = ['newest', 'oldest', 'popular'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];
export const MAX_SEARCH = 100;
export const BLOG_PAGE_SIZE = 9;

export interface BlogSearch {
  search: string;
  category: BlogCategory | '';
  sort: BlogSort;
  page: number;
}

export const EMPTY_SEARCH: BlogSearch = { search: '', category: '', sort: 'newest', page: 1 };

const pageOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
};

/** Reads the URL's query; what the server would refuse is dropped rather than shown as an error. */
export function parseBlogSearch(query: string): BlogSearch {
  const params = new URLSearchParams(query);
  const category = params.get('category') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH),
    category: (BLOG_CATEGORIES as readonly string[]).includes(category) ? (category as BlogCategory) : '',
    sort: (BLOG_SORTS as readonly string[]).includes(sort) ? (sort as BlogSort) : 'newest',
    page: pageOf(params.get('page')),
  };
}

/** The URL's query values (defaults left out: no search, every category, newest, page 1). */
export function toBlogQuery(s: Partial<BlogSearch>) {
  return {
    search: s.search?.trim() || undefined,
    category: s.category || undefined,
    sort: s.sort && s.sort !== 'newest' ? s.sort : undefined,
    page: s.page && s.page > 1 ? s.page : undefined,
  };
}

/** GET /api/blog/posts's query. */
export function toApiQuery(s: BlogSearch, limit = BLOG_PAGE_SIZE) {
  return {
    page: s.page,
    limit,
    sort: s.sort,
    ...(s.search ? { search: s.search } : {}),
    ...(s.category ? { category: s.category } : {}),
  };
}

export const hasFilters = (s: BlogSearch) => s.search !== '' || s.category !== '';

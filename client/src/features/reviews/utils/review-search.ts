/**
 * The reviews page's state as its URL (shareable, reloadable; the back button walks back through filters):
 * `?rating=5&country=KE&withPhotos=true&q=mombasa&page=2`, and `view=photos` for the gallery.
 */
export interface ReviewFilters {
  rating: string;
  country: string;
  withPhotos: boolean;
  q: string;
}

export type ReviewsView = 'reviews' | 'photos';

export interface ReviewSearch {
  filters: ReviewFilters;
  page: number;
  view: ReviewsView;
}

export const EMPTY_FILTERS: ReviewFilters = { rating: '', country: '', withPhotos: false, q: '' };
export const RATINGS = ['5', '4', '3', '2', '1'] as const;
export const MAX_QUERY = 100;

const pageOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
};

/** Reads the URL's query; anything the server would refuse is dropped rather than shown as an error. */
export function parseReviewSearch(query: string): ReviewSearch {
  const params = new URLSearchParams(query);
  const rating = params.get('rating') ?? '';
  const country = (params.get('country') ?? '').toUpperCase();
  return {
    filters: {
      rating: (RATINGS as readonly string[]).includes(rating) ? rating : '',
      country: /^[A-Z]{2}$/.test(country) ? country : '',
      withPhotos: params.get('withPhotos') === 'true',
      q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY),
    },
    page: pageOf(params.get('page')),
    view: params.get('view') === 'photos' ? 'photos' : 'reviews',
  };
}

/** The URL's query values for a search (page 1 and empty filters left out). */
export function toReviewQuery(search: Partial<ReviewSearch> & { filters?: ReviewFilters }) {
  const f = search.filters ?? EMPTY_FILTERS;
  return {
    view: search.view === 'photos' ? 'photos' : undefined,
    rating: f.rating || undefined,
    country: f.country || undefined,
    withPhotos: f.withPhotos ? 'true' : undefined,
    q: f.q.trim() || undefined,
    page: search.page && search.page > 1 ? search.page : undefined,
  };
}

/** GET /api/reviews's query for the filters and page. */
export function toApiQuery(filters: ReviewFilters, page: number, limit: number) {
  return {
    page,
    limit,
    ...(filters.rating ? { rating: Number(filters.rating) } : {}),
    ...(filters.country ? { country: filters.country } : {}),
    ...(filters.withPhotos ? { withPhotos: true } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
  };
}

export const hasFilters = (f: ReviewFilters) => Boolean(f.rating || f.country || f.withPhotos || f.q.trim());

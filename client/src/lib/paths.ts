/**
 * Every in-app URL, built in one place so screens never concatenate paths. These are English (unprefixed) paths:
 * pass them to `<Link>` (components/link.tsx) or `useLocalizedPath()` (lib/i18n/use-localized-path.ts), which add
 * the current language's prefix.
 */

import { CONTENT_PAGE_SLUGS, type ContentPageSlug } from '@autoexport/contract/content-pages';

/** Query values as a screen holds them: empty strings, null and undefined are left out of the URL. */
export type QueryValues = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

/** `?a=1&b=x` from an object (arrays repeat the key), or '' when nothing is set. Keys keep their order. */
export function toQueryString(values: QueryValues = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) query.append(key, String(item));
    else query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const PROFILE_TABS = [
  'profile',
  'password',
  'account',
  'contact',
  'connected-accounts',
  'preferences',
  'activity',
  'account-info',
  'consignees',
  'favorites',
  'inquiries',
  'saved-searches',
  'reserved',
  'purchased',
  'tracking',
  'coupons',
  'damage-reports',
  'claims',
  'api-keys',
  'webhooks',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
/** The tabs only dealer accounts see in the list (an individual who opens one is told what it is for). */
export const DEALER_TABS: readonly ProfileTab[] = ['api-keys', 'webhooks'];

/** The staff-written content pages (the contract's slugs), each at its slug: `/about`, `/how-to-pay`; one screen (features/content) shows them all. */
export const CONTENT_PAGES = CONTENT_PAGE_SLUGS;
export type ContentPage = ContentPageSlug;

export const paths = {
  home: () => '/',
  /** The catalogue search; the filters are the query parameters of GET /api/cars (make, bodyType, q, page, sort…). */
  search: (params?: QueryValues) => `/cars${toQueryString(params)}`,
  /** A car's page by its stock id (`ref`), e.g. `/cars/AB1234567`; `reserve` opens its reserve form (back from adding a consignee). */
  car: (ref: string, options: { reserve?: boolean } = {}) =>
    `/cars/${encodeURIComponent(ref)}${toQueryString({ reserve: options.reserve ? 1 : undefined })}`,
  /** Sign-in (`tab: 'register'` for the Register tab); `next` is where to go after signing in. */
  auth: (options: { tab?: 'login' | 'register'; next?: string } = {}) =>
    `/auth${toQueryString({ tab: options.tab === 'register' ? 'register' : undefined, next: options.next })}`,
  forgotPassword: () => '/auth/forgot-password',
  resetPassword: (token?: string) => `/auth/reset-password${toQueryString({ token })}`,
  oauthCallback: () => '/auth/callback',
  profile: (tab?: ProfileTab, params?: QueryValues) => (tab && tab !== 'profile' ? `/profile/${tab}` : '/profile') + toQueryString(params),
  /** One of my orders: its invoice, payments and history. */
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  /** The public shipping schedule; the criteria are GET /api/shipping-schedule's query (departureFrom, port, method, page…). */
  shippingSchedule: (params?: QueryValues) => `/shipping-schedule${toQueryString(params)}`,
  /** The newsletter email's unsubscribe link (the server writes it: src/modules/newsletter/newsletter-rules.ts). */
  newsletterUnsubscribe: (token?: string) => `/newsletter/unsubscribe${toQueryString({ token })}`,
  /** Report damage on a purchased car; `order` preselects one of my purchased orders (its id). */
  damageReport: (params?: { order?: string }) => `/damage-report${toQueryString(params)}`,
  /** Marine insurance: cover, the six-step claims process, the premium calculator; `order` opens the claim form for that order. */
  insurance: (params?: { order?: string }) => `/insurance${toQueryString(params)}`,
  /** Request a Car (POST /api/ondemand): signed-in customers; others are asked to sign in and come back. */
  requestCar: () => '/request-a-car',
  /** Contact us (POST /api/contact), open to everyone. */
  contact: () => '/contact',
  /** A general inquiry (no car: "Car: N/A"). */
  inquiry: () => '/inquiry',
  /** My inquiries: a login prompt for visitors; customers go on to the profile's Inquiry & Bid List. */
  inquiries: () => '/inquiries',
  /** Customer reviews; the filters are GET /api/reviews's query (rating, country, withPhotos, q, page), `view: 'photos'` the gallery. */
  reviews: (params?: QueryValues) => `/reviews${toQueryString(params)}`,
  /** The public chassis check; maker (a make's slug) and chassis number in the query, so an answer can be shared. */
  developers: () => '/developers',
  chassisCheck: (query?: { maker?: string; chassis?: string }) =>
    `/chassis-check${toQueryString({ maker: query?.maker, chassis: query?.chassis })}`,
  /** A saved-search alert's unsubscribe link (the server writes it: src/modules/saved-searches/saved-search-rules.ts). */
  savedSearchUnsubscribe: (token?: string) => `/saved-searches/unsubscribe${toQueryString({ token })}`,
  /** A content page (About, How to pay, the terms…: CONTENT_PAGES); `/sitemap` also lists every public page. */
  contentPage: (slug: ContentPage) => `/${slug}`,
  /** The price calculator (POST /api/price-calculator/calculate-price); `car`: a stock id to quote (signed in: its price). */
  priceCalculator: (query?: { car?: string }) => `/price-calculator${toQueryString({ car: query?.car })}`,
  /** The blog; search, category, sort and page in the query (features/blog/utils/blog-search.ts). */
  blog: (params?: QueryValues) => `/blog${toQueryString(params)}`,
  /** A blog post by its slug. */
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  /** The auction search (issue 13); the filters are GET /api/auctions/lots's query (make, model, grade, auctionDate, q, sort…). */
  auctions: (params?: QueryValues) => `/auctions${toQueryString(params)}`,
  /** An auction lot's page by its public id. */
  auctionLot: (id: string) => `/auctions/lots/${encodeURIComponent(id)}`,
  /** The FAQ, in the page's language (English per question where untranslated). */
  faq: () => '/faq',
  /** The global office network; `region` selects its tab (Headquarters when left out). */
  offices: (region?: string) => `/offices${toQueryString({ region: region === 'Headquarters' ? undefined : region })}`,
} as const;

/** True for the sign-in pages (`/auth`, `/auth/…`, with or without a language prefix): a 401 does not send you there again. */
export const isAuthPath = (pathname: string): boolean => /^(\/(ur|pt|es))?\/auth(\/|$)/.test(pathname);

import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../common/context/locale.js';
import { CONTENT_PAGE_SLUGS, type ContentPageSlug, isContentPageSlug } from '../content/content-rules.js';

/**
 * The web client's page URLs, as the server reads them to render a page's head. English is unprefixed; the other
 * languages put their code first (`/ur/cars/AB1234567`). The pages with a head of their own are the home page, the
 * search (`/cars`, filters in the query string), a car (`/cars/:ref`) and the public shipping schedule
 * (`/shipping-schedule`, its criteria in the query string), the price calculator, the blog and its posts, the content
 * pages (`/about`, `/how-to-pay`…) and the info pages (`/faq`, `/offices`…); every other path is the client's
 * (sign-in, profile, its 404 screen) and gets the site's default head with `noindex`. A new public page adds its kind
 * here and in page-head-rules.ts.
 */
export type PageRoute =
  | { kind: 'home' }
  | { kind: 'search' }
  | { kind: 'car'; ref: string }
  | { kind: 'shippingSchedule' }
  /** A content page (`/about`, `/how-to-pay`…: content-rules.ts), its head and body from the page's text. */
  | { kind: 'content'; slug: ContentPageSlug }
  | { kind: 'priceCalculator' }
  | { kind: 'blog' }
  | { kind: 'blogPost'; slug: string }
  | { kind: 'info'; page: InfoPage }
  | { kind: 'other' };

/** Public pages whose head is a fixed title and description per language (their path is `/<page>`). */
export const INFO_PAGES = ['faq', 'offices', 'insurance'] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

export interface PageLocation {
  locale: Locale;
  route: PageRoute;
  /** The path without the language prefix: '/', '/cars', '/cars/AB1234567', '/auth/login'. */
  path: string;
  /** The query string as sent (without '?'). */
  query: string;
}

/** The languages that carry a prefix (all but the default). */
export const PREFIXED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** The page routes the server renders, each with and without every language prefix (for registering them). */
export const PAGE_ROUTE_PATTERNS: readonly string[] = [
  ...['/', '/cars', '/cars/:ref', '/shipping-schedule', '/price-calculator', '/blog', '/blog/:slug', ...INFO_PAGES.map((p) => `/${p}`)],
  ...CONTENT_PAGE_SLUGS.flatMap((slug) => [`/${slug}`, ...PREFIXED_LOCALES.map((l) => `/${l}/${slug}`)]),
  ...PREFIXED_LOCALES.flatMap((l) => [
    `/${l}`,
    `/${l}/`,
    `/${l}/cars`,
    `/${l}/cars/:ref`,
    `/${l}/shipping-schedule`,
    `/${l}/price-calculator`,
    `/${l}/blog`,
    `/${l}/blog/:slug`,
    ...INFO_PAGES.map((p) => `/${l}/${p}`),
  ]),
];

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Reads a request URL (`/ur/cars?make=toyota`) into the page's language, kind and path. */
export function parsePageUrl(url: string): PageLocation {
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt + 1);
  const segments = pathname.split('/').slice(1);
  let locale: Locale = DEFAULT_LOCALE;
  if ((PREFIXED_LOCALES as readonly string[]).includes(segments[0] ?? '')) {
    locale = segments.shift() as Locale;
    // `/ur` and `/ur/` are the Urdu home page.
    if (segments.length === 1 && segments[0] === '') segments.pop();
  }
  const path = `/${segments.join('/')}`;
  let route: PageRoute = { kind: 'other' };
  if (segments.length === 0 || path === '/') route = { kind: 'home' };
  else if (segments.length === 1 && segments[0] === 'cars') route = { kind: 'search' };
  else if (segments.length === 2 && segments[0] === 'cars' && segments[1] !== '') route = { kind: 'car', ref: decode(segments[1]!) };
  else if (segments.length === 1 && segments[0] === 'shipping-schedule') route = { kind: 'shippingSchedule' };
  else if (segments.length === 1 && isContentPageSlug(segments[0])) route = { kind: 'content', slug: segments[0] };
  else if (segments.length === 1 && segments[0] === 'price-calculator') route = { kind: 'priceCalculator' };
  else if (segments.length === 1 && segments[0] === 'blog') route = { kind: 'blog' };
  else if (segments.length === 2 && segments[0] === 'blog' && segments[1] !== '') route = { kind: 'blogPost', slug: decode(segments[1]!) };
  else if (segments.length === 1 && (INFO_PAGES as readonly string[]).includes(segments[0]!))
    route = { kind: 'info', page: segments[0] as InfoPage };
  return { locale, route, path, query };
}

/** A path in a language: `/cars` → `/ur/cars`; the home page `/` → `/ur`. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The same page in every language, plus `x-default` (the English page), as absolute URLs. */
export function alternatesOf(publicUrl: string, path: string, search = ''): Alternate[] {
  const href = (locale: Locale) => `${publicUrl}${localizedPath(locale, path)}${search}`;
  return [...LOCALES.map((locale) => ({ hreflang: locale, href: href(locale) })), { hreflang: 'x-default', href: href(DEFAULT_LOCALE) }];
}

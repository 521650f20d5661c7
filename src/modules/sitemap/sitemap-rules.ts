import { CONTENT_PAGE_SLUGS } from '../content/content-rules.js';
import { alternatesOf, PREFIXED_LOCALES } from '../web/page-route-rules.js';

/**
 * What /sitemap.xml and /robots.txt say, as pure functions: the public pages, the chunking of the car catalogue and
 * the XML. Every URL is absolute, from PUBLIC_URL; each page is listed once (its English address) with its four
 * languages and x-default as `xhtml:link` alternates, as Google reads hreflang in sitemaps.
 */

export interface StaticPage {
  /** The English (unprefixed) path. */
  path: string;
  changefreq?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
}

/**
 * The public pages that are not a car or a blog post, in the order the sitemap lists them. Add a public page here
 * (content pages: /about, /faq, /terms-of-use…) and it is in the sitemap, in every language.
 */
export const SITEMAP_STATIC_PAGES: readonly StaticPage[] = [
  { path: '/', changefreq: 'daily', priority: 1 },
  { path: '/cars', changefreq: 'hourly', priority: 0.9 },
  { path: '/blog', changefreq: 'daily', priority: 0.7 },
  { path: '/reviews', changefreq: 'daily', priority: 0.6 },
  { path: '/shipping-schedule', changefreq: 'weekly', priority: 0.6 },
  { path: '/chassis-check', changefreq: 'monthly', priority: 0.5 },
  { path: '/contact', changefreq: 'yearly', priority: 0.4 },
  { path: '/request-a-car', changefreq: 'yearly', priority: 0.4 },
  { path: '/price-calculator', changefreq: 'monthly', priority: 0.6 },
  { path: '/insurance', changefreq: 'monthly', priority: 0.5 },
  { path: '/faq', changefreq: 'monthly', priority: 0.5 },
  { path: '/offices', changefreq: 'monthly', priority: 0.4 },
  { path: '/auctions', changefreq: 'daily', priority: 0.7 },
  { path: '/developers', changefreq: 'monthly', priority: 0.3 },
  ...CONTENT_PAGE_SLUGS.map((slug): StaticPage => ({ path: `/${slug}`, changefreq: 'monthly', priority: 0.4 })),
];

/**
 * Paths no crawler should fetch (prefixes, in every language): the API, the account and order screens, the back
 * office, sign-in, and the one-time links of e-mails.
 */
export const ROBOTS_DISALLOWED = [
  '/api/',
  '/profile',
  '/orders',
  '/admin',
  '/auth',
  '/newsletter/unsubscribe',
  '/saved-searches/unsubscribe',
];

/** Car ids per child sitemap: at most this many car URLs in one file (the protocol allows 50,000), about 6 MB. */
export const CAR_BLOCK_SIZE = 10_000;

export const SITEMAP_PATHS = {
  index: '/sitemap.xml',
  pages: '/sitemaps/pages.xml',
  blog: '/sitemaps/blog.xml',
  /** `/sitemaps/cars/<block>.xml` */
  cars: (block: number) => `/sitemaps/cars/${block}.xml`,
} as const;

/** The block number of `/sitemaps/cars/<block>.xml`'s last segment, or null. */
export function parseCarBlock(segment: string): number | null {
  const match = /^(\d{1,7})\.xml$/.exec(segment);
  return match ? Number(match[1]) : null;
}

export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = '</urlset>\n';

export interface UrlEntry {
  path: string;
  lastModified?: Date | string;
  changefreq?: StaticPage['changefreq'];
  priority?: number;
}

const isoDate = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString());

/** One `<url>`: the English page, its last change, and every language's address as an alternate. */
export function urlEntryXml(publicUrl: string, entry: UrlEntry): string {
  const e = escapeXml;
  const parts = [`<url><loc>${e(`${publicUrl}${entry.path}`)}</loc>`];
  if (entry.lastModified) parts.push(`<lastmod>${e(isoDate(entry.lastModified))}</lastmod>`);
  if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
  if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
  for (const a of alternatesOf(publicUrl, entry.path)) {
    parts.push(`<xhtml:link rel="alternate" hreflang="${e(a.hreflang)}" href="${e(a.href)}"/>`);
  }
  parts.push('</url>\n');
  return parts.join('');
}

/** A whole urlset (a small one: pages, blog posts). */
export const urlsetXml = (publicUrl: string, entries: readonly UrlEntry[]): string =>
  URLSET_OPEN + entries.map((entry) => urlEntryXml(publicUrl, entry)).join('') + URLSET_CLOSE;

/** The sitemap index: the child sitemaps' absolute URLs and last changes. */
export function sitemapIndexXml(publicUrl: string, children: readonly { path: string; lastModified?: Date | string }[]): string {
  const items = children.map(
    (c) =>
      `<sitemap><loc>${escapeXml(`${publicUrl}${c.path}`)}</loc>${c.lastModified ? `<lastmod>${escapeXml(isoDate(c.lastModified))}</lastmod>` : ''}</sitemap>\n`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    items.join('') +
    '</sitemapindex>\n'
  );
}

/** /robots.txt: everything public allowed, the private paths (in every language) disallowed, the sitemap named. */
export function robotsTxt(publicUrl: string): string {
  const lines = ['User-agent: *', 'Allow: /'];
  for (const path of ROBOTS_DISALLOWED) {
    lines.push(`Disallow: ${path}`);
    if (path !== '/api/') for (const locale of PREFIXED_LOCALES) lines.push(`Disallow: /${locale}${path}`);
  }
  lines.push('', `Sitemap: ${publicUrl}${SITEMAP_PATHS.index}`);
  return `${lines.join('\n')}\n`;
}

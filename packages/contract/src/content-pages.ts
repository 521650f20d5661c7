/**
 * The staff-editable content pages (spec §1 "legal and company content pages", §2 Content pages; issue 11): a fixed
 * set of slugs, each with an English text and optionally its Urdu, Portuguese and Spanish translations. The slug is
 * also the page's path in the web client (`/about`, `/ur/how-to-pay`). The server's content module serves them, the web
 * client routes to them (client/src/lib/paths.ts).
 */
export const CONTENT_PAGE_SLUGS = [
  'about',
  'csr',
  'how-to-buy',
  'how-to-pay',
  'export-information',
  'auction-service',
  'auto-parts',
  'careers',
  'terms-of-use',
  'terms-of-trade',
  'privacy-policy',
  'cookie-policy',
  'anti-social-forces-policy',
  'security-export-control',
  'sitemap',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export const isContentPageSlug = (value: unknown): value is ContentPageSlug =>
  typeof value === 'string' && (CONTENT_PAGE_SLUGS as readonly string[]).includes(value);

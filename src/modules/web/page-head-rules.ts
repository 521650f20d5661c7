import { DEFAULT_LOCALE as DEFAULT_PAGE_LOCALE, type Locale } from '../../common/context/locale.js';
import type { PageDto } from '../content/content.responses.js';
import { type DocumentAttributes, escapeHtml, jsonForScript } from './html-template.js';
import { type Alternate, alternatesOf, type InfoPage, localizedPath } from './page-route-rules.js';
import { PAGE_TEXTS, SITE_NAME } from './page-texts.js';

/**
 * The head of each server-rendered page: title, description, canonical URL, hreflang alternates, OpenGraph and
 * Twitter tags, and schema.org JSON-LD. Everything here reaches anonymous requests (crawlers, link previews), so no
 * price ever does: the car comes from CarDetails.findListed, which asks the price policy for nobody. The heads of the
 * car and search pages are in car-page-heads.ts, the blog's in blog-page-heads.ts.
 */
export interface PageHead {
  locale: Locale;
  /** Without the site's name (og:title); the document's title adds it. */
  title: string;
  description: string;
  /** Absolute; absent on pages that must not be indexed. */
  canonicalUrl?: string;
  alternates: Alternate[];
  noindex: boolean;
  ogType: 'website' | 'product' | 'article';
  image?: { url: string; width?: number; height?: number; alt: string };
  jsonLd?: Record<string, unknown>;
}

export interface HeadContext {
  locale: Locale;
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string;
}

export const documentAttributes = (locale: Locale): DocumentAttributes => ({ lang: locale, dir: locale === 'ur' ? 'rtl' : 'ltr' });

/** A stored image path (`/uploads/…`) as an absolute URL; an absolute one is kept. */
export const absoluteUrl = (publicUrl: string, url: string): string =>
  /^https?:\/\//i.test(url) ? url : `${publicUrl}/${url.replace(/^\/+/, '')}`;

/** An indexed page with a fixed title and description: one canonical URL whatever its query string. */
export function fixedPageHead({ locale, publicUrl }: HeadContext, path: string, title: string, description: string): PageHead {
  return {
    locale,
    title,
    description,
    canonicalUrl: `${publicUrl}${localizedPath(locale, path)}`,
    alternates: alternatesOf(publicUrl, path),
    noindex: false,
    ogType: 'website',
  };
}

/** A page that must not be indexed (a 404, a private screen): no canonical URL. */
export function unindexedHead({ locale, publicUrl }: HeadContext, path: string, title: string, description: string): PageHead {
  return { locale, title, description, alternates: alternatesOf(publicUrl, path), noindex: true, ogType: 'website' };
}

/** The home page, with the WebSite's search box for search engines. */
export function homeHead({ locale, publicUrl }: HeadContext): PageHead {
  const t = PAGE_TEXTS[locale];
  const url = `${publicUrl}${localizedPath(locale, '/')}`;
  return {
    locale,
    title: t.home.title,
    description: t.home.description,
    canonicalUrl: url,
    alternates: alternatesOf(publicUrl, '/'),
    noindex: false,
    ogType: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${publicUrl}${localizedPath(locale, '/cars')}?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  };
}

/**
 * The public shipping schedule, indexed: buyers search for sailings to their port. One canonical page whatever the
 * criteria in its query string (a search of the schedule is not a page of its own).
 */
export function shippingScheduleHead(context: HeadContext): PageHead {
  const t = PAGE_TEXTS[context.locale].shippingSchedule;
  return fixedPageHead(context, '/shipping-schedule', t.title, t.description);
}

/**
 * A content page (About, How to pay, the terms…): its title and summary in the page's language. Shown in English
 * under another language's prefix (not translated yet), it names the English page as canonical, so search engines
 * index the text once.
 */
export function contentHead(
  page: Pick<PageDto, 'slug' | 'title' | 'summary' | 'language' | 'fallback' | 'updatedAt'>,
  context: HeadContext,
): PageHead {
  const { locale, publicUrl } = context;
  const path = `/${page.slug}`;
  const canonicalUrl = `${publicUrl}${localizedPath(page.fallback ? DEFAULT_PAGE_LOCALE : locale, path)}`;
  return {
    locale,
    title: page.title,
    description: page.summary,
    canonicalUrl,
    alternates: alternatesOf(publicUrl, path),
    noindex: false,
    ogType: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: page.title,
      description: page.summary,
      url: canonicalUrl,
      inLanguage: page.language,
      dateModified: page.updatedAt,
      isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: `${publicUrl}/` },
    },
  };
}

/** A public information page with a fixed title and description (the FAQ, the office network, insurance), indexed. */
export function infoPageHead(context: HeadContext, page: InfoPage): PageHead {
  const t = PAGE_TEXTS[context.locale][page];
  return fixedPageHead(context, `/${page}`, t.title, t.description);
}

/** The price calculator, indexed: one canonical page whatever car its query string names. */
export function priceCalculatorHead(context: HeadContext): PageHead {
  const t = PAGE_TEXTS[context.locale].priceCalculator;
  return fixedPageHead(context, '/price-calculator', t.title, t.description);
}

/** An unknown or hidden car (answered with status 404). */
export function notFoundHead(context: HeadContext, path: string): PageHead {
  const t = PAGE_TEXTS[context.locale].notFound;
  return unindexedHead(context, path, t.title, t.description);
}

/** Any other client page (sign-in, profile, the client's 404 screen): the site's head, not indexed. */
export function otherHead(context: HeadContext, path: string): PageHead {
  const t = PAGE_TEXTS[context.locale].home;
  return unindexedHead(context, path, t.title, t.description);
}

/** The head's tags, every value escaped. */
export function renderHead(head: PageHead): string {
  const t = PAGE_TEXTS[head.locale];
  const e = escapeHtml;
  const meta = (key: 'name' | 'property', name: string, content: string | number) =>
    `<meta ${key}="${name}" content="${e(String(content))}" />`;
  const tags = [`<title>${e(head.title)} | ${SITE_NAME}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonicalUrl) tags.push(`<link rel="canonical" href="${e(head.canonicalUrl)}" />`);
  for (const a of head.alternates) tags.push(`<link rel="alternate" hreflang="${e(a.hreflang)}" href="${e(a.href)}" />`);
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:locale', t.ogLocale),
  );
  for (const other of Object.values(PAGE_TEXTS)) {
    if (other !== t) tags.push(meta('property', 'og:locale:alternate', other.ogLocale));
  }
  if (head.canonicalUrl) tags.push(meta('property', 'og:url', head.canonicalUrl));
  if (head.image) {
    tags.push(meta('property', 'og:image', head.image.url));
    if (head.image.width && head.image.height) {
      tags.push(meta('property', 'og:image:width', head.image.width), meta('property', 'og:image:height', head.image.height));
    }
    tags.push(meta('property', 'og:image:alt', head.image.alt));
  }
  tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.map((tag) => `    ${tag}`).join('\n');
}

import { DEFAULT_LOCALE as DEFAULT_PAGE_LOCALE, type Locale } from '../../common/context/locale.js';
import type { CarDetailDto } from '../cars/cars.responses.js';
import type { PageDto } from '../content/content.responses.js';
import { type DocumentAttributes, escapeHtml, jsonForScript } from './html-template.js';
import { type Alternate, alternatesOf, type InfoPage, localizedPath } from './page-route-rules.js';
import { type CarFacts, PAGE_TEXTS, type PageTexts, SITE_NAME } from './page-texts.js';
import type { SearchFilters } from './search-filter-rules.js';
import { canonicalSearch } from './search-filter-rules.js';

/**
 * The head of each server-rendered page: title, description, canonical URL, hreflang alternates, OpenGraph and
 * Twitter tags, and schema.org JSON-LD. Everything here reaches anonymous requests (crawlers, link previews), so no
 * price ever does: the car comes from CarDetails.findListed, which asks the price policy for nobody.
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

/** The car facts a page head shows: the listed car as anonymous visitors see it (never a price). */
export type ListedCar = Pick<
  CarDetailDto,
  | 'ref'
  | 'make'
  | 'model'
  | 'year'
  | 'mileageKm'
  | 'engineCc'
  | 'steering'
  | 'bodyType'
  | 'fuel'
  | 'drive'
  | 'transmission'
  | 'color'
  | 'locationCountry'
  | 'stockPort'
  | 'featuredImageUrl'
  | 'images'
  | 'doors'
  | 'seats'
>;

export const documentAttributes = (locale: Locale): DocumentAttributes => ({ lang: locale, dir: locale === 'ur' ? 'rtl' : 'ltr' });

/** A stored image path (`/uploads/…`) as an absolute URL; an absolute one is kept. */
export const absoluteUrl = (publicUrl: string, url: string): string =>
  /^https?:\/\//i.test(url) ? url : `${publicUrl}/${url.replace(/^\/+/, '')}`;

const label = <K extends string>(labels: Record<K, string>, value: string): string => labels[value as K] ?? value;
const upperFirst = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);
const number = (locale: Locale, n: number) => new Intl.NumberFormat(locale).format(n);
const countryName = (locale: Locale, code: string): string => {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

function carFacts(car: ListedCar, locale: Locale): CarFacts {
  const t = PAGE_TEXTS[locale];
  const country = car.locationCountry ? countryName(locale, car.locationCountry) : '';
  return {
    year: car.year,
    make: car.make.title,
    model: car.model,
    ref: car.ref,
    km: number(locale, car.mileageKm),
    cc: number(locale, car.engineCc),
    transmission: label(t.transmissions, car.transmission),
    fuel: label(t.fuels, car.fuel),
    steering: label(t.steerings, car.steering),
    place: [car.stockPort, country].filter(Boolean).join(t.comma),
  };
}

const STEERING_POSITION: Record<string, string> = {
  right: 'https://schema.org/RightHandDriving',
  left: 'https://schema.org/LeftHandDriving',
};
const DRIVE_CONFIGURATION: Record<string, string> = {
  '4WD': 'https://schema.org/FourWheelDriveConfiguration',
  AWD: 'https://schema.org/AllWheelDriveConfiguration',
};

/** A car's page. Structured values (fuel, transmission, body type) are in English, as schema.org consumers expect. */
export function carHead(car: ListedCar, { locale, publicUrl }: HeadContext): PageHead {
  const t = PAGE_TEXTS[locale];
  const en = PAGE_TEXTS.en;
  const facts = carFacts(car, locale);
  const path = `/cars/${encodeURIComponent(car.ref)}`;
  const url = `${publicUrl}${localizedPath(locale, path)}`;
  const description = t.car.description(facts);
  const imageUrls = [car.featuredImageUrl, ...car.images.map((i) => i.url)]
    .filter((u): u is string => !!u)
    .map((u) => absoluteUrl(publicUrl, u));
  const featured = car.featuredImageUrl ? car.images.find((i) => i.url === car.featuredImageUrl) : undefined;
  const fuel = upperFirst(label(en.fuels, car.fuel));
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Vehicle',
    name: `${car.year} ${car.make.title} ${car.model}`,
    description,
    url,
    sku: car.ref,
    productID: car.ref,
    brand: { '@type': 'Brand', name: car.make.title },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: 'https://schema.org/UsedCondition',
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.mileageKm, unitCode: 'KMT' },
    vehicleEngine: {
      '@type': 'EngineSpecification',
      engineDisplacement: { '@type': 'QuantitativeValue', value: car.engineCc, unitCode: 'CMQ' },
      fuelType: fuel,
    },
    vehicleTransmission: upperFirst(label(en.transmissions, car.transmission)),
    fuelType: fuel,
    color: car.color,
    bodyType: label(en.bodyTypes, car.bodyType),
    ...(STEERING_POSITION[car.steering] ? { steeringPosition: STEERING_POSITION[car.steering] } : {}),
    driveWheelConfiguration: DRIVE_CONFIGURATION[car.drive] ?? car.drive,
    numberOfDoors: car.doors,
    seatingCapacity: car.seats,
    ...(imageUrls.length ? { image: [...new Set(imageUrls)] } : {}),
  };
  return {
    locale,
    title: t.car.title(facts),
    description,
    canonicalUrl: url,
    alternates: alternatesOf(publicUrl, path),
    noindex: false,
    ogType: 'product',
    image: imageUrls[0]
      ? { url: imageUrls[0], width: featured?.width ?? undefined, height: featured?.height ?? undefined, alt: t.car.imageAlt(facts) }
      : undefined,
    jsonLd,
  };
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

/** What a search is about, in words: its subject ("Toyota Harrier SUV", "“hiace”") and its qualifiers. */
function searchWords(filters: SearchFilters, makeTitle: string | undefined, t: PageTexts, locale: Locale) {
  const parts = { make: makeTitle, model: filters.model, bodyType: filters.bodyType && t.bodyTypes[filters.bodyType] };
  const subject = t.subjectOrder.map((k) => parts[k]).filter(Boolean) as string[];
  if (filters.q) subject.push(t.quoted(filters.q));
  const { yearMin: min, yearMax: max } = filters;
  const years =
    min !== undefined && max !== undefined
      ? min === max
        ? String(min)
        : t.yearsBetween(min, max)
      : min !== undefined
        ? t.yearsFrom(min)
        : max !== undefined
          ? t.yearsTo(max)
          : undefined;
  const place = filters.location ?? (filters.country ? countryName(locale, filters.country) : undefined);
  const qualifiers = [years, place && t.inPlace(place)].filter(Boolean) as string[];
  const details = [
    filters.fuel && t.fuels[filters.fuel],
    filters.transmission && t.transmissions[filters.transmission],
    filters.steering && t.steerings[filters.steering],
    filters.drive,
    filters.mileageMax !== undefined && t.upToKm(number(locale, filters.mileageMax)),
    filters.importableTo && t.importableTo(countryName(locale, filters.importableTo)),
  ].filter(Boolean) as string[];
  return { subject: subject.join(' '), qualifiers: qualifiers.join(' '), details };
}

/** The search page: "Toyota SUV from 2015 — used Japanese cars". `makeTitle` names filters.make (unknown: left out). */
export function searchHead(filters: SearchFilters, makeTitle: string | undefined, { locale, publicUrl }: HeadContext): PageHead {
  const t = PAGE_TEXTS[locale];
  const known: SearchFilters = makeTitle ? filters : { ...filters, make: undefined };
  const { subject, qualifiers, details } = searchWords(known, makeTitle, t, locale);
  const named = [subject, qualifiers].filter(Boolean).join(' ');
  const title = subject ? t.search.titleOf(named) : qualifiers ? `${t.search.usedCars} ${qualifiers}` : t.search.title;
  const what = [subject ? named : [t.search.usedCars, qualifiers].filter(Boolean).join(' '), ...details];
  const search = canonicalSearch(known);
  return {
    locale,
    title: upperFirst(title),
    description: t.search.description(what.join(t.comma)),
    canonicalUrl: `${publicUrl}${localizedPath(locale, '/cars')}${search}`,
    alternates: alternatesOf(publicUrl, '/cars', search),
    noindex: false,
    ogType: 'website',
  };
}

/**
 * The public shipping schedule, indexed: buyers search for sailings to their port. One canonical page whatever the
 * criteria in its query string (a search of the schedule is not a page of its own).
 */
export function shippingScheduleHead({ locale, publicUrl }: HeadContext): PageHead {
  const t = PAGE_TEXTS[locale];
  return {
    locale,
    title: t.shippingSchedule.title,
    description: t.shippingSchedule.description,
    canonicalUrl: `${publicUrl}${localizedPath(locale, '/shipping-schedule')}`,
    alternates: alternatesOf(publicUrl, '/shipping-schedule'),
    noindex: false,
    ogType: 'website',
  };
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

/** The blog's list: one canonical page whatever its search, category, sort or page in the query string. */
export function blogHead({ locale, publicUrl }: HeadContext): PageHead {
  const t = PAGE_TEXTS[locale];
  return {
    locale,
    title: t.blog.title,
    description: t.blog.description,
    canonicalUrl: `${publicUrl}${localizedPath(locale, '/blog')}`,
    alternates: alternatesOf(publicUrl, '/blog'),
    noindex: false,
    ogType: 'website',
  };
}

/** A public information page with a fixed title and description (the FAQ, the office network, insurance), indexed. */
export function infoPageHead({ locale, publicUrl }: HeadContext, page: InfoPage): PageHead {
  const t = PAGE_TEXTS[locale][page];
  return {
    locale,
    title: t.title,
    description: t.description,
    canonicalUrl: `${publicUrl}${localizedPath(locale, `/${page}`)}`,
    alternates: alternatesOf(publicUrl, `/${page}`),
    noindex: false,
    ogType: 'website',
  };
}

/** The blog post facts a page head shows (a published post: BlogService.findPublished). */
export interface PublishedPost {
  slug: string;
  title: string;
  excerpt: string;
  metaTitle: string | null;
  metaDescription: string | null;
  featuredImageUrl: string | null;
  author: string | null;
  publishedAt: string | null;
  updatedAt: string;
  tags: string[];
}

/** A published post: its SEO title and description (else its title and excerpt), image and BlogPosting JSON-LD. */
export function blogPostHead(post: PublishedPost, { locale, publicUrl }: HeadContext): PageHead {
  const path = `/blog/${encodeURIComponent(post.slug)}`;
  const url = `${publicUrl}${localizedPath(locale, path)}`;
  const title = post.metaTitle || post.title;
  const description = post.metaDescription || post.excerpt;
  const image = post.featuredImageUrl ? absoluteUrl(publicUrl, post.featuredImageUrl) : undefined;
  return {
    locale,
    title,
    description,
    canonicalUrl: url,
    alternates: alternatesOf(publicUrl, path),
    noindex: false,
    ogType: 'article',
    image: image ? { url: image, alt: post.title } : undefined,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description,
      url,
      mainEntityOfPage: url,
      ...(image ? { image: [image] } : {}),
      ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
      dateModified: post.updatedAt,
      ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
      publisher: { '@type': 'Organization', name: SITE_NAME },
      ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
    },
  };
}

/** The price calculator, indexed: one canonical page whatever car its query string names. */
export function priceCalculatorHead({ locale, publicUrl }: HeadContext): PageHead {
  const t = PAGE_TEXTS[locale];
  return {
    locale,
    title: t.priceCalculator.title,
    description: t.priceCalculator.description,
    canonicalUrl: `${publicUrl}${localizedPath(locale, '/price-calculator')}`,
    alternates: alternatesOf(publicUrl, '/price-calculator'),
    noindex: false,
    ogType: 'website',
  };
}

/** An unknown or draft blog post (answered with status 404). */
export function blogPostNotFoundHead({ locale, publicUrl }: HeadContext, path: string): PageHead {
  const t = PAGE_TEXTS[locale];
  return {
    locale,
    title: t.blog.notFoundTitle,
    description: t.blog.notFoundDescription,
    alternates: alternatesOf(publicUrl, path),
    noindex: true,
    ogType: 'website',
  };
}

/** An unknown or hidden car (answered with status 404). */
export function notFoundHead({ locale, publicUrl }: HeadContext, path: string): PageHead {
  const t = PAGE_TEXTS[locale];
  return {
    locale,
    title: t.notFound.title,
    description: t.notFound.description,
    alternates: alternatesOf(publicUrl, path),
    noindex: true,
    ogType: 'website',
  };
}

/** Any other client page (sign-in, profile, the client's 404 screen): the site's head, not indexed. */
export function otherHead({ locale, publicUrl }: HeadContext, path: string): PageHead {
  const t = PAGE_TEXTS[locale];
  return {
    locale,
    title: t.home.title,
    description: t.home.description,
    alternates: alternatesOf(publicUrl, path),
    noindex: true,
    ogType: 'website',
  };
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

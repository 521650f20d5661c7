import { alternatesOf, localizedPath } from './page-route-rules.js';
import { absoluteUrl, fixedPageHead, type HeadContext, type PageHead, unindexedHead } from './page-head-rules.js';
import { PAGE_TEXTS, SITE_NAME } from './page-texts.js';

/* The blog's page heads: its list, a published post, an unknown one. */

/** The blog's list: one canonical page whatever its search, category, sort or page in the query string. */
export function blogHead(context: HeadContext): PageHead {
  const t = PAGE_TEXTS[context.locale].blog;
  return fixedPageHead(context, '/blog', t.title, t.description);
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

/** An unknown or draft blog post (answered with status 404). */
export function blogPostNotFoundHead(context: HeadContext, path: string): PageHead {
  const t = PAGE_TEXTS[context.locale].blog;
  return unindexedHead(context, path, t.notFoundTitle, t.notFoundDescription);
}

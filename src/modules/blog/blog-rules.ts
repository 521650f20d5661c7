/** The pure parts of the blog: categories, slugs, reading time, sorting and what a card shows of a post. */

/** The fixed categories (spec §3 Blog category); the slug is also the category's `_id`. */
export const BLOG_CATEGORIES = [
  { _id: 'news', name: 'News', slug: 'news' },
  { _id: 'updates', name: 'Updates', slug: 'updates' },
  { _id: 'guides', name: 'Guides', slug: 'guides' },
  { _id: 'reviews', name: 'Reviews', slug: 'reviews' },
  { _id: 'others', name: 'Others', slug: 'others' },
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]['slug'];
export const BLOG_CATEGORY_SLUGS: readonly BlogCategory[] = BLOG_CATEGORIES.map((c) => c.slug);
export const categoryOf = (slug: string) => BLOG_CATEGORIES.find((c) => c.slug === slug) ?? BLOG_CATEGORIES[4];

export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** Spec §9: newest, oldest, most popular (most views). */
export const BLOG_SORTS = ['newest', 'oldest', 'popular'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];

export const MAX_TITLE = 200;
export const MAX_SLUG = 120;
export const MAX_CONTENT = 100_000;
export const MAX_META_TITLE = 120;
export const MAX_META_DESCRIPTION = 320;
export const MAX_AUTHOR = 120;
export const MAX_TAGS = 12;
export const MAX_TAG = 40;
export const EXCERPT_LENGTH = 220;
/** Related posts shown under a post. */
export const RELATED_POSTS = 3;
/** Adult silent reading speed, words a minute. */
export const WORDS_PER_MINUTE = 200;

/** Lower-case letters and digits in groups joined by single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isSlug = (value: string): boolean => value.length <= MAX_SLUG && SLUG_PATTERN.test(value);

/**
 * A post's slug from its title: "RoRo vs container shipping, explained!" → "roro-vs-container-shipping-explained".
 * A title with no Latin letters or digits gives "post" (a slug must never be empty).
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
  return slug || 'post';
}

/**
 * The first free slug among `base`, `base-2`, `base-3`…, given the slugs already taken that start with `base`
 * (kept within MAX_SLUG by shortening the base).
 */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_SLUG - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** Words in a text (letters or digits in a run, in any script). */
export const countWords = (text: string): number => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;

/** Minutes to read a text: words at WORDS_PER_MINUTE, rounded up, at least 1. */
export const minutesToRead = (text: string): number => Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE));

/** A card's excerpt: the text's start, cut at a word within `max` characters, with an ellipsis when cut. */
export function excerptOf(text: string, max = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s.,;:!?–—-]+$/, '')}…`;
}

/** Tags as stored: trimmed, inner spaces collapsed, blank and repeated ones (case-insensitively) dropped. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.replace(/\s+/g, ' ').trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** What the search looks in: title, tags and the content's text, lower-cased (a trigram index makes ILIKE fast). */
export const searchTextOf = (title: string, tags: readonly string[], text: string): string =>
  [title, tags.join(' '), text].join('\n').toLowerCase();

/** The ORDER BY of a public list (alias `p`): a unique last key, so pages never repeat or skip a post. */
export function sortOrder(sort: BlogSort | undefined): [column: string, direction: 'ASC' | 'DESC'][] {
  switch (sort) {
    case 'oldest':
      return [
        ['p.publishedAt', 'ASC'],
        ['p.id', 'ASC'],
      ];
    case 'popular':
      return [
        ['p.views', 'DESC'],
        ['p.publishedAt', 'DESC'],
        ['p.id', 'DESC'],
      ];
    default:
      return [
        ['p.publishedAt', 'DESC'],
        ['p.id', 'DESC'],
      ];
  }
}

/** Whether the public may see a post. */
export const isPublished = (status: string) => status === 'published';

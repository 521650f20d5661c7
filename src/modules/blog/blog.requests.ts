import { Msg } from '@autoexport/contract/messages';
import { PageQueryDto } from '../../common/pagination/pagination.js';
import { SortParam } from '../../common/pagination/sort.js';
import { Choice, Field, TextField, UpdateOf } from '../../common/validation/fields.js';
import { MaxChars, rule, says } from '../../common/validation/rules.js';
import { lowerTrim } from '../../common/validation/transforms.js';
import {
  BLOG_CATEGORY_SLUGS,
  BLOG_SORTS,
  BLOG_STATUSES,
  type BlogCategory,
  type BlogSort,
  type BlogStatus,
  MAX_AUTHOR,
  MAX_CONTENT,
  MAX_META_DESCRIPTION,
  MAX_META_TITLE,
  MAX_SLUG,
  MAX_TAG,
  MAX_TAGS,
  MAX_TITLE,
  normalizeTags,
  SLUG_PATTERN,
} from './blog-rules.js';

const isTagList = (v: unknown): boolean =>
  Array.isArray(v) && v.length <= MAX_TAGS && v.every((t) => typeof t === 'string' && t.length > 0 && t.length <= MAX_TAG);

const Tags = () =>
  Field(
    'Tags',
    {
      type: [String],
      maxItems: MAX_TAGS,
      example: ['japan', 'import', 'kenya'],
      description: `At most ${MAX_TAGS} tags of at most ${MAX_TAG} characters; blanks and repeats are dropped`,
    },
    {
      presence: 'omittable',
      isMissing: (v) => v === undefined || v === null,
      transform: (v) => (Array.isArray(v) && v.every((t) => typeof t === 'string') ? normalizeTags(v as string[]) : v),
    },
    rule('isTagList', 'format', isTagList, says(Msg.BLOG_TAGS_INVALID, { max: MAX_TAGS, length: MAX_TAG })),
  );

const Slug = () =>
  Field(
    'Slug',
    {
      example: 'roro-vs-container-shipping-explained',
      maxLength: MAX_SLUG,
      description: 'The post’s address (/blog/<slug>); made from the title, and kept unique, when left out',
    },
    { presence: 'omittable', transform: (value) => lowerTrim({ value }) },
    MaxChars('Slug', MAX_SLUG),
    rule('isSlug', 'format', (v) => typeof v === 'string' && SLUG_PATTERN.test(v), says(Msg.BLOG_SLUG_INVALID)),
  );

/** The filters the public list and the back office's list share. */
export class BlogPostFiltersDto extends PageQueryDto {
  @Choice('Category', BLOG_CATEGORY_SLUGS, { description: 'A category’s slug (or `_id`, the same)' }, { presence: 'optional' })
  category?: BlogCategory;

  @TextField(
    'Search',
    100,
    { example: 'auction sheet', description: 'Text searched in titles, tags and content (case-insensitive)' },
    { presence: 'optional' },
  )
  search?: string;
}

/** GET /api/blog/posts (spec §7: page, limit, category, search; spec §9: the sorts). */
export class BlogPostsQueryDto extends BlogPostFiltersDto {
  @Choice(
    'Sort',
    BLOG_SORTS,
    { default: 'newest', description: 'newest or oldest (by publication date), popular (most views first)' },
    { presence: 'optional' },
  )
  sort?: BlogSort;
}

/** The back office's sorts of its posts list: `?sort=title`, `?sort=-views`. */
export const ADMIN_BLOG_SORT_KEYS = ['title', 'category', 'status', 'views', 'publishedAt', 'createdAt', 'updatedAt'] as const;
export type AdminBlogSortKey = (typeof ADMIN_BLOG_SORT_KEYS)[number];
export const ADMIN_BLOG_DEFAULT_SORT = '-updatedAt';

/** GET /api/admin/blog/posts (and its .csv): drafts included, any column's sort. */
export class AdminBlogPostsQueryDto extends BlogPostFiltersDto {
  @Choice('Status', BLOG_STATUSES, { description: 'draft or published' }, { presence: 'optional' })
  status?: BlogStatus;

  @SortParam(ADMIN_BLOG_SORT_KEYS, ADMIN_BLOG_DEFAULT_SORT)
  sort?: string;
}

/** A new post (spec §2 admin Blog posts: draft or published, SEO fields). */
export class CreateBlogPostDto {
  @TextField('Title', MAX_TITLE, { example: 'RoRo vs container shipping explained' })
  title: string;

  @Slug()
  slug?: string;

  @TextField('Content', MAX_CONTENT, {
    example: '## What RoRo means\n\nRoll-on/roll-off ships carry cars **driven on board**…',
    description: 'Markdown. Rendered to sanitised HTML (no scripts, styles or event handlers; links get rel="noopener nofollow")',
  })
  content: string;

  @Choice('Category', BLOG_CATEGORY_SLUGS, { example: 'guides' })
  category: BlogCategory;

  @Tags()
  tags?: string[];

  @Choice('Status', BLOG_STATUSES, { default: 'draft', description: 'Only published posts are public' }, { presence: 'omittable' })
  status?: BlogStatus;

  @TextField('Meta title', MAX_META_TITLE, { example: 'RoRo or container? Shipping a car from Japan' }, { presence: 'nullable' })
  metaTitle?: string | null;

  @TextField(
    'Meta description',
    MAX_META_DESCRIPTION,
    { example: 'How RoRo and container shipping differ in price, safety and time, and which suits your car.' },
    { presence: 'nullable' },
  )
  metaDescription?: string | null;

  @TextField(
    'Author',
    MAX_AUTHOR,
    { example: 'Kenji Sato', description: 'The author’s name; left out: yours; null: anonymous' },
    { presence: 'nullable' },
  )
  author?: string | null;
}

/** Send only what changes; `status` publishes or unpublishes. */
export class UpdateBlogPostDto extends UpdateOf(CreateBlogPostDto) {}

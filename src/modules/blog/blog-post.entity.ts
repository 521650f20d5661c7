import { Check, Column, Entity, Index } from 'typeorm';
import { PublicKeyed, Timestamped } from '../../common/database/columns.js';
import type { BlogCategory, BlogStatus } from './blog-rules.js';

/**
 * A blog post (spec §3 Blog post). The Markdown is kept as written and rendered to sanitised HTML when saved
 * (blog-markdown.ts), with the plain text's excerpt, reading time and search text beside it. The public sees only
 * published posts; `published_at` is set the first time a post is published and orders the public lists.
 */
@Entity('blog_posts')
@Index('ix_blog_posts_published', ['publishedAt', 'id'], { where: "status = 'published'" })
@Index('ix_blog_posts_category', ['category', 'publishedAt', 'id'], { where: "status = 'published'" })
@Index('ix_blog_posts_popular', ['views', 'publishedAt', 'id'], { where: "status = 'published'" })
@Index('ix_blog_posts_status', ['status', 'updatedAt', 'id'])
// The trigram index of the search text (ILIKE '%word%'): TypeORM cannot express it, the migration creates it.
@Index('ix_blog_posts_search', { synchronize: false })
@Check('ck_blog_posts_status', `"status" IN ('draft', 'published')`)
@Check('ck_blog_posts_category', `"category" IN ('news', 'updates', 'guides', 'reviews', 'others')`)
@Index('uq_blog_posts_public_id', ['publicId'], { unique: true })
export class BlogPost extends Timestamped(PublicKeyed) {
  @Index('uq_blog_posts_slug', { unique: true })
  @Column({ type: 'varchar', length: 120 })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ type: 'varchar', length: 16 })
  category: BlogCategory;

  @Column({ type: 'varchar', length: 16, default: 'draft' })
  status: BlogStatus;

  /** Markdown, as staff wrote it. */
  @Column({ type: 'text' })
  content: string;

  /** The Markdown rendered and sanitised. */
  @Column({ name: 'content_html', type: 'text' })
  contentHtml: string;

  @Column({ type: 'varchar', length: 300 })
  excerpt: string;

  @Column({ name: 'search_text', type: 'text' })
  searchText: string;

  @Column({ name: 'minutes_to_read', type: 'smallint' })
  minutesToRead: number;

  @Column({ name: 'featured_image_url', type: 'varchar', length: 500, nullable: true })
  featuredImageUrl: string | null;

  @Column({ name: 'featured_thumbnail_url', type: 'varchar', length: 500, nullable: true })
  featuredThumbnailUrl: string | null;

  @Column({ name: 'meta_title', type: 'varchar', length: 120, nullable: true })
  metaTitle: string | null;

  @Column({ name: 'meta_description', type: 'varchar', length: 320, nullable: true })
  metaDescription: string | null;

  /** The author's name; null shows as "anonymous" (in the reader's language). */
  @Column({ name: 'author_name', type: 'varchar', length: 120, nullable: true })
  authorName: string | null;

  @Column({ type: 'int', default: 0 })
  views: number;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;
}

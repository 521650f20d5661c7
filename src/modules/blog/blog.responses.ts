import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@autoexport/contract/messages';
import type { BlogPost } from './blog-post.entity.js';
import { BLOG_CATEGORY_SLUGS, BLOG_STATUSES, type BlogStatus, categoryOf } from './blog-rules.js';
import { PageDto } from '../../common/pagination/page.dto.js';

/** Spec §3 Blog category. */
export class BlogCategoryDto {
  @ApiProperty({ example: 'guides', description: 'Stable id (the same as the slug)' })
  _id: string;
  @ApiProperty({ example: 'Guides', description: 'English name; the web client shows its own translation by slug' })
  name: string;
  @ApiProperty({ enum: BLOG_CATEGORY_SLUGS, example: 'guides' })
  slug: string;
}

/** A post as a card shows it. */
export class BlogPostSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'roro-vs-container-shipping-explained' })
  slug: string;
  @ApiProperty({ example: 'RoRo vs container shipping explained' })
  title: string;
  @ApiProperty({ example: 'Most cars leave Japan on one of two kinds of ship…', description: 'The start of the text, plain' })
  excerpt: string;
  @ApiProperty({ type: [String], example: ['shipping', 'roro'] })
  tags: string[];
  @ApiProperty({ type: BlogCategoryDto })
  category: BlogCategoryDto;
  @ApiProperty({ type: String, nullable: true, example: '/uploads/blog/4f1a….webp' })
  featuredImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/uploads/blog/4f1a…-thumb.webp' })
  thumbnailUrl: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Kenji Sato', description: 'null: shown as anonymous' })
  author: string | null;
  @ApiProperty({ example: 4, minimum: 1 })
  minutesToRead: number;
  @ApiProperty({ example: 1520 })
  views: number;
  @ApiProperty({ format: 'date-time', type: String, nullable: true, description: 'When first published; null for a draft' })
  publishedAt: string | null;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
  @ApiProperty({ format: 'date-time', description: 'Last updated' })
  updatedAt: string;
}

/** A published post, as its page shows it. */
export class BlogPostDto extends BlogPostSummaryDto {
  @ApiProperty({ example: '<h2>What RoRo means</h2><p>Roll-on/roll-off ships…</p>', description: 'Sanitised HTML of the Markdown' })
  contentHtml: string;
  @ApiProperty({ type: String, nullable: true })
  metaTitle: string | null;
  @ApiProperty({ type: String, nullable: true })
  metaDescription: string | null;
  @ApiProperty({ type: [BlogPostSummaryDto], description: 'Up to 3 other published posts of the same category, newest first' })
  related: BlogPostSummaryDto[];
}

export class BlogPostListDto extends PageDto(BlogPostSummaryDto, 12) {}

/** A post as staff edit it: the Markdown, the status and the SEO fields. */
export class AdminBlogPostDto extends BlogPostSummaryDto {
  @ApiProperty({ enum: BLOG_STATUSES, example: 'draft' })
  status: BlogStatus;
  @ApiProperty({ description: 'Markdown' })
  content: string;
  @ApiProperty({ description: 'Sanitised HTML of the Markdown' })
  contentHtml: string;
  @ApiProperty({ type: String, nullable: true })
  metaTitle: string | null;
  @ApiProperty({ type: String, nullable: true })
  metaDescription: string | null;
}

export class AdminBlogPostListDto extends PageDto(AdminBlogPostDto, 12) {}

export class BlogPostDeletedDto {
  @ApiProperty({ example: true })
  success: boolean;
  @ApiProperty({ example: MESSAGES.BLOG_POST_DELETED })
  message: string;
}

export const toCategoryDto = (slug: string): BlogCategoryDto => ({ ...categoryOf(slug) });

export const toSummaryDto = (p: BlogPost): BlogPostSummaryDto => ({
  id: p.publicId,
  slug: p.slug,
  title: p.title,
  excerpt: p.excerpt,
  tags: p.tags,
  category: toCategoryDto(p.category),
  featuredImageUrl: p.featuredImageUrl,
  thumbnailUrl: p.featuredThumbnailUrl,
  author: p.authorName,
  minutesToRead: p.minutesToRead,
  views: p.views,
  publishedAt: p.publishedAt?.toISOString() ?? null,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

export const toPostDto = (p: BlogPost, related: BlogPost[]): BlogPostDto => ({
  ...toSummaryDto(p),
  contentHtml: p.contentHtml,
  metaTitle: p.metaTitle,
  metaDescription: p.metaDescription,
  related: related.map(toSummaryDto),
});

export const toAdminDto = (p: BlogPost): AdminBlogPostDto => ({
  ...toSummaryDto(p),
  status: p.status,
  content: p.content,
  contentHtml: p.contentHtml,
  metaTitle: p.metaTitle,
  metaDescription: p.metaDescription,
});

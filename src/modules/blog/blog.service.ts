import { randomUUID } from 'node:crypto';
import { Injectable, type StreamableFile } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { conflict, notFound } from '../../common/errors/app-error.js';
import { MESSAGES, Msg } from '@autoexport/contract/messages';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import { resolvePaging } from '../../common/pagination/pagination.js';
import { asTheyAre, StaffList } from '../../common/pagination/staff-list.js';
import type { ProcessedImage } from '../../common/uploads/image-processing.js';
import { ImageUploads, type StoredImage } from '../../common/uploads/image-uploads.service.js';
import type { ImageUpload } from '../../common/uploads/uploaded-images.decorator.js';
import { isUuid } from '../../common/validation/uuid.js';
import { modification } from '../audit/audit-facts.js';
import { AuditedChanges, type AuditedTx, type ChangeOptions } from '../audit/audited-changes.service.js';
import { UsersService } from '../users/users.service.js';
import { derivedFields } from './blog-markdown.js';
import { BlogPost } from './blog-post.entity.js';
import {
  ADMIN_BLOG_SORT,
  blogPostsMatching,
  blogSlugTaken,
  countPublishedView,
  publishedSlugs,
  relatedPosts,
  slugsLike,
  staffBlogPostsMatching,
} from './blog.repository.js';
import { BLOG_CATEGORIES, isSlug, MAX_SLUG, RELATED_POSTS, slugify, sortOrder, uniqueSlug } from './blog-rules.js';
import { type AdminBlogPostsQueryDto, type BlogPostsQueryDto, type CreateBlogPostDto, type UpdateBlogPostDto } from './blog.requests.js';
import {
  type AdminBlogPostDto,
  type AdminBlogPostListDto,
  type BlogCategoryDto,
  type BlogPostDeletedDto,
  type BlogPostDto,
  type BlogPostListDto,
  toAdminDto,
  toPostDto,
  toSummaryDto,
} from './blog.responses.js';
import { Clock } from '../../common/time/clock.js';

export const BLOG_AUDIT = {
  create: 'blog_post.create',
  update: 'blog_post.update',
  delete: 'blog_post.delete',
  image: 'blog_post.image',
} as const;
const TARGET_TYPE = 'blog_post';
/** The columns of the staff list's CSV export. */
const BLOG_CSV_COLUMNS: CsvColumn<BlogPost>[] = [
  { header: 'Title', value: (p) => p.title },
  { header: 'Slug', value: (p) => p.slug },
  { header: 'Category', value: (p) => p.category },
  { header: 'Status', value: (p) => p.status },
  { header: 'Author', value: (p) => p.authorName },
  { header: 'Tags', value: (p) => p.tags.join(' ') },
  { header: 'Views', value: (p) => p.views },
  { header: 'Published at', value: (p) => p.publishedAt },
  { header: 'Updated at', value: (p) => p.updatedAt },
];
/** Featured images are stored under `blog/<post id>/`. */
export const BLOG_IMAGE_FOLDER = 'blog';
/** Every write takes this lock: a generated slug is checked free, then written. */
const WRITE_LOCK = 'blog:write';

/** A published post as the sitemap lists it. */
export interface PublishedPostEntry {
  slug: string;
  updatedAt: Date;
}

/**
 * The blog (spec §2 Blog list and detail, §3 Blog post, admin Blog posts). The public sees published posts only; a
 * draft is "Blog post not found." to anyone but staff. Reading a post counts a view (one atomic UPDATE). Staff writes
 * are audited. Table ownership: `blog_posts`.
 */
@Injectable()
export class BlogService {
  private readonly changeOptions: ChangeOptions = {
    lock: WRITE_LOCK,
    onUniqueViolation: () => conflict(Msg.BLOG_SLUG_TAKEN_RACE),
  };

  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly uploads: ImageUploads,
    private readonly users: UsersService,
    private readonly exports: CsvExports,
    private readonly clock: Clock,
  ) {}

  private readonly staffList = new StaffList(this.exports, {
    filtered: (query: AdminBlogPostsQueryDto) => staffBlogPostsMatching(this.dataSource, query),
    sort: ADMIN_BLOG_SORT,
    items: (rows: BlogPost[]) => rows.map(toAdminDto),
    csv: { filename: 'blog-posts', columns: BLOG_CSV_COLUMNS, rows: asTheyAre },
  });

  categories(): BlogCategoryDto[] {
    return BLOG_CATEGORIES.map((c) => ({ ...c }));
  }

  /* ------------------------------------------------------------------------------------------------- public */

  async list(query: BlogPostsQueryDto): Promise<BlogPostListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const qb = blogPostsMatching(this.dataSource, query).andWhere("p.status = 'published'");
    for (const [i, [column, direction]] of sortOrder(query.sort).entries()) {
      if (i === 0) qb.orderBy(column, direction);
      else qb.addOrderBy(column, direction);
    }
    const [rows, total] = await qb.skip(skip).take(limit).getManyAndCount();
    return { items: rows.map(toSummaryDto), total, page, limit };
  }

  /** A published post by id or slug, counting the view; with its related posts. */
  async read(idOrSlug: string): Promise<BlogPostDto> {
    const id = await countPublishedView(this.dataSource, idOrSlug);
    if (id === undefined) throw notFound(Msg.BLOG_POST_NOT_FOUND);
    const post = await this.dataSource.getRepository(BlogPost).findOneByOrFail({ id });
    return toPostDto(post, await this.related(post));
  }

  /** A published post by id or slug without counting a view (the server-rendered page head); null when there is none. */
  async findPublished(idOrSlug: string): Promise<BlogPostDto | null> {
    const post = await this.findBy(this.dataSource.manager, idOrSlug);
    if (!post || post.status !== 'published') return null;
    return toPostDto(post, []);
  }

  /** Every published post's slug and last change, for the sitemap (newest first). */
  async publishedEntries(): Promise<PublishedPostEntry[]> {
    const rows = await publishedSlugs(this.dataSource);
    return rows.map((r) => ({ slug: r.slug, updatedAt: r.updatedAt }));
  }

  /* -------------------------------------------------------------------------------------------------- staff */

  listForStaff(query: AdminBlogPostsQueryDto): Promise<AdminBlogPostListDto> {
    return this.staffList.exactPage(query);
  }

  /** The filtered staff list as CSV, in the list's sort, streamed in batches. */
  exportCsv(query: AdminBlogPostsQueryDto): Promise<StreamableFile> {
    return this.staffList.exportCsv(query);
  }

  async getForStaff(idOrSlug: string): Promise<AdminBlogPostDto> {
    return toAdminDto(await this.findOrFail(this.dataSource.manager, idOrSlug));
  }

  /**
   * Writes a post, with its featured image when one came with it (already checked): the image is stored, then the post
   * written in one transaction, and the image removed again when that fails. A failure leaves neither post nor file.
   */
  async create(ctx: RequestContext, body: CreateBlogPostDto, image?: ProcessedImage): Promise<AdminBlogPostDto> {
    const actor = actorOf(ctx);
    let author = body.author;
    if (author === undefined) {
      const user = await this.users.getById(actor.id);
      author = `${user.firstName} ${user.lastName}`.trim() || null;
    }
    const tags = body.tags ?? [];
    const status = body.status ?? 'draft';
    const post = await this.uploads.storedWith(image ? [image] : [], [BLOG_IMAGE_FOLDER, randomUUID()], ([stored]) =>
      this.write(ctx, async (tx) => {
        const repo = tx.manager.getRepository(BlogPost);
        const slug = await this.slugFor(tx.manager, body.slug, body.title);
        const saved = await repo.save(
          repo.create({
            slug,
            title: body.title,
            content: body.content,
            ...derivedFields(body.title, body.content, tags),
            category: body.category,
            tags,
            status,
            metaTitle: body.metaTitle ?? null,
            metaDescription: body.metaDescription ?? null,
            authorName: author,
            publishedAt: status === 'published' ? this.clock.now() : null,
            featuredImageUrl: stored?.url ?? null,
            featuredThumbnailUrl: stored?.thumbnailUrl ?? null,
          }),
        );
        await audit(tx, BLOG_AUDIT.create, saved.publicId, null, { slug, title: saved.title, status, category: saved.category });
        if (stored) await audit(tx, BLOG_AUDIT.image, saved.publicId, { featuredImageUrl: null }, { featuredImageUrl: stored.url });
        return saved;
      }),
    );
    return toAdminDto(await this.dataSource.getRepository(BlogPost).findOneByOrFail({ id: post.id }));
  }

  async update(ctx: RequestContext, idOrSlug: string, body: UpdateBlogPostDto): Promise<AdminBlogPostDto> {
    const id = await this.write(ctx, async (tx) => {
      const m = tx.manager;
      const post = await this.findOrFail(m, idOrSlug, true);
      const changes: Partial<BlogPost> = {};
      if (body.title !== undefined && body.title !== post.title) changes.title = body.title;
      if (body.content !== undefined && body.content !== post.content) changes.content = body.content;
      if (body.category !== undefined && body.category !== post.category) changes.category = body.category;
      if (body.tags !== undefined && JSON.stringify(body.tags) !== JSON.stringify(post.tags)) changes.tags = body.tags;
      if (body.metaTitle !== undefined && (body.metaTitle ?? null) !== post.metaTitle) changes.metaTitle = body.metaTitle ?? null;
      if (body.metaDescription !== undefined && (body.metaDescription ?? null) !== post.metaDescription) {
        changes.metaDescription = body.metaDescription ?? null;
      }
      if (body.author !== undefined && (body.author ?? null) !== post.authorName) changes.authorName = body.author ?? null;
      if (body.status !== undefined && body.status !== post.status) {
        changes.status = body.status;
        if (body.status === 'published' && !post.publishedAt) changes.publishedAt = this.clock.now();
      }
      if (body.slug !== undefined && body.slug !== post.slug) {
        if (await this.slugTaken(m, body.slug, post.id)) throw conflict(Msg.BLOG_SLUG_TAKEN, { slug: body.slug });
        changes.slug = body.slug;
      }
      if (Object.keys(changes).length === 0) return post.id;
      if (changes.title !== undefined || changes.content !== undefined || changes.tags !== undefined) {
        Object.assign(changes, derivedFields(changes.title ?? post.title, changes.content ?? post.content, changes.tags ?? post.tags));
      }
      await m.getRepository(BlogPost).update({ id: post.id }, changes);
      const changed = Object.keys(changes).filter((k) => !['contentHtml', 'excerpt', 'searchText', 'minutesToRead'].includes(k));
      const facts = (from: Partial<BlogPost>) =>
        Object.fromEntries(
          changed.map((k) => [
            k,
            k === 'content' ? `${String(from[k as keyof BlogPost] ?? '').length} characters` : from[k as keyof BlogPost],
          ]),
        );
      await audit(tx, BLOG_AUDIT.update, post.publicId, facts(post), facts(changes));
      return post.id;
    });
    return toAdminDto(await this.dataSource.getRepository(BlogPost).findOneByOrFail({ id }));
  }

  async remove(ctx: RequestContext, idOrSlug: string): Promise<BlogPostDeletedDto> {
    const removed = await this.write(ctx, async (tx) => {
      const post = await this.findOrFail(tx.manager, idOrSlug, true);
      await tx.manager.getRepository(BlogPost).delete({ id: post.id });
      await audit(tx, BLOG_AUDIT.delete, post.publicId, { slug: post.slug, title: post.title, status: post.status }, null);
      return post;
    });
    await this.uploads.removeByUrl([removed.featuredImageUrl, removed.featuredThumbnailUrl], BLOG_IMAGE_FOLDER);
    return { success: true, message: MESSAGES.BLOG_POST_DELETED };
  }

  /** Replaces the featured image (multipart field `image`; JPG, PNG or WEBP up to 5 MB, as for makes). */
  async uploadImage(ctx: RequestContext, idOrSlug: string, upload: ImageUpload): Promise<AdminBlogPostDto> {
    const known = await this.findOrFail(this.dataSource.manager, idOrSlug);
    const [image] = await upload({ maxFiles: 1 });
    const [stored] = await this.uploads.store([image!], [BLOG_IMAGE_FOLDER, known.publicId]);
    let previous: (string | null)[] = [];
    try {
      await this.write(ctx, async (tx) => {
        const post = await this.findOrFail(tx.manager, known.publicId, true);
        previous = [post.featuredImageUrl, post.featuredThumbnailUrl];
        const after = { featuredImageUrl: stored!.url, featuredThumbnailUrl: stored!.thumbnailUrl };
        await tx.manager.getRepository(BlogPost).update({ id: post.id }, after);
        await audit(
          tx,
          BLOG_AUDIT.image,
          post.publicId,
          { featuredImageUrl: post.featuredImageUrl },
          { featuredImageUrl: after.featuredImageUrl },
        );
      });
    } catch (error) {
      await this.uploads.discard([stored as StoredImage]);
      throw error;
    }
    await this.uploads.removeByUrl(previous, BLOG_IMAGE_FOLDER);
    return this.getForStaff(known.publicId);
  }

  /* ------------------------------------------------------------------------------------------------ helpers */

  private write<T>(ctx: RequestContext, work: (tx: AuditedTx) => Promise<T>): Promise<T> {
    return this.changes.run(ctx, work, this.changeOptions);
  }

  /** The slug asked for (409 when taken), or one made from the title and kept unique. */
  private async slugFor(m: EntityManager, wanted: string | undefined, title: string): Promise<string> {
    if (wanted !== undefined) {
      if (await this.slugTaken(m, wanted)) throw conflict(Msg.BLOG_SLUG_TAKEN, { slug: wanted });
      return wanted;
    }
    const base = slugify(title);
    return uniqueSlug(base, await slugsLike(m, base, base.slice(0, MAX_SLUG - 2)));
  }

  private slugTaken(m: EntityManager, slug: string, exceptId?: string): Promise<boolean> {
    return blogSlugTaken(m, slug, exceptId);
  }

  private async findBy(m: EntityManager, idOrSlug: string, lock = false): Promise<BlogPost | null> {
    const repo = m.getRepository(BlogPost);
    const lockOption = lock ? { lock: { mode: 'pessimistic_write' as const } } : {};
    if (isUuid(idOrSlug)) {
      const key = idOrSlug.toLowerCase();
      return repo.findOne({ where: [{ publicId: key }, { slug: key }], ...lockOption });
    }
    if (isSlug(idOrSlug)) return repo.findOne({ where: { slug: idOrSlug }, ...lockOption });
    return null;
  }

  private async findOrFail(m: EntityManager, idOrSlug: string, lock = false): Promise<BlogPost> {
    const post = await this.findBy(m, idOrSlug, lock);
    if (!post) throw notFound(Msg.BLOG_POST_NOT_FOUND);
    return post;
  }

  private related(post: BlogPost): Promise<BlogPost[]> {
    return relatedPosts(this.dataSource, post, RELATED_POSTS);
  }
}

function audit(
  tx: AuditedTx,
  action: string,
  targetId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  return tx.audit(modification(action, TARGET_TYPE, targetId, { before, after }));
}

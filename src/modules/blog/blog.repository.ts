import { Brackets, type DataSource, type EntityManager } from 'typeorm';
import { isUuid } from '../../common/validation/uuid.js';
import { narrowed, type StaffListSort } from '../../common/pagination/staff-list.js';
import { escapeLike } from '../../database/sql.js';
import { BlogPost } from './blog-post.entity.js';
import { isSlug } from './blog-rules.js';
import { ADMIN_BLOG_DEFAULT_SORT, type AdminBlogPostsQueryDto, type AdminBlogSortKey, type BlogPostFiltersDto } from './blog.requests.js';

/** The staff list's sort keys and their columns: the last changed first unless asked; drafts have no publication day. */
export const ADMIN_BLOG_SORT: StaffListSort<AdminBlogSortKey> = {
  columns: {
    title: 'p.title',
    category: 'p.category',
    status: 'p.status',
    views: 'p.views',
    publishedAt: 'p.publishedAt',
    createdAt: 'p.createdAt',
    updatedAt: 'p.updatedAt',
  },
  fallback: ADMIN_BLOG_DEFAULT_SORT,
  tieBreaker: 'p.id',
  nullable: ['publishedAt'],
};

/** The posts a category and search words match (every word, up to 8, somewhere in the post's text), any status. */
export function blogPostsMatching(dataSource: DataSource, query: BlogPostFiltersDto) {
  const qb = dataSource.getRepository(BlogPost).createQueryBuilder('p');
  if (query.category) qb.andWhere('p.category = :category', { category: query.category });
  if (query.search) {
    const words = query.search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
    qb.andWhere(
      new Brackets((w) => {
        words.forEach((word, i) => w.andWhere(`p.searchText ILIKE :w${i}`, { [`w${i}`]: `%${escapeLike(word)}%` }));
      }),
    );
  }
  return qb;
}

/** The posts the staff list's filters match: the public filters, and the status. */
export const staffBlogPostsMatching = (dataSource: DataSource, query: AdminBlogPostsQueryDto) =>
  narrowed(blogPostsMatching(dataSource, query)).equals('p.status', query.status).qb;

/** The WHERE of a lookup by public id or slug; null when the text can be neither. */
function matchSql(idOrSlug: string): { sql: string; params: unknown[] } | null {
  if (isUuid(idOrSlug)) return { sql: 'public_id = $1::uuid OR slug = $2', params: [idOrSlug.toLowerCase(), idOrSlug.toLowerCase()] };
  if (isSlug(idOrSlug)) return { sql: 'slug = $1', params: [idOrSlug] };
  return null;
}

/** Counts a view of the published post `idOrSlug` names: its id, or undefined when there is no such post. */
export async function countPublishedView(dataSource: DataSource, idOrSlug: string): Promise<string | undefined> {
  const match = matchSql(idOrSlug);
  if (!match) return undefined;
  const rows = (await dataSource.query(
    `UPDATE blog_posts SET views = views + 1 WHERE (${match.sql}) AND status = 'published' RETURNING id`,
    match.params,
  )) as [{ id: string }[], number];
  return rows[0]?.[0]?.id;
}

/** Every published post's slug and last change, newest first. */
export function publishedSlugs(dataSource: DataSource): Promise<Pick<BlogPost, 'slug' | 'updatedAt'>[]> {
  return dataSource
    .getRepository(BlogPost)
    .createQueryBuilder('p')
    .select(['p.slug', 'p.updatedAt'])
    .where("p.status = 'published'")
    .orderBy('p.publishedAt', 'DESC')
    .addOrderBy('p.id', 'DESC')
    .getMany();
}

/** The slugs taken that are `base` or start with `prefix`. */
export async function slugsLike(m: EntityManager, base: string, prefix: string): Promise<string[]> {
  const rows = await m.query<{ slug: string }[]>(`SELECT slug FROM blog_posts WHERE slug = $1 OR slug LIKE $2`, [
    base,
    `${escapeLike(prefix)}%`,
  ]);
  return rows.map((r) => r.slug);
}

/** Whether another post than `exceptId` has the slug. */
export function blogSlugTaken(m: EntityManager, slug: string, exceptId?: string): Promise<boolean> {
  const qb = m.getRepository(BlogPost).createQueryBuilder('p').where('p.slug = :slug', { slug });
  if (exceptId !== undefined) qb.andWhere('p.id <> :id', { id: exceptId });
  return qb.getExists();
}

/** The newest published posts of `post`'s category, `post` aside. */
export function relatedPosts(dataSource: DataSource, post: BlogPost, limit: number): Promise<BlogPost[]> {
  return dataSource
    .getRepository(BlogPost)
    .createQueryBuilder('p')
    .where("p.status = 'published'")
    .andWhere('p.category = :category', { category: post.category })
    .andWhere('p.id <> :id', { id: post.id })
    .orderBy('p.publishedAt', 'DESC')
    .addOrderBy('p.id', 'DESC')
    .take(limit)
    .getMany();
}

import { Brackets, type DataSource } from 'typeorm';
import { narrowed, type StaffListSort } from '../../common/pagination/staff-list.js';
import { escapeLike } from '../../database/sql.js';
import { BlogPost } from './blog-post.entity.js';
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

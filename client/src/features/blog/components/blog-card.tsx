import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/link';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import type { BlogPostSummary } from '../api/blog-api';

/** A post in a list: featured image, category, title, date, minutes to read and the excerpt; the title links to it. */
export function BlogCard({ post, headingLevel = 3 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('blog');
  const f = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const image = post.thumbnailUrl ?? post.featuredImageUrl;
  return (
    <article className="blog-card card">
      {image ? (
        <img className="blog-card__image" src={image} alt="" loading="lazy" width={400} height={210} />
      ) : (
        <div className="blog-card__image blog-card__image--none" aria-hidden="true" />
      )}
      <div className="blog-card__body">
        <p className="blog-card__category">{t(`categories.${post.category.slug}`, { defaultValue: post.category.name })}</p>
        <Heading className="blog-card__title">
          <Link to={paths.blogPost(post.slug)}>{post.title}</Link>
        </Heading>
        <p className="blog-card__meta">
          {post.publishedAt && <time dateTime={post.publishedAt}>{f.date(post.publishedAt)}</time>}
          <span>{t('meta.minutes', { value: f.number(post.minutesToRead) })}</span>
        </p>
        <p className="blog-card__excerpt" dir="auto">
          {post.excerpt}
        </p>
      </div>
    </article>
  );
}

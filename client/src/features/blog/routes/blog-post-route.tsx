import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { buttonClass } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { PageTitle } from '../../../components/page-title';
import { Skeleton } from '../../../components/skeleton';
import { ApiError } from '../../../lib/api/api-error';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import { type BlogPost, useBlogPost } from '../api/blog-api';
import { BlogCard } from '../components/blog-card';
import '../blog.css';

/** "Blog post not found" for a draft or unknown slug, with ways on. */
function BlogPostNotFound() {
  const { t } = useTranslation('blog');
  return (
    <div className="container page blog-missing">
      <PageTitle title={t('post.notFoundTitle')} />
      <p>{t('post.notFoundMessage')}</p>
      <p>
        <Link className={buttonClass('primary')} to={paths.blog()}>
          {t('post.toBlog')}
        </Link>
      </p>
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation('blog');
  return (
    <p className="blog-post__back">
      <Link to={paths.blog()}>
        <span aria-hidden="true" className="blog-post__back-arrow">
          ←
        </span>{' '}
        {t('post.back')}
      </Link>
    </p>
  );
}

function BlogPostPage({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog');
  const f = useFormat();
  return (
    <div className="container page blog-post">
      <BackLink />
      <article>
        <header className="blog-post__header">
          <p className="blog-card__category">{t(`categories.${post.category.slug}`, { defaultValue: post.category.name })}</p>
          <PageTitle title={post.title} />
          <p className="blog-post__meta">
            <span>{t('meta.by', { name: post.author ?? t('meta.anonymous') })}</span>
            {post.publishedAt && <time dateTime={post.publishedAt}>{t('meta.published', { date: f.date(post.publishedAt) })}</time>}
            <span>{t('meta.minutes', { value: f.number(post.minutesToRead) })}</span>
            <span>{t('meta.views', { value: f.number(post.views) })}</span>
          </p>
        </header>
        {post.featuredImageUrl && <img className="blog-post__image" src={post.featuredImageUrl} alt="" width={1200} height={630} />}
        {/* Sanitised on the server (src/modules/blog/blog-markdown.ts): no script, style or event handler survives. */}
        <div className="blog-post__content" dir="auto" dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
        {post.tags.length > 0 && (
          <div className="blog-post__tags">
            <h2 className="visually-hidden">{t('post.tags')}</h2>
            <ul aria-label={t('post.tags')}>
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link className="blog-chip" to={paths.blog({ search: tag })}>
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="blog-post__updated">{t('meta.updated', { date: f.date(post.updatedAt) })}</p>
      </article>
      {post.related.length > 0 && (
        <section className="blog-post__related" aria-labelledby="blog-related">
          <h2 id="blog-related">{t('post.related')}</h2>
          <ul className="blog-grid">
            {post.related.map((related) => (
              <li key={related.id}>
                <BlogCard post={related} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * A blog post at `/blog/:slug` (spec §2 Blog detail): category, title, author ("Anonymous" when none), date, reading
 * time, views, the sanitised content, tags, a way back and related posts. A draft or unknown post: its own 404 screen.
 */
export default function BlogPostRoute() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('blog');
  const post = useBlogPost(slug);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [slug]);

  if (post.data) return <BlogPostPage post={post.data} />;
  if (post.isError) {
    if (post.error instanceof ApiError && post.error.code === 'BLOG_POST_NOT_FOUND') return <BlogPostNotFound />;
    return (
      <div className="container page blog-post">
        <BackLink />
        <PageTitle title={t('title')} />
        <ErrorState error={post.error} title={t('post.error')} onRetry={() => void post.refetch()} />
      </div>
    );
  }
  return (
    <div className="container page blog-post" aria-busy="true">
      <BackLink />
      <Skeleton blockSize="2.5rem" inlineSize="70%" />
      <Skeleton blockSize="1rem" inlineSize="40%" />
      <Skeleton aspectRatio="1200 / 630" />
    </div>
  );
}

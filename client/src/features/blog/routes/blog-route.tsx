import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { PageTitle } from '../../../components/page-title';
import { SelectField } from '../../../components/select-field';
import { Skeleton } from '../../../components/skeleton';
import { TextField } from '../../../components/text-field';
import { useLocalizedNavigate } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import { useBlogPosts } from '../api/blog-api';
import { BlogCard } from '../components/blog-card';
import { BlogPager } from '../components/blog-pager';
import {
  BLOG_CATEGORIES,
  BLOG_SORTS,
  type BlogSearch,
  type BlogSort,
  hasFilters,
  MAX_SEARCH,
  parseBlogSearch,
  toBlogQuery,
} from '../utils/blog-search';
import '../blog.css';

/**
 * The blog (spec §2 Blog list): search, category chips, sort (newest, oldest, most popular) and the page, all in the
 * URL; cards with image, category, date, reading time and excerpt; "Error Loading Blog Posts" with Retry (spec §8).
 */
export default function BlogRoute() {
  const { t } = useTranslation('blog');
  const f = useFormat();
  const [params] = useSearchParams();
  const navigate = useLocalizedNavigate();
  const query = params.toString();
  const search = useMemo(() => parseBlogSearch(query), [query]);
  const posts = useBlogPosts(search);
  const [text, setText] = useState(search.search);
  useEffect(() => setText(search.search), [search.search]);

  const go = (next: Partial<BlogSearch>) => navigate(paths.blog(toBlogQuery({ ...search, page: 1, ...next })));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ search: text });
  };

  const data = posts.data;
  let list;
  if (posts.isError) list = <ErrorState error={posts.error} title={t('error')} onRetry={() => void posts.refetch()} />;
  else if (!data)
    list = (
      <div className="blog-grid" aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} blockSize="22rem" />
        ))}
      </div>
    );
  else if (data.items.length === 0)
    list = (
      <EmptyState
        title={t('empty')}
        message={hasFilters(search) ? t('emptyHint') : undefined}
        action={
          hasFilters(search) ? (
            <Link className={buttonClass('secondary')} to={paths.blog()}>
              {t('clear')}
            </Link>
          ) : undefined
        }
      />
    );
  else
    list = (
      <>
        <ul className="blog-grid">
          {data.items.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
        <BlogPager
          page={data.page}
          total={data.total}
          limit={data.limit}
          hrefFor={(page) => paths.blog(toBlogQuery({ ...search, page }))}
        />
      </>
    );

  return (
    <div className="container page blog-page">
      <PageTitle title={t('title')} />
      <p className="blog-page__intro">{t('intro')}</p>
      <div className="blog-tools">
        <form className="blog-tools__search" role="search" aria-label={t('search.label')} onSubmit={onSearch}>
          <TextField
            label={t('search.label')}
            type="search"
            name="search"
            value={text}
            maxLength={MAX_SEARCH}
            placeholder={t('search.placeholder')}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit">{t('search.submit')}</Button>
        </form>
        <SelectField
          label={t('sort.label')}
          name="sort"
          value={search.sort}
          options={BLOG_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
          onChange={(e) => go({ sort: e.target.value as BlogSort })}
        />
      </div>
      <nav className="blog-chips" aria-label={t('category.label')}>
        <ul>
          {(['', ...BLOG_CATEGORIES] as const).map((category) => (
            <li key={category || 'all'}>
              <Link
                className={`blog-chip${search.category === category ? ' blog-chip--on' : ''}`}
                to={paths.blog(toBlogQuery({ ...search, category, page: 1 }))}
                aria-current={search.category === category ? 'page' : undefined}
              >
                {category ? t(`categories.${category}`) : t('category.all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="blog-results" aria-busy={posts.isFetching || undefined}>
        <h2 id="blog-results" className="visually-hidden">
          {t('title')}
        </h2>
        <p className="blog-page__count" role="status">
          {data && !posts.isError ? t('count', { value: f.number(data.total) }) : ''}
        </p>
        {list}
      </section>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/badge';
import { buttonClass } from '../../../../components/button';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { useFormat } from '../../../../lib/use-format';
import { adminPath } from '../../admin-paths';
import { AdminPage } from '../../ui/admin-page';
import { type Column, DataTable } from '../../ui/data-table';
import { ExportCsvButton } from '../../ui/export-csv-button';
import { applyNow, FilterBar } from '../../ui/filter-bar';
import { Pagination } from '../../ui/pagination';
import { useListParams } from '../../ui/use-list-params';
import { type AdminBlogPost, BLOG_CATEGORIES, BLOG_STATUSES, useBlogPosts } from '../api/blog-admin-api';

/** Every post, drafts included: search, status and category in the URL, any column's sort, CSV of what is filtered. */
export function BlogList() {
  const { t } = useTranslation('admin-content');
  const f = useFormat();
  const list = useListParams({ sort: '-updatedAt' });
  const posts = useBlogPosts(list.query);
  const date = (value: string | null) => (value ? f.date(value, { dateStyle: 'medium' }) : '—');

  const columns: Column<AdminBlogPost>[] = [
    {
      id: 'title',
      header: t('blog.fields.title'),
      sortKey: 'title',
      cell: (p) => <Link to={adminPath('blog', p.id)}>{p.title}</Link>,
    },
    {
      id: 'status',
      header: t('blog.fields.status'),
      sortKey: 'status',
      cell: (p) => <Badge tone={p.status === 'published' ? 'success' : 'neutral'}>{t(`blog.status.${p.status}`)}</Badge>,
    },
    { id: 'category', header: t('blog.fields.category'), sortKey: 'category', cell: (p) => t(`blog.category.${p.category.slug}`) },
    { id: 'author', header: t('blog.fields.author'), optional: true, hidden: true, cell: (p) => p.author ?? '—' },
    { id: 'views', header: t('blog.fields.views'), sortKey: 'views', numeric: true, optional: true, cell: (p) => f.number(p.views) },
    { id: 'publishedAt', header: t('blog.fields.publishedAt'), sortKey: 'publishedAt', optional: true, cell: (p) => date(p.publishedAt) },
    { id: 'updatedAt', header: t('blog.fields.updatedAt'), sortKey: 'updatedAt', optional: true, cell: (p) => date(p.updatedAt) },
  ];

  return (
    <AdminPage
      title={t('blog.title')}
      actions={
        <>
          <ExportCsvButton path="/api/admin/blog/posts.csv" list={list} filename="blog-posts" />
          <Link className={buttonClass('primary', 'small')} to={adminPath('blog', 'new')}>
            {t('blog.new')}
          </Link>
        </>
      }
    >
      <FilterBar list={list} names={['search', 'status', 'category']} label={t('blog.filters')}>
        <TextField label={t('blog.search')} name="search" type="search" defaultValue={list.filters.search} />
        <SelectField
          label={t('blog.fields.status')}
          name="status"
          defaultValue={list.filters.status ?? ''}
          onChange={applyNow}
          placeholder={t('blog.anyStatus')}
          options={BLOG_STATUSES.map((s) => ({ value: s, label: t(`blog.status.${s}`) }))}
        />
        <SelectField
          label={t('blog.fields.category')}
          name="category"
          defaultValue={list.filters.category ?? ''}
          onChange={applyNow}
          placeholder={t('blog.anyCategory')}
          options={BLOG_CATEGORIES.map((c) => ({ value: c, label: t(`blog.category.${c}`) }))}
        />
      </FilterBar>
      <DataTable
        listId="blog-posts"
        caption={t('blog.title')}
        columns={columns}
        rows={posts.data?.items}
        rowKey={(p) => p.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={posts.isFetching}
        error={posts.error}
        onRetry={() => void posts.refetch()}
      />
      <Pagination page={list.page} limit={list.limit} total={posts.data?.total} onPage={list.setPage} onLimit={list.setLimit} />
    </AdminPage>
  );
}

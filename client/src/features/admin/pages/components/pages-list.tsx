import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/badge';
import { Link } from '../../../../components/link';
import { useFormat } from '../../../../lib/use-format';
import { adminPath } from '../../admin-paths';
import { AdminPage } from '../../ui/admin-page';
import { type Column, DataTable } from '../../ui/data-table';
import { type components } from '../../../../lib/api/schema';
import { useContentPages } from '../api/pages-admin-api';

type PageSummary = components['schemas']['AdminPageSummaryDto'];

/** Every content page with the languages it is written in (flagged when older than the English) and those it still lacks. */
export function PagesList() {
  const { t } = useTranslation('admin-content');
  const f = useFormat();
  const pages = useContentPages();
  const columns: Column<PageSummary>[] = [
    { id: 'slug', header: t('pages.fields.page'), cell: (p) => <Link to={adminPath('pages', p.slug)}>{p.title ?? p.slug}</Link> },
    { id: 'address', header: t('pages.fields.address'), optional: true, cell: (p) => <code>/{p.slug}</code> },
    {
      id: 'languages',
      header: t('pages.fields.languages'),
      cell: (p) => (
        <span className="content-langs">
          {p.languages.map((l) =>
            p.outdated.includes(l) ? (
              <Link
                key={l}
                to={adminPath('pages', p.slug, { lang: l })}
                aria-label={t('pages.outdatedIn', { language: t(`languages.${l}`) })}
              >
                <Badge tone="info">{t('pages.languageOutdated', { language: t(`languages.${l}`) })}</Badge>
              </Link>
            ) : (
              <Link key={l} to={adminPath('pages', p.slug, { lang: l })}>
                <Badge tone="success">{t(`languages.${l}`)}</Badge>
              </Link>
            ),
          )}
          {p.missing.map((l) => (
            <Link key={l} to={adminPath('pages', p.slug, { lang: l })} aria-label={t('pages.missingIn', { language: t(`languages.${l}`) })}>
              <Badge tone="warning">{t(`languages.${l}`)}</Badge>
            </Link>
          ))}
        </span>
      ),
    },
    {
      id: 'updatedAt',
      header: t('pages.fields.updatedAt'),
      optional: true,
      cell: (p) => (p.updatedAt ? f.date(p.updatedAt, { dateStyle: 'medium' }) : '—'),
    },
  ];
  return (
    <AdminPage title={t('pages.title')} subtitle={t('pages.subtitle')}>
      <DataTable
        listId="content-pages"
        caption={t('pages.title')}
        columns={columns}
        rows={pages.data?.items}
        rowKey={(p) => p.slug}
        loading={pages.isFetching}
        error={pages.error}
        onRetry={() => void pages.refetch()}
      />
    </AdminPage>
  );
}

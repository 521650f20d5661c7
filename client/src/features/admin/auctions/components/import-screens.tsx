import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../../../components/error-state';
import { Button } from '../../../../components/button';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { useFormat } from '../../../../lib/use-format';
import { adminPath } from '../../admin-paths';
import { AdminPage, AdminSection, Facts } from '../../ui/admin-page';
import { DataTable, type Column } from '../../ui/data-table';
import { downloadFile } from '../../ui/download';
import { applyNow, FilterBar } from '../../ui/filter-bar';
import { Pagination } from '../../ui/pagination';
import { tableState } from '../../ui/table-state';
import { useListParams } from '../../ui/use-list-params';
import { IMPORT_STATUSES, useFeedSources, useImport, useImports, type FeedImport, unsorted } from '../api/auctions-admin-api';
import { ImportProgress, ImportStatusBadge, RejectedRows } from './import-progress';

/** Every import, newest first; it asks again every 2 s while one is queued or running. */
export function ImportListScreen() {
  const { t } = useTranslation('admin-auctions');
  const f = useFormat();
  const list = useListParams({ sort: '' });
  const imports = useImports(unsorted(list.query));
  const sources = useFeedSources({ limit: 100 });
  const dateTime = (v: string | null) => (v ? f.date(v, { dateStyle: 'medium', timeStyle: 'short' }) : '—');
  const columns: Column<FeedImport>[] = [
    {
      id: 'createdAt',
      header: t('imports.columns.started'),
      cell: (i) => <Link to={adminPath('auction-imports', i.id)}>{dateTime(i.createdAt)}</Link>,
    },
    { id: 'source', header: t('imports.columns.source'), cell: (i) => i.source.name },
    {
      id: 'origin',
      header: t('imports.columns.origin'),
      optional: true,
      cell: (i) => t(`imports.origin.${i.origin}`, { defaultValue: i.origin }),
    },
    { id: 'status', header: t('imports.columns.status'), cell: (i) => <ImportStatusBadge status={i.status} /> },
    {
      id: 'progress',
      header: t('imports.columns.progress'),
      numeric: true,
      cell: (i) => t('imports.percent', { percent: f.number(i.progressPercent) }),
    },
    { id: 'read', header: t('imports.counts.rowsRead'), numeric: true, cell: (i) => f.number(i.rowsRead) },
    { id: 'inserted', header: t('imports.counts.rowsInserted'), numeric: true, optional: true, cell: (i) => f.number(i.rowsInserted) },
    { id: 'updated', header: t('imports.counts.rowsUpdated'), numeric: true, optional: true, cell: (i) => f.number(i.rowsUpdated) },
    { id: 'rejected', header: t('imports.counts.rowsRejected'), numeric: true, cell: (i) => f.number(i.rowsRejected) },
    { id: 'finishedAt', header: t('imports.columns.finished'), optional: true, cell: (i) => dateTime(i.finishedAt) },
  ];
  return (
    <AdminPage title={t('imports.title')}>
      <FilterBar list={list} names={['sourceId', 'status']} label={t('imports.filters')}>
        <SelectField
          label={t('imports.columns.source')}
          name="sourceId"
          defaultValue={list.filters.sourceId ?? ''}
          onChange={applyNow}
          placeholder={t('any')}
          options={(sources.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
        <SelectField
          label={t('imports.columns.status')}
          name="status"
          defaultValue={list.filters.status ?? ''}
          onChange={applyNow}
          placeholder={t('any')}
          options={IMPORT_STATUSES.map((s) => ({ value: s, label: t(`imports.status.${s}`) }))}
        />
      </FilterBar>
      <DataTable
        listId="admin-auction-imports"
        caption={t('imports.title')}
        columns={columns}
        rowKey={(i) => i.id}
        {...tableState(imports)}
        // The list asks again every 2 s while an import runs: "loading" only when the filters changed.
        loading={imports.isPlaceholderData || imports.isPending}
      />
      <Pagination page={list.page} limit={list.limit} total={imports.data?.total} onPage={list.setPage} onLimit={list.setLimit} />
    </AdminPage>
  );
}

/** One import: its progress (live while it runs), the counts, the rejected rows and their CSV. */
export function ImportScreen() {
  const { t } = useTranslation('admin-auctions');
  const f = useFormat();
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const item = useImport(id);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const back = { to: adminPath('auction-imports'), label: t('imports.back') };
  if (!item.data) {
    return (
      <AdminPage title={t('imports.one')} back={back}>
        {item.error ? <ErrorState error={item.error} onRetry={() => void item.refetch()} /> : <p aria-busy="true">{t('loading')}</p>}
      </AdminPage>
    );
  }
  const i = item.data;
  const dateTime = (v: string | null) => (v ? f.date(v, { dateStyle: 'medium', timeStyle: 'medium' }) : '—');
  return (
    <AdminPage title={t('imports.titleOf', { source: i.source.name })} back={back} subtitle={<ImportStatusBadge status={i.status} />}>
      <AdminSection title={t('imports.progress')}>
        <ImportProgress item={i} />
        <Facts
          items={[
            [t('imports.columns.source'), <Link to={adminPath('auction-feeds', i.source.id)}>{i.source.name}</Link>],
            [t('imports.columns.origin'), t(`imports.origin.${i.origin}`, { defaultValue: i.origin })],
            [t('imports.columns.started'), dateTime(i.startedAt ?? i.createdAt)],
            [t('imports.columns.finished'), dateTime(i.finishedAt)],
            [
              t('imports.size'),
              i.fileBytes == null ? '—' : t('imports.bytes', { size: f.number(i.fileBytes / 1024, { maximumFractionDigits: 1 }) }),
            ],
          ]}
        />
      </AdminSection>
      <AdminSection
        title={t('imports.rejected')}
        actions={
          i.rowsRejected > 0 && (
            <Button
              variant="secondary"
              size="small"
              onClick={() => {
                setDownloadError(null);
                downloadFile(`/api/admin/auctions/imports/${i.id}/rejected.csv`, {}, `rejected-${i.id.slice(0, 8)}.csv`).catch(
                  setDownloadError,
                );
              }}
            >
              {t('imports.downloadRejected')}
            </Button>
          )
        }
      >
        {downloadError !== null && (
          <p className="field__error" role="alert">
            {errorText.message(downloadError)}
          </p>
        )}
        {i.rowsRejected > i.rejectedSample.length && (
          <p className="auction-hint">
            {t('imports.sampleOnly', { shown: f.number(i.rejectedSample.length), total: f.number(i.rowsRejected) })}
          </p>
        )}
        <RejectedRows rows={i.rejectedSample} />
      </AdminSection>
    </AdminPage>
  );
}

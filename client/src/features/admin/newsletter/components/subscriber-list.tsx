import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { DateTime, NS, StatusBadge } from '../../inquiries/components/message-ui';
import { AdminPage } from '../../ui/admin-page';
import { type Column, DataTable } from '../../ui/data-table';
import { ExportCsvButton } from '../../ui/export-csv-button';
import { applyNow, FilterBar } from '../../ui/filter-bar';
import { Pagination } from '../../ui/pagination';
import { useListParams } from '../../ui/use-list-params';
import { type Subscriber, useSubscriberList } from '../api/newsletter-api';

/** The newsletter's subscribers: filtered in the URL, sorted, exported for the mailing tool. */
export function SubscriberList() {
  const { t } = useTranslation(NS);
  const list = useListParams({ sort: '-subscribedAt' });
  const subscribers = useSubscriberList(list.query);
  const columns: Column<Subscriber>[] = [
    { id: 'fullName', header: t('common.name'), sortKey: 'fullName', cell: (s) => s.fullName },
    { id: 'email', header: t('common.email'), sortKey: 'email', cell: (s) => s.email },
    { id: 'subscribedAt', header: t('newsletter.subscribedAt'), sortKey: 'subscribedAt', cell: (s) => <DateTime value={s.subscribedAt} /> },
    { id: 'unsubscribedAt', header: t('newsletter.unsubscribedAt'), optional: true, cell: (s) => <DateTime value={s.unsubscribedAt} /> },
    { id: 'status', header: t('common.status'), sortKey: 'status', cell: (s) => <StatusBadge status={s.status} /> },
  ];
  return (
    <AdminPage
      title={t('newsletter.title')}
      actions={<ExportCsvButton path="/api/admin/newsletter/subscribers.csv" list={list} filename="newsletter-subscribers" />}
    >
      <FilterBar list={list} names={['q', 'status']} label={t('common.filters')}>
        <TextField label={t('newsletter.q')} name="q" type="search" defaultValue={list.filters.q} />
        <SelectField
          label={t('common.status')}
          name="status"
          defaultValue={list.filters.status ?? ''}
          onChange={applyNow}
          placeholder={t('common.anyStatus')}
          options={(['active', 'unsubscribed'] as const).map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
      </FilterBar>
      <DataTable
        listId="newsletter"
        caption={t('newsletter.title')}
        columns={columns}
        rows={subscribers.data?.items}
        rowKey={(s) => s.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={subscribers.isFetching}
        error={subscribers.error}
        onRetry={() => void subscribers.refetch()}
      />
      <Pagination
        page={list.page}
        limit={list.limit}
        total={subscribers.data?.total}
        estimated={subscribers.data?.totalEstimated}
        onPage={list.setPage}
        onLimit={list.setLimit}
      />
    </AdminPage>
  );
}

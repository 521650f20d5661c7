import { useTranslation } from 'react-i18next';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { adminPath } from '../../admin-paths';
import { DateTime, NS, StatusBadge } from '../../inquiries/components/message-ui';
import { AdminPage } from '../../ui/admin-page';
import { type Column, DataTable } from '../../ui/data-table';
import { ExportCsvButton } from '../../ui/export-csv-button';
import { applyNow, FilterBar } from '../../ui/filter-bar';
import { Pagination } from '../../ui/pagination';
import { useListParams } from '../../ui/use-list-params';
import { type CarRequest, useCarRequestList } from '../api/car-requests-api';

/** "Request a car" submissions: open ones first to handle; filtered in the URL, sorted, exported. */
export function CarRequestList() {
  const { t } = useTranslation(NS);
  const list = useListParams({ sort: '-createdAt' });
  const requests = useCarRequestList(list.query);
  const columns: Column<CarRequest>[] = [
    {
      id: 'reference',
      header: t('inquiries.reference'),
      cell: (r) => (
        <Link className="messages-ref" to={adminPath('car-requests', r.id)}>
          {r.reference}
        </Link>
      ),
    },
    { id: 'createdAt', header: t('common.sent'), sortKey: 'createdAt', cell: (r) => <DateTime value={r.createdAt} /> },
    { id: 'make', header: t('carRequests.make'), sortKey: 'make', cell: (r) => r.make },
    { id: 'model', header: t('carRequests.model'), cell: (r) => [r.model, r.year].filter(Boolean).join(' ') || '—' },
    { id: 'name', header: t('common.name'), cell: (r) => r.name },
    { id: 'email', header: t('common.email'), optional: true, cell: (r) => r.email },
    { id: 'offered', header: t('carRequests.offered'), optional: true, cell: (r) => r.offeredStockId ?? '—' },
    { id: 'status', header: t('common.status'), sortKey: 'status', cell: (r) => <StatusBadge status={r.status} /> },
  ];
  return (
    <AdminPage
      title={t('carRequests.title')}
      actions={<ExportCsvButton path="/api/admin/car-requests.csv" list={list} filename="car-requests" />}
    >
      <FilterBar list={list} names={['q', 'status', 'from', 'to']} label={t('common.filters')}>
        <TextField label={t('common.q')} name="q" type="search" defaultValue={list.filters.q} />
        <SelectField
          label={t('common.status')}
          name="status"
          defaultValue={list.filters.status ?? ''}
          onChange={applyNow}
          placeholder={t('common.anyStatus')}
          options={(['open', 'handled'] as const).map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
        <TextField label={t('common.from')} name="from" type="date" defaultValue={list.filters.from} />
        <TextField label={t('common.to')} name="to" type="date" defaultValue={list.filters.to} />
      </FilterBar>
      <DataTable
        listId="car-requests"
        caption={t('carRequests.title')}
        columns={columns}
        rows={requests.data?.items}
        rowKey={(r) => r.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={requests.isFetching}
        error={requests.error}
        onRetry={() => void requests.refetch()}
      />
      <Pagination
        page={list.page}
        limit={list.limit}
        total={requests.data?.total}
        estimated={requests.data?.totalEstimated}
        onPage={list.setPage}
        onLimit={list.setLimit}
      />
    </AdminPage>
  );
}

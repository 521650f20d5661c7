import { useTranslation } from 'react-i18next';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { adminPath } from '../../admin-paths';
import { DateTime, excerpt, NS, StatusBadge } from '../../inquiries/components/message-ui';
import { AdminPage } from '../../ui/admin-page';
import { type Column, DataTable } from '../../ui/data-table';
import { ExportCsvButton } from '../../ui/export-csv-button';
import { applyNow, FilterBar } from '../../ui/filter-bar';
import { Pagination } from '../../ui/pagination';
import { useListParams } from '../../ui/use-list-params';
import { type DamageReport, useDamageReportList } from '../api/damage-reports-api';

export const DAMAGE_STATUSES = ['submitted', 'under_review', 'resolved', 'rejected'] as const;

/** Damage reports from customers: filtered in the URL (status, order or stock id, dates, text), sorted, exported. */
export function DamageReportList() {
  const { t } = useTranslation(NS);
  const list = useListParams({ sort: '-createdAt' });
  const reports = useDamageReportList(list.query);
  const columns: Column<DamageReport>[] = [
    {
      id: 'reference',
      header: t('inquiries.reference'),
      cell: (r) => (
        <Link className="messages-ref" to={adminPath('damage-reports', r.reference)}>
          {r.reference}
        </Link>
      ),
    },
    { id: 'createdAt', header: t('damage.filed'), sortKey: 'createdAt', cell: (r) => <DateTime value={r.createdAt} /> },
    { id: 'stockId', header: t('inquiries.stockId'), sortKey: 'stockId', cell: (r) => r.order.stockId },
    { id: 'car', header: t('inquiries.car'), optional: true, cell: (r) => r.order.carTitle },
    { id: 'customer', header: t('common.customer'), optional: true, cell: (r) => r.customer.name ?? r.customer.email ?? '—' },
    { id: 'description', header: t('damage.description'), optional: true, hidden: true, cell: (r) => excerpt(r.description) },
    { id: 'photos', header: t('damage.photos'), numeric: true, cell: (r) => r.photos.length },
    {
      id: 'statusChangedAt',
      header: t('damage.statusChangedAt'),
      sortKey: 'statusChangedAt',
      optional: true,
      cell: (r) => <DateTime value={r.statusChangedAt} />,
    },
    { id: 'status', header: t('common.status'), sortKey: 'status', cell: (r) => <StatusBadge status={r.status} /> },
  ];
  return (
    <AdminPage
      title={t('damage.title')}
      actions={<ExportCsvButton path="/api/admin/damage-reports.csv" list={list} filename="damage-reports" />}
    >
      <FilterBar list={list} names={['q', 'status', 'order', 'from', 'to']} label={t('common.filters')}>
        <TextField label={t('common.q')} name="q" type="search" defaultValue={list.filters.q} />
        <SelectField
          label={t('common.status')}
          name="status"
          defaultValue={list.filters.status ?? ''}
          onChange={applyNow}
          placeholder={t('common.anyStatus')}
          options={DAMAGE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
        <TextField label={t('damage.order')} name="order" defaultValue={list.filters.order} />
        <TextField label={t('common.from')} name="from" type="date" defaultValue={list.filters.from} />
        <TextField label={t('common.to')} name="to" type="date" defaultValue={list.filters.to} />
      </FilterBar>
      <DataTable
        listId="damage-reports"
        caption={t('damage.title')}
        columns={columns}
        rows={reports.data?.items}
        rowKey={(r) => r.reference}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={reports.isFetching}
        error={reports.error}
        onRetry={() => void reports.refetch()}
      />
      <Pagination
        page={list.page}
        limit={list.limit}
        total={reports.data?.total}
        estimated={reports.data?.totalEstimated}
        onPage={list.setPage}
        onLimit={list.setLimit}
      />
    </AdminPage>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { adminPath } from '../../admin-paths';
import { AdminPage } from '../../ui/admin-page';
import { type Column, DataTable } from '../../ui/data-table';
import { ExportCsvButton } from '../../ui/export-csv-button';
import { applyNow, FilterBar } from '../../ui/filter-bar';
import { Pagination } from '../../ui/pagination';
import { useListParams } from '../../ui/use-list-params';
import { type AdminInquiry, useInquiryList } from '../api/inquiries-api';
import { DateTime, excerpt, NS, StatusBadge } from './message-ui';

const STATUSES = ['pending', 'responded', 'closed'] as const;

/** Staff's inquiries: filtered in the URL (status, kind, car, dates, text), sorted, paged, exported. */
export function InquiryList() {
  const { t } = useTranslation(NS);
  const list = useListParams({ sort: '-createdAt' });
  const inquiries = useInquiryList(list.query);

  const columns: Column<AdminInquiry>[] = [
    {
      id: 'reference',
      header: t('inquiries.reference'),
      cell: (i) => (
        <Link className="messages-ref" to={adminPath('inquiries', i.reference)}>
          {i.reference}
        </Link>
      ),
    },
    { id: 'createdAt', header: t('common.sent'), sortKey: 'createdAt', cell: (i) => <DateTime value={i.createdAt} /> },
    { id: 'name', header: t('common.name'), sortKey: 'name', cell: (i) => i.name },
    { id: 'email', header: t('common.email'), optional: true, cell: (i) => i.email },
    { id: 'car', header: t('inquiries.car'), cell: (i) => i.car?.ref ?? t('inquiries.general') },
    { id: 'message', header: t('common.message'), optional: true, cell: (i) => excerpt(i.message) },
    { id: 'status', header: t('common.status'), sortKey: 'status', cell: (i) => <StatusBadge status={i.status} /> },
  ];

  return (
    <AdminPage title={t('inquiries.title')} actions={<ExportCsvButton path="/api/admin/inquiries.csv" list={list} filename="inquiries" />}>
      <FilterBar list={list} names={['q', 'status', 'general', 'car', 'from', 'to']} label={t('common.filters')}>
        <TextField label={t('common.q')} name="q" type="search" defaultValue={list.filters.q} />
        <SelectField
          label={t('common.status')}
          name="status"
          defaultValue={list.filters.status ?? ''}
          onChange={applyNow}
          placeholder={t('common.anyStatus')}
          options={STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
        <SelectField
          label={t('inquiries.kind')}
          name="general"
          defaultValue={list.filters.general ?? ''}
          onChange={applyNow}
          placeholder={t('inquiries.anyKind')}
          options={[
            { value: 'false', label: t('inquiries.aboutCar') },
            { value: 'true', label: t('inquiries.general') },
          ]}
        />
        <TextField label={t('inquiries.stockId')} name="car" defaultValue={list.filters.car} maxLength={12} />
        <TextField label={t('common.from')} name="from" type="date" defaultValue={list.filters.from} />
        <TextField label={t('common.to')} name="to" type="date" defaultValue={list.filters.to} />
      </FilterBar>
      <DataTable
        listId="inquiries"
        caption={t('inquiries.title')}
        columns={columns}
        rows={inquiries.data?.items}
        rowKey={(i) => i.reference}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={inquiries.isFetching}
        error={inquiries.error}
        onRetry={() => void inquiries.refetch()}
      />
      <Pagination
        page={list.page}
        limit={list.limit}
        total={inquiries.data?.total}
        estimated={inquiries.data?.totalEstimated}
        onPage={list.setPage}
        onLimit={list.setLimit}
      />
    </AdminPage>
  );
}

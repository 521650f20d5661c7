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
import { type ContactMessage, useContactMessageList } from '../api/contact-messages-api';

export const SUBJECTS = ['sales', 'support', 'partnership', 'other'] as const;

/** Contact us messages: new ones to read and answer; filtered in the URL, sorted, exported. */
export function ContactMessageList() {
  const { t } = useTranslation(NS);
  const list = useListParams({ sort: '-createdAt' });
  const messages = useContactMessageList(list.query);
  const columns: Column<ContactMessage>[] = [
    { id: 'createdAt', header: t('common.sent'), sortKey: 'createdAt', cell: (m) => <DateTime value={m.createdAt} /> },
    { id: 'subject', header: t('contact.subject'), sortKey: 'subject', cell: (m) => t(`contact.subjects.${m.subject}`) },
    {
      id: 'name',
      header: t('common.name'),
      cell: (m) => <Link to={adminPath('contact-messages', m.id)}>{m.name}</Link>,
    },
    { id: 'email', header: t('common.email'), optional: true, cell: (m) => m.email },
    { id: 'message', header: t('common.message'), optional: true, cell: (m) => excerpt(m.message) },
    { id: 'status', header: t('common.status'), sortKey: 'status', cell: (m) => <StatusBadge status={m.status} /> },
  ];
  return (
    <AdminPage
      title={t('contact.title')}
      actions={<ExportCsvButton path="/api/admin/contact-messages.csv" list={list} filename="contact-messages" />}
    >
      <FilterBar list={list} names={['q', 'status', 'subject', 'from', 'to']} label={t('common.filters')}>
        <TextField label={t('common.q')} name="q" type="search" defaultValue={list.filters.q} />
        <SelectField
          label={t('common.status')}
          name="status"
          defaultValue={list.filters.status ?? ''}
          onChange={applyNow}
          placeholder={t('common.anyStatus')}
          options={(['new', 'handled'] as const).map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
        <SelectField
          label={t('contact.subject')}
          name="subject"
          defaultValue={list.filters.subject ?? ''}
          onChange={applyNow}
          placeholder={t('contact.anySubject')}
          options={SUBJECTS.map((s) => ({ value: s, label: t(`contact.subjects.${s}`) }))}
        />
        <TextField label={t('common.from')} name="from" type="date" defaultValue={list.filters.from} />
        <TextField label={t('common.to')} name="to" type="date" defaultValue={list.filters.to} />
      </FilterBar>
      <DataTable
        listId="contact-messages"
        caption={t('contact.title')}
        columns={columns}
        rows={messages.data?.items}
        rowKey={(m) => m.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={messages.isFetching}
        error={messages.error}
        onRetry={() => void messages.refetch()}
      />
      <Pagination
        page={list.page}
        limit={list.limit}
        total={messages.data?.total}
        estimated={messages.data?.totalEstimated}
        onPage={list.setPage}
        onLimit={list.setLimit}
      />
    </AdminPage>
  );
}

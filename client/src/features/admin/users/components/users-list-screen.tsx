import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../../components/badge';
import { buttonClass } from '../../../../components/button';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { useFormat } from '../../../../lib/use-format';
import { useSession } from '../../../../lib/session/use-session';
import { adminPath } from '../../admin-paths';
import { AdminPage } from '../../ui/admin-page';
import { type Column, DataTable } from '../../ui/data-table';
import { ExportCsvButton } from '../../ui/export-csv-button';
import { applyNow, FilterBar } from '../../ui/filter-bar';
import { Pagination } from '../../ui/pagination';
import { useListParams } from '../../ui/use-list-params';
import { ACCOUNT_TYPES, type AdminUser, ROLES, STATUSES, useUsers } from '../api/users-api';
import { canManage } from './user-permissions';

const ROLE_TONE: Record<AdminUser['role'], BadgeTone> = { user: 'neutral', admin: 'info', superadmin: 'warning' };

export const fullName = (user: Pick<AdminUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

/** Users: filters (text, role, status, account type) in the URL, sortable columns, CSV of what is filtered. */
export function UsersListScreen() {
  const { t } = useTranslation(['admin-users', 'admin']);
  const f = useFormat();
  const role = useSession().user?.role;
  const list = useListParams({ sort: '-createdAt' });
  const users = useUsers(list.query);

  const columns: Column<AdminUser>[] = [
    {
      id: 'name',
      header: t('users.columns.name'),
      sortKey: 'name',
      cell: (u) => <Link to={adminPath('users', u.id)}>{fullName(u) || u.email}</Link>,
    },
    { id: 'email', header: t('users.columns.email'), sortKey: 'email', cell: (u) => <span dir="ltr">{u.email}</span> },
    { id: 'role', header: t('users.columns.role'), cell: (u) => <Badge tone={ROLE_TONE[u.role]}>{t(`admin:roles.${u.role}`)}</Badge> },
    {
      id: 'status',
      header: t('users.columns.status'),
      cell: (u) => <Badge tone={u.status === 'active' ? 'success' : 'danger'}>{t(`users.status.${u.status}`)}</Badge>,
    },
    { id: 'accountType', header: t('users.columns.accountType'), hidden: true, cell: (u) => t(`users.accountType.${u.accountType}`) },
    { id: 'country', header: t('users.columns.country'), optional: true, cell: (u) => (u.country ? f.country(u.country) : '—') },
    { id: 'phone', header: t('users.columns.phone'), hidden: true, cell: (u) => (u.phone ? <span dir="ltr">{u.phone}</span> : '—') },
    { id: 'createdAt', header: t('users.columns.createdAt'), sortKey: 'createdAt', optional: true, cell: (u) => f.date(u.createdAt) },
    {
      id: 'lastSignInAt',
      header: t('users.columns.lastSignInAt'),
      sortKey: 'lastSignInAt',
      optional: true,
      cell: (u) => (u.lastSignInAt ? f.date(u.lastSignInAt, { dateStyle: 'medium', timeStyle: 'short' }) : t('users.never')),
    },
  ];

  return (
    <AdminPage
      title={t('users.title')}
      actions={
        <>
          <Link to={adminPath('users', 'deleted')} className={buttonClass('secondary', 'small')}>
            {t('closures.title')}
          </Link>
          <ExportCsvButton path="/api/admin/users.csv" list={list} filename="users" />
          {canManage(role, 'user', 'create') && (
            <Link to={adminPath('users', 'new')} className={buttonClass('primary', 'small')}>
              {t('users.new')}
            </Link>
          )}
        </>
      }
    >
      <FilterBar list={list} names={['q', 'role', 'status', 'accountType']} label={t('users.filters')}>
        <TextField label={t('users.q')} name="q" type="search" defaultValue={list.filters.q} placeholder={t('users.qPlaceholder')} />
        <SelectField
          label={t('users.columns.role')}
          name="role"
          defaultValue={list.filters.role ?? ''}
          onChange={applyNow}
          placeholder={t('users.any')}
          options={ROLES.map((r) => ({ value: r, label: t(`admin:roles.${r}`) }))}
        />
        <SelectField
          label={t('users.columns.status')}
          name="status"
          defaultValue={list.filters.status ?? ''}
          onChange={applyNow}
          placeholder={t('users.any')}
          options={STATUSES.map((s) => ({ value: s, label: t(`users.status.${s}`) }))}
        />
        <SelectField
          label={t('users.columns.accountType')}
          name="accountType"
          defaultValue={list.filters.accountType ?? ''}
          onChange={applyNow}
          placeholder={t('users.any')}
          options={ACCOUNT_TYPES.map((a) => ({ value: a, label: t(`users.accountType.${a}`) }))}
        />
      </FilterBar>
      <DataTable
        listId="users"
        caption={t('users.title')}
        columns={columns}
        rows={users.data?.items}
        rowKey={(u) => u.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={users.isFetching}
        error={users.error}
        onRetry={() => void users.refetch()}
      />
      <Pagination
        page={list.page}
        limit={list.limit}
        total={users.data?.total}
        estimated={users.data?.totalEstimated}
        onPage={list.setPage}
        onLimit={list.setLimit}
      />
    </AdminPage>
  );
}

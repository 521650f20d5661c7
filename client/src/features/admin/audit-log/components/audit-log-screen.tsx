import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useStaff } from '../../users/api/users-api';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../audit-actions';
import { type AuditEntry, useAuditLog } from '../api/audit-log-api';
import { diffEntry, showValue } from './audit-diff';

const known = (list: readonly string[], value: string) => list.includes(value);

/** The back-office page a target opens on, by the id the audit log keeps for it (a list where it has no page). */
const TARGET_PAGES: Record<string, (id: string) => string> = {
  user: (id) => adminPath('users', id),
  make: (slug) => adminPath('makes', slug),
  car: (stockId) => adminPath('cars', stockId),
  order: (id) => adminPath('orders', id),
  shipment: (id) => adminPath('shipments', id),
  review: (id) => adminPath('reviews', id),
  inquiry: (reference) => adminPath('inquiries', reference),
  car_request: (id) => adminPath('car-requests', id),
  contact_message: (id) => adminPath('contact-messages', id),
  damage_report: (reference) => adminPath('damage-reports', reference),
  insurance_claim: (id) => adminPath('insurance-claims', id),
  blog_post: (id) => adminPath('blog', id),
  content_page: (slug) => adminPath('pages', slug),
  office: (id) => adminPath('offices', id),
  support_agent: (id) => adminPath('support-agents', id),
  faq_category: () => adminPath('faq'),
  faq_item: () => adminPath('faq'),
  exchange_rate: () => adminPath('exchange-rates'),
  freight_rate: () => adminPath('price-tables'),
  price_charge: () => adminPath('price-tables'),
  inspection_fee: () => adminPath('price-tables'),
  import_rule: () => adminPath('import-rules'),
};

/** Where a target opens in the back office; none for what was deleted or has no screen. */
function targetPath(entry: AuditEntry): string | null {
  if (entry.action.endsWith('.delete') && !entry.targetType.startsWith('faq_')) return null;
  return TARGET_PAGES[entry.targetType]?.(entry.targetId) ?? null;
}

/** Before → after of each changed field, as a list a person reads (roles, statuses and types in words). */
export function AuditDiff({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(['admin-users', 'admin']);
  const changes = diffEntry(entry.before, entry.after);
  if (changes.length === 0) return <span>—</span>;
  const show = (field: string, value: unknown): string => {
    if (typeof value === 'string') {
      if (field === 'role') return t(`admin:roles.${value}`, { defaultValue: value });
      if (field === 'status') return t(`users.status.${value}`, { defaultValue: value });
      if (field === 'accountType') return t(`users.accountType.${value}`, { defaultValue: value });
    }
    if (field === 'changedFields' && Array.isArray(value)) {
      return value.map((name) => t(`audit.fields.${String(name)}`, { defaultValue: String(name) })).join(', ');
    }
    if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
    return showValue(value);
  };
  return (
    <ul className="audit-diff" aria-label={t('audit.changes')}>
      {changes.map((change) => (
        <li key={change.field}>
          <span className="audit-diff__field">{t(`audit.fields.${change.field}`, { defaultValue: change.field })}</span>:{' '}
          {change.kind !== 'added' && (
            <>
              <del className="audit-diff__before">
                <bdi>{show(change.field, change.before)}</bdi>
              </del>
              <span className="audit-diff__arrow" aria-label={t('audit.becomes')}>
                →
              </span>
            </>
          )}
          {change.kind === 'removed' ? (
            <span>{t('audit.removed')}</span>
          ) : (
            <ins className="audit-diff__after">
              <bdi>{show(change.field, change.after)}</bdi>
            </ins>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The audit log (superadmin only): filters by actor, action, target and dates; each entry's before and after. */
export function AuditLogScreen() {
  const { t } = useTranslation(['admin-users', 'admin']);
  const f = useFormat();
  const list = useListParams({ sort: '-createdAt' });
  const entries = useAuditLog(list.query);
  const staff = useStaff();
  const staffById = useMemo(() => new Map((staff.data ?? []).map((s) => [s.id, s])), [staff.data]);
  const actionLabel = (action: string) => (known(AUDIT_ACTIONS, action) ? t(`audit.actions.${action.replace('.', '_')}`) : action);
  const typeLabel = (type: string) => (known(AUDIT_TARGET_TYPES, type) ? t(`audit.types.${type}`) : type);
  // With a target kind chosen, the action filter offers that kind's actions only.
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
  const actionOptions = AUDIT_ACTIONS.filter((a) => !list.filters.targetType || a.startsWith(`${list.filters.targetType}.`))
    .map((a) => ({ value: a, label: actionLabel(a) }))
    .sort(byLabel);

  const columns: Column<AuditEntry>[] = [
    {
      id: 'createdAt',
      header: t('audit.columns.time'),
      sortKey: 'createdAt',
      cell: (e) => <time dateTime={e.createdAt}>{f.date(e.createdAt, { dateStyle: 'medium', timeStyle: 'medium' })}</time>,
    },
    {
      id: 'actor',
      header: t('audit.columns.actor'),
      cell: (e) => {
        if (!e.actorId) return t('audit.system');
        const who = staffById.get(e.actorId);
        const role = e.actorRole ? t(`admin:roles.${e.actorRole}`, { defaultValue: e.actorRole }) : '';
        return (
          <>
            {who ? (
              <Link to={adminPath('users', who.id)}>{`${who.firstName} ${who.lastName}`.trim() || who.email}</Link>
            ) : (
              <span className="audit-id">{e.actorId}</span>
            )}
            {role && <div className="audit-role">{role}</div>}
          </>
        );
      },
    },
    { id: 'action', header: t('audit.columns.action'), cell: (e) => actionLabel(e.action) },
    {
      id: 'target',
      header: t('audit.columns.target'),
      cell: (e) => {
        const path = targetPath(e);
        const type = typeLabel(e.targetType);
        return (
          <>
            <div>{type}</div>
            {path ? (
              <Link to={path} className="audit-id">
                {e.targetId}
              </Link>
            ) : (
              <span className="audit-id">{e.targetId}</span>
            )}
          </>
        );
      },
    },
    { id: 'changes', header: t('audit.columns.changes'), cell: (e) => <AuditDiff entry={e} /> },
    {
      id: 'requestId',
      header: t('audit.columns.requestId'),
      hidden: true,
      cell: (e) => <span className="audit-id">{e.requestId ?? '—'}</span>,
    },
  ];

  return (
    <AdminPage title={t('audit.title')} actions={<ExportCsvButton path="/api/admin/audit-log.csv" list={list} filename="audit-log" />}>
      <FilterBar list={list} names={['actorId', 'action', 'targetType', 'targetId', 'from', 'to']} label={t('audit.filters')}>
        <SelectField
          label={t('audit.columns.actor')}
          name="actorId"
          defaultValue={list.filters.actorId ?? ''}
          onChange={applyNow}
          placeholder={t('audit.anyone')}
          options={(staff.data ?? []).map((s) => ({ value: s.id, label: `${s.firstName} ${s.lastName} (${s.email})` }))}
        />
        <SelectField
          label={t('audit.columns.action')}
          name="action"
          defaultValue={list.filters.action ?? ''}
          onChange={applyNow}
          placeholder={t('audit.anyAction')}
          options={[
            ...actionOptions,
            ...(list.filters.action && !actionOptions.some((o) => o.value === list.filters.action)
              ? [{ value: list.filters.action, label: actionLabel(list.filters.action) }]
              : []),
          ]}
        />
        <SelectField
          label={t('audit.targetType')}
          name="targetType"
          defaultValue={list.filters.targetType ?? ''}
          onChange={applyNow}
          placeholder={t('audit.anyType')}
          options={[
            ...AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: typeLabel(type) })).sort(byLabel),
            ...(list.filters.targetType && !known(AUDIT_TARGET_TYPES, list.filters.targetType)
              ? [{ value: list.filters.targetType, label: list.filters.targetType }]
              : []),
          ]}
        />
        <TextField label={t('audit.targetId')} name="targetId" dir="ltr" defaultValue={list.filters.targetId} />
        <TextField label={t('audit.from')} name="from" type="date" defaultValue={list.filters.from} />
        <TextField label={t('audit.to')} name="to" type="date" defaultValue={list.filters.to} />
      </FilterBar>
      <DataTable
        listId="audit-log"
        caption={t('audit.title')}
        columns={columns}
        rows={entries.data?.items}
        rowKey={(e) => e.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={entries.isFetching}
        error={entries.error}
        onRetry={() => void entries.refetch()}
      />
      <Pagination
        page={list.page}
        limit={list.limit}
        total={entries.data?.total}
        estimated={entries.data?.totalEstimated}
        onPage={list.setPage}
        onLimit={list.setLimit}
      />
    </AdminPage>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router';
import { Badge, type BadgeTone } from '../../../../components/badge';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/dialog';
import { ErrorState } from '../../../../components/error-state';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { Skeleton } from '../../../../components/skeleton';
import { TextField } from '../../../../components/text-field';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { useFormat } from '../../../../lib/use-format';
import { adminPath } from '../../admin-paths';
import AdminNotFound from '../../shell/admin-not-found';
import { AdminPage, AdminSection, Facts } from '../../ui/admin-page';
import { DataTable, type Column } from '../../ui/data-table';
import { ExportCsvButton } from '../../ui/export-csv-button';
import { applyNow, FilterBar } from '../../ui/filter-bar';
import { Pagination } from '../../ui/pagination';
import { useListParams } from '../../ui/use-list-params';
import { TextArea } from '../../reviews/components/text-area';
import { CLAIM_STATUSES, useAdminClaim, useAdminClaims, useDecideClaim, type AdminClaim, type ClaimStatus } from '../api/claims-admin-api';
import '../../reviews/reviews.css';

const NS = 'admin-reviews';

export const CLAIM_TONES: Record<ClaimStatus, BadgeTone> = { filed: 'warning', approved: 'info', rejected: 'danger', paid: 'success' };
const STEP_TONES: Record<string, BadgeTone> = { done: 'success', current: 'info', pending: 'neutral', refused: 'danger' };

/** Insurance claims (issue 12): the list, and one claim — approve with the payout, reject with a reason, record the refund. */
export default function InsuranceClaimsRoute() {
  return (
    <Routes>
      <Route index element={<ClaimListScreen />} />
      <Route path=":id" element={<ClaimScreen />} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}

function ClaimStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(NS);
  return <Badge tone={CLAIM_TONES[status as ClaimStatus] ?? 'neutral'}>{t(`claims.status.${status}`)}</Badge>;
}

function ClaimListScreen() {
  const { t } = useTranslation(NS);
  const { date, money } = useFormat();
  const list = useListParams({ sort: '-createdAt' });
  const claims = useAdminClaims(list.query);

  const columns: Column<AdminClaim>[] = [
    { id: 'createdAt', header: t('claims.columns.filed'), sortKey: 'createdAt', cell: (c) => date(c.createdAt) },
    { id: 'status', header: t('claims.columns.status'), cell: (c) => <ClaimStatusBadge status={c.status} /> },
    {
      id: 'order',
      header: t('claims.columns.order'),
      cell: (c) => (
        <Link to={adminPath('insurance-claims', c.id)}>
          {c.order.stockId} · {c.order.carTitle}
        </Link>
      ),
    },
    {
      id: 'customer',
      header: t('claims.columns.customer'),
      cell: (c) => (c.customer.id ? (c.customer.name ?? c.customer.email ?? '—') : t('claims.deletedCustomer')),
    },
    {
      id: 'amountClaimed',
      header: t('claims.columns.claimed'),
      sortKey: 'amountClaimed',
      numeric: true,
      cell: (c) => money(c.amountClaimed),
    },
    { id: 'payout', header: t('claims.columns.payout'), numeric: true, optional: true, cell: (c) => (c.payout ? money(c.payout) : '—') },
    {
      id: 'damageFoundOn',
      header: t('claims.columns.damageFound'),
      sortKey: 'damageFoundOn',
      optional: true,
      cell: (c) => date(c.damageFoundOn),
    },
    {
      id: 'decidedAt',
      header: t('claims.columns.decided'),
      sortKey: 'decidedAt',
      hidden: true,
      cell: (c) => (c.decidedAt ? date(c.decidedAt) : '—'),
    },
  ];

  return (
    <AdminPage
      title={t('claims.title')}
      actions={<ExportCsvButton path="/api/admin/insurance/claims.csv" list={list} filename="insurance-claims" />}
    >
      <FilterBar list={list} names={['q', 'status', 'from', 'to']} label={t('claims.filters')}>
        <TextField label={t('claims.q')} name="q" type="search" defaultValue={list.filters.q} placeholder={t('claims.qHint')} />
        <SelectField
          label={t('claims.columns.status')}
          name="status"
          defaultValue={list.filters.status ?? ''}
          onChange={applyNow}
          placeholder={t('any')}
          options={CLAIM_STATUSES.map((s) => ({ value: s, label: t(`claims.status.${s}`) }))}
        />
        <TextField label={t('claims.from')} name="from" type="date" defaultValue={list.filters.from} />
        <TextField label={t('claims.to')} name="to" type="date" defaultValue={list.filters.to} />
      </FilterBar>
      <DataTable
        listId="admin-insurance-claims"
        caption={t('claims.title')}
        columns={columns}
        rows={claims.data?.items}
        rowKey={(c) => c.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={claims.isFetching}
        error={claims.error}
        onRetry={() => void claims.refetch()}
      />
      <Pagination
        page={list.page}
        limit={list.limit}
        total={claims.data?.total}
        estimated={claims.data?.totalEstimated}
        onPage={list.setPage}
        onLimit={list.setLimit}
      />
    </AdminPage>
  );
}

type Dialog = 'approve' | 'reject' | 'pay' | null;

function ClaimScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation(NS);
  const { date, money } = useFormat();
  const claim = useAdminClaim(id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const back = { to: adminPath('insurance-claims'), label: t('claims.back') };

  if (claim.error) {
    return (
      <AdminPage title={t('claims.one')} back={back}>
        <ErrorState error={claim.error} onRetry={() => void claim.refetch()} />
      </AdminPage>
    );
  }
  if (!claim.data) {
    return (
      <AdminPage title={t('claims.one')} back={back}>
        <Skeleton blockSize="320px" />
      </AdminPage>
    );
  }
  const c = claim.data;
  const at = (value: string | null) => (value ? date(value) : null);

  return (
    <AdminPage
      title={t('claims.heading', { stockId: c.order.stockId })}
      back={back}
      subtitle={
        <>
          <ClaimStatusBadge status={c.status} /> {c.order.carTitle} · {t('claims.filedOn', { date: date(c.createdAt) })}
        </>
      }
      actions={
        <>
          {/* The claim machine says what may happen next (nextStatuses): the screen does not decide it. */}
          {c.nextStatuses.includes('approved') && (
            <Button size="small" onClick={() => setDialog('approve')}>
              {t('claims.approve')}
            </Button>
          )}
          {c.nextStatuses.includes('rejected') && (
            <Button size="small" variant="danger" onClick={() => setDialog('reject')}>
              {t('claims.reject')}
            </Button>
          )}
          {c.nextStatuses.includes('paid') && (
            <Button size="small" onClick={() => setDialog('pay')}>
              {t('claims.pay')}
            </Button>
          )}
        </>
      }
    >
      <div className="admin-review">
        <AdminSection title={t('claims.damage')}>
          <p className="admin-review__description">{c.description}</p>
          <Facts
            items={[
              [t('claims.columns.damageFound'), date(c.damageFoundOn)],
              [t('claims.columns.claimed'), money(c.amountClaimed)],
              [t('claims.repairEstimate'), c.repairEstimate ? money(c.repairEstimate) : null],
              [t('claims.cover'), money(c.cover)],
              [t('claims.columns.payout'), c.payout ? money(c.payout) : null],
              [t('claims.repairCost'), c.repairCost ? money(c.repairCost) : null],
              [t('claims.rejectionReason'), c.rejectionReason],
              [
                t('claims.damageReport'),
                c.damageReportReference ? (
                  <Link to={adminPath('damage-reports', c.damageReportReference)}>
                    {t('claims.damageReportLink', { reference: c.damageReportReference })}
                  </Link>
                ) : (
                  t('claims.noDamageReport')
                ),
              ],
            ]}
          />
        </AdminSection>
        <AdminSection title={t('claims.orderAndCustomer')}>
          <Facts
            items={[
              [t('claims.columns.order'), <Link to={adminPath('orders', c.order.id)}>{`${c.order.stockId} · ${c.order.carTitle}`}</Link>],
              [t('claims.columns.customer'), c.customer.id ? c.customer.name : t('claims.deletedCustomer')],
              [t('claims.email'), c.customer.email ? <a href={`mailto:${c.customer.email}`}>{c.customer.email}</a> : null],
              [t('claims.columns.decided'), at(c.decidedAt)],
              [t('claims.paidAt'), at(c.paidAt)],
            ]}
          />
        </AdminSection>
      </div>
      <div className="admin-review">
        <AdminSection title={t('claims.steps')}>
          <ol className="admin-claim-steps">
            {c.steps.map((s) => (
              <li key={s.key}>
                <Badge tone={STEP_TONES[s.state] ?? 'neutral'}>{t(`claims.stepState.${s.state}`)}</Badge>
                <span>
                  {s.step}. {t(`claims.step.${s.key}`)}
                </span>
                {s.at && <span>· {date(s.at)}</span>}
                {s.amount && <span>· {money(s.amount)}</span>}
              </li>
            ))}
          </ol>
        </AdminSection>
        <AdminSection title={t('claims.history')}>
          <ol className="admin-claim-events">
            {c.events.map((e, i) => (
              <li key={`${e.kind}-${i}`}>
                <strong>{t(`claims.event.${e.kind}`)}</strong> · {date(e.at, { dateStyle: 'medium', timeStyle: 'short' })}
                {e.actorRole && ` · ${t(`claims.role.${e.actorRole}`, { defaultValue: e.actorRole })}`}
                {e.amount && ` · ${money(e.amount)}`}
                {e.note && <div>{e.note}</div>}
              </li>
            ))}
          </ol>
        </AdminSection>
      </div>
      <DecisionDialog claim={c} kind={dialog} onClose={() => setDialog(null)} />
    </AdminPage>
  );
}

/** The confirmation of a decision, saying what happens; its fields and the API's refusals inside it. */
function DecisionDialog({ claim, kind, onClose }: { claim: AdminClaim; kind: Dialog; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const { money } = useFormat();
  const errorText = useErrorText();
  const decide = useDecideClaim(claim.id);
  const [assessed, setAssessed] = useState(claim.amountClaimed.amount);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const labels = { assessedDamage: t('claims.assessed'), note: t('claims.note'), reason: t('claims.reason') };
  const fieldErrors = decide.error ? errorText.fields(decide.error, labels) : {};
  const formError = decide.error && Object.keys(fieldErrors).length === 0 ? errorText.message(decide.error) : null;

  const close = () => {
    decide.reset();
    setNote('');
    setReason('');
    onClose();
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (kind === 'approve') decide.mutate({ kind, assessedDamage: assessed.trim() || undefined, note: note || null }, { onSuccess: close });
    if (kind === 'reject') decide.mutate({ kind, reason }, { onSuccess: close });
    if (kind === 'pay') decide.mutate({ kind, note: note || null }, { onSuccess: close });
  };

  return (
    <ConfirmDialog
      open={kind !== null}
      title={kind ? t(`claims.confirm.${kind}.title`) : ''}
      confirmLabel={kind ? t(`claims.confirm.${kind}.action`) : undefined}
      danger={kind === 'reject'}
      busy={decide.isPending}
      onCancel={close}
      onConfirm={() => submit()}
    >
      {kind && (
        <form className="admin-dialog-form" onSubmit={submit} noValidate>
          <p>
            {t(`claims.confirm.${kind}.body`, {
              cover: money(claim.cover),
              payout: claim.payout ? money(claim.payout) : '',
              email: claim.customer.email ?? '',
            })}
          </p>
          {kind === 'approve' && (
            <TextField
              label={labels.assessedDamage}
              name="assessedDamage"
              inputMode="decimal"
              value={assessed}
              onChange={(e) => setAssessed(e.target.value)}
              hint={t('claims.assessedHint', { claimed: money(claim.amountClaimed), cover: money(claim.cover) })}
              error={fieldErrors.assessedDamage}
            />
          )}
          {kind === 'reject' && (
            <TextArea
              label={labels.reason}
              name="reason"
              required
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxChars={1000}
              error={fieldErrors.reason}
            />
          )}
          {kind !== 'reject' && (
            <TextArea
              label={labels.note}
              name="note"
              rows={2}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxChars={1000}
              error={fieldErrors.note}
            />
          )}
          {formError && (
            <p className="field__error" role="alert">
              {formError}
            </p>
          )}
        </form>
      )}
    </ConfirmDialog>
  );
}

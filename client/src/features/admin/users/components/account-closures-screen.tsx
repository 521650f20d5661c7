import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../../components/badge';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/dialog';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { useFormat } from '../../../../lib/use-format';
import { AdminPage } from '../../ui/admin-page';
import { type Column, DataTable } from '../../ui/data-table';
import { applyNow, FilterBar } from '../../ui/filter-bar';
import { useFormErrors } from '../../ui/form-actions';
import { Pagination } from '../../ui/pagination';
import { useListParams } from '../../ui/use-list-params';
import {
  type AccountClosure,
  REFUND_STATUSES,
  type RefundStatus,
  useAccountClosures,
  useRecordClosureRefund,
} from '../api/account-closures-api';

const REFUND_TONE: Record<RefundStatus, BadgeTone> = { due: 'warning', refunded: 'success', not_due: 'neutral' };

/**
 * Deleted accounts (issue 24 §6): what each deletion settled — reservations cancelled, bids withdrawn, orders kept for
 * the books — and the refunds the company owes, due first. "Record refund" is offered where the closure's refund
 * machine allows it (nextStatuses), never decided here.
 */
export function AccountClosuresScreen() {
  const { t } = useTranslation('admin-users');
  const f = useFormat();
  const list = useListParams({ sort: '-closedAt' });
  const closures = useAccountClosures(list.query);
  const [refunding, setRefunding] = useState<AccountClosure | null>(null);

  const columns: Column<AccountClosure>[] = [
    {
      id: 'closedAt',
      header: t('closures.columns.closedAt'),
      cell: (c) => f.date(c.closedAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    { id: 'cause', header: t('closures.columns.cause'), cell: (c) => t(`closures.cause.${c.cause}`) },
    {
      id: 'settled',
      header: t('closures.columns.settled'),
      cell: (c) => (
        <ul className="closure-settled">
          <li>{t('closures.settledReservations', { count: c.cancelledReservations.length })}</li>
          <li>{t('closures.settledBids', { count: c.bidsWithdrawn })}</li>
          <li>{t('closures.settledOrders', { count: c.ordersKept })}</li>
        </ul>
      ),
    },
    {
      id: 'owed',
      header: t('closures.columns.owed'),
      cell: (c) =>
        [
          BigInt(c.auctionDepositJpy) > 0n ? f.money({ amount: c.auctionDepositJpy, currency: 'JPY' }) : null,
          Number(c.ordersRefund.amount) > 0 ? f.money(c.ordersRefund) : null,
        ]
          .filter(Boolean)
          .join(' + ') || '—',
    },
    {
      id: 'contact',
      header: t('closures.columns.contact'),
      cell: (c) =>
        c.contact ? (
          <>
            {c.contact.name}
            <br />
            <bdi dir="ltr">{c.contact.email}</bdi>
          </>
        ) : (
          '—'
        ),
    },
    {
      id: 'refundStatus',
      header: t('closures.columns.refundStatus'),
      cell: (c) => <Badge tone={REFUND_TONE[c.refundStatus]}>{t(`closures.refundStatus.${c.refundStatus}`)}</Badge>,
    },
    {
      id: 'actions',
      header: t('closures.columns.actions'),
      cell: (c) =>
        c.nextStatuses.includes('refunded') ? (
          <Button size="small" onClick={() => setRefunding(c)}>
            {t('closures.record')}
          </Button>
        ) : c.refundReference ? (
          <bdi dir="ltr">{c.refundReference}</bdi>
        ) : null,
    },
  ];

  return (
    <AdminPage title={t('closures.title')} subtitle={t('closures.intro')}>
      <FilterBar list={list} names={['refundStatus']} label={t('closures.filters')}>
        <SelectField
          label={t('closures.columns.refundStatus')}
          name="refundStatus"
          defaultValue={list.filters.refundStatus ?? ''}
          onChange={applyNow}
          placeholder={t('users.any')}
          options={REFUND_STATUSES.map((s) => ({ value: s, label: t(`closures.refundStatus.${s}`) }))}
        />
      </FilterBar>
      <DataTable
        listId="account-closures"
        caption={t('closures.title')}
        columns={columns}
        rows={closures.data?.items}
        rowKey={(c) => c.id}
        loading={closures.isFetching}
        error={closures.error}
        onRetry={() => void closures.refetch()}
      />
      <Pagination page={list.page} limit={list.limit} total={closures.data?.total} onPage={list.setPage} onLimit={list.setLimit} />
      {refunding && <RefundDialog closure={refunding} onClose={() => setRefunding(null)} />}
    </AdminPage>
  );
}

function RefundDialog({ closure, onClose }: { closure: AccountClosure; onClose: () => void }) {
  const { t } = useTranslation('admin-users');
  const f = useFormat();
  const record = useRecordClosureRefund();
  const [bankReference, setBankReference] = useState('');
  const [note, setNote] = useState('');
  const labels = { bankReference: t('closures.bankReference'), note: t('closures.note') };
  const { errors, formError } = useFormErrors(record.error, labels);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    record.mutate({ id: closure.id, bankReference, note: note.trim() || null }, { onSuccess: onClose });
  };
  const owed = [
    BigInt(closure.auctionDepositJpy) > 0n ? f.money({ amount: closure.auctionDepositJpy, currency: 'JPY' }) : null,
    Number(closure.ordersRefund.amount) > 0 ? f.money(closure.ordersRefund) : null,
  ]
    .filter(Boolean)
    .join(' + ');
  return (
    <ConfirmDialog
      open
      title={t('closures.recordTitle')}
      confirmLabel={t('closures.record')}
      busy={record.isPending}
      onConfirm={() => submit()}
      onCancel={onClose}
    >
      <p>{t('closures.recordText', { amount: owed, name: closure.contact?.name ?? '' })}</p>
      {closure.depositReferences.length > 0 && (
        <p>
          {t('closures.depositReferences')} <bdi dir="ltr">{closure.depositReferences.join(', ')}</bdi>
        </p>
      )}
      {BigInt(closure.auctionOwedJpy) > 0n && (
        <p className="field__hint">{t('closures.owedNote', { amount: f.money({ amount: closure.auctionOwedJpy, currency: 'JPY' }) })}</p>
      )}
      <form onSubmit={submit}>
        <TextField
          label={labels.bankReference}
          name="bankReference"
          required
          value={bankReference}
          error={errors.bankReference}
          onChange={(event) => setBankReference(event.target.value)}
        />
        <TextField label={labels.note} name="note" value={note} error={errors.note} onChange={(event) => setNote(event.target.value)} />
      </form>
      {formError && (
        <p className="field__error" role="alert">
          {formError}
        </p>
      )}
    </ConfirmDialog>
  );
}

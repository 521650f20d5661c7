import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/badge';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { adminPath } from '../../admin-paths';
import { type Payment, usePayments } from '../../orders/api/admin-orders-api';
import { PAYMENT_CURRENCIES } from '../../orders/components/order-payments';
import { orderNumber, useSalesFormat } from '../../orders/components/sales-format';
import { AdminPage } from '../../ui/admin-page';
import { type Column, DataTable } from '../../ui/data-table';
import { ExportCsvButton } from '../../ui/export-csv-button';
import { applyNow, FilterBar } from '../../ui/filter-bar';
import { Pagination } from '../../ui/pagination';
import { useListParams } from '../../ui/use-list-params';

const FILTERS = ['customer', 'bankReference', 'currency', 'status', 'unallocated', 'from', 'to'];

/** Recorded, or voided — with who voided it, when and why, under the badge. */
export function PaymentStatusBadge({ payment, details = true }: { payment: Pick<Payment, 'status' | 'voided'>; details?: boolean }) {
  const { t } = useTranslation('admin-orders');
  const f = useSalesFormat();
  if (payment.status !== 'voided' || !payment.voided) return <Badge tone="success">{t('payments.statuses.recorded')}</Badge>;
  const v = payment.voided;
  return (
    <>
      <Badge tone="neutral">{t('payments.statuses.voided')}</Badge>
      {details && (
        <span className="sales-void-note">
          {t('payments.voidedBy', { who: v.byName ?? '—', time: f.dateTime(v.at), reason: v.reason })}
        </span>
      )}
    </>
  );
}

/** A voided payment's money, struck through: it stays visible, it no longer counts. */
function Struck({ payment, children }: { payment: Pick<Payment, 'status'>; children: ReactNode }) {
  return payment.status === 'voided' ? <s className="sales-struck">{children}</s> : <>{children}</>;
}

/** Transfers received: filters in the URL, sort, CSV; each links to its page and to the orders it was put towards. */
export function PaymentListScreen() {
  const { t } = useTranslation('admin-orders');
  const f = useSalesFormat();
  const list = useListParams({ sort: '-recordedAt' });
  const payments = usePayments(list.query);

  const columns: Column<Payment>[] = [
    { id: 'valueDate', header: t('payments.valueDate'), sortKey: 'valueDate', cell: (p) => f.date(p.valueDate) },
    {
      id: 'bankReference',
      header: t('payments.bankReference'),
      sortKey: 'bankReference',
      cell: (p) => <Link to={adminPath('payments', p.id)}>{p.bankReference}</Link>,
    },
    { id: 'status', header: t('payments.status'), cell: (p) => <PaymentStatusBadge payment={p} /> },
    { id: 'customer', header: t('orders.customer'), cell: (p) => p.customer?.name ?? t('orders.deletedCustomer') },
    {
      id: 'received',
      header: t('payments.received'),
      numeric: true,
      optional: true,
      cell: (p) => <Struck payment={p}>{f.money({ amount: p.received.amount, currency: p.received.currency })}</Struck>,
    },
    {
      id: 'rate',
      header: t('payments.ratePerUsd'),
      numeric: true,
      optional: true,
      hidden: true,
      cell: (p) => (p.received.currency === 'USD' ? '—' : `${p.exchangeRate} ${p.received.currency}`),
    },
    {
      id: 'amount',
      header: t('payments.amountUsd'),
      sortKey: 'amount',
      numeric: true,
      cell: (p) => <Struck payment={p}>{f.money(p.amount)}</Struck>,
    },
    { id: 'unallocated', header: t('payments.unallocatedColumn'), numeric: true, cell: (p) => f.money(p.unallocated) },
    {
      id: 'orders',
      header: t('payments.orders'),
      cell: (p) =>
        p.allocations.length === 0
          ? '—'
          : p.allocations.map((a, i) => (
              <span key={`${a.orderId}-${i}`}>
                {i > 0 && ', '}
                <Link to={adminPath('orders', a.orderId)}>
                  {orderNumber(a.orderId)} ({a.stockId})
                </Link>
              </span>
            )),
    },
    { id: 'recordedAt', header: t('payments.recordedAt'), sortKey: 'recordedAt', optional: true, cell: (p) => f.dateTime(p.recordedAt) },
  ];

  return (
    <AdminPage title={t('payments.listTitle')} actions={<ExportCsvButton path="/api/admin/payments.csv" list={list} filename="payments" />}>
      <p className="sales-hint">{t('payments.listHint')}</p>
      <FilterBar list={list} names={FILTERS} label={t('payments.filters')}>
        <TextField label={t('orders.customerSearch')} name="customer" defaultValue={list.filters.customer} />
        <TextField label={t('payments.bankReference')} name="bankReference" defaultValue={list.filters.bankReference} />
        <SelectField
          label={t('payments.currency')}
          name="currency"
          defaultValue={list.filters.currency ?? ''}
          onChange={applyNow}
          placeholder={t('payments.anyCurrency')}
          options={PAYMENT_CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
        <SelectField
          label={t('payments.status')}
          name="status"
          defaultValue={list.filters.status ?? ''}
          onChange={applyNow}
          placeholder={t('payments.anyStatus')}
          options={[
            { value: 'recorded', label: t('payments.statuses.recorded') },
            { value: 'voided', label: t('payments.statuses.voided') },
          ]}
        />
        <SelectField
          label={t('payments.allocation')}
          name="unallocated"
          defaultValue={list.filters.unallocated ?? ''}
          onChange={applyNow}
          placeholder={t('payments.anyAllocation')}
          options={[
            { value: 'true', label: t('payments.withMoneyLeft') },
            { value: 'false', label: t('payments.fullyAllocated') },
          ]}
        />
        <TextField label={t('payments.from')} name="from" type="date" defaultValue={list.filters.from} />
        <TextField label={t('payments.to')} name="to" type="date" defaultValue={list.filters.to} />
      </FilterBar>
      <DataTable
        listId="admin-payments"
        caption={t('payments.listTitle')}
        columns={columns}
        rows={payments.data?.items}
        rowKey={(p) => p.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={payments.isFetching}
        error={payments.error}
        onRetry={() => void payments.refetch()}
      />
      <Pagination
        page={list.page}
        limit={list.limit}
        total={payments.data?.total}
        estimated={payments.data?.totalEstimated}
        onPage={list.setPage}
        onLimit={list.setLimit}
      />
    </AdminPage>
  );
}

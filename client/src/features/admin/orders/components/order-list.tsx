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
import { type AdminOrderSummary, useAdminOrders } from '../api/admin-orders-api';
import { OrderStatusBadge, orderNumber, useSalesFormat } from './sales-format';

export const ORDER_STATUSES = ['reserved', 'deposit_paid', 'paid', 'shipped', 'arrived', 'cancelled'] as const;
const FILTERS = ['orderNumber', 'customer', 'stockId', 'status', 'port', 'from', 'to', 'expiresBefore'];

/** Every customer's orders: filters in the URL, server sort and paging, CSV of what is filtered. */
export function OrderListScreen() {
  const { t } = useTranslation('admin-orders');
  const f = useSalesFormat();
  const list = useListParams({ sort: '-reservedAt' });
  const orders = useAdminOrders(list.query);

  const columns: Column<AdminOrderSummary>[] = [
    {
      id: 'number',
      header: t('orders.number'),
      cell: (o) => <Link to={adminPath('orders', o.id)}>{orderNumber(o.id)}</Link>,
    },
    { id: 'stockId', header: t('orders.stockId'), sortKey: 'stockId', cell: (o) => o.car.stockId },
    { id: 'car', header: t('orders.car'), optional: true, cell: (o) => o.car.title },
    { id: 'customer', header: t('orders.customer'), cell: (o) => o.customer?.name ?? t('orders.deletedCustomer') },
    { id: 'status', header: t('orders.status'), sortKey: 'status', cell: (o) => <OrderStatusBadge status={o.status} /> },
    { id: 'total', header: t('orders.total'), sortKey: 'total', numeric: true, cell: (o) => f.money(o.payment.total) },
    { id: 'paid', header: t('orders.paid'), numeric: true, optional: true, cell: (o) => `${o.payment.percent}%` },
    {
      id: 'destination',
      header: t('orders.destination'),
      optional: true,
      cell: (o) => `${o.destinationPort}, ${o.destinationCountry}`,
    },
    { id: 'reservedAt', header: t('orders.reservedAt'), sortKey: 'reservedAt', cell: (o) => f.dateTime(o.reservedAt) },
    {
      id: 'expiresAt',
      header: t('orders.holdEnds'),
      sortKey: 'expiresAt',
      optional: true,
      cell: (o) => (o.expiresAt ? (o.holdPaused ? t('orders.holdPaused') : f.dateTime(o.expiresAt)) : '—'),
    },
  ];

  return (
    <AdminPage title={t('orders.title')} actions={<ExportCsvButton path="/api/admin/orders.csv" list={list} filename="orders" />}>
      <FilterBar list={list} names={FILTERS} label={t('orders.filters')}>
        <TextField label={t('orders.orderNumber')} name="orderNumber" defaultValue={list.filters.orderNumber} />
        <TextField label={t('orders.customerSearch')} name="customer" defaultValue={list.filters.customer} />
        <TextField label={t('orders.stockId')} name="stockId" defaultValue={list.filters.stockId} />
        <SelectField
          label={t('orders.status')}
          name="status"
          defaultValue={list.filters.status ?? ''}
          onChange={applyNow}
          placeholder={t('orders.anyStatus')}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <TextField label={t('orders.port')} name="port" defaultValue={list.filters.port} />
        <TextField label={t('orders.from')} name="from" type="date" defaultValue={list.filters.from} />
        <TextField label={t('orders.to')} name="to" type="date" defaultValue={list.filters.to} />
        <TextField label={t('orders.expiresBefore')} name="expiresBefore" type="date" defaultValue={list.filters.expiresBefore} />
      </FilterBar>
      <DataTable
        listId="admin-orders"
        caption={t('orders.title')}
        columns={columns}
        rows={orders.data?.items}
        rowKey={(o) => o.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={orders.isFetching}
        error={orders.error}
        onRetry={() => void orders.refetch()}
      />
      <Pagination
        page={list.page}
        limit={list.limit}
        total={orders.data?.total}
        estimated={orders.data?.totalEstimated}
        onPage={list.setPage}
        onLimit={list.setLimit}
      />
    </AdminPage>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../../components/button';
import { Checkbox } from '../../../../components/checkbox';
import { ConfirmDialog } from '../../../../components/dialog';
import { ErrorState } from '../../../../components/error-state';
import { buttonClass } from '../../../../components/button';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { Skeleton } from '../../../../components/skeleton';
import { TextField } from '../../../../components/text-field';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { useLocalizedNavigate } from '../../../../lib/i18n/use-language';
import { adminPath } from '../../admin-paths';
import {
  type AdminShipment,
  type CreateShipment,
  type Shipment,
  useAdminOrders,
  useAssignOrders,
  useCreateShipment,
  useShipment,
  useRemoveShipmentOrder,
  useShipments,
  useUpdateShipment,
} from '../../orders/api/admin-orders-api';
import { TrackingEventForm } from '../../orders/components/order-shipping';
import { OrderStatusBadge, orderNumber, ShipmentStatusBadge, useSalesFormat } from '../../orders/components/sales-format';
import { AdminPage, AdminSection, Facts } from '../../ui/admin-page';
import { type Column, DataTable } from '../../ui/data-table';
import { ExportCsvButton } from '../../ui/export-csv-button';
import { applyNow, FilterBar } from '../../ui/filter-bar';
import { Pagination } from '../../ui/pagination';
import { useListParams } from '../../ui/use-list-params';
import { changedFields, ShipmentForm, SHIPPING_METHODS, valuesOf } from './shipment-form';

const FILTERS = ['vessel', 'port', 'status', 'method', 'departureFrom', 'departureTo'];
const STATES = ['scheduled', 'sailing', 'arrived'] as const;
const SHIPPABLE = ['deposit_paid', 'paid', 'shipped', 'arrived'];

export function ShipmentListScreen() {
  const { t } = useTranslation('admin-orders');
  const f = useSalesFormat();
  const list = useListParams({ sort: '-departureDate' });
  const shipments = useShipments(list.query);
  const columns: Column<Shipment>[] = [
    {
      id: 'vessel',
      header: t('shipments.field.vessel'),
      sortKey: 'vessel',
      cell: (s) => <Link to={adminPath('shipments', s.id)}>{`${s.vessel} ${s.voyageNumber}`}</Link>,
    },
    {
      id: 'port',
      header: t('shipments.field.destinationPort'),
      sortKey: 'destinationPort',
      cell: (s) => `${s.destinationPort}, ${s.destinationCountry}`,
    },
    { id: 'method', header: t('shipments.field.method'), optional: true, cell: (s) => t(`method.${s.method}`) },
    { id: 'departure', header: t('shipments.field.departureDate'), sortKey: 'departureDate', cell: (s) => f.date(s.departureDate) },
    { id: 'arrival', header: t('shipments.field.arrivalDate'), sortKey: 'arrivalDate', cell: (s) => f.date(s.arrivalDate) },
    { id: 'status', header: t('shipments.status'), cell: (s) => <ShipmentStatusBadge status={s.status} /> },
    { id: 'orders', header: t('shipments.orderCount'), numeric: true, cell: (s) => s.orderCount },
  ];
  return (
    <AdminPage
      title={t('shipments.title')}
      actions={
        <>
          <Link className={buttonClass('primary', 'small')} to={adminPath('shipments', 'new')}>
            {t('shipments.new')}
          </Link>
          <ExportCsvButton path="/api/admin/shipments.csv" list={list} filename="shipments" />
        </>
      }
    >
      <FilterBar list={list} names={FILTERS} label={t('shipments.filters')}>
        <TextField label={t('shipments.vesselSearch')} name="vessel" defaultValue={list.filters.vessel} />
        <TextField label={t('shipments.field.destinationPort')} name="port" defaultValue={list.filters.port} />
        <SelectField
          label={t('shipments.status')}
          name="status"
          defaultValue={list.filters.status ?? ''}
          onChange={applyNow}
          placeholder={t('shipments.anyStatus')}
          options={STATES.map((s) => ({ value: s, label: t(`shipmentStatus.${s}`) }))}
        />
        <SelectField
          label={t('shipments.field.method')}
          name="method"
          defaultValue={list.filters.method ?? ''}
          onChange={applyNow}
          placeholder={t('shipments.anyMethod')}
          options={SHIPPING_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
        />
        <TextField label={t('shipments.departureFrom')} name="departureFrom" type="date" defaultValue={list.filters.departureFrom} />
        <TextField label={t('shipments.departureTo')} name="departureTo" type="date" defaultValue={list.filters.departureTo} />
      </FilterBar>
      <DataTable
        listId="admin-shipments"
        caption={t('shipments.title')}
        columns={columns}
        rows={shipments.data?.items}
        rowKey={(s) => s.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={shipments.isFetching}
        error={shipments.error}
        onRetry={() => void shipments.refetch()}
      />
      <Pagination
        page={list.page}
        limit={list.limit}
        total={shipments.data?.total}
        estimated={shipments.data?.totalEstimated}
        onPage={list.setPage}
        onLimit={list.setLimit}
      />
    </AdminPage>
  );
}

export function NewShipmentScreen() {
  const { t } = useTranslation('admin-orders');
  const navigate = useLocalizedNavigate();
  const create = useCreateShipment();
  return (
    <AdminPage title={t('shipments.new')} back={{ to: adminPath('shipments'), label: t('shipments.title') }}>
      <AdminSection title={t('shipments.details')}>
        <ShipmentForm
          initial={valuesOf()}
          submitLabel={t('shipments.create')}
          busy={create.isPending}
          error={create.error}
          onSubmit={(v) =>
            create.mutate({ ...v, invoiceNumber: v.invoiceNumber || null, invoiceDate: v.invoiceDate || null } as CreateShipment, {
              onSuccess: (s) => navigate(adminPath('shipments', s.id)),
            })
          }
        />
      </AdminSection>
    </AdminPage>
  );
}

export function ShipmentScreen() {
  const { t } = useTranslation('admin-orders');
  const { id = '' } = useParams();
  const shipment = useShipment(id);
  const back = { to: adminPath('shipments'), label: t('shipments.title') };
  if (shipment.error || !shipment.data) {
    return (
      <AdminPage title={t('shipments.one')} back={back}>
        {shipment.error ? <ErrorState error={shipment.error} onRetry={() => void shipment.refetch()} /> : <Skeleton blockSize="20rem" />}
      </AdminPage>
    );
  }
  const s = shipment.data;
  return (
    <AdminPage title={`${s.vessel} ${s.voyageNumber}`} back={back} subtitle={<ShipmentStatusBadge status={s.status} />}>
      <ShipmentSummary shipment={s} />
      <AdminSection title={t('shipments.ordersTitle', { count: s.orders.length })}>
        {s.orders.length === 0 ? <p>{t('shipments.noOrders')}</p> : <OnBoard shipment={s} />}
        <AssignOrders shipment={s} />
      </AdminSection>
      {s.orders.length > 0 && (
        <AdminSection title={t('shipments.trackingAll')}>
          <p className="sales-hint">{t('shipments.trackingAllHint', { count: s.orders.length })}</p>
          <TrackingEventForm orderIds={s.orders.map((o) => o.id)} />
        </AdminSection>
      )}
    </AdminPage>
  );
}

/** The orders on board, each with a way off the ship (asked first). */
function OnBoard({ shipment }: { shipment: AdminShipment }) {
  const { t } = useTranslation('admin-orders');
  const errorText = useErrorText();
  const remove = useRemoveShipmentOrder();
  const [leaving, setLeaving] = useState<AdminShipment['orders'][number] | null>(null);
  return (
    <>
      <ul className="sales-list">
        {shipment.orders.map((o) => (
          <li key={o.id} className="sales-copy">
            <span>
              <Link to={adminPath('orders', o.id)}>{orderNumber(o.id)}</Link> · {o.stockId} · {o.title}{' '}
              <OrderStatusBadge status={o.status} />
            </span>
            <Button size="small" variant="ghost" onClick={() => setLeaving(o)}>
              {t('shipments.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={leaving !== null}
        title={t('shipments.removeTitle')}
        confirmLabel={t('shipments.remove')}
        danger
        busy={remove.isPending}
        onConfirm={() => leaving && remove.mutate({ id: shipment.id, orderId: leaving.id }, { onSuccess: () => setLeaving(null) })}
        onCancel={() => {
          setLeaving(null);
          remove.reset();
        }}
      >
        {leaving && (
          <p>{t('shipments.removeBody', { number: orderNumber(leaving.id), stockId: leaving.stockId, vessel: shipment.vessel })}</p>
        )}
        {remove.error !== null && (
          <p className="field__error" role="alert">
            {errorText.message(remove.error)}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}

function ShipmentSummary({ shipment: s }: { shipment: AdminShipment }) {
  const { t } = useTranslation('admin-orders');
  const f = useSalesFormat();
  const update = useUpdateShipment();
  const [editing, setEditing] = useState(false);
  return (
    <AdminSection
      title={t('shipments.details')}
      actions={
        <Button size="small" variant="secondary" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          {editing ? t('shipments.closeEdit') : t('shipments.edit')}
        </Button>
      }
    >
      {editing ? (
        <ShipmentForm
          initial={valuesOf(s)}
          submitLabel={t('shipments.save')}
          busy={update.isPending}
          error={update.error}
          onSubmit={(v) => {
            const body = changedFields(valuesOf(s), v);
            if (Object.keys(body).length === 0) return setEditing(false);
            update.mutate({ id: s.id, body }, { onSuccess: () => setEditing(false) });
          }}
        />
      ) : (
        <Facts
          items={[
            [t('shipments.field.destinationPort'), `${s.destinationPort}, ${s.destinationCountry}`],
            [t('shipments.field.method'), `${t(`method.${s.method}`)} · ${t(`freight.${s.freightTerms}`)}`],
            [t('shipments.field.departureDate'), f.date(s.departureDate)],
            [t('shipments.field.arrivalDate'), f.date(s.arrivalDate)],
            [t('shipments.field.invoiceNumber'), s.invoiceNumber ? `${s.invoiceNumber} · ${f.date(s.invoiceDate)}` : '—'],
          ]}
        />
      )}
    </AdminSection>
  );
}

/** Orders not yet on a ship, bound for this port, with the deposit in: tick and assign. */
function AssignOrders({ shipment }: { shipment: AdminShipment }) {
  const { t } = useTranslation('admin-orders');
  const errorText = useErrorText();
  const [port, setPort] = useState(shipment.destinationPort);
  const candidates = useAdminOrders({ unassigned: 'true', port, limit: 100, sort: 'reservedAt' });
  const assign = useAssignOrders();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const rows = (candidates.data?.items ?? []).filter((o) => SHIPPABLE.includes(o.status));
  return (
    <form
      className="sales-block"
      aria-label={t('shipments.assign')}
      onSubmit={(e) => {
        e.preventDefault();
        if (selected.size > 0) assign.mutate({ id: shipment.id, orderIds: [...selected] }, { onSuccess: () => setSelected(new Set()) });
      }}
    >
      <h3>{t('shipments.assign')}</h3>
      <TextField label={t('shipments.candidatesPort')} value={port} onChange={(e) => setPort(e.target.value)} />
      {rows.length === 0 ? (
        <p>{t('shipments.noCandidates')}</p>
      ) : (
        <fieldset className="sales-candidates">
          <legend className="visually-hidden">{t('shipments.candidates')}</legend>
          {rows.map((o) => (
            <Checkbox
              key={o.id}
              checked={selected.has(o.id)}
              onChange={(e) => {
                const next = new Set(selected);
                if (e.target.checked) next.add(o.id);
                else next.delete(o.id);
                setSelected(next);
              }}
              label={`${orderNumber(o.id)} · ${o.car.stockId} · ${o.car.title} · ${o.customer?.name ?? ''} · ${t(`status.${o.status}`)}`}
            />
          ))}
        </fieldset>
      )}
      {assign.error !== null && (
        <p className="field__error" role="alert">
          {errorText.message(assign.error)}
        </p>
      )}
      <Button type="submit" size="small" disabled={selected.size === 0} busy={assign.isPending}>
        {t('shipments.assignButton', { count: selected.size })}
      </Button>
    </form>
  );
}

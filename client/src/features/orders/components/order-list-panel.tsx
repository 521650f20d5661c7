import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/badge';
import { Button, buttonClass } from '../../../components/button';
import { ConfirmDialog } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { lastPage, Pager } from '../../../components/pager';
import { Skeleton } from '../../../components/skeleton';
import { Tabs } from '../../../components/tabs';
import { TextField } from '../../../components/text-field';
import { useErrorText } from '../../../lib/i18n/error-text';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import { LIST_LIMIT, useCancelOrder, useOrderList, type OrderListKind, type OrderSummary } from '../api/orders-api';
import { HoldDeadline } from './deadline';
import { PaymentProgress } from './payment-progress';
import { RemittanceUpload } from './remittance-upload';
import '../orders.css';

/** The filters of each list (the server's RESERVED_FILTERS and PURCHASED_FILTERS). */
const FILTERS: Record<OrderListKind, readonly string[]> = {
  reserved: ['all', 'in_transit', 'reserved'],
  purchased: ['all', 'in_transit', 'purchased'],
};

export const STATUS_TONES: Record<string, BadgeTone> = {
  reserved: 'warning',
  deposit_paid: 'info',
  paid: 'success',
  shipped: 'info',
  arrived: 'success',
  cancelled: 'danger',
};

export function OrderStatus({ status }: { status: string }) {
  const { t } = useTranslation('orders');
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{t(`status.${status}`, { defaultValue: status })}</Badge>;
}

function OrderCard({ order, kind, onCancel }: { order: OrderSummary; kind: OrderListKind; onCancel: () => void }) {
  const { t } = useTranslation('orders');
  const f = useFormat();
  const open = order.status === 'reserved' || order.status === 'deposit_paid';
  return (
    <li className="card order-card">
      <div className="order-card__head">
        {order.car.thumbnailUrl ? (
          <img className="order-card__thumb" src={order.car.thumbnailUrl} alt="" width={120} height={90} loading="lazy" />
        ) : (
          <span className="order-card__thumb" aria-hidden="true" />
        )}
        <div className="order-card__title">
          <h3>
            <bdi>{order.car.title}</bdi>
          </h3>
          <p className="muted">
            {t('list.stockId')} <strong className="order-card__ref">{order.car.stockId}</strong>
          </p>
          <OrderStatus status={order.status} />
        </div>
      </div>
      <dl className="order-card__facts">
        <div>
          <dt>{t('list.reservedAt')}</dt>
          <dd>{f.date(order.reservedAt, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        </div>
        <div>
          <dt>{t('list.terms')}</dt>
          <dd>
            {order.tradeTerms} · {t(`method.${order.shippingMethod}`, { defaultValue: order.shippingMethod })}
          </dd>
        </div>
        <div>
          <dt>{t('list.destination')}</dt>
          <dd>
            {order.destinationPort}, {f.country(order.destinationCountry)}
          </dd>
        </div>
      </dl>
      {order.status === 'reserved' && order.expiresAt && (
        <HoldDeadline deadline={order.expiresAt} paused={order.holdPaused} securityDeposit={order.auctionBidId !== null} />
      )}
      <PaymentProgress payment={order.payment} />
      {kind === 'reserved' && open && !order.payment.fullyPaid && <RemittanceUpload order={order} />}
      <div className="form-actions order-card__actions">
        <Link
          className={buttonClass('secondary')}
          to={paths.order(order.id)}
          aria-label={t('list.openLabel', { stockId: order.car.stockId })}
        >
          {t('list.open')}
        </Link>
        {kind === 'purchased' && (
          <Link
            className={buttonClass('ghost')}
            to={paths.damageReport({ order: order.id })}
            aria-label={t('list.reportDamageLabel', { stockId: order.car.stockId })}
          >
            {t('list.reportDamage')}
          </Link>
        )}
        {/* A won auction car is bought already: only staff can undo it. */}
        {order.status === 'reserved' && order.auctionBidId === null && (
          <Button
            variant="ghost"
            className="btn--danger-text"
            onClick={onCancel}
            aria-label={t('cancel.label', { stockId: order.car.stockId })}
          >
            {t('cancel.action')}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * Reserved Vehicles or Purchased Vehicles (spec §2, §4): the filter tabs, the search by stock id and reservation dates
 * (all in the URL), each order with its deadline and countdown, payment progress, the remittance upload and cancel.
 */
export function OrderListPanel({ kind }: { kind: OrderListKind }) {
  const { t } = useTranslation(['orders', 'profile']);
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const filters = {
    status: FILTERS[kind].includes(params.get('status') ?? '') ? params.get('status')! : 'all',
    stockId: params.get('stockId') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const list = useOrderList(kind, filters);
  const cancel = useCancelOrder();
  const [cancelling, setCancelling] = useState<OrderSummary | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [search, setSearch] = useState({ stockId: filters.stockId, from: filters.from, to: filters.to });
  const titleId = `orders-${kind}-title`;

  const go = (next: Partial<typeof filters>) => {
    const merged = { ...filters, page: 1, ...next };
    const query: Record<string, string> = {};
    if (merged.status !== 'all') query.status = merged.status;
    if (merged.stockId) query.stockId = merged.stockId.trim();
    if (merged.from) query.from = merged.from;
    if (merged.to) query.to = merged.to;
    if (merged.page > 1) query.page = String(merged.page);
    setParams(query);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(search);
  };
  const clear = () => {
    setSearch({ stockId: '', from: '', to: '' });
    go({ stockId: '', from: '', to: '' });
  };

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () => {
        setNotice(t('cancel.done', { stockId: cancelling.car.stockId }));
        setCancelling(null);
      },
      onError: (error) => setCancelError(errorText.message(error)),
    });
  };

  let body;
  if (list.isError) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data)
    body = (
      <ul className="order-list" aria-busy="true">
        {[0, 1].map((i) => (
          <li key={i} className="card order-card">
            <Skeleton inlineSize="60%" blockSize="1.5rem" />
            <Skeleton blockSize="8rem" />
          </li>
        ))}
      </ul>
    );
  else if (list.data.items.length === 0) body = <EmptyState />;
  else {
    const last = lastPage(list.data.total, LIST_LIMIT);
    body = (
      <>
        <p className="muted">{t('list.count', { count: list.data.total })}</p>
        <ul className="order-list">
          {list.data.items.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              kind={kind}
              onCancel={() => {
                setCancelError(null);
                setCancelling(order);
              }}
            />
          ))}
        </ul>
        <Pager
          t={t}
          keys="list."
          page={filters.page}
          last={last}
          onPage={(to) => go({ ...filters, page: to })}
          className="form-actions order-pages"
        />
      </>
    );
  }

  return (
    <section className="profile-panel orders-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`profile:tabs.${kind}`)}</h2>
      <p className="profile-panel__intro">{t(`list.intro.${kind}`)}</p>
      <form className="order-search" role="search" onSubmit={submit} aria-label={t('list.search')}>
        <TextField
          name="stockId"
          label={t('list.stockIdSearch')}
          autoComplete="off"
          maxLength={12}
          value={search.stockId}
          onChange={(event) => setSearch((s) => ({ ...s, stockId: event.target.value }))}
        />
        <TextField
          name="from"
          type="date"
          label={t('list.from')}
          value={search.from}
          onChange={(event) => setSearch((s) => ({ ...s, from: event.target.value }))}
        />
        <TextField
          name="to"
          type="date"
          label={t('list.to')}
          value={search.to}
          onChange={(event) => setSearch((s) => ({ ...s, to: event.target.value }))}
        />
        <div className="form-actions order-search__actions">
          <Button type="submit">{t('list.searchButton')}</Button>
          <Button variant="ghost" onClick={clear}>
            {t('list.clear')}
          </Button>
        </div>
      </form>
      {notice && (
        <p className="order-notice" role="status">
          {notice}
        </p>
      )}
      <Tabs
        label={t('list.filter')}
        items={FILTERS[kind].map((id) => ({ id, label: t(`filter.${id}`) }))}
        selected={filters.status}
        onSelect={(status) => go({ status })}
      >
        {body}
      </Tabs>
      <ConfirmDialog
        open={cancelling !== null}
        title={t('cancel.title')}
        confirmLabel={t('cancel.confirm')}
        danger
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      >
        {cancelling && <p>{t('cancel.text', { stockId: cancelling.car.stockId })}</p>}
        {cancelError && (
          <p className="field__error" role="alert">
            {cancelError}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}

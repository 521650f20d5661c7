import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../../components/button';
import { Link } from '../../../../components/link';
import { ConfirmDialog } from '../../../../components/dialog';
import { ErrorState } from '../../../../components/error-state';
import { Skeleton } from '../../../../components/skeleton';
import { TextField } from '../../../../components/text-field';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { formatCountry } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n/use-language';
import { OrderPriceLines } from '../../../orders/components/order-price';
import { adminPath } from '../../admin-paths';
import { AdminPage, AdminSection, Facts } from '../../ui/admin-page';
import { type AdminOrder, useAdminOrder, useChangeOrderStatus, useExtendHold } from '../api/admin-orders-api';
import { OrderInvoice } from './order-invoice';
import { OrderPayments } from './order-payments';
import { OrderShipping } from './order-shipping';
import { OrderTimeline } from './order-timeline';
import { OrderStatusBadge, orderNumber, useSalesFormat } from './sales-format';

/** One order: summary, what staff may do with it now, payments, shipping documents and tracking, its timeline. */
export function OrderScreen() {
  const { t } = useTranslation('admin-orders');
  const { id = '' } = useParams();
  const order = useAdminOrder(id);
  const back = { to: adminPath('orders'), label: t('orders.title') };

  if (order.error) {
    return (
      <AdminPage title={t('order.title', { number: orderNumber(id) })} back={back}>
        <ErrorState error={order.error} onRetry={() => void order.refetch()} />
      </AdminPage>
    );
  }
  if (!order.data) {
    return (
      <AdminPage title={t('order.title', { number: orderNumber(id) })} back={back}>
        <Skeleton blockSize="20rem" />
      </AdminPage>
    );
  }
  const o = order.data;
  return (
    <AdminPage
      title={t('order.title', { number: orderNumber(o.id) })}
      back={back}
      subtitle={
        <>
          <OrderStatusBadge status={o.status} /> {o.car.title} · {o.car.stockId}
        </>
      }
    >
      <div className="sales-grid">
        <OrderSummary order={o} />
        <OrderActions order={o} />
      </div>
      {/* The lines it was priced with (issue 24): the landed-price engine's snapshot, kept on the order. */}
      <AdminSection title={t('order.price')}>
        <OrderPriceLines price={o.price} terms={o.tradeTerms} />
      </AdminSection>
      <OrderPayments order={o} />
      <OrderShipping order={o} />
      <OrderInvoice orderId={o.id} />
      <OrderTimeline orderId={o.id} />
    </AdminPage>
  );
}

function OrderSummary({ order: o }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const f = useSalesFormat();
  const language = useLanguage();
  const won = o.auctionBidId !== null;
  return (
    <AdminSection title={t('order.summary')}>
      <Facts
        items={[
          [
            t('orders.customer'),
            o.customer ? (
              <>
                {o.customer.name} · <a href={`mailto:${o.customer.email}`}>{o.customer.email}</a>
              </>
            ) : (
              t('orders.deletedCustomer')
            ),
          ],
          [t('orders.car'), `${o.car.title} (${o.car.stockId})`],
          [t('order.terms'), `${o.tradeTerms} · ${t(`method.${o.shippingMethod}`, { defaultValue: o.shippingMethod })}`],
          [t('orders.destination'), `${o.destinationPort}, ${formatCountry(o.destinationCountry, language)}`],
          [t('order.consignee'), o.consignee.consigneeName],
          [t('orders.total'), f.money(o.price.total)],
          [t('order.paid'), `${f.money(o.payment.allocated)} (${o.payment.percent}%)`],
          [t('order.balance'), f.money(o.payment.balance)],
          [won ? t('order.securityDeposit') : t('order.deposit'), f.money(o.payment.depositRequired)],
          [t('orders.reservedAt'), f.dateTime(o.reservedAt)],
          [
            won ? t('order.securityDue') : t('orders.holdEnds'),
            o.expiresAt ? `${f.dateTime(o.expiresAt)}${o.holdPaused ? ` · ${t('orders.holdPaused')}` : ''}` : '—',
          ],
          // A won auction car's order: bought already, so it never expires; its bid is on the customer's auction account.
          ...(won && o.customer
            ? [[t('order.auction'), <Link to={adminPath('auction-accounts', o.customer.id)}>{t('order.wonAtAuction')}</Link>] as const]
            : []),
        ]}
      />
    </AdminSection>
  );
}

/** The moves staff make by hand: extend the hold (while reserved), ship, arrive, cancel (with a reason). */
function OrderActions({ order: o }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const errorText = useErrorText();
  const extend = useExtendHold();
  const change = useChangeOrderStatus();
  const [confirm, setConfirm] = useState<'cancelled' | 'shipped' | 'arrived' | null>(null);
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('2');
  const [holdReason, setHoldReason] = useState('');
  const holdErrors = errorText.fields(extend.error, { businessDays: t('order.days'), reason: t('order.reason') });
  // The API's order state machine says which moves staff may make now.
  const canShip = o.nextStatuses.includes('shipped');
  const canArrive = o.nextStatuses.includes('arrived');
  const canCancel = o.nextStatuses.includes('cancelled');

  const run = () => {
    if (!confirm) return;
    change.mutate({ id: o.id, status: confirm, ...(confirm === 'cancelled' ? { reason } : {}) }, { onSuccess: () => setConfirm(null) });
  };

  return (
    <AdminSection title={t('order.actions')}>
      {o.status === 'reserved' && (
        <form
          className="admin-form"
          aria-label={t('order.extendHold')}
          onSubmit={(e) => {
            e.preventDefault();
            extend.mutate({ id: o.id, businessDays: Number(days), reason: holdReason }, { onSuccess: () => setHoldReason('') });
          }}
        >
          <TextField
            label={t('order.days')}
            type="number"
            min={1}
            max={10}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            error={holdErrors.businessDays}
            required
          />
          <div className="admin-form__wide">
            <TextField
              label={t('order.reason')}
              value={holdReason}
              onChange={(e) => setHoldReason(e.target.value)}
              error={holdErrors.reason}
              required
            />
          </div>
          <div className="admin-form__actions">
            <Button type="submit" size="small" busy={extend.isPending}>
              {t('order.extendHold')}
            </Button>
            {extend.isSuccess && <span role="status">{t('order.holdExtended')}</span>}
          </div>
        </form>
      )}
      <div className="sales-actions">
        {canShip && (
          <Button size="small" variant="secondary" onClick={() => setConfirm('shipped')}>
            {t('order.markShipped')}
          </Button>
        )}
        {canArrive && (
          <Button size="small" variant="secondary" onClick={() => setConfirm('arrived')}>
            {t('order.markArrived')}
          </Button>
        )}
        {canCancel && (
          <Button size="small" variant="danger" onClick={() => setConfirm('cancelled')}>
            {t('order.cancel')}
          </Button>
        )}
        {o.nextStatuses.length === 0 && o.status !== 'reserved' && <p>{t('order.noMoves')}</p>}
      </div>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? t(`order.confirm.${confirm}.title`) : ''}
        confirmLabel={confirm ? t(`order.confirm.${confirm}.button`) : undefined}
        danger={confirm === 'cancelled'}
        busy={change.isPending}
        onConfirm={run}
        onCancel={() => {
          setConfirm(null);
          change.reset();
        }}
      >
        {confirm && <p>{t(`order.confirm.${confirm}.body`, { car: o.car.title, stockId: o.car.stockId })}</p>}
        {confirm === 'cancelled' && (
          <TextField
            label={t('order.cancelReason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={errorText.fields(change.error, { reason: t('order.cancelReason') }).reason}
            required
          />
        )}
        {change.error !== null && confirm !== 'cancelled' && (
          <p className="field__error" role="alert">
            {errorText.message(change.error)}
          </p>
        )}
      </ConfirmDialog>
    </AdminSection>
  );
}

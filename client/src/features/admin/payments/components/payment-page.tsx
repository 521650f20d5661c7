import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/dialog';
import { ErrorState } from '../../../../components/error-state';
import { Link } from '../../../../components/link';
import { Skeleton } from '../../../../components/skeleton';
import { TextField } from '../../../../components/text-field';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { adminPath } from '../../admin-paths';
import { OrderStatusBadge, orderNumber, useSalesFormat } from '../../orders/components/sales-format';
import { AdminPage, AdminSection, Facts } from '../../ui/admin-page';
import { downloadFile } from '../../ui/download';
import { type PaymentDetail, type PaymentHistoryEntry, type PaymentVoidEffect, usePayment, useVoidPayment } from '../api/payments-api';
import { PaymentStatusBadge } from './payment-list';
import { rateDifference } from './rate-math';

/**
 * One payment (issue 24): what was received and at what rate, the orders it was put towards (links), the remittance
 * copies of those orders, its audit history, and — while it is recorded — voiding it, with a reason and a preview of
 * what the void does to each order. A payment is never edited: a wrong one is voided and entered again.
 */
export function PaymentScreen() {
  const { t } = useTranslation('admin-orders');
  const { id = '' } = useParams();
  const payment = usePayment(id);
  const back = { to: adminPath('payments'), label: t('payments.listTitle') };
  const [voiding, setVoiding] = useState(false);

  if (payment.error || !payment.data) {
    return (
      <AdminPage title={t('payment.title', { reference: '' })} back={back}>
        {payment.error ? <ErrorState error={payment.error} onRetry={() => void payment.refetch()} /> : <Skeleton blockSize="20rem" />}
      </AdminPage>
    );
  }
  const p = payment.data;
  const canVoid = p.nextStatuses.includes('voided');
  return (
    <AdminPage
      title={t('payment.title', { reference: p.bankReference })}
      back={back}
      subtitle={
        <>
          <PaymentStatusBadge payment={p} details={false} /> {p.customer?.name ?? t('orders.deletedCustomer')}
        </>
      }
      actions={
        canVoid && (
          <Button variant="danger" size="small" onClick={() => setVoiding(true)}>
            {t('payment.void')}
          </Button>
        )
      }
    >
      <PaymentSummary payment={p} />
      <PaymentOrders payment={p} />
      <PaymentRemittanceCopies payment={p} />
      <PaymentHistory payment={p} />
      <VoidDialog payment={p} open={voiding} onClose={() => setVoiding(false)} />
    </AdminPage>
  );
}

function PaymentSummary({ payment: p }: { payment: PaymentDetail }) {
  const { t } = useTranslation('admin-orders');
  const f = useSalesFormat();
  const foreign = p.received.currency !== 'USD';
  const difference = foreign && p.referenceRate ? rateDifference(p.exchangeRate, p.referenceRate) : null;
  const signed = (d: string) => (d.startsWith('-') ? d : `+${d}`);
  return (
    <AdminSection title={t('payment.summary')}>
      <Facts
        items={[
          [t('orders.customer'), p.customer ? `${p.customer.name} · ${p.customer.email}` : t('orders.deletedCustomer')],
          [t('payments.received'), <span className={p.voided ? 'sales-struck' : undefined}>{f.money(p.received)}</span>],
          ...(foreign
            ? ([
                [t('payments.ratePerUsd'), t('payment.rateValue', { rate: p.exchangeRate, currency: p.received.currency })],
                [
                  t('payment.dayRate'),
                  p.referenceRate
                    ? `${t('payment.rateValue', { rate: p.referenceRate, currency: p.received.currency })}${
                        difference ? ` · ${t('payments.difference', { percent: signed(difference) })}` : ''
                      }`
                    : t('payment.noDayRate'),
                ],
              ] as const)
            : []),
          ...(p.rateReason ? ([[t('payments.rateReason'), p.rateReason]] as const) : []),
          [t('payments.amountUsd'), <span className={p.voided ? 'sales-struck' : undefined}>{f.money(p.amount)}</span>],
          [t('payment.allocated'), f.money(p.allocated)],
          [t('payments.unallocatedColumn'), f.money(p.unallocated)],
          [t('payments.valueDate'), f.date(p.valueDate)],
          [t('payments.bankReference'), p.bankReference],
          [t('payments.note'), p.note ?? '—'],
          [t('payments.recordedAt'), `${f.dateTime(p.recordedAt)}${p.recorder?.name ? ` · ${p.recorder.name}` : ''}`],
          ...(p.voided
            ? ([
                [t('payment.voidedAt'), `${f.dateTime(p.voided.at)}${p.voided.byName ? ` · ${p.voided.byName}` : ''}`],
                [t('payment.voidReason'), p.voided.reason],
              ] as const)
            : []),
        ]}
      />
      {p.voided && <p className="sales-hint">{t('payment.voidedHint')}</p>}
    </AdminSection>
  );
}

/** The orders it was put towards: links, their state now, and this payment's part (struck through once voided). */
function PaymentOrders({ payment: p }: { payment: PaymentDetail }) {
  const { t } = useTranslation('admin-orders');
  const f = useSalesFormat();
  const orders = new Map(p.orders.map((o) => [o.id, o]));
  return (
    <AdminSection title={t('payment.orders')}>
      {p.allocations.length === 0 ? (
        <p>{t('payment.noAllocations')}</p>
      ) : (
        <div className="sales-table-scroll" role="region" aria-label={t('payment.orders')} tabIndex={0}>
          <table className="sales-table">
            <caption className="visually-hidden">{t('payment.orders')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col">{t('orders.status')}</th>
                <th scope="col">{t('payments.amount')}</th>
                <th scope="col">{t('payments.allocatedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {p.allocations.map((a, i) => {
                const order = orders.get(a.orderId);
                return (
                  <tr key={`${a.orderId}-${i}`} className={a.voidedAt ? 'sales-voided' : undefined}>
                    <td>
                      <Link to={adminPath('orders', a.orderId)}>{orderNumber(a.orderId)}</Link>
                      <span className="sales-void-note">
                        {order?.carTitle ?? ''} ({a.stockId})
                      </span>
                    </td>
                    <td>{order && <OrderStatusBadge status={order.status} />}</td>
                    <td className="numeric">
                      <span className={a.voidedAt ? 'sales-struck' : undefined}>{f.money(a.amount)}</span>
                    </td>
                    <td>
                      {f.dateTime(a.allocatedAt)}
                      {a.voidedAt && <span className="sales-void-note">{t('payments.voidedOn', { date: f.dateTime(a.voidedAt) })}</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </AdminSection>
  );
}

/** The customer's remittance copies on those orders: the proof of the transfer this payment settles. */
function PaymentRemittanceCopies({ payment: p }: { payment: PaymentDetail }) {
  const { t } = useTranslation('admin-orders');
  const f = useSalesFormat();
  return (
    <AdminSection title={t('remittance.title')}>
      {p.remittanceCopies.length === 0 ? (
        <p>{t('payment.noRemittanceCopies')}</p>
      ) : (
        <ul className="sales-list">
          {p.remittanceCopies.map((c) => (
            <li key={c.id} className="sales-copy">
              <span>
                <Link to={adminPath('orders', c.orderId)}>{orderNumber(c.orderId)}</Link> ({c.stockId}) · {f.dateTime(c.uploadedAt)} ·{' '}
                {t(`remittance.status.${c.status}`, { defaultValue: c.status })}
                {c.reviewNote ? ` · ${c.reviewNote}` : ''}
              </span>
              <Button
                size="small"
                variant="ghost"
                onClick={() =>
                  void downloadFile(`/api/admin/orders/${c.orderId}/remittance-copies/${c.id}/file`, {}, `remittance-${c.id.slice(0, 8)}`)
                }
              >
                {t('remittance.view')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

/** Its audit entries, oldest first: recorded (at what rate, confirmed why), allocated, voided (why). */
function PaymentHistory({ payment: p }: { payment: PaymentDetail }) {
  const { t } = useTranslation('admin-orders');
  const f = useSalesFormat();
  const detail = (e: PaymentHistoryEntry): string => {
    const after = (e.after ?? {}) as Record<string, unknown>;
    const text = (key: string) => (typeof after[key] === 'string' ? (after[key] as string) : '');
    if (e.action === 'payment.record')
      return [
        p.received.currency === 'USD' ? '' : t('payment.rateValue', { rate: p.exchangeRate, currency: p.received.currency }),
        text('rateReason'),
      ]
        .filter(Boolean)
        .join(' · ');
    if (e.action === 'payment.allocate') {
      const orderId = text('orderId');
      return t('payment.history.allocatedTo', {
        amount: f.money({ amount: text('amount'), currency: 'USD' }),
        order: orderId ? orderNumber(orderId) : '—',
      });
    }
    if (e.action === 'payment.void') return text('reason');
    return '';
  };
  return (
    <AdminSection title={t('payment.historyTitle')}>
      <ol className="sales-timeline">
        {p.history.map((e, i) => (
          <li key={`${e.at}-${i}`} className="sales-timeline__item">
            <time dateTime={e.at}>{f.dateTime(e.at)}</time>
            <div>
              <p className="sales-timeline__title">
                {t(`payment.history.${e.action.replace('.', '_')}`, { defaultValue: e.action })}
                {e.actor ? ` · ${e.actor.name ?? e.actor.id}` : ''}
              </p>
              {detail(e) && <p className="sales-timeline__detail">{detail(e)}</p>}
            </div>
          </li>
        ))}
      </ol>
    </AdminSection>
  );
}

/** What the void will do to one order, as the API previews it. */
function VoidEffectLine({ effect: e }: { effect: PaymentVoidEffect }) {
  const { t } = useTranslation('admin-orders');
  const f = useSalesFormat();
  const status = (s: string) => t(`status.${s}`, { defaultValue: s });
  const after = e.paymentAfter;
  return (
    <li>
      <strong>
        {orderNumber(e.orderId)} ({e.stockId})
      </strong>
      {': '}
      {t('payment.preview.reversed', {
        amount: f.money(e.reversed),
        paid: f.money(after.allocated),
        total: f.money(after.total),
        percent: after.percent,
      })}{' '}
      {e.moves.length > 0
        ? t('payment.preview.moves', { path: [e.status, ...e.moves].map(status).join(' → ') })
        : t('payment.preview.stays', { status: status(e.status), balance: f.money(after.balance) })}
      {e.holdUntil && <> {t('payment.preview.hold', { until: f.dateTime(e.holdUntil) })}</>}
    </li>
  );
}

/** The void: a required reason, and what it will do to each order before the clerk confirms. */
function VoidDialog({ payment: p, open, onClose }: { payment: PaymentDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin-orders');
  const errorText = useErrorText();
  const voidPayment = useVoidPayment();
  const [reason, setReason] = useState('');
  const reasonError = errorText.fields(voidPayment.error, { reason: t('payment.voidReason') }).reason;
  const close = () => {
    voidPayment.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      danger
      title={t('payment.voidTitle', { reference: p.bankReference })}
      confirmLabel={t('payment.voidConfirm')}
      busy={voidPayment.isPending}
      onCancel={close}
      onConfirm={() => voidPayment.mutate({ id: p.id, reason }, { onSuccess: () => (setReason(''), onClose()) })}
    >
      <p>{t('payment.voidBody')}</p>
      {p.voidPreview.length === 0 ? (
        <p>{t('payment.preview.nothing')}</p>
      ) : (
        <>
          <p>{t('payment.preview.title')}</p>
          <ul className="sales-void-preview">
            {p.voidPreview.map((e) => (
              <VoidEffectLine key={e.orderId} effect={e} />
            ))}
          </ul>
        </>
      )}
      <TextField
        label={t('payment.voidReason')}
        hint={t('payment.voidReasonHint')}
        value={reason}
        onChange={(e) => {
          if (voidPayment.error) voidPayment.reset();
          setReason(e.target.value);
        }}
        error={reasonError}
        maxChars={500}
        required
      />
      {voidPayment.error !== null && !reasonError && (
        <p className="field__error" role="alert">
          {errorText.message(voidPayment.error)}
        </p>
      )}
    </ConfirmDialog>
  );
}

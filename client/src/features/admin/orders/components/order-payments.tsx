import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { Checkbox } from '../../../../components/checkbox';
import { Link } from '../../../../components/link';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { ApiError } from '../../../../lib/api/api-error';
import { useExchangeRates } from '../../../../lib/currency/use-currency';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { adminPath } from '../../admin-paths';
import { rateDifference, usdOf } from '../../payments/components/rate-math';
import { AdminSection } from '../../ui/admin-page';
import { downloadFile } from '../../ui/download';
import { type AdminOrder, useAllocatePayment, usePayments, useRecordPayment, useReviewRemittance } from '../api/admin-orders-api';
import { useSalesFormat } from './sales-format';

export const PAYMENT_CURRENCIES = ['USD', 'JPY', 'EUR', 'GBP'] as const;
type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];
const ALLOCATABLE = ['reserved', 'deposit_paid', 'paid'];

/** Tokyo's date today (YYYY-MM-DD): the latest value date a payment may have. */
export const tokyoToday = (now = new Date()): string => new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

/** The order's payments: what was put towards it, recording a new transfer, the customer's money left to allocate, remittance copies. */
export function OrderPayments({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const f = useSalesFormat();
  const owes = order.payment.balance.amount !== '0.00' && ALLOCATABLE.includes(order.status);
  return (
    <AdminSection title={t('payments.title')}>
      {order.payments.length === 0 ? (
        <p>{t('payments.none')}</p>
      ) : (
        <div className="sales-table-scroll" role="region" aria-label={t('payments.title')} tabIndex={0}>
          <table className="sales-table">
            <caption className="visually-hidden">{t('payments.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('payments.valueDate')}</th>
                <th scope="col">{t('payments.bankReference')}</th>
                <th scope="col">{t('payments.amount')}</th>
                <th scope="col">{t('payments.allocatedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {order.payments.map((p) => (
                <tr key={`${p.paymentId}-${p.allocatedAt}`} className={p.voidedAt ? 'sales-voided' : undefined}>
                  <td>{f.date(p.valueDate)}</td>
                  <td>
                    <Link to={adminPath('payments', p.paymentId)}>{p.bankReference}</Link>
                    {p.voidedAt && <span className="sales-void-note">{t('payments.voidedOn', { date: f.dateTime(p.voidedAt) })}</span>}
                  </td>
                  <td className="numeric">
                    <span className={p.voidedAt ? 'sales-struck' : undefined}>{f.money(p.amount)}</span>
                  </td>
                  <td>{f.dateTime(p.allocatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {owes && order.customer && <UnallocatedPayments order={order} customerId={order.customer.id} />}
      {owes && order.customer && <RecordPaymentForm order={order} customerId={order.customer.id} />}
      <RemittanceCopies order={order} />
    </AdminSection>
  );
}

/** The customer's payments with money left: put some of it towards this order. */
function UnallocatedPayments({ order, customerId }: { order: AdminOrder; customerId: string }) {
  const { t } = useTranslation('admin-orders');
  const f = useSalesFormat();
  const errorText = useErrorText();
  const payments = usePayments({ customerId, unallocated: 'true', limit: 20 });
  const allocate = useAllocatePayment();
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const rows = payments.data?.items ?? [];
  if (rows.length === 0) return null;
  return (
    <div className="sales-block">
      <h3>{t('payments.unallocated')}</h3>
      <ul className="sales-list">
        {rows.map((p) => {
          const suggested = minAmount(p.unallocated.amount, order.payment.balance.amount);
          return (
            <li key={p.id}>
              <form
                className="sales-inline-form"
                aria-label={t('payments.allocateFrom', { reference: p.bankReference })}
                onSubmit={(e) => {
                  e.preventDefault();
                  allocate.mutate({ paymentId: p.id, orderId: order.id, amount: amounts[p.id] ?? suggested });
                }}
              >
                <span>
                  {p.bankReference} · {f.date(p.valueDate)} · {t('payments.left', { amount: f.money(p.unallocated) })}
                </span>
                <TextField
                  label={t('payments.amountUsd')}
                  inputMode="decimal"
                  value={amounts[p.id] ?? suggested}
                  onChange={(e) => setAmounts({ ...amounts, [p.id]: e.target.value })}
                />
                <Button type="submit" size="small" busy={allocate.isPending && allocate.variables?.paymentId === p.id}>
                  {t('payments.allocate')}
                </Button>
              </form>
            </li>
          );
        })}
      </ul>
      {allocate.error !== null && (
        <p className="field__error" role="alert">
          {errorText.message(allocate.error)}
        </p>
      )}
    </div>
  );
}

/** The smaller of two decimal strings (cents compared as integers, never floats). */
export function minAmount(a: string, b: string): string {
  const cents = (s: string) => BigInt(s.replace('.', '').replace(/^-?0+(?=\d)/, '') || '0');
  return cents(a) <= cents(b) ? a : b;
}

/** The refusals that ask the clerk to confirm the rate with a reason (409 from POST /api/admin/payments). */
const RATE_REFUSALS = ['PAYMENT_RATE_OUT_OF_TOLERANCE', 'PAYMENT_RATE_UNCHECKED'];

/**
 * Records a transfer from the bank statement and, in the same step, puts it (or part of it) towards this order. The
 * rate is in the site's one convention — units of the currency per 1 USD, as the header shows — prefilled with the
 * day's rate; the form shows that rate, how far the entered one is from it and what will be credited in USD. A rate the
 * server finds too far from the day's rate (or with none on file) is confirmed here with a reason.
 */
function RecordPaymentForm({ order, customerId }: { order: AdminOrder; customerId: string }) {
  const { t } = useTranslation('admin-orders');
  const f = useSalesFormat();
  const errorText = useErrorText();
  const record = useRecordPayment();
  const allocate = useAllocatePayment();
  const rates = useExchangeRates();
  // Before the deposit the form offers the deposit; after it, the balance.
  const due = /^0+(\.0+)?$/.test(order.payment.allocated.amount) ? order.payment.depositRequired.amount : order.payment.balance.amount;
  const [form, setForm] = useState({
    amount: due,
    currency: 'USD' as PaymentCurrency,
    // null: the day's rate of the currency, until the clerk types one.
    exchangeRate: null as string | null,
    valueDate: tokyoToday(),
    bankReference: '',
    note: '',
    allocate: due,
    confirmRate: false,
    rateReason: '',
  });
  const set = (name: 'amount' | 'valueDate' | 'bankReference' | 'note' | 'allocate' | 'rateReason') => (e: { target: { value: string } }) =>
    setForm({ ...form, [name]: e.target.value });
  const day = form.currency === 'USD' ? null : (rates.data?.rates.find((r) => r.currency === form.currency) ?? null);
  const rate = form.exchangeRate ?? (form.currency === 'USD' ? '1' : (day?.rate ?? ''));
  const credited = usdOf(form.amount, rate);
  const difference = day ? rateDifference(rate, day.rate) : null;
  const refusal = record.error instanceof ApiError && RATE_REFUSALS.includes(record.error.code) ? record.error : null;
  const noDayRate = form.currency !== 'USD' && rates.isSuccess && day === null;
  const asksConfirmation = refusal !== null || noDayRate || form.confirmRate;
  const labels = {
    amount: t('payments.received'),
    currency: t('payments.currency'),
    exchangeRate: t('payments.rate'),
    valueDate: t('payments.valueDate'),
    bankReference: t('payments.bankReference'),
    note: t('payments.note'),
    rateReason: t('payments.rateReason'),
  };
  const errors = errorText.fields(record.error, labels);
  const allocateError = errorText.fields(allocate.error, { amount: t('payments.allocateAmount') });
  const busy = record.isPending || allocate.isPending;

  return (
    <form
      className="admin-form sales-block"
      aria-label={t('payments.record')}
      onSubmit={(e) => {
        e.preventDefault();
        record.mutate(
          {
            customerId,
            amount: form.amount,
            currency: form.currency,
            exchangeRate: rate,
            valueDate: form.valueDate,
            bankReference: form.bankReference,
            note: form.note || null,
            ...(form.confirmRate ? { confirmRate: true, rateReason: form.rateReason } : {}),
          },
          {
            onSuccess: (payment) => {
              // The next transfer starts from a blank reference and amount: the same one twice would be a duplicate.
              const cleared = () =>
                setForm((was) => ({ ...was, amount: '', bankReference: '', note: '', allocate: '', confirmRate: false, rateReason: '' }));
              if (form.allocate)
                allocate.mutate({ paymentId: payment.id, orderId: order.id, amount: form.allocate }, { onSuccess: cleared });
              else cleared();
            },
          },
        );
      }}
    >
      <h3 className="admin-form__wide">{t('payments.record')}</h3>
      <TextField label={labels.amount} inputMode="decimal" value={form.amount} onChange={set('amount')} error={errors.amount} required />
      <SelectField
        label={labels.currency}
        value={form.currency}
        onChange={(e) => {
          record.reset();
          setForm({ ...form, currency: e.target.value as PaymentCurrency, exchangeRate: null, confirmRate: false, rateReason: '' });
        }}
        options={PAYMENT_CURRENCIES.map((c) => ({ value: c, label: c }))}
        error={errors.currency}
      />
      <TextField
        label={labels.exchangeRate}
        hint={form.currency === 'USD' ? t('payments.rateHintUsd') : t('payments.rateHint', { currency: form.currency })}
        inputMode="decimal"
        value={rate}
        onChange={(e) => {
          if (refusal) record.reset();
          setForm({ ...form, exchangeRate: e.target.value, confirmRate: false });
        }}
        error={errors.exchangeRate}
        readOnly={form.currency === 'USD'}
        required
      />
      <div className="sales-rate-check" aria-live="polite">
        {form.currency !== 'USD' && day && (
          <p>
            {t('payments.dayRate', { rate: day.rate, currency: form.currency, time: f.dateTime(day.setAt) })}
            {difference !== null && (
              <>
                {' · '}
                <span className={difference.replace('-', '') !== '0.00' ? 'sales-rate-difference' : undefined}>
                  {t('payments.difference', { percent: difference.startsWith('-') ? difference : `+${difference}` })}
                </span>
              </>
            )}
            {day.stale && <> · {t('payments.dayRateStale')}</>}
          </p>
        )}
        {noDayRate && <p>{t('payments.noDayRate', { currency: form.currency })}</p>}
        {form.currency !== 'USD' && credited !== null && (
          <p>{t('payments.credited', { amount: f.money({ amount: credited, currency: 'USD' }) })}</p>
        )}
      </div>
      <TextField
        label={labels.valueDate}
        type="date"
        value={form.valueDate}
        onChange={set('valueDate')}
        error={errors.valueDate}
        required
      />
      <TextField
        label={labels.bankReference}
        value={form.bankReference}
        onChange={set('bankReference')}
        error={errors.bankReference}
        required
      />
      {asksConfirmation && (
        <div className="admin-form__wide sales-rate-confirm" role="group" aria-label={t('payments.confirmRateGroup')}>
          {refusal && (
            <p className="field__error" role="alert">
              {errorText.message(refusal)}
            </p>
          )}
          <Checkbox
            label={t('payments.confirmRate', { rate, currency: form.currency })}
            checked={form.confirmRate}
            onChange={(e) => setForm({ ...form, confirmRate: e.target.checked })}
          />
          {form.confirmRate && (
            <TextField
              label={labels.rateReason}
              hint={t('payments.rateReasonHint')}
              value={form.rateReason}
              onChange={set('rateReason')}
              error={errors.rateReason}
              maxChars={500}
              required
            />
          )}
        </div>
      )}
      <TextField
        label={t('payments.allocateAmount')}
        hint={t('payments.allocateHint')}
        inputMode="decimal"
        value={form.allocate}
        onChange={set('allocate')}
        error={allocateError.amount}
      />
      <div className="admin-form__wide">
        <TextField label={labels.note} value={form.note} onChange={set('note')} error={errors.note} />
      </div>
      {((record.error !== null && !refusal) || allocate.error !== null) && (
        <p className="field__error admin-form__wide" role="alert">
          {errorText.message(record.error ?? allocate.error)}
        </p>
      )}
      <div className="admin-form__actions">
        <Button type="submit" busy={busy}>
          {t('payments.recordButton')}
        </Button>
        {allocate.isSuccess && <span role="status">{t('payments.recorded')}</span>}
      </div>
    </form>
  );
}

/** The customer's remittance copies: open one, accept it (the hold stays) or reject it with a note. */
function RemittanceCopies({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const f = useSalesFormat();
  const errorText = useErrorText();
  const review = useReviewRemittance();
  const [notes, setNotes] = useState<Record<string, string>>({});
  if (order.remittanceCopies.length === 0) return null;
  return (
    <div className="sales-block">
      <h3>{t('remittance.title')}</h3>
      <ul className="sales-list">
        {order.remittanceCopies.map((c) => (
          <li key={c.id} className="sales-copy">
            <span>
              {f.dateTime(c.uploadedAt)} · {t(`remittance.status.${c.status}`, { defaultValue: c.status })}
              {c.reviewNote ? ` · ${c.reviewNote}` : ''}
            </span>
            <Button
              size="small"
              variant="ghost"
              onClick={() =>
                void downloadFile(`/api/admin/orders/${order.id}/remittance-copies/${c.id}/file`, {}, `remittance-${c.id.slice(0, 8)}`)
              }
            >
              {t('remittance.view')}
            </Button>
            {c.status === 'pending' && (
              <>
                <TextField
                  label={t('remittance.note')}
                  value={notes[c.id] ?? ''}
                  onChange={(e) => setNotes({ ...notes, [c.id]: e.target.value })}
                />
                <Button size="small" onClick={() => review.mutate({ id: order.id, copyId: c.id, status: 'accepted', note: notes[c.id] })}>
                  {t('remittance.accept')}
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  onClick={() => review.mutate({ id: order.id, copyId: c.id, status: 'rejected', note: notes[c.id] })}
                >
                  {t('remittance.reject')}
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      <p className="sales-hint">{t('remittance.hint')}</p>
      {review.error !== null && (
        <p className="field__error" role="alert">
          {errorText.message(review.error)}
        </p>
      )}
    </div>
  );
}

import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { usePriceFormatter } from '../../../components/price';
import { SelectField } from '../../../components/select-field';
import { Skeleton } from '../../../components/skeleton';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/i18n/error-text';
import { paths } from '../../../lib/paths';
import type { Order } from '../../orders/api/orders-api';
import { useAllMyCoupons, useApplyCoupon } from '../api/coupons-api';
import {
  canApplyCoupon,
  checkCouponAmount,
  defaultCouponAmount,
  isolateLtr,
  moneyGrowth,
  normaliseAmount,
  usableForOrder,
} from '../utils/coupon-rules';
import '../coupons.css';

/** The server's refusals that are about the amount typed: shown beside the amount field. */
const AMOUNT_REFUSALS = new Set(['COUPON_BALANCE_INSUFFICIENT', 'ALLOCATION_EXCEEDS_BALANCE', 'AMOUNT_INVALID']);

interface Errors {
  code?: string;
  amount?: string;
  form?: string;
}

function ApplyCouponForm({ order, onApplied }: { order: Order; onApplied: (message: string | null) => void }) {
  const { t } = useTranslation(['coupons', 'orders']);
  const errorText = useErrorText();
  const money = usePriceFormatter();
  const coupons = useAllMyCoupons();
  const apply = useApplyCoupon(order.id);
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const select = useRef<HTMLSelectElement>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const usable = useMemo(() => (coupons.data ? usableForOrder(coupons.data, order) : []), [coupons.data, order]);
  // One coupon to choose from is chosen already; with several, the customer picks.
  const chosen = usable.find((c) => c.code === code) ?? (usable.length === 1 ? usable[0] : undefined);
  const currency = order.payment.balance.currency;
  const couponLabel = t('apply.coupon');
  const amountName = t('apply.amountName');

  if (coupons.isError && !coupons.data) return <ErrorState error={coupons.error} onRetry={() => void coupons.refetch()} />;
  if (!coupons.data) {
    return (
      <div className="apply-coupon__loading" aria-busy="true">
        <Skeleton inlineSize="30%" blockSize="1.25rem" />
        <Skeleton blockSize="44px" />
      </div>
    );
  }
  if (usable.length === 0) {
    return (
      <p className="apply-coupon__none">
        {coupons.data.length === 0 ? t('apply.none') : t('apply.noneUsable')}{' '}
        <Link to={paths.profile('coupons')}>{t('apply.toCoupons')}</Link>
      </p>
    );
  }

  /** A refusal's sentence; an order's status in it ("…an order that is deposit paid") in the page's language. */
  const refusal = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'ORDER_NOT_CREDITABLE' && typeof error.params.status === 'string') {
      const status = t(`orders:status.${error.params.status.replace(/ /g, '_')}`, { defaultValue: error.params.status });
      return errorText.code({ code: error.code, params: { ...error.params, status } });
    }
    return errorText.message(error);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setErrors({ code: errorText.code({ code: 'FIELD_REQUIRED' }, couponLabel) });
      select.current?.focus();
      return;
    }
    const issue = checkCouponAmount(amount, chosen, order);
    if (issue) {
      setErrors({ amount: errorText.code(issue, amountName) });
      amountInput.current?.focus();
      return;
    }
    setErrors({});
    onApplied(null);
    const asked = amount.trim() === '' ? undefined : (normaliseAmount(amount) ?? undefined);
    apply.mutate(
      { code: chosen.code, amount: asked },
      {
        onSuccess: (updated) => {
          setAmount('');
          setCode('');
          const paid = moneyGrowth(updated.payment.allocated, order.payment.allocated);
          onApplied(t('apply.applied', { amount: money(paid), code: isolateLtr(chosen.code) }));
        },
        onError: (error) => {
          const fields = errorText.fields(error, { code: couponLabel, amount: amountName });
          if (fields.code || fields.amount) {
            setErrors({ code: fields.code, amount: fields.amount });
            (fields.code ? select : amountInput).current?.focus();
          } else if (error instanceof ApiError && AMOUNT_REFUSALS.has(error.code)) {
            setErrors({ amount: refusal(error) });
            amountInput.current?.focus();
          } else {
            setErrors({ form: refusal(error) });
          }
        },
      },
    );
  };

  const options = usable.map((c) => ({
    value: c.code,
    label: t('apply.option', { name: c.name, code: isolateLtr(c.code), balance: money(c.balance) }),
  }));

  return (
    <form className="apply-coupon__form" onSubmit={submit} noValidate aria-busy={apply.isPending || undefined}>
      <SelectField
        ref={select}
        name="code"
        label={couponLabel}
        options={options}
        placeholder={usable.length > 1 ? t('apply.choose') : undefined}
        value={chosen?.code ?? ''}
        error={errors.code}
        onChange={(event) => {
          setCode(event.target.value);
          setErrors({});
        }}
      />
      <TextField
        ref={amountInput}
        name="amount"
        label={t('apply.amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        hint={chosen ? t('apply.amountHint', { max: money(defaultCouponAmount(chosen, order)) }) : t('apply.amountHintAny')}
        error={errors.amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setErrors((e) => ({ ...e, amount: undefined, form: undefined }));
        }}
      />
      <div className="apply-coupon__actions">
        <Button type="submit" busy={apply.isPending}>
          {apply.isPending ? t('apply.applying') : t('apply.submit')}
        </Button>
      </div>
      {errors.form && (
        <p className="apply-coupon__failure" role="alert">
          {errors.form}
        </p>
      )}
    </form>
  );
}

/**
 * "Apply a coupon" on an order's page (issue 9 §6/§7): only while the order takes one (the server's rule:
 * reserved, deposit paid, shipped or arrived, with something left to pay), a choice of my coupons that can pay it
 * (active, in the order's currency) and an optional amount (as much as allowed when empty). The updated order comes
 * back at once: its payment progress grows, and the sentence here says how much the coupon paid — also when that
 * paid the order in full and the form is gone.
 */
export function ApplyCoupon({ order }: { order: Order }) {
  const { t } = useTranslation('coupons');
  const [applied, setApplied] = useState<string | null>(null);
  const creditable = canApplyCoupon(order);
  if (!creditable && applied === null) return null;
  return (
    <section className="card order-section apply-coupon no-print" aria-labelledby="apply-coupon-title">
      <h2 id="apply-coupon-title">{t('apply.title')}</h2>
      {creditable && <p className="apply-coupon__intro">{t('apply.intro')}</p>}
      {creditable && <ApplyCouponForm order={order} onApplied={setApplied} />}
      <p className={applied ? 'apply-coupon__applied' : 'visually-hidden'} role="status">
        {applied}
      </p>
    </section>
  );
}

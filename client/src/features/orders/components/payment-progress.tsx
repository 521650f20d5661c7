import { useTranslation } from 'react-i18next';
import { usePriceFormatter } from '../../../components/price';
import type { OrderSummary } from '../api/orders-api';

/**
 * Payment progress: "Paid USD 5,000 of USD 10,000 (50%)" with a bar. The amounts are the API's decimal strings, shown
 * as they come; the bar's width is the API's own percentage.
 */
export function PaymentProgress({ payment }: { payment: OrderSummary['payment'] }) {
  const { t } = useTranslation('orders');
  const money = usePriceFormatter();
  const percent = Math.min(100, Math.max(0, Number(payment.percent) || 0));
  const text = t('payment.progress', { allocated: money(payment.allocated), total: money(payment.total), percent: payment.percent });
  return (
    <div className="payment">
      <div className="payment__bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={text}>
        <span className="payment__fill" style={{ inlineSize: `${percent}%` }} />
        <span className="payment__mark" aria-hidden="true" />
      </div>
      <p className="payment__text">{text}</p>
      <p className="payment__state muted">
        {payment.fullyPaid
          ? t('payment.fullyPaid')
          : payment.depositPaid
            ? t('payment.depositPaid', { balance: money(payment.balance) })
            : t('payment.depositDue', { deposit: money(payment.depositRequired) })}
      </p>
    </div>
  );
}

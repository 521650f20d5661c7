import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { Button, buttonClass } from '../../../components/button';
import { ConfirmDialog } from '../../../components/dialog';
import { Link } from '../../../components/link';
import { usePriceFormatter } from '../../../components/price';
import { useErrorText } from '../../../lib/i18n/error-text';
import { fromCents, toCents } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import type { Order } from '../../orders/api/orders-api';
import { useAddInsurance } from '../api/insurance-api';
import '../insurance.css';

/**
 * Marine insurance on my order: its cover and premium when insured (CIF, or added to a CFR order), "Add marine
 * insurance" with a confirmation of the premium and the new total while a CFR order may still take it, and "File a
 * claim" once an insured car has arrived. Nothing for FOB (the buyer arranges shipping and insurance).
 */
export function OrderInsurance({ order }: { order: Order }) {
  const { t } = useTranslation('insurance');
  const money = usePriceFormatter();
  const errorText = useErrorText();
  const add = useAddInsurance(order.id);
  const [confirming, setConfirming] = useState(false);
  const insurance = order.insurance;
  if (order.tradeTerms === 'FOB') return null;
  const premium = insurance.premium;
  const newTotal = { ...order.price.total, amount: fromCents((toCents(order.price.total.amount) ?? 0n) + (toCents(premium.amount) ?? 0n)) };

  return (
    <section className="card order-section no-print" aria-labelledby="order-insurance-title">
      <h2 id="order-insurance-title">{t('order.title')}</h2>
      {insurance.insured ? (
        <>
          <p>
            <Badge tone="success">{t('order.insured')}</Badge> {insurance.basis ? t(`order.basis.${insurance.basis}`) : null}
          </p>
          <dl className="insurance-card__facts">
            <div>
              <dt>{t('order.cover')}</dt>
              <dd>{money(insurance.cover)}</dd>
            </div>
            <div>
              <dt>{t('order.premium')}</dt>
              <dd>{money(premium)}</dd>
            </div>
          </dl>
          {order.status === 'arrived' && (
            <div className="insurance-actions">
              <Link className={buttonClass('primary')} to={paths.insurance({ order: order.id })}>
                {t('order.fileClaim')}
              </Link>
            </div>
          )}
        </>
      ) : insurance.canAdd ? (
        <>
          <p>{t('order.offer', { premium: money(premium), cover: money(insurance.cover) })}</p>
          {add.isError && (
            <p className="insurance-error" role="alert">
              {errorText.message(add.error)}
            </p>
          )}
          <div className="insurance-actions">
            <Button onClick={() => setConfirming(true)}>{t('order.add')}</Button>
          </div>
          <ConfirmDialog
            open={confirming}
            title={t('order.confirmTitle')}
            confirmLabel={t('order.confirm')}
            busy={add.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() => add.mutate(undefined, { onSettled: () => setConfirming(false) })}
          >
            <p>{t('order.confirmText', { premium: money(premium), total: money(newTotal) })}</p>
          </ConfirmDialog>
        </>
      ) : (
        <p className="muted">{t('order.notInsured')}</p>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { usePriceFormatter } from '../../../components/price';
import { useFormat } from '../../../lib/use-format';
import { useOrderCouponUses } from '../api/coupons-api';

/**
 * The coupons that paid part of an order, beside its bank payments in the order page's Payments section: without it a
 * coupon-paid order would show its progress bar grown and no line saying why. Nothing while none was used.
 */
export function OrderCouponUses({ orderId }: { orderId: string }) {
  const { t } = useTranslation('coupons');
  const f = useFormat();
  const money = usePriceFormatter();
  const uses = useOrderCouponUses(orderId);
  if (!uses.data || uses.data.length === 0) return null;
  return (
    <div className="table-scroll">
      <table className="order-table">
        <caption className="order-table__caption">{t('uses.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('uses.applied')}</th>
            <th scope="col">{t('uses.coupon')}</th>
            <th scope="col" className="num">
              {t('uses.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {uses.data.map((use, i) => (
            <tr key={i}>
              <td>{f.date(use.appliedAt, { dateStyle: 'medium' })}</td>
              <td>
                {use.name} · <bdi dir="ltr">{use.code}</bdi>
              </td>
              <td className="num">{money(use.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

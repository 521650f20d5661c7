import { useTranslation } from 'react-i18next';
import type { components } from '../../../lib/api/schema';
import { useFormat } from '../../../lib/use-format';
import { PriceLines } from '../../price-calculator/components/price-lines';

export type OrderPrice = components['schemas']['OrderPriceDto'];

/**
 * The price an order was reserved at (issue 24 §2): the landed-price engine's lines as kept on the order — the same
 * lines the car page and the calculator showed — in the currency the customer chose, with the USD they are owed in.
 */
export function OrderPriceLines({ price, terms }: { price: OrderPrice; terms: string }) {
  const { t } = useTranslation('orders');
  const f = useFormat();
  const currency = price.quotedTotal.currency;
  return (
    <>
      <PriceLines
        caption={t('order.price')}
        price={{
          lines: price.lines,
          currency,
          terms,
          total: price.quotedTotal.amount,
          totalUsd: price.total.amount,
        }}
      />
      {currency !== 'USD' && (
        <p className="muted order-price__rate">
          {t('order.priceRate', { rate: f.number(Number(price.exchangeRate), { maximumFractionDigits: 8 }), currency })}
        </p>
      )}
    </>
  );
}

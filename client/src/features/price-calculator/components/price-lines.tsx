import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import type { QuoteLine } from '../api/price-calculator-api';
import '../price-calculator.css';

/** An amount of the quote: exact money, always with its currency's minor units (a table's column reads best aligned). */
export function useQuoteMoney() {
  const format = useFormat();
  return (amount: string, currency: string) => format.money({ amount, currency }, { precision: 'exact' });
}

/** What a line is made of, in words: the freight's volume and rate, the inspection's agency, the insurance cover. */
export function LineDetail({ line }: { line: QuoteLine }) {
  const { t } = useTranslation('calculator');
  const money = useQuoteMoney();
  const f = useFormat();
  let text: string | null = null;
  if (line.key === 'freight' && line.method === 'roro' && line.volumeM3 && line.ratePerM3Usd)
    text = t('quote.freightRoro', { volume: f.number(Number(line.volumeM3)), rate: money(line.ratePerM3Usd!, 'USD') });
  else if (line.key === 'freight' && line.method === 'container' && line.containerUsd)
    text = t('quote.freightContainer', { price: money(line.containerUsd!, 'USD'), cars: line.carsPerContainer });
  else if (line.key === 'inspection' && line.agency)
    text = line.required ? t('quote.inspectionRequired', { agency: line.agency }) : t('quote.inspectionOptional', { agency: line.agency });
  else if (line.key === 'insurance' && line.coverUsd && line.ratePercent)
    text = t('quote.insuranceCover', { cover: money(line.coverUsd!, 'USD'), rate: f.number(Number(line.ratePercent)) });
  return text ? <span className="quote-line__detail">{text}</span> : null;
}

/** An itemised price as the landed-price engine answers it: a quote, an order's snapshot, a reservation's preview. */
export interface ItemisedPrice {
  lines: QuoteLine[];
  /** The currency `amount`, `subtotal` and `total` are in; each line also has its USD amount. */
  currency: string;
  terms: string;
  total: string;
  totalUsd: string;
  /** Shown (before insurance) when given and the price is insured. */
  subtotal?: string;
  subtotalUsd?: string;
  insured?: boolean;
}

/**
 * The lines of a landed price (issue 24: the calculator, the car page, the reservation, the order page and the invoice
 * all show the engine's own lines), each in the chosen currency with its USD amount beside when that is another one,
 * the subtotal before insurance and the total emphasised.
 */
export function PriceLines({ price, caption }: { price: ItemisedPrice; caption?: string }) {
  const { t } = useTranslation('calculator');
  const money = useQuoteMoney();
  const { currency } = price;
  const foreign = currency !== 'USD';
  const quote = {
    ...price,
    tradeTerms: price.terms,
    subtotal: price.subtotal ?? '',
    subtotalUsd: price.subtotalUsd ?? '',
    insured: Boolean(price.insured && price.subtotal),
  };
  return (
    <table className="quote-table">
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{t('quote.item')}</th>
          <th scope="col" className="quote-table__amount">
            {t('quote.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line) => (
          <tr key={line.key} data-line={line.key}>
            <th scope="row">
              <span className="quote-line__label">{t(`quote.lines.${line.key}`)}</span>
              <LineDetail line={line} />
            </th>
            <td className="quote-table__amount">
              <bdi className="quote-line__amount">{money(line.amount, currency)}</bdi>
              {foreign && <bdi className="quote-line__usd">{money(line.amountUsd, 'USD')}</bdi>}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {quote.insured && (
          <tr className="quote-table__subtotal" data-line="subtotal">
            <th scope="row">{t('quote.subtotal')}</th>
            <td className="quote-table__amount">
              <bdi>{money(quote.subtotal, currency)}</bdi>
              {foreign && <bdi className="quote-line__usd">{money(quote.subtotalUsd, 'USD')}</bdi>}
            </td>
          </tr>
        )}
        <tr className="quote-table__total" data-line="total">
          <th scope="row">{t('quote.total', { terms: quote.tradeTerms })}</th>
          <td className="quote-table__amount">
            <strong>
              <bdi className="quote-total">{money(quote.total, currency)}</bdi>
            </strong>
            {foreign && <bdi className="quote-line__usd">{money(quote.totalUsd, 'USD')}</bdi>}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

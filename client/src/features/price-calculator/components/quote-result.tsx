import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../../lib/i18n/languages';
import { useFormat } from '../../../lib/use-format';
import type { PriceQuote, QuoteEligibility, QuoteLine } from '../api/price-calculator-api';
import { currencyDecimals } from '../quote-rules';

/** An amount of the quote, always with its currency's decimals (a table's column reads best aligned), per locale. */
function useMoney() {
  const { language } = useFormat();
  return (amount: string, currency: string) => {
    const decimals = currencyDecimals(currency);
    return new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      // Intl formats a numeric string exactly (no float round-trip); TypeScript's lib types lag.
    }).format(amount as unknown as number);
  };
}

/** What a line is made of, in words: the freight's volume and rate, the inspection's agency, the insurance cover. */
function LineDetail({ line }: { line: QuoteLine }) {
  const { t } = useTranslation('calculator');
  const money = useMoney();
  const f = useFormat();
  let text: string | null = null;
  if (line.key === 'freight' && line.method === 'roro')
    text = t('quote.freightRoro', { volume: f.number(Number(line.volumeM3)), rate: money(line.ratePerM3Usd!, 'USD') });
  else if (line.key === 'freight' && line.method === 'container')
    text = t('quote.freightContainer', { price: money(line.containerUsd!, 'USD'), cars: line.carsPerContainer });
  else if (line.key === 'inspection')
    text = line.required ? t('quote.inspectionRequired', { agency: line.agency }) : t('quote.inspectionOptional', { agency: line.agency });
  else if (line.key === 'insurance')
    text = t('quote.insuranceCover', { cover: money(line.coverUsd!, 'USD'), rate: f.number(Number(line.ratePercent)) });
  return text ? <span className="quote-line__detail">{text}</span> : null;
}

/** Whether the car can be imported to the destination, and every reason why not, in the visitor's language. */
export function EligibilityAnswer({ eligibility }: { eligibility: QuoteEligibility }) {
  const { t } = useTranslation('calculator');
  const f = useFormat();
  const country = f.country(eligibility.countryCode);
  const tone = eligibility.eligible === true ? 'yes' : eligibility.eligible === false ? 'no' : 'unknown';
  return (
    <section className={`eligibility eligibility--${tone}`} aria-labelledby="eligibility-heading">
      <h3 id="eligibility-heading" className="eligibility__heading">
        {t('eligibility.heading', { country })}
      </h3>
      <p className="eligibility__answer">
        {eligibility.eligible === true
          ? t('eligibility.yes', { country })
          : eligibility.eligible === false
            ? t('eligibility.no', { country })
            : t('eligibility.unknown', { country })}
      </p>
      {eligibility.reasons.length > 0 && (
        <ul className="eligibility__reasons">
          {eligibility.reasons.map((reason) => (
            <li key={reason.code}>
              {reason.code === 'too_old'
                ? t('eligibility.reasons.too_old', { year: reason.oldestModelYear, max: reason.maxAgeYears })
                : reason.code === 'too_new'
                  ? t('eligibility.reasons.too_new', { year: reason.newestModelYear, min: reason.minAgeYears })
                  : reason.code === 'steering'
                    ? t(reason.requiredSteering === 'left' ? 'eligibility.reasons.steering_left' : 'eligibility.reasons.steering_right')
                    : t('eligibility.reasons.import_banned', { country })}
            </li>
          ))}
        </ul>
      )}
      {eligibility.inspectionRequired && (
        <p>
          {eligibility.inspectionAgency
            ? t('eligibility.inspection', { agency: eligibility.inspectionAgency })
            : t('eligibility.inspectionNoAgency')}
        </p>
      )}
      {eligibility.notes && (
        <p className="eligibility__notes">
          {t('eligibility.notes')}{' '}
          <span lang="en" dir="ltr">
            {eligibility.notes}
          </span>
        </p>
      )}
    </section>
  );
}

/** The itemised quote: a table of its lines with the total emphasised, the rate and its time, how long it holds. */
export function QuoteResult({ quote }: { quote: PriceQuote }) {
  const { t } = useTranslation('calculator');
  const money = useMoney();
  const f = useFormat();
  const { currency } = quote;
  const foreign = currency !== 'USD';
  const when = (iso: string) => f.date(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const place = `${quote.destination.port}, ${f.country(quote.destination.countryCode)}`;
  return (
    <section className="quote" aria-labelledby="quote-heading">
      <h2 id="quote-heading" className="quote__heading">
        {t('quote.heading')}
      </h2>
      <p className="quote__where">
        {t('quote.where', { terms: quote.tradeTerms, place, method: t(`form.methods.${quote.destination.method}`) })}
        {quote.destination.transitDays !== null && <> {t('quote.transit', { days: quote.destination.transitDays })}</>}
      </p>
      <table className="quote-table">
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
      {quote.car && (
        <p className="quote__note">{t('quote.volume', { ref: quote.car.stockRef, volume: f.number(Number(quote.car.volumeM3)) })}</p>
      )}
      <p className="quote__note" data-rate>
        {t('quote.rate', {
          rate: f.number(Number(quote.exchangeRate.rate), { maximumFractionDigits: 8 }),
          currency,
          time: when(quote.exchangeRate.setAt),
        })}
      </p>
      <p className="quote__note">{t('quote.validUntil', { time: when(quote.validUntil), hours: quote.validHours })}</p>
      <p className="quote__note">{t('quote.estimate')}</p>
      {quote.eligibility && <EligibilityAnswer eligibility={quote.eligibility} />}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import type { PriceQuote, QuoteEligibility } from '../api/price-calculator-api';
import { PriceLines } from './price-lines';

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
  const f = useFormat();
  const { currency } = quote;
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
      <PriceLines
        price={{
          lines: quote.lines,
          currency,
          terms: quote.tradeTerms,
          total: quote.total,
          totalUsd: quote.totalUsd,
          subtotal: quote.subtotal,
          subtotalUsd: quote.subtotalUsd,
          insured: quote.insured,
        }}
      />
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

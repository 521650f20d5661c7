import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/link';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { useFormat } from '../../../lib/use-format';
import { type PriceQuote, useCarLandedPrice } from '../api/price-calculator-api';
import { PriceLines, useQuoteMoney } from './price-lines';
import '../price-calculator.css';

/** "CIF Mombasa, Kenya by RoRo": the terms and the place a landed total is for. */
function useWhere() {
  const { t } = useTranslation('calculator');
  const f = useFormat();
  return (quote: PriceQuote) =>
    t('landed.where', {
      terms: quote.tradeTerms,
      port: quote.destination.port,
      country: f.country(quote.destination.countryCode),
      method: t(`form.methods.${quote.destination.method}`),
    });
}

/** The car's landed price to my port, when one is known (the same query as the page's lead, shared from the cache). */
export function useCarLanded(carRef: string) {
  const { status } = useSession();
  return useCarLandedPrice(carRef, undefined, status === 'signedIn');
}

/**
 * The number that decides comes first (UX.md principle 7, issue 24 §2): for a signed-in buyer whose profile names a
 * country we ship to, the car page leads with the landed total to their port — CIF, by the one engine the reservation
 * and the invoice use, with the inspection their country requires — its breakdown one tap away; the FOB price follows
 * (the page labels it FOB). Nothing for visitors, nor for a buyer without a destination (told where to set it).
 */
export function CarLandedTotal({ carRef }: { carRef: string }) {
  const { t } = useTranslation(['calculator', 'eligibility']);
  const f = useFormat();
  const { status } = useSession();
  const landed = useCarLanded(carRef);
  const money = useQuoteMoney();
  const where = useWhere();
  if (status !== 'signedIn') return null;
  if (landed.isPending) return <Skeleton inlineSize="12em" blockSize="3.2em" />;
  const quote = landed.data?.quote;
  if (!quote) {
    if (landed.isError) return null;
    return (
      <p className="landed__hint">
        {t('landed.noDestination')} <Link to={paths.profile('account')}>{t('landed.setDestination')}</Link>
      </p>
    );
  }
  // A car the destination's rules refuse has no landed price to lead with: the page says so instead (and why, in its
  // import panel); the reservation would be refused.
  if (quote.eligibility?.eligible === false) {
    return (
      <p className="landed__refused" role="note">
        {t('eligibility:panel.notEligible', { country: f.country(quote.destination.countryCode) })}
      </p>
    );
  }
  const foreign = quote.currency !== 'USD';
  const inspection = quote.lines.find((l) => l.key === 'inspection');
  return (
    <div className="landed" data-landed-total={quote.totalUsd}>
      <span className="landed__label">{where(quote)}</span>
      <strong className="landed__total">
        <bdi>{money(quote.total, quote.currency)}</bdi>
      </strong>
      {foreign && (
        <span className="landed__usd">
          <bdi>{money(quote.totalUsd, 'USD')}</bdi>
        </span>
      )}
      <span className="landed__note">
        {quote.insured ? t('landed.includesInsured') : t('landed.includes')}
        {inspection && ` ${t('landed.inspection', { agency: inspection.agency ?? '' })}`} {t('landed.duties')}
      </span>
      <details className="landed__breakdown">
        <summary>{t('landed.breakdown')}</summary>
        <PriceLines
          caption={t('landed.breakdown')}
          price={{
            lines: quote.lines,
            currency: quote.currency,
            terms: quote.tradeTerms,
            total: quote.total,
            totalUsd: quote.totalUsd,
            subtotal: quote.subtotal,
            subtotalUsd: quote.subtotalUsd,
            insured: quote.insured,
          }}
        />
      </details>
    </div>
  );
}

/** The phone's bottom bar price: the landed total when known ("CIF Mombasa"), else null (the bar shows the FOB price). */
export function CarBarLanded({ carRef }: { carRef: string }) {
  const { t } = useTranslation('calculator');
  const landed = useCarLanded(carRef);
  const money = useQuoteMoney();
  const quote = landed.data?.quote;
  if (!quote || quote.eligibility?.eligible === false) return null;
  return (
    <span className="car-bar__landed">
      <span className="car-bar__landed-label">{t('landed.short', { terms: quote.tradeTerms, port: quote.destination.port })}</span>{' '}
      <bdi className="car-bar__landed-total">{money(quote.total, quote.currency)}</bdi>
    </span>
  );
}

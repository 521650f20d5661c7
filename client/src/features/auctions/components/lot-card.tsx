import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/link';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import type { LotSummary } from '../api/auctions-api';
import { DualTime } from './lot-times';

/** The start price for signed-in visitors; anonymous ones are asked to sign in (they never receive it). */
export function StartPrice({ lot, signedIn, signInUrl }: { lot: Pick<LotSummary, 'startPriceJpy'>; signedIn: boolean; signInUrl: string }) {
  const { t } = useTranslation('auctions');
  const format = useFormat();
  if (!signedIn)
    return (
      <Link className="lot-price lot-price--locked" to={signInUrl}>
        {t('price.signIn')}
      </Link>
    );
  return (
    <p className="lot-price">
      <span className="lot-price__label">{t('price.start')}</span>{' '}
      <strong>{lot.startPriceJpy ? format.money({ amount: lot.startPriceJpy, currency: 'JPY' }) : t('price.none')}</strong>
    </p>
  );
}

/** A lot in the results: what a dealer compares first (UX.md: facts first, same order on every card). */
export function LotCard({ lot, signedIn, signInUrl }: { lot: LotSummary; signedIn: boolean; signInUrl: string }) {
  const { t } = useTranslation('auctions');
  const format = useFormat();
  const facts = [
    lot.mileageKm !== null ? t('facts.km', { value: format.number(lot.mileageKm) }) : t('facts.noMileage'),
    lot.grade ? t('facts.grade', { grade: lot.grade }) : null,
    lot.engineCc ? t('facts.cc', { value: format.number(lot.engineCc) }) : null,
    lot.transmission,
    lot.chassisCode,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <article className="lot-card">
      <h3 className="lot-card__title">
        <Link className="lot-card__link" to={paths.auctionLot(lot.id)}>
          {lot.make} {lot.model} <span className="lot-card__year">{lot.year}</span>
        </Link>
      </h3>
      <ul className="lot-card__facts" aria-label={t('facts.label')}>
        {facts.map((fact) => (
          <li key={fact} className="chip">
            {fact}
          </li>
        ))}
      </ul>
      <p className="lot-card__ref">
        {t('lot.number', { number: lot.lotNumber })} · {lot.auctionHouse}
      </p>
      <DualTime at={lot.startsAt} label={t('lot.starts')} />
      <StartPrice lot={lot} signedIn={signedIn} signInUrl={signInUrl} />
    </article>
  );
}

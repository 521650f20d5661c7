import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Skeleton } from '../../../components/skeleton';
import { useSession } from '../../../lib/session/use-session';
import { PriceEstimator } from '../components/price-estimator';
import '../price-calculator.css';

const STOCK_ID = /^[A-Za-z]{2}\d{7}$/;

/**
 * The price calculator at `/price-calculator` (spec §1, §7; issue 11): an itemised delivered-price quote for an FOB
 * amount, or for a car (`?car=AB1234567`) — its own price once signed in, its volume and import eligibility for anyone.
 */
export default function PriceCalculatorRoute() {
  const { t } = useTranslation('calculator');
  const { status } = useSession();
  const [params] = useSearchParams();
  const car = params.get('car')?.trim() ?? '';
  const carRef = STOCK_ID.test(car) ? car.toUpperCase() : null;
  return (
    <div className="container page calculator-page">
      <PageTitle title={t('title')} />
      <p className="calculator-page__intro">{t('intro')}</p>
      {status === 'loading' ? (
        <Skeleton blockSize="14rem" />
      ) : (
        <PriceEstimator key={`${carRef ?? ''}|${status}`} carRef={carRef} signedIn={status === 'signedIn'} />
      )}
    </div>
  );
}

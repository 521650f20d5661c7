import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClass } from '../../../components/button';
import { Link } from '../../../components/link';
import { stripLanguage } from '../../../lib/i18n/languages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { PriceEstimator } from './price-estimator';
import '../price-calculator.css';

/**
 * The car page's "Estimate delivered price" panel, closed until asked for: the calculator's form for this car for a
 * signed-in customer; a visitor is asked to sign in, or sent to the calculator to quote an FOB amount of their own.
 */
export function CarPricePanel({ carRef }: { carRef: string }) {
  const { t } = useTranslation('calculator');
  const { status } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the server-rendered page hydrated: the toggle event came before React listened.
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  const next = stripLanguage(location.pathname) + location.search;
  return (
    <details ref={details} className="card price-panel" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="price-panel__summary">{t('carPanel.summary')}</summary>
      {open && (
        <div className="price-panel__body">
          {status === 'signedIn' ? (
            <PriceEstimator carRef={carRef} signedIn />
          ) : status === 'signedOut' ? (
            <div className="price-panel__visitor">
              <Link className={buttonClass('primary')} to={paths.auth({ next })}>
                {t('carPanel.signIn')}
              </Link>
              <Link to={paths.priceCalculator({ car: carRef })}>{t('carPanel.orAmount')}</Link>
            </div>
          ) : null}
        </div>
      )}
    </details>
  );
}

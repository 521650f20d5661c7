import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatMoney, type Money } from '../lib/format';
import { stripLanguage } from '../lib/i18n/languages';
import { useLanguage } from '../lib/i18n/use-language';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session/use-session';
import { Link } from './link';
import { Skeleton } from './skeleton';

/**
 * How a price from the API is shown. The one place the coming currency switcher changes (converting to the chosen
 * currency before formatting); every `<Price>` follows without a change.
 */
export function usePriceFormatter(): (money: Money) => string {
  const language = useLanguage();
  return useCallback((money: Money) => formatMoney(money, language), [language]);
}

export interface PriceProps {
  /** The API's money object as it comes (`car.price`): absent for anonymous callers. */
  money?: Money | null;
  className?: string;
}

/**
 * A car's price per locale. Anonymous visitors see "Register to see prices" (a link to the Register tab that comes
 * back here); a signed-in user without a price for the car sees "Price on request"; while the session is being
 * checked, a placeholder of the same size.
 */
export function Price({ money, className }: PriceProps) {
  const { t } = useTranslation('common');
  const { status } = useSession();
  const format = usePriceFormatter();
  const location = useLocation();
  const classes = (extra?: string) => ['price', extra, className].filter(Boolean).join(' ');

  if (money) return <span className={classes()}>{format(money)}</span>;
  if (status === 'loading') return <Skeleton inlineSize="8em" blockSize="1.5em" className={className} />;
  if (status === 'signedOut') {
    const next = stripLanguage(location.pathname) + location.search;
    return (
      <Link className={classes('price--locked')} to={paths.auth({ tab: 'register', next })}>
        {t('price.registerToSee')}
      </Link>
    );
  }
  return <span className={classes('price--locked')}>{t('price.onRequest')}</span>;
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrencyConverter } from '../lib/currency/use-currency';
import { formatMoney, type Money } from '../lib/format';
import { stripLanguage } from '../lib/i18n/languages';
import { useLanguage } from '../lib/i18n/use-language';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session/use-session';
import { Link } from './link';
import { Skeleton } from './skeleton';

/**
 * How a price from the API is shown: the one place prices are converted. `{ convert: true }` (catalogue prices, i.e.
 * every `<Price>`): a USD price in the currency the visitor chose in the pre-header, with the current rates, exactly
 * (lib/currency), in whole units (an estimate: `whole`). Without it (orders, payments, invoices, coupons): the amount
 * in its own currency, as agreed, to its minor unit (`exact`).
 */
export function usePriceFormatter(options: { convert?: boolean } = {}): (money: Money) => string {
  const language = useLanguage();
  const convert = useCurrencyConverter();
  const converting = options.convert === true;
  return useCallback(
    (money: Money) => formatMoney((converting ? convert(money) : null) ?? money, language, { precision: converting ? 'whole' : 'exact' }),
    [language, convert, converting],
  );
}

export interface PriceProps {
  /** The API's money object as it comes (`car.price`): absent for anonymous callers. */
  money?: Money | null;
  className?: string;
  /**
   * The trade terms the price is under, shown before it: a car's catalogue price is FOB (the car at the port in Japan),
   * while the content pages say prices are normally CIF unless stated — so every car price states it (issue 24).
   */
  terms?: 'FOB';
}

/**
 * A car's price per locale. Anonymous visitors see "Register to see prices" (a link to the Register tab that comes
 * back here); a signed-in user without a price for the car sees "Price on request"; while the session is being
 * checked, a placeholder of the same size.
 */
export function Price({ money, className, terms }: PriceProps) {
  const { t } = useTranslation('common');
  const { status } = useSession();
  const format = usePriceFormatter({ convert: true });
  const language = useLanguage();
  const location = useLocation();
  const classes = (extra?: string) => ['price', extra, className].filter(Boolean).join(' ');

  if (money) {
    const shown = format(money);
    const asAgreed = formatMoney(money, language, { precision: 'whole' });
    // A converted price keeps the price in US dollars at hand (the one orders are made in).
    return (
      <span className={classes()} title={shown === asAgreed ? undefined : asAgreed}>
        {terms && (
          <>
            <abbr className="price__terms" title={t('price.fobTitle')}>
              {terms}
            </abbr>{' '}
          </>
        )}
        <bdi>{shown}</bdi>
      </span>
    );
  }
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

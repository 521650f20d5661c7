import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES, isCurrencyCode } from '../../lib/currency/currency-math';
import { useChooseCurrency, useCurrency } from '../../lib/currency/use-currency';

const SYMBOLS = { USD: '$', EUR: '€', GBP: '£', JPY: '¥' } as const;

/** The currency every catalogue price is shown in: a native select, saved on the profile when signed in. */
export function CurrencySwitcher() {
  const { t } = useTranslation('layout');
  const currency = useCurrency();
  const choose = useChooseCurrency();
  const id = useId();
  return (
    <div className="currency-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('preHeader.currency')}
      </label>
      <select
        id={id}
        className="currency-switcher__select"
        value={currency}
        onChange={(event) => {
          const next = event.target.value;
          if (isCurrencyCode(next)) void choose(next);
        }}
      >
        {CURRENCY_CODES.map((code) => (
          <option key={code} value={code}>
            {`${SYMBOLS[code]} ${code}`}
          </option>
        ))}
      </select>
    </div>
  );
}

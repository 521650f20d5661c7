import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Language } from '../../lib/i18n/languages';
import { formatDate, formatNumber } from '../../lib/format';
import { useFormat } from '../../lib/use-format';
import { CurrencySwitcher } from './currency-switcher';
import { usePreHeader } from './use-pre-header';

const COMPANY_TIME_ZONE = 'Asia/Tokyo';

/** "14:05:09" and "GMT+9" in the company's time zone, per locale; throws on an unknown zone. */
export function tokyoTime(now: Date, timeZone: string, language: Language): { time: string; zone: string } {
  const parts = new Intl.DateTimeFormat(LOCALES[language], {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
    timeZoneName: 'short',
  }).formatToParts(now);
  const zone = parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  const time = parts
    .filter((part) => part.type !== 'timeZoneName')
    .map((part) => part.value)
    .join('')
    .trim();
  return { time, zone };
}

/** The current second, ticking; null while a server-rendered page hydrates (the server's time would be stale). */
function subscribeToSeconds(notify: () => void): () => void {
  const timer = window.setInterval(notify, 1000);
  return () => window.clearInterval(timer);
}
const currentSecond = () => Math.floor(Date.now() / 1000);
const noSecondYet = () => null;

/** Where the time goes until the browser has it: figure dashes, as wide as the digits (no shift when it arrives). */
const NO_TIME = '\u2012\u2012:\u2012\u2012:\u2012\u2012';

function Clock({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('layout');
  const { language } = useFormat();
  const second = useSyncExternalStore(subscribeToSeconds, currentSecond, noSecondYet);
  const now = new Date(second === null ? 0 : second * 1000);
  let text: string;
  try {
    const { time, zone } = tokyoTime(now, timeZone, language);
    // First-strong isolates keep "GMT+9" and the digits in their order inside right-to-left text.
    text = t('preHeader.time', { time: `\u2068${second === null ? NO_TIME : time}\u2069`, zone: `\u2068${zone}\u2069` });
  } catch {
    return <span className="pre-header__error">{t('preHeader.timeError')}</span>;
  }
  // The ticking text is not announced every second: aria-live stays off.
  return (
    <time className="pre-header__clock" dateTime={second === null ? undefined : now.toISOString()}>
      {text}
    </time>
  );
}

type Rates = NonNullable<ReturnType<typeof usePreHeader>['data']>['rates'];

/** "1 USD = 0.92 EUR · 0.79 GBP · 151.5 JPY", the numbers per locale; when stale, with the day they were set. */
function ExchangeRates({ rates }: { rates: Rates }) {
  const { t } = useTranslation('layout');
  const { language } = useFormat();
  if (rates.rates.length === 0) return null;
  // A rate is a plain number with its code after it, not money: up to 4 decimals, never a currency's minor units.
  // Intl formats a numeric string exactly (ES2023); TypeScript's lib types lag.
  const rate = (value: string) => formatNumber(value as unknown as number, language, { maximumFractionDigits: 4 });
  const list = rates.rates.map((entry) => `\u2068${rate(entry.rate)} ${entry.currency}\u2069`).join(' · ');
  const oldest = rates.rates.map((rate) => rate.setAt).sort()[0]!;
  return (
    <span className="pre-header__rates">
      {/* A formula reads left to right in every language: "1 USD = 0.92 EUR · …" stays in that order in Urdu too. */}
      <bdi dir="ltr">{t('preHeader.rates', { rates: list })}</bdi>
      {rates.stale && <span className="pre-header__stale">{` ${t('preHeader.ratesStale', { date: formatDate(oldest, language) })}`}</span>}
    </span>
  );
}

/**
 * The bar above the header (spec §2): the company's time, ticking; the cars in stock; the exchange rates and the
 * currency switcher; support hours. One request (GET /api/pre-header); each part shows its own error label.
 */
export function PreHeader() {
  const { t } = useTranslation('layout');
  const format = useFormat();
  const preHeader = usePreHeader();
  const data = preHeader.data;
  return (
    <aside className="pre-header" aria-label={t('preHeader.label')}>
      <div className="container pre-header__inner">
        <Clock timeZone={data?.timeZone ?? COMPANY_TIME_ZONE} />
        {preHeader.isError ? (
          <span className="pre-header__error">{t('preHeader.totalCarsError')}</span>
        ) : (
          <span className="pre-header__count">
            {t('preHeader.totalCars', { total: `\u2068${data ? format.number(data.totalCars) : '…'}\u2069` })}
          </span>
        )}
        {preHeader.isError ? (
          <span className="pre-header__error">{t('preHeader.ratesError')}</span>
        ) : (
          data && <ExchangeRates rates={data.rates} />
        )}
        {data && <span className="pre-header__support">{t('preHeader.support', { hours: data.supportHours })}</span>}
        <CurrencySwitcher />
      </div>
    </aside>
  );
}

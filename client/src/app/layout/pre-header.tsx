import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Language } from '../../lib/i18n/languages';
import { useFormat } from '../../lib/use-format';
import { useFooterData } from './use-footer-data';

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

/** The bar above the header (spec §2): the company's time, ticking; the cars in stock; support hours. */
export function PreHeader() {
  const { t } = useTranslation('layout');
  const format = useFormat();
  const footer = useFooterData();
  return (
    <aside className="pre-header" aria-label={t('preHeader.label')}>
      <div className="container pre-header__inner">
        <Clock timeZone={footer.data?.timeZone ?? COMPANY_TIME_ZONE} />
        {footer.isError ? (
          <span className="pre-header__error">{t('preHeader.totalCarsError')}</span>
        ) : (
          <span className="pre-header__count">
            {t('preHeader.totalCars', { total: `\u2068${footer.data ? format.number(footer.data.totalCars) : '…'}\u2069` })}
          </span>
        )}
        {footer.data && <span className="pre-header__support">{t('preHeader.support', { hours: footer.data.support.hours })}</span>}
      </div>
    </aside>
  );
}

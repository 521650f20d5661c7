import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { JAPAN_TIME_ZONE, remainingUntil, visitorTimeZone } from '../lot-times';

/** Auction times read on a 24-hour clock, as the auction houses publish them. */
export const WHEN: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/**
 * A moment shown twice: in the visitor's own time zone (named) and in Japan's, where the auction runs. The visitor's
 * zone is the browser's, read after mounting (the first render shows Japan's alone).
 */
export function DualTime({ at, label }: { at: string; label: string }) {
  const { t } = useTranslation('auctions');
  const format = useFormat();
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => setZone(visitorTimeZone()), []);
  const japan = format.date(at, { ...WHEN, timeZone: JAPAN_TIME_ZONE });
  const local = zone ? format.date(at, { ...WHEN, timeZone: zone }) : null;
  return (
    <div className="lot-time">
      <span className="lot-time__label">{label}</span>
      <time dateTime={at} className="lot-time__value">
        {local && zone !== JAPAN_TIME_ZONE ? (
          <>
            <span>{t('time.yours', { time: local, zone })}</span>
            <span className="lot-time__japan">{t('time.japan', { time: japan })}</span>
          </>
        ) : (
          <span>{t('time.japan', { time: japan })}</span>
        )}
      </time>
    </div>
  );
}

/** A ticking "closes in 1 d 2 h 3 min" until `deadline`, then "Bids closed". */
export function Countdown({ deadline }: { deadline: string }) {
  const { t } = useTranslation('auctions');
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (now === null) return <span className="lot-countdown">&nbsp;</span>;
  const left = remainingUntil(deadline, now);
  if (!left) return <span className="lot-countdown lot-countdown--closed">{t('countdown.closed')}</span>;
  const text =
    left.days > 0
      ? t('countdown.days', { days: left.days, hours: left.hours, minutes: left.minutes })
      : t('countdown.hours', { hours: left.hours, minutes: left.minutes, seconds: left.seconds });
  return (
    <span className="lot-countdown" role="timer" aria-live="off">
      {t('countdown.closesIn', { time: text })}
    </span>
  );
}

/**
 * Whether `deadline` has passed, turning true when it does while the page is open (false during the first render,
 * which must not read the clock).
 */
export function usePassed(deadline: string): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const left = Date.parse(deadline) - Date.now();
    if (!(left > 0)) {
      setPassed(true);
      return;
    }
    setPassed(false);
    // setTimeout holds at most ~24.8 days; a later cut-off is met on a later visit.
    if (left > 2 ** 31 - 1) return;
    const timer = window.setTimeout(() => setPassed(true), left);
    return () => window.clearTimeout(timer);
  }, [deadline]);
  return passed;
}

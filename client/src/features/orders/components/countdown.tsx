import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { timeLeft } from '../utils/deadline';

/** The time now, ticking every `ms` (effects only: the first render uses `initial`, so the server and the browser agree). */
export function useNow(ms = 1000, initial = 0): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

/**
 * A live countdown to `deadline` ("2 d 03 h 14 m 09 s left"), updated every second. A timer role (not announced on
 * each tick); before the first effect it shows nothing but its frame, to keep the layout.
 */
export function Countdown({ deadline, className }: { deadline: string; className?: string }) {
  const { t } = useTranslation('orders');
  const f = useFormat();
  const now = useNow();
  const end = Date.parse(deadline);
  const two = (n: number) => f.number(n, { minimumIntegerDigits: 2 });
  let text = '\u00a0';
  if (now !== 0 && !Number.isNaN(end)) {
    const left = timeLeft(end, now);
    text = left.over
      ? t('countdown.over')
      : t('countdown.left', {
          time: t('countdown.value', {
            days: f.number(left.days),
            hours: two(left.hours),
            minutes: two(left.minutes),
            seconds: two(left.seconds),
          }),
        });
  }
  return (
    <span role="timer" className={['countdown', className].filter(Boolean).join(' ')}>
      {text}
    </span>
  );
}

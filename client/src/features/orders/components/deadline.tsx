import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { formatDeadline, TOKYO } from '../utils/deadline';
import { Countdown } from './countdown';

/**
 * The hold's deadline as the customer should read it (UX.md principle 3): the exact rule with the deadline in their own
 * time zone, the same moment in Tokyo time, and a live countdown. Only rendered in the browser (after an answer).
 */
export function HoldDeadline({
  deadline,
  paused = false,
  securityDeposit = false,
}: {
  deadline: string;
  paused?: boolean;
  /** A won auction car's order: the deadline is its security deposit's, and the order is not cancelled after it. */
  securityDeposit?: boolean;
}) {
  const { t } = useTranslation('orders');
  const { language } = useFormat();
  return (
    <div className="hold">
      <p className="hold__rule">
        {t(securityDeposit ? 'hold.securityDeposit' : 'hold.rule', { deadline: formatDeadline(deadline, language) })}
      </p>
      <p className="hold__tokyo muted">{t('hold.tokyo', { deadline: formatDeadline(deadline, language, TOKYO) })}</p>
      {paused ? <p className="hold__paused">{t('hold.paused')}</p> : <Countdown deadline={deadline} className="hold__countdown" />}
    </div>
  );
}

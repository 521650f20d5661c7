import { useTranslation } from 'react-i18next';
import type { CodedMessage } from '../../../lib/i18n/error-text';
import { useErrorText } from '../../../lib/i18n/error-text';
import { ApiError, toApiError } from '../../../lib/api/api-error';
import { formatNumber } from '../../../lib/format';
import { type Language } from '../../../lib/i18n/languages';
import { useFormat } from '../../../lib/use-format';
import { JAPAN_TIME_ZONE } from '../lot-times';
import type { AuctionAccount } from '../api/bidding-api';

/** Whole yen (a digit string) in the page's language: "¥1,250,000". */
export function useYen() {
  const format = useFormat();
  return (amount: string) => format.money({ amount, currency: 'JPY' });
}

/**
 * Whole yen as a grouped number without the symbol ("1,250,000"), for the server's sentences that name the currency
 * themselves ("… {{available}} JPY", worded verbatim by the contract's catalogue). Intl formats the digit string exactly.
 */
export function groupYen(amount: string, language: Language): string {
  return formatNumber(amount as unknown as number, language);
}

/**
 * A bidding message by its code (an error body, or one of its `details`), with the amounts and the cut-off it names
 * written as the page's language writes them (the server sends raw digits and ISO times).
 */
export function useBidMessageText() {
  const errorText = useErrorText();
  const format = useFormat();
  return (coded: CodedMessage): string => {
    const params = { ...coded.params };
    for (const key of ['available', 'needed', 'maxBid', 'startPrice'] as const) {
      const value = params[key];
      if (typeof value === 'string' && /^\d+$/.test(value)) params[key] = groupYen(value, format.language);
    }
    if (typeof params.cutoffAt === 'string') {
      const when = { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' } as const;
      params.cutoffAt = format.date(params.cutoffAt, when);
      params.cutoffJapan = format.date(coded.params?.cutoffAt as string, { ...when, timeZone: JAPAN_TIME_ZONE });
    }
    return errorText.code({ code: coded.code, params });
  };
}

/** The bidding API's error for any thrown value, by its code (useBidMessageText), or the generic sentence. */
export function useBidErrorText() {
  const errorText = useErrorText();
  const message = useBidMessageText();
  return (error: unknown): string => (error instanceof ApiError ? message(toApiError(error)) : errorText.message(error));
}

/** Deposit, held, owed and the bidding power they leave, as a compact list. */
export function PowerSummary({ account, className = '' }: { account: AuctionAccount; className?: string }) {
  const { t } = useTranslation('auctions');
  const yen = useYen();
  const rows: [string, string][] = [
    [t('power.deposit'), account.depositJpy],
    [t('power.held'), account.heldJpy],
    [t('power.owed'), account.owedJpy],
  ];
  return (
    <div className={`bid-power ${className}`}>
      <p className="bid-power__total">
        <span className="bid-power__label">{t('power.title')}</span>{' '}
        <strong className="bid-power__amount">
          <bdi>{yen(account.biddingPowerJpy)}</bdi>
        </strong>
      </p>
      <dl className="bid-power__parts">
        {rows.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <bdi>{yen(amount)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <p className="bid-power__rule">{t('power.rule', { multiple: account.powerMultiple })}</p>
    </div>
  );
}

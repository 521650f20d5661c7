import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { Button, buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { lastPage, Pager } from '../../../components/pager';
import { SelectField } from '../../../components/select-field';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import {
  BID_STATUSES,
  BIDS_PAGE_SIZE,
  LEDGER_PAGE_SIZE,
  useAuctionAccount,
  useMyBids,
  useRequestRefund,
  type AuctionAccount,
  type Bid,
  type BidStatus,
} from '../api/bidding-api';
import { isZeroYen, sumYen } from '../yen';
import { PowerSummary, useBidErrorText, useYen } from './bid-money';
import { DualTime } from './lot-times';
import { BID_TONES } from '../bid-tones';
import '../auctions.css';

/** A page of the list: previous, "Page 2 of 5", next. */
function BidPager({
  page,
  total,
  size,
  onPage,
  label,
}: {
  page: number;
  total: number;
  size: number;
  onPage: (p: number) => void;
  label: string;
}) {
  const { t } = useTranslation('auctions');
  const last = lastPage(total, size);
  return <Pager t={t} keys="list." label={label} page={page} last={last} onPage={onPage} className="form-actions bids-pages" />;
}

function BidCard({ bid }: { bid: Bid }) {
  const { t } = useTranslation('auctions');
  const yen = useYen();
  const format = useFormat();
  const { lot } = bid;
  return (
    <li className="card bid-card">
      <div className="bid-card__head">
        <h3 className="bid-card__title">
          <Link to={paths.auctionLot(lot.id)}>
            <bdi>{`${lot.make} ${lot.model} ${lot.year}`}</bdi>
          </Link>
        </h3>
        <Badge tone={BID_TONES[bid.status]}>{t(`status.${bid.status}`)}</Badge>
      </div>
      <p className="muted bid-card__ref">
        <bdi>{t('lot.number', { number: lot.lotNumber })}</bdi> · <bdi>{lot.auctionHouse}</bdi> ·{' '}
        <time dateTime={lot.auctionDate}>{format.date(`${lot.auctionDate}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}</time>
      </p>
      <dl className="bid-card__facts">
        <div>
          <dt>{t('list.maxBid')}</dt>
          <dd>
            <bdi>{yen(bid.maxBidJpy)}</bdi>
          </dd>
        </div>
        {bid.status === 'won' && bid.hammerPriceJpy && (
          <>
            <div>
              <dt>{t('list.hammer')}</dt>
              <dd>
                <bdi>{yen(bid.hammerPriceJpy)}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('list.fees')}</dt>
              <dd>
                <bdi>{yen(bid.feesJpy ?? '0')}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('list.total')}</dt>
              <dd>
                <strong>
                  <bdi>{yen(sumYen(bid.hammerPriceJpy, bid.feesJpy))}</bdi>
                </strong>{' '}
                <span className="muted">{bid.settledAt ? t('list.paid') : t('list.unpaid')}</span>
              </dd>
            </div>
          </>
        )}
      </dl>
      {bid.orderId && (
        <p>
          <Link to={paths.order(bid.orderId)}>{t('list.order')}</Link>
        </p>
      )}
      {bid.status === 'open' &&
        (lot.phase === 'bidding' || lot.phase === 'bidding_closed' ? (
          <DualTime at={bid.cutoffAt} label={t('bid.cutoff')} />
        ) : (
          <p className="muted">{t('list.awaitingResult')}</p>
        ))}
      {bid.note && (
        <p className="bid-card__note" dir="auto">
          {bid.note}
        </p>
      )}
    </li>
  );
}

function AccountSummary({ account, page, onPage }: { account: AuctionAccount; page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation('auctions');
  const yen = useYen();
  const format = useFormat();
  const bidError = useBidErrorText();
  const refund = useRequestRefund();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const noDeposit = isZeroYen(account.depositJpy);
  const ledger = account.ledger;
  return (
    <section className="bids-account" aria-labelledby="bids-account-title">
      <h3 id="bids-account-title">{t('account.title')}</h3>
      <PowerSummary account={account} />
      {noDeposit ? (
        <p className="bids-account__none">
          {t('account.noDeposit', { multiple: account.powerMultiple })}{' '}
          <Link to={paths.contentPage('auction-service')}>{t('deposit.read')}</Link>
        </p>
      ) : account.refundRequestedAt ? (
        <p className="bids-account__requested">
          {t('account.refundRequested', { date: format.date(account.refundRequestedAt, { dateStyle: 'medium' }) })}
        </p>
      ) : (
        <div className="form-actions">
          <Button
            variant="secondary"
            busy={refund.isPending}
            onClick={() =>
              refund.mutate(undefined, {
                onSuccess: () => setOutcome({ ok: true, text: t('account.refundSent') }),
                onError: (error) => setOutcome({ ok: false, text: bidError(error) }),
              })
            }
          >
            {t('account.refund')}
          </Button>
        </div>
      )}
      <p role="status" className={outcome && !outcome.ok ? 'bid-failure' : 'bids-account__outcome'}>
        {outcome?.text}
      </p>

      <h4 className="bids-ledger__title">{t('ledger.title')}</h4>
      {ledger.items.length === 0 ? (
        <p className="muted">{t('ledger.empty')}</p>
      ) : (
        <>
          <ul className="bids-ledger">
            {ledger.items.map((entry, i) => (
              <li key={`${entry.createdAt}-${i}`} className="bids-ledger__row">
                <span className="bids-ledger__kind">{t(`ledger.kinds.${entry.kind}`)}</span>
                <bdi className={`bids-ledger__amount bids-ledger__amount--${entry.kind}`}>{yen(entry.amountJpy)}</bdi>
                <time className="muted" dateTime={entry.createdAt}>
                  {format.date(entry.createdAt, { dateStyle: 'medium' })}
                </time>
                {entry.bankReference && (
                  <span className="muted bids-ledger__ref">
                    {t('ledger.reference')} <bdi>{entry.bankReference}</bdi>
                  </span>
                )}
              </li>
            ))}
          </ul>
          <BidPager page={page} total={ledger.total} size={LEDGER_PAGE_SIZE} onPage={onPage} label={t('ledger.pages')} />
        </>
      )}
    </section>
  );
}

/**
 * The profile's bid requests (Inquiry & Bid List, issue 13): each with its lot, maximum, status, the cut-off for open
 * ones and the hammer price and fees for won ones, filtered by status; and the auction account (deposit, held, owed,
 * bidding power, a refund request and the ledger).
 */
export function BidsPanel() {
  const { t } = useTranslation('auctions');
  const [status, setStatus] = useState<BidStatus | null>(null);
  const [page, setPage] = useState(1);
  const [ledgerPage, setLedgerPage] = useState(1);
  const bids = useMyBids(status, page);
  const account = useAuctionAccount(ledgerPage);

  let list;
  if (bids.isError && !bids.data) list = <ErrorState error={bids.error} onRetry={() => void bids.refetch()} />;
  else if (!bids.data)
    list = (
      <ul className="bids-list" aria-busy="true">
        {[0, 1].map((i) => (
          <li key={i} className="card bid-card">
            <Skeleton inlineSize="50%" blockSize="1.3rem" />
            <Skeleton inlineSize="70%" blockSize="1rem" />
            <Skeleton blockSize="2.5rem" />
          </li>
        ))}
      </ul>
    );
  else if (bids.data.items.length === 0)
    list = status ? (
      <EmptyState title={t('list.emptyStatus', { status: t(`status.${status}`) })} />
    ) : (
      <EmptyState
        title={t('list.empty')}
        message={t('list.emptyNext')}
        action={
          <Link className={buttonClass('primary')} to={paths.auctions()}>
            {t('list.browse')}
          </Link>
        }
      />
    );
  else
    list = (
      <>
        <ul className="bids-list">
          {bids.data.items.map((bid) => (
            <BidCard key={bid.id} bid={bid} />
          ))}
        </ul>
        <BidPager page={page} total={bids.data.total} size={BIDS_PAGE_SIZE} onPage={setPage} label={t('list.pages')} />
      </>
    );

  return (
    <section className="profile-panel bids-panel" aria-labelledby="bids-title">
      <h2 id="bids-title">{t('list.title')}</h2>
      <p className="profile-panel__intro">{t('list.intro')}</p>
      <section className="bids-requests" aria-labelledby="bids-requests-title">
        <h3 id="bids-requests-title">{t('list.requests')}</h3>
        <div className="bids-filter">
          <SelectField
            label={t('list.filter')}
            name="status"
            value={status ?? ''}
            placeholder={t('list.all')}
            options={BID_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
            onChange={(event) => {
              setStatus((event.target.value || null) as BidStatus | null);
              setPage(1);
            }}
          />
        </div>
        {list}
      </section>
      {account.isError && !account.data ? (
        <ErrorState error={account.error} onRetry={() => void account.refetch()} />
      ) : account.data ? (
        <AccountSummary account={account.data} page={ledgerPage} onPage={setLedgerPage} />
      ) : (
        <Skeleton blockSize="8rem" />
      )}
    </section>
  );
}

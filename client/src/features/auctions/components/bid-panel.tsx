import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/dialog';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { Skeleton } from '../../../components/skeleton';
import { TextArea } from '../../../components/text-area';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/i18n/error-text';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import {
  useAuctionAccount,
  useChangeBid,
  useOpenBidOn,
  usePlaceBid,
  useWithdrawBid,
  type AuctionAccount,
  type Bid,
} from '../api/bidding-api';
import { isZeroYen, MAX_YEN, parseYen, sumYen } from '../yen';
import { PowerSummary, useBidErrorText, useBidMessageText, useYen } from './bid-money';

export const NOTE_MAX = 500;

interface BidFormProps {
  lotId: string;
  /** The lot's start price (whole yen): the lowest maximum bid it takes; null when the feed gave none. */
  startPriceJpy: string | null;
  /** Changing this open bid request (else a new one). */
  bid?: Bid;
  /** What this bid may reach: the bidding power (plus the bid's own hold when changing it). */
  available: string;
  onDone: (message: string) => void;
  onCancel?: () => void;
}

/** The maximum bid (whole yen, echoed formatted as it is typed) and an optional note; sends or changes the request. */
export function BidForm({ lotId, startPriceJpy, bid, available, onDone, onCancel }: BidFormProps) {
  const { t } = useTranslation('auctions');
  const errorText = useErrorText();
  const bidError = useBidErrorText();
  const bidMessage = useBidMessageText();
  const yen = useYen();
  const place = usePlaceBid(lotId);
  const change = useChangeBid();
  const pending = place.isPending || change.isPending;
  const [maxBid, setMaxBid] = useState(bid?.maxBidJpy ?? '');
  const [note, setNote] = useState(bid?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  const labels = { maxBidJpy: t('form.maxBid'), note: t('form.note') };
  const parsed = parseYen(maxBid);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!parsed) {
      const code = maxBid.trim() === '' ? 'FIELD_REQUIRED' : 'YEN_INVALID';
      setErrors({ maxBidJpy: errorText.code({ code, params: { max: MAX_YEN } }, labels.maxBidJpy) });
      maxRef.current?.focus();
      return;
    }
    // The server refuses a maximum below the start price (it could never win); say so before sending.
    if (startPriceJpy && BigInt(parsed) < BigInt(startPriceJpy)) {
      setErrors({ maxBidJpy: bidMessage({ code: 'BID_BELOW_START_PRICE', params: { startPrice: startPriceJpy } }) });
      maxRef.current?.focus();
      return;
    }
    setErrors({});
    const body = { maxBidJpy: parsed, note: note.trim() === '' ? null : note.trim() };
    const onError = (error: unknown) => {
      const fields = errorText.fields(error, labels);
      // The start price the refusal names is written with the page's digits.
      if (error instanceof ApiError)
        for (const detail of error.details) if (detail.code === 'BID_BELOW_START_PRICE') fields[detail.field] = bidMessage(detail);
      setErrors(fields);
      if (!(error instanceof ApiError) || error.details.length === 0) {
        setFailure(bidError(error));
        window.setTimeout(() => failureRef.current?.focus());
      }
    };
    // mutateAsync, not mutate's callbacks: the new open bid replaces this form (unmounts it) before they would run.
    const sent = bid
      ? change.mutateAsync({ id: bid.id, ...body }).then(() => t('form.changed'))
      : place.mutateAsync(body).then(() => t('form.sent'));
    sent.then(onDone, onError);
  };

  return (
    <form className="bid-form" onSubmit={submit} noValidate>
      <TextField
        ref={maxRef}
        label={labels.maxBidJpy}
        name="maxBidJpy"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        required
        value={maxBid}
        onChange={(event) => setMaxBid(event.target.value)}
        hint={
          startPriceJpy
            ? t('form.maxBidHintStart', { start: yen(startPriceJpy), available: yen(available) })
            : t('form.maxBidHint', { available: yen(available) })
        }
        error={errors.maxBidJpy}
      />
      <p className="bid-form__echo" aria-live="polite">
        {parsed ? (
          <>
            {t('form.youBid')} <strong>{yen(parsed)}</strong>
          </>
        ) : null}
      </p>
      <TextArea
        className="bid-form__note"
        label={labels.note}
        name="note"
        rows={3}
        maxChars={NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
      />
      {failure && (
        <p className="bid-failure" role="alert" tabIndex={-1} ref={failureRef}>
          {failure}
        </p>
      )}
      <div className="form-actions">
        <Button type="submit" busy={pending}>
          {bid ? t('form.saveChange') : t('form.submit')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** My open bid request on this lot: its maximum and note, with Change and Withdraw (until the cut-off). */
function OpenBid({ bid, account, open, onMessage }: { bid: Bid; account: AuctionAccount; open: boolean; onMessage: (m: string) => void }) {
  const { t } = useTranslation('auctions');
  const yen = useYen();
  const format = useFormat();
  const bidError = useBidErrorText();
  const withdraw = useWithdrawBid();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (editing)
    return (
      <BidForm
        lotId={bid.lot.id}
        startPriceJpy={bid.lot.startPriceJpy}
        bid={bid}
        available={sumYen(account.biddingPowerJpy, bid.maxBidJpy)}
        onDone={(message) => {
          setEditing(false);
          onMessage(message);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  return (
    <div className="bid-open">
      <p className="bid-open__head">
        <span>{t('open.title')}</span> <Badge tone="info">{t('status.open')}</Badge>
      </p>
      <p className="bid-open__max">
        {t('open.maxBid')}{' '}
        <strong>
          <bdi>{yen(bid.maxBidJpy)}</bdi>
        </strong>
      </p>
      {bid.note && (
        <p className="bid-open__note" dir="auto">
          {bid.note}
        </p>
      )}
      <p className="muted bid-open__sent">
        {t('open.sent')} <time dateTime={bid.updatedAt}>{format.date(bid.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
      </p>
      {failure && (
        <p className="bid-failure" role="alert">
          {failure}
        </p>
      )}
      {open && (
        <div className="form-actions">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('open.change')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('open.withdraw')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('withdraw.title')}
        confirmLabel={t('withdraw.confirm')}
        danger
        busy={withdraw.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          // As in the form: the withdrawal unmounts this part before mutate's callbacks would run.
          withdraw.mutateAsync(bid.id).then(
            () => {
              setConfirming(false);
              onMessage(t('withdraw.done', { amount: yen(bid.maxBidJpy) }));
            },
            (error: unknown) => {
              setConfirming(false);
              setFailure(bidError(error));
            },
          )
        }
      >
        <p>{t('withdraw.text', { amount: yen(bid.maxBidJpy) })}</p>
      </ConfirmDialog>
    </div>
  );
}

/** No deposit yet: how to pay one (bank transfer, recorded by staff) and where to read more. */
function NoDeposit({ multiple }: { multiple: number }) {
  const { t } = useTranslation('auctions');
  return (
    <div className="bid-deposit">
      <p className="bid-deposit__title">{t('deposit.title')}</p>
      <ol className="bid-deposit__steps">
        <li>{t('deposit.step1')}</li>
        <li>{t('deposit.step2')}</li>
        <li>{t('deposit.step3', { multiple })}</li>
      </ol>
      <Link to={paths.contentPage('auction-service')}>{t('deposit.read')}</Link>
    </div>
  );
}

/**
 * The signed-in customer's bidding on a lot (issue 13): the bidding power, then either the open bid request (Change,
 * Withdraw) or the bid form, or — with no deposit — how to pay one. `open` is false after the cut-off: an open request
 * stays visible, unchangeable.
 */
export function BidPanel({ lotId, startPriceJpy, open }: { lotId: string; startPriceJpy: string | null; open: boolean }) {
  const { t } = useTranslation('auctions');
  const account = useAuctionAccount();
  const openBid = useOpenBidOn(lotId);
  const [message, setMessage] = useState<string | null>(null);

  if ((account.isError && !account.data) || (openBid.isError && openBid.data === undefined))
    return (
      <ErrorState
        error={account.error ?? openBid.error}
        onRetry={() => {
          void account.refetch();
          void openBid.refetch();
        }}
      />
    );
  if (!account.data || openBid.data === undefined)
    return (
      <div aria-busy="true" className="bid-panel">
        <Skeleton blockSize="6rem" />
        <Skeleton blockSize="8rem" />
      </div>
    );
  const bid = openBid.data;
  const noDeposit = isZeroYen(account.data.depositJpy) && !bid;
  return (
    <div className="bid-panel">
      <PowerSummary account={account.data} />
      <p role="status" className="bid-panel__message">
        {message}
      </p>
      {bid ? (
        <OpenBid bid={bid} account={account.data} open={open} onMessage={setMessage} />
      ) : !open ? null : noDeposit ? (
        <NoDeposit multiple={account.data.powerMultiple} />
      ) : (
        <BidForm lotId={lotId} startPriceJpy={startPriceJpy} available={account.data.biddingPowerJpy} onDone={setMessage} />
      )}
      {!noDeposit && <Link to={paths.profile('inquiries', { list: 'bids' })}>{t('open.allBids')}</Link>}
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Badge, type BadgeTone } from '../../../../components/badge';
import { Button } from '../../../../components/button';
import { ErrorState } from '../../../../components/error-state';
import { Link } from '../../../../components/link';
import { TextField } from '../../../../components/text-field';
import { ApiError, toApiError } from '../../../../lib/api/api-error';
import { useErrorText, type CodedMessage } from '../../../../lib/i18n/error-text';
import { useFormat } from '../../../../lib/use-format';
import { adminPath } from '../../admin-paths';
import { AdminPage, AdminSection, Facts } from '../../ui/admin-page';
import { useAdminLot, useRecordLotResult, type AdminLot, type LotPhase, type ResultBody } from '../api/auctions-admin-api';
import { RecordedResult } from './lot-recorded-result';
import { parseYen, useYen, yenAbove } from './yen';

type Outcome = ResultBody['result'];
type DraftErrors = Partial<Record<'result' | 'hammerPriceJpy' | 'feesJpy', string>>;

export interface ResultDraft {
  result: Outcome | '';
  hammer: string;
  fees: string;
}

/** Phases as badges: still bidding (info), waiting for staff (warning), a result (success / neutral). */
export const PHASE_TONES: Record<LotPhase, BadgeTone> = {
  bidding: 'info',
  bidding_closed: 'info',
  awaiting_result: 'warning',
  sold: 'success',
  unsold: 'neutral',
  withdrawn: 'neutral',
};

const STATUS_TONES: Record<string, BadgeTone> = {
  open: 'info',
  won: 'success',
  lost: 'neutral',
  not_sold: 'neutral',
  withdrawn: 'neutral',
};

/** Errors as `admin-auctions` keys with their params (yen as the API's digit strings, formatted by the screen). */
type Problem = { key: string; params?: Record<string, string> };

/**
 * What the clerk typed → the API's body, or what is wrong, checked against the bounds the server gave: a result is
 * chosen; won goes to the eligible winner at a hammer price from its `hammerMinJpy` to its `hammerMaxJpy`, with fees
 * in whole yen (blank: none); lost may give the price it sold for, at least `lostHammerMinJpy`.
 */
export function resultBody(
  draft: ResultDraft,
  lot: Pick<AdminLot, 'winner' | 'lostHammerMinJpy'>,
): { body: ResultBody } | { errors: Partial<Record<keyof DraftErrors, Problem>> } {
  if (draft.result === '') return { errors: { result: { key: 'result.errors.result' } } };
  if (draft.result === 'not_sold') return { body: { result: 'not_sold' } };
  const errors: Partial<Record<keyof DraftErrors, Problem>> = {};
  const typed = draft.hammer.trim();
  const hammer = parseYen(typed);
  if (draft.result === 'lost') {
    if (typed === '') return { body: { result: 'lost' } };
    if (hammer === null) return { errors: { hammerPriceJpy: { key: 'result.errors.wholeYen' } } };
    if (yenAbove(lot.lostHammerMinJpy, hammer))
      return { errors: { hammerPriceJpy: { key: 'result.errors.lostTooLow', params: { min: lot.lostHammerMinJpy } } } };
    return { body: { result: 'lost', hammerPriceJpy: hammer } };
  }
  const winner = lot.winner;
  if (!winner) return { errors: { result: { key: 'result.errors.result' } } };
  if (typed === '') errors.hammerPriceJpy = { key: 'result.errors.hammerRequired' };
  else if (hammer === null) errors.hammerPriceJpy = { key: 'result.errors.wholeYen' };
  else if (yenAbove(winner.hammerMinJpy, hammer) || yenAbove(hammer, winner.hammerMaxJpy))
    errors.hammerPriceJpy = { key: 'result.errors.outOfRange', params: { min: winner.hammerMinJpy, max: winner.hammerMaxJpy } };
  const fees = draft.fees.trim() === '' ? '0' : parseYen(draft.fees, 0n);
  if (fees === null) errors.feesJpy = { key: 'result.errors.wholeYen' };
  if (Object.keys(errors).length > 0 || hammer === null || fees === null) return { errors };
  return { body: { result: 'won', bidId: winner.bidId, hammerPriceJpy: hammer, feesJpy: fees } };
}

/** An API error in the screen's words, with the yen it names written as yen ("¥820,000", not "820000"). */
function useLotErrorText() {
  const errorText = useErrorText();
  const yen = useYen();
  return (error: unknown): string => {
    if (!(error instanceof ApiError)) return errorText.message(error);
    const coded: CodedMessage = toApiError(error);
    const params = { ...coded.params };
    for (const key of ['min', 'max', 'maxBid', 'startPrice', 'needed', 'available'] as const) {
      const value = params[key];
      if (typeof value === 'string' && /^\d+$/.test(value)) params[key] = yen(value).replace(/\s/g, ' ');
    }
    return errorText.code({ code: coded.code, params });
  };
}

/**
 * A lot's result (issue 24): its bid requests, the strongest first, and — as the server's lot machine allows — the
 * form that records the one result for all of them (won only for the eligible winner, within the hammer price's
 * bounds), or the recorded result with the way to undo it with a reason.
 */
export function LotResultScreen() {
  const { t } = useTranslation('admin-auctions');
  const { lotId = '' } = useParams();
  const lot = useAdminLot(lotId);
  const [notice, setNotice] = useState<string | null>(null);
  const f = useFormat();
  const yen = useYen();
  const a = lot.data;
  const back = {
    to: adminPath('auction-bid-sheet', a ? { date: a.lot.auctionDate, auctionHouse: a.lot.auctionHouse } : {}),
    label: t('result.back'),
  };
  if (!a) {
    return (
      <AdminPage title={t('result.one')} back={back}>
        {lot.error ? <ErrorState error={lot.error} onRetry={() => void lot.refetch()} /> : <p aria-busy="true">{t('loading')}</p>}
      </AdminPage>
    );
  }
  const japan = (at: string) => f.date(at, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: 'Asia/Tokyo' });
  return (
    <AdminPage
      title={t('result.title', { lot: a.lot.lotNumber })}
      back={back}
      subtitle={
        <>
          {a.lot.auctionHouse} · {a.lot.year} {a.lot.make} {a.lot.model}{' '}
          <Badge tone={PHASE_TONES[a.lot.phase as LotPhase]}>{t(`phase.${a.lot.phase}`)}</Badge>
        </>
      }
    >
      <AdminSection title={t('result.lot')}>
        <Facts
          items={[
            [t('result.startsAt'), t('result.japanTime', { time: japan(a.lot.startsAt) })],
            [t('result.cutoffAt'), t('result.japanTime', { time: japan(a.cutoffAt) })],
            [t('result.startPrice'), yen(a.lot.startPriceJpy)],
          ]}
        />
      </AdminSection>
      <p role="status" className={notice ? 'auction-notice' : undefined}>
        {notice}
      </p>
      <BidsTable lot={a} />
      {a.result ? (
        <RecordedResult lot={a} onUndone={() => setNotice(t('result.undo.done'))} />
      ) : a.results.length > 0 ? (
        <RecordForm key={a.lot.phase} lot={a} onRecorded={() => setNotice(t('result.recorded.saved'))} />
      ) : (
        <NotYet lot={a} />
      )}
    </AdminPage>
  );
}

function NotYet({ lot }: { lot: AdminLot }) {
  const { t } = useTranslation('admin-auctions');
  const f = useFormat();
  const time = f.date(lot.lot.startsAt, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: 'Asia/Tokyo' });
  return (
    <AdminSection title={t('result.record')}>
      <p className="auction-notice">{lot.lot.phase === 'awaiting_result' ? t('result.nothingToRecord') : t('result.notYet', { time })}</p>
    </AdminSection>
  );
}

function BidsTable({ lot }: { lot: AdminLot }) {
  const { t } = useTranslation('admin-auctions');
  const yen = useYen();
  return (
    <AdminSection title={t('result.bids')}>
      {lot.bids.length === 0 ? (
        <p className="auction-empty">{t('result.noBids')}</p>
      ) : (
        <div className="auction-sheet__scroll">
          <table className="auction-table">
            <caption className="visually-hidden">{t('result.bids')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('sheet.customer')}</th>
                <th scope="col" className="numeric">
                  {t('sheet.maxBid')}
                </th>
                <th scope="col">{t('accounts.status')}</th>
                <th scope="col">{t('sheet.note')}</th>
              </tr>
            </thead>
            <tbody>
              {lot.bids.map((b) => (
                <tr key={b.id} className={lot.winner?.bidId === b.id ? 'auction-table__winner' : undefined}>
                  <th scope="row">
                    <Link to={adminPath('auction-accounts', b.customer.id)}>{b.customer.name}</Link>
                    <span className="auction-sheet__facts">{b.customer.email}</span>
                  </th>
                  <td className="numeric">{yen(b.maxBidJpy)}</td>
                  <td>
                    <Badge tone={STATUS_TONES[b.status] ?? 'neutral'}>{t(`bidStatus.${b.status}`, { defaultValue: b.status })}</Badge>{' '}
                    {b.status === 'open' && (
                      <span className="auction-sheet__facts">{b.eligible ? t('result.eligible') : t('result.belowStart')}</span>
                    )}
                  </td>
                  <td className="auction-sheet__note">{b.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminSection>
  );
}

function RecordForm({ lot, onRecorded }: { lot: AdminLot; onRecorded: () => void }) {
  const { t } = useTranslation('admin-auctions');
  const yen = useYen();
  const errorText = useErrorText();
  const lotError = useLotErrorText();
  const record = useRecordLotResult(lot.lot.id);
  const [draft, setDraft] = useState<ResultDraft>({ result: '', hammer: '', fees: '' });
  const [mine, setMine] = useState<Partial<Record<keyof DraftErrors, Problem>>>({});
  const labels = { result: t('result.result'), hammerPriceJpy: t('result.hammer'), feesJpy: t('result.fees'), bidId: t('result.result') };
  const server = errorText.fields(record.error, labels);
  const formError = record.error && Object.keys(server).length === 0 ? lotError(record.error) : null;
  const problem = (field: keyof DraftErrors) => {
    const p = mine[field];
    if (p) return t(p.key, Object.fromEntries(Object.entries(p.params ?? {}).map(([k, v]) => [k, yen(v)])));
    return server[field];
  };
  const winner = lot.winner;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = resultBody(draft, lot);
    if ('errors' in checked) {
      setMine(checked.errors);
      return;
    }
    setMine({});
    record.mutate(checked.body, { onSuccess: onRecorded });
  };
  const option = (r: Outcome) =>
    r === 'won' && winner
      ? t('result.options.wonFor', { customer: winner.customer.name, max: yen(winner.maxBidJpy) })
      : t(`result.options.${r}`);

  return (
    <AdminSection title={t('result.record')}>
      <form onSubmit={submit} noValidate className="auction-result-form" aria-label={t('result.record')}>
        <fieldset className="auction-choice">
          <legend>{labels.result}</legend>
          {(lot.results as Outcome[]).map((r) => (
            <label key={r} className="auction-choice__option">
              <input type="radio" name="result" value={r} checked={draft.result === r} onChange={() => setDraft({ ...draft, result: r })} />
              {option(r)}
            </label>
          ))}
          {problem('result') && (
            <p className="field__error" role="alert">
              {problem('result')}
            </p>
          )}
        </fieldset>
        {winner && draft.result === 'won' && (
          <>
            <p className="auction-hint">{t('result.wonHint', { customer: winner.customer.name, max: yen(winner.maxBidJpy) })}</p>
            <div className="auction-result-form__prices">
              <TextField
                label={labels.hammerPriceJpy}
                name="hammerPriceJpy"
                inputMode="numeric"
                dir="ltr"
                required
                value={draft.hammer}
                onChange={(e) => setDraft({ ...draft, hammer: e.target.value })}
                hint={t('result.hammerRange', { min: yen(winner.hammerMinJpy), max: yen(winner.hammerMaxJpy) })}
                error={problem('hammerPriceJpy')}
              />
              <TextField
                label={labels.feesJpy}
                name="feesJpy"
                inputMode="numeric"
                dir="ltr"
                value={draft.fees}
                onChange={(e) => setDraft({ ...draft, fees: e.target.value })}
                hint={t('result.feesHint')}
                error={problem('feesJpy')}
              />
            </div>
          </>
        )}
        {draft.result === 'lost' && (
          <TextField
            label={t('result.soldFor')}
            name="hammerPriceJpy"
            inputMode="numeric"
            dir="ltr"
            value={draft.hammer}
            onChange={(e) => setDraft({ ...draft, hammer: e.target.value })}
            hint={t('result.lostHint', { min: yen(lot.lostHammerMinJpy) })}
            error={problem('hammerPriceJpy')}
          />
        )}
        {draft.result !== '' && <p className="auction-hint">{t(`result.effect.${draft.result}`)}</p>}
        {formError && (
          <p className="field__error" role="alert">
            {formError}
          </p>
        )}
        <div className="admin-form__actions">
          <Button type="submit" busy={record.isPending}>
            {t('result.save')}
          </Button>
        </div>
      </form>
    </AdminSection>
  );
}

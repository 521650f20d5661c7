import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { TextField } from '../../../../components/text-field';
import { useModalDialog } from '../../../../components/use-modal-dialog';
import { useFormErrors } from '../../ui/form-actions';
import { useRecordResult, type BidSheetRow, type ResultBody } from '../api/auctions-admin-api';
import { parseYen, useYen, yenAbove } from './yen';

export const RESULTS = ['won', 'lost', 'not_sold'] as const;
type Result = (typeof RESULTS)[number];

export interface ResultDraft {
  result: Result | '';
  hammer: string;
  fees: string;
}

type DraftErrors = Partial<Record<'result' | 'hammerPriceJpy' | 'feesJpy', string>>;

/**
 * What the clerk typed → the API's body, or the fields that are wrong (as `admin-auctions` keys): a result is chosen;
 * won needs a hammer price in whole yen, at most the maximum bid, and fees in whole yen (blank: none).
 */
export function resultBody(draft: ResultDraft, maxBidJpy: string): { body: ResultBody } | { errors: DraftErrors } {
  if (draft.result === '') return { errors: { result: 'result.errors.result' } };
  if (draft.result !== 'won') return { body: { result: draft.result } };
  const errors: DraftErrors = {};
  const hammer = parseYen(draft.hammer);
  if (draft.hammer.trim() === '') errors.hammerPriceJpy = 'result.errors.hammerRequired';
  else if (hammer === null) errors.hammerPriceJpy = 'result.errors.wholeYen';
  else if (yenAbove(hammer, maxBidJpy)) errors.hammerPriceJpy = 'result.errors.aboveMax';
  const fees = draft.fees.trim() === '' ? '0' : parseYen(draft.fees, 0n);
  if (fees === null) errors.feesJpy = 'result.errors.wholeYen';
  if (Object.keys(errors).length > 0 || hammer === null || fees === null) return { errors };
  return { body: { result: 'won', hammerPriceJpy: hammer, feesJpy: fees } };
}

/** The small dialog that records a bid's result from the bid sheet (open while `row` is set). */
export function ResultDialog({
  row,
  onClose,
  onRecorded,
}: {
  row: BidSheetRow | null;
  onClose: () => void;
  onRecorded?: (r: Result) => void;
}) {
  const ref = useModalDialog(row !== null);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className="dialog auction-result-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {row && <ResultForm key={row.bidId} row={row} titleId={titleId} onClose={onClose} onRecorded={onRecorded} />}
    </dialog>
  );
}

function ResultForm({
  row,
  titleId,
  onClose,
  onRecorded,
}: {
  row: BidSheetRow;
  titleId: string;
  onClose: () => void;
  onRecorded?: (r: Result) => void;
}) {
  const { t } = useTranslation('admin-auctions');
  const yen = useYen();
  const record = useRecordResult();
  const [draft, setDraft] = useState<ResultDraft>({ result: '', hammer: '', fees: '' });
  const [mine, setMine] = useState<DraftErrors>({});
  const labels = { result: t('result.result'), hammerPriceJpy: t('result.hammer'), feesJpy: t('result.fees') };
  const { errors: server, formError } = useFormErrors(record.error, labels);
  const error = (field: keyof DraftErrors) =>
    mine[field] ? t(mine[field], { max: yen(row.maxBidJpy) }) : (server as Record<string, string | undefined>)[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = resultBody(draft, row.maxBidJpy);
    if ('errors' in checked) {
      setMine(checked.errors);
      return;
    }
    setMine({});
    record.mutate(
      { id: row.bidId, body: checked.body },
      {
        onSuccess: () => {
          onRecorded?.(checked.body.result);
          onClose();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{t('result.title', { lot: row.lot.lotNumber })}</h2>
      <p className="auction-result-dialog__lot">
        {row.lot.year} {row.lot.make} {row.lot.model} · {row.customer.name} · {t('result.maxBid', { amount: yen(row.maxBidJpy) })}
      </p>
      <fieldset className="auction-choice" aria-describedby={mine.result ? `${titleId}-result` : undefined}>
        <legend>{labels.result}</legend>
        {RESULTS.map((r) => (
          <label key={r} className="auction-choice__option">
            <input type="radio" name="result" value={r} checked={draft.result === r} onChange={() => setDraft({ ...draft, result: r })} />
            {t(`result.options.${r}`)}
          </label>
        ))}
        {error('result') && (
          <p id={`${titleId}-result`} className="field__error" role="alert">
            {error('result')}
          </p>
        )}
      </fieldset>
      {draft.result === 'won' && (
        <div className="auction-result-dialog__prices">
          <TextField
            label={labels.hammerPriceJpy}
            name="hammerPriceJpy"
            inputMode="numeric"
            required
            value={draft.hammer}
            onChange={(e) => setDraft({ ...draft, hammer: e.target.value })}
            hint={t('result.yenHint')}
            error={error('hammerPriceJpy')}
          />
          <TextField
            label={labels.feesJpy}
            name="feesJpy"
            inputMode="numeric"
            value={draft.fees}
            onChange={(e) => setDraft({ ...draft, fees: e.target.value })}
            hint={t('result.feesHint')}
            error={error('feesJpy')}
          />
        </div>
      )}
      {draft.result && draft.result !== 'won' && <p className="auction-hint">{t('result.releaseHint')}</p>}
      {formError && (
        <p className="field__error" role="alert">
          {formError}
        </p>
      )}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose} disabled={record.isPending}>
          {t('cancel')}
        </Button>
        <Button type="submit" busy={record.isPending}>
          {t('result.save')}
        </Button>
      </div>
    </form>
  );
}

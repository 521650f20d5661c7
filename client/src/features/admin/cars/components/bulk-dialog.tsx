import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { useModalDialog } from '../../../../components/use-modal-dialog';
import { type CodedMessage, useErrorText } from '../../../../lib/i18n/error-text';
import { useFormat } from '../../../../lib/use-format';
import { CAR_STATUSES } from '@autoexport/contract/cars';
import { type BulkBody, type BulkResult, useBulkAction } from '../api/cars-api';

/**
 * A bulk action on the selected cars: a status or a price change by a percentage. Preview first (the API answers each
 * car's before and after, or why it cannot change, changing nothing); Apply only then, and the answer says what was done.
 */
export function BulkDialog({ refs, onClose }: { refs: string[]; onClose: (applied: boolean) => void }) {
  const { t } = useTranslation('admin-cars');
  const errorText = useErrorText();
  const { money } = useFormat();
  const ref = useModalDialog(true);
  const titleId = useId();
  const [action, setAction] = useState<BulkBody['action']>('change_price');
  const [status, setStatus] = useState<string>('ready_to_ship');
  const [percent, setPercent] = useState('');
  const [shown, setShown] = useState<BulkResult | null>(null);
  const bulk = useBulkAction();
  const body: BulkBody = action === 'set_status' ? { refs, action, status: status as BulkBody['status'] } : { refs, action, percent };
  const busy = bulk.preview.isPending || bulk.apply.isPending;
  const failure = bulk.apply.error ?? bulk.preview.error;
  const fieldErrors = errorText.fields(failure, { percent: t('bulk.percent'), status: t('fields.status') });
  const applied = shown?.applied === true;

  const reset = () => {
    setShown(null);
    bulk.preview.reset();
  };

  const state = (s: BulkResult['items'][number]['before']) =>
    s ? `${t(`status.${s.status}`)} · ${money({ amount: s.fobPriceUsd, currency: 'USD' })}` : '—';

  return (
    <dialog
      ref={ref}
      className="dialog admin-cars__bulk"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose(applied);
      }}
    >
      <h2 id={titleId}>{t('bulk.title', { count: refs.length })}</h2>
      {!applied && (
        <form
          className="admin-form"
          onSubmit={(event) => {
            event.preventDefault();
            bulk.preview.mutate(body, { onSuccess: setShown });
          }}
        >
          <fieldset className="admin-form__wide admin-cars__choice">
            <legend>{t('bulk.action')}</legend>
            {(['change_price', 'set_status'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="action"
                  value={value}
                  checked={action === value}
                  onChange={() => {
                    setAction(value);
                    reset();
                  }}
                />{' '}
                {t(`bulk.actions.${value}`)}
              </label>
            ))}
          </fieldset>
          {action === 'change_price' ? (
            <TextField
              label={t('bulk.percent')}
              hint={t('bulk.percentHint')}
              name="percent"
              inputMode="decimal"
              value={percent}
              error={fieldErrors.percent}
              onChange={(event) => {
                setPercent(event.target.value);
                reset();
              }}
            />
          ) : (
            <SelectField
              label={t('bulk.newStatus')}
              name="status"
              value={status}
              error={fieldErrors.status}
              onChange={(event) => {
                setStatus(event.target.value);
                reset();
              }}
              options={CAR_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
          )}
          <div className="admin-form__actions">
            <Button type="submit" variant="secondary" busy={bulk.preview.isPending}>
              {t('bulk.preview')}
            </Button>
          </div>
        </form>
      )}
      {failure && Object.keys(fieldErrors).length === 0 && (
        <p className="field__error" role="alert">
          {errorText.message(failure)}
        </p>
      )}
      {shown && (
        <div className="admin-cars__bulk-result">
          <p role="status">
            {applied
              ? t('bulk.done', { changed: shown.changed, refused: shown.refused })
              : t('bulk.willChange', { changed: shown.changed, refused: shown.refused })}
          </p>
          <div className="data-table__scroll" role="region" aria-label={t('bulk.resultLabel')} tabIndex={0}>
            <table className="admin-cars__bulk-table">
              <caption className="visually-hidden">{t('bulk.resultLabel')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('fields.stockId')}</th>
                  <th scope="col">{t('bulk.before')}</th>
                  <th scope="col">{t('bulk.after')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.items.map((item) => (
                  <tr key={item.stockId} className={item.ok ? undefined : 'admin-cars__bulk-refused'}>
                    <th scope="row">{item.stockId}</th>
                    <td>{state(item.before)}</td>
                    <td>{item.ok ? state(item.after) : item.error ? errorText.code(item.error as CodedMessage) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={() => onClose(applied)} disabled={busy}>
          {applied ? t('bulk.close') : t('bulk.cancel')}
        </Button>
        {!applied && (
          <Button
            variant="primary"
            disabled={!shown || shown.changed === 0}
            busy={bulk.apply.isPending}
            onClick={() => bulk.apply.mutate(body, { onSuccess: setShown })}
          >
            {t('bulk.apply', { count: shown?.changed ?? 0 })}
          </Button>
        )}
      </div>
    </dialog>
  );
}

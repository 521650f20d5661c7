import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/dialog';
import { TextArea } from '../../../../components/text-area';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { useFormat } from '../../../../lib/use-format';
import { AdminSection, Facts } from '../../ui/admin-page';
import { useUndoLotResult, type AdminLot } from '../api/auctions-admin-api';
import { useYen } from './yen';

export function RecordedResult({ lot, onUndone }: { lot: AdminLot; onUndone: () => void }) {
  const { t } = useTranslation('admin-auctions');
  const yen = useYen();
  const f = useFormat();
  const errorText = useErrorText();
  const undo = useUndoLotResult(lot.lot.id);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const result = lot.result!;
  const winner = lot.bids.find((b) => b.id === result.winningBidId);
  const server = errorText.fields(undo.error, { reason: t('result.undo.reason') });

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setReasonError(t('result.undo.reasonRequired'));
      return;
    }
    setReasonError(null);
    setConfirming(true);
  };

  return (
    <>
      <AdminSection title={t('result.recorded.title')}>
        <Facts
          items={[
            [t('result.recorded.outcome'), t(`result.outcomes.${result.result}`)],
            ...(winner ? ([[t('result.recorded.winner'), `${winner.customer.name} · ${winner.customer.email}`]] as const) : []),
            [t('result.hammer'), yen(result.hammerPriceJpy)],
            ...(result.result === 'won' ? ([[t('result.fees'), yen(result.feesJpy ?? '0')]] as const) : []),
            [t('result.recorded.at'), result.recordedAt ? f.date(result.recordedAt, { dateStyle: 'medium', timeStyle: 'short' }) : '—'],
          ]}
        />
      </AdminSection>
      <AdminSection title={t('result.undo.title')}>
        {lot.undo.allowed ? (
          <form onSubmit={ask} noValidate className="auction-result-form" aria-label={t('result.undo.title')}>
            <p className="auction-hint">{t('result.undo.text')}</p>
            <TextArea
              label={t('result.undo.reason')}
              name="reason"
              rows={3}
              maxChars={500}
              required
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              hint={t('result.undo.reasonHint')}
              error={reasonError ?? server.reason}
            />
            {undo.error != null && !server.reason && (
              <p className="field__error" role="alert">
                {errorText.message(undo.error)}
              </p>
            )}
            <div className="admin-form__actions">
              <Button type="submit" variant="danger">
                {t('result.undo.submit')}
              </Button>
            </div>
          </form>
        ) : (
          <p className="auction-notice auction-notice--warning">
            {t('result.undo.refused')} {lot.undo.code ? errorText.code({ code: lot.undo.code }) : null}
          </p>
        )}
        <ConfirmDialog
          open={confirming}
          title={t('result.undo.confirmTitle', { lot: lot.lot.lotNumber })}
          confirmLabel={t('result.undo.submit')}
          danger
          busy={undo.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            undo.mutate(reason.trim(), {
              onSettled: () => setConfirming(false),
              onSuccess: () => {
                setReason('');
                onUndone();
              },
            })
          }
        >
          <p>{t('result.undo.confirmText', { count: lot.bids.filter((b) => b.status !== 'withdrawn').length })}</p>
        </ConfirmDialog>
      </AdminSection>
    </>
  );
}

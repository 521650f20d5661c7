import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../../components/badge';
import { Button, buttonClass } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/dialog';
import { Link } from '../../../../components/link';
import { TextField } from '../../../../components/text-field';
import { adminPath } from '../../admin-paths';
import { ActionError } from '../../ui/action-error';
import { AdminSection } from '../../ui/admin-page';
import { FormActions, useFormErrors } from '../../ui/form-actions';
import { useRecordRefund, useSettleBid, type AuctionAccount } from '../api/auctions-admin-api';
import { parseYen, useYen, yenSum } from './yen';

/** A bank transfer's amount in whole yen and its bank reference (a deposit's, a refund's). */
export function TransferFields({
  labels,
  form,
  set,
  errors,
}: {
  labels: { amountJpy: string; bankReference: string };
  form: { amountJpy: string; bankReference: string };
  set: (name: 'amountJpy' | 'bankReference') => (e: { target: { value: string } }) => void;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation('admin-auctions');
  return (
    <>
      <TextField
        label={labels.amountJpy}
        name="amountJpy"
        inputMode="numeric"
        required
        value={form.amountJpy}
        onChange={set('amountJpy')}
        hint={t('result.yenHint')}
        error={errors.amountJpy}
      />
      <TextField
        label={labels.bankReference}
        name="bankReference"
        required
        maxChars={64}
        value={form.bankReference}
        onChange={set('bankReference')}
        error={errors.bankReference}
      />
    </>
  );
}

const BID_TONES: Record<string, BadgeTone> = { open: 'info', won: 'success', lost: 'neutral', not_sold: 'neutral', withdrawn: 'neutral' };

/** The open bid requests and the won cars not yet paid; a won car is settled (paid) after a confirmation. */
export function OpenBids({ account }: { account: AuctionAccount }) {
  const { t } = useTranslation('admin-auctions');
  const yen = useYen();
  const settle = useSettleBid();
  const [settling, setSettling] = useState<AuctionAccount['openBids'][number] | null>(null);
  return (
    <AdminSection title={t('accounts.bids')}>
      {account.openBids.length === 0 ? (
        <p className="auction-empty">{t('accounts.noBids')}</p>
      ) : (
        <div className="auction-sheet__scroll">
          <table className="auction-table">
            <caption className="visually-hidden">{t('accounts.bids')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('sheet.lot')}</th>
                <th scope="col">{t('sheet.car')}</th>
                <th scope="col">{t('accounts.status')}</th>
                <th scope="col" className="numeric">
                  {t('sheet.maxBid')}
                </th>
                <th scope="col" className="numeric">
                  {t('accounts.cost')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('sheet.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {account.openBids.map((b) => (
                <tr key={b.id}>
                  <th scope="row">
                    <Link to={adminPath('auction-bid-sheet', 'lots', b.lot.id)}>
                      {b.lot.auctionHouse} · {b.lot.lotNumber}
                    </Link>
                  </th>
                  <td>
                    {b.lot.year} {b.lot.make} {b.lot.model}
                  </td>
                  <td>
                    <Badge tone={BID_TONES[b.status] ?? 'neutral'}>{t(`bidStatus.${b.status}`, { defaultValue: b.status })}</Badge>
                  </td>
                  <td className="numeric">{yen(b.maxBidJpy)}</td>
                  <td className="numeric">
                    {b.status === 'won' ? t('accounts.costOf', { hammer: yen(b.hammerPriceJpy), fees: yen(b.feesJpy ?? '0') }) : '—'}
                  </td>
                  <td>
                    {b.status === 'won' && b.orderId && (
                      <Link className={buttonClass('secondary', 'small')} to={adminPath('orders', b.orderId)}>
                        {t('wonOrder.viewOrder')}
                      </Link>
                    )}
                    {b.status === 'won' && !b.orderId && (
                      <div className="auction-row-actions">
                        <Link
                          className={buttonClass('primary', 'small')}
                          to={adminPath('auction-accounts', account.customer.id, 'bids', b.id, 'order')}
                          aria-label={t('wonOrder.makeLot', { lot: b.lot.lotNumber })}
                        >
                          {t('wonOrder.make')}
                        </Link>
                        {!b.settledAt && (
                          <Button
                            size="small"
                            variant="ghost"
                            onClick={() => setSettling(b)}
                            aria-label={t('accounts.settleLot', { lot: b.lot.lotNumber })}
                          >
                            {t('accounts.settle')}
                          </Button>
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ActionError error={settle.error} />
      <ConfirmDialog
        open={settling !== null}
        title={t('accounts.settleTitle', { lot: settling?.lot.lotNumber ?? '' })}
        confirmLabel={t('accounts.settle')}
        busy={settle.isPending}
        onCancel={() => setSettling(null)}
        onConfirm={() => settling && settle.mutate(settling.id, { onSettled: () => setSettling(null) })}
      >
        <p>
          {settling &&
            t('accounts.settleText', {
              car: `${settling.lot.year} ${settling.lot.make} ${settling.lot.model}`,
              amount: yen(yenSum(settling.hammerPriceJpy, settling.feesJpy)),
            })}
        </p>
      </ConfirmDialog>
    </AdminSection>
  );
}

/** A refund of what backs nothing: confirmed first, saying what happens; the API's 409 (above the free part) shown. */
export function RefundForm({ account }: { account: AuctionAccount }) {
  const { t } = useTranslation('admin-auctions');
  const yen = useYen();
  const refund = useRecordRefund();
  const blank = { amountJpy: account.refundableJpy === '0' ? '' : account.refundableJpy, bankReference: '', note: '' };
  const [form, setForm] = useState(blank);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const labels = { amountJpy: t('refund.amount'), bankReference: t('refund.bankReference'), note: t('refund.note') };
  const { errors, formError } = useFormErrors(refund.error, labels);
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) => {
    setDone(false);
    setForm({ ...form, [name]: e.target.value });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseYen(form.amountJpy);
    setAmountError(amount === null ? t('result.errors.wholeYen') : null);
    if (amount !== null) setConfirming(amount);
  };
  const send = (amount: string) =>
    refund.mutate(
      { customerId: account.customer.id, amountJpy: amount, bankReference: form.bankReference, note: form.note || null },
      {
        onSuccess: () => {
          setForm({ amountJpy: '', bankReference: '', note: '' });
          setDone(true);
        },
        onSettled: () => setConfirming(null),
      },
    );
  return (
    <AdminSection title={t('refund.title')}>
      <p className="auction-hint">{t('refund.hint', { amount: yen(account.refundableJpy) })}</p>
      <form className="admin-form auction-form" onSubmit={submit} noValidate aria-label={t('refund.title')}>
        <TransferFields labels={labels} form={form} set={set} errors={{ ...errors, amountJpy: amountError ?? errors.amountJpy }} />
        <div className="admin-form__wide">
          <TextField label={labels.note} name="note" maxChars={500} value={form.note} onChange={set('note')} error={errors.note} />
        </div>
        <FormActions busy={refund.isPending} error={formError} saveLabel={t('refund.save')}>
          {done && <span role="status">{t('refund.recorded')}</span>}
        </FormActions>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        danger
        title={t('refund.confirmTitle')}
        confirmLabel={t('refund.save')}
        busy={refund.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && send(confirming)}
      >
        <p>
          {confirming &&
            t('refund.confirmText', {
              amount: yen(confirming),
              customer: account.customer.name,
              reference: form.bankReference || '—',
              power: yen((BigInt(confirming) * BigInt(account.powerMultiple)).toString()),
            })}
        </p>
      </ConfirmDialog>
    </AdminSection>
  );
}

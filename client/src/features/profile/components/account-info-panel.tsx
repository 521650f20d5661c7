import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/dialog';
import { Skeleton } from '../../../components/skeleton';
import { TextField } from '../../../components/text-field';
import { useErrorText } from '../../../lib/i18n/error-text';
import type { User } from '../../../lib/session/session-storage';
import { useFormat } from '../../../lib/use-format';
import { useAccountDeletionPreview, useDeleteAccount } from '../api/profile-api';
import { AlertIcon } from './form-status';
import { WithProfile } from './with-profile';

/**
 * What deleting the account does, before the customer confirms (issue 24 §6): the rule in one sentence, then what it
 * means for this account — read from the server (GET /api/user/account/deletion), which settles exactly this.
 */
function DeletionConsequences({ open }: { open: boolean }) {
  const { t } = useTranslation('profile');
  const f = useFormat();
  const preview = useAccountDeletionPreview(open);
  const p = preview.data;
  const refunds: string[] = [];
  if (p && BigInt(p.auctionDepositJpy) > 0n)
    refunds.push(t('delete.refundDeposit', { amount: f.money({ amount: p.auctionDepositJpy, currency: 'JPY' }) }));
  if (p && Number(p.refund.amount) > 0) refunds.push(t('delete.refundPaid', { amount: f.money(p.refund) }));
  return (
    <div className="deletion-consequences">
      <p>{t('delete.consequences')}</p>
      {preview.isPending && <Skeleton blockSize="4.5rem" />}
      {p && (
        <>
          <h3 className="deletion-consequences__title">{t('delete.forYourAccount')}</h3>
          <ul className="deletion-consequences__list">
            <li>
              {p.reservations.length > 0 ? t('delete.reservations', { count: p.reservations.length }) : t('delete.noReservations')}
              {p.reservations.length > 0 && (
                <ul>
                  {p.reservations.map((r) => (
                    <li key={r.orderId}>
                      {/* The car's title and stock id keep their own direction inside an Urdu sentence. */}
                      <Trans
                        t={t}
                        i18nKey="delete.carLine"
                        values={{ title: r.carTitle, stockId: r.stockId }}
                        components={{ car: <bdi lang="en" />, ref: <bdi dir="ltr" /> }}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
            {p.openBids > 0 && <li>{t('delete.bids', { count: p.openBids })}</li>}
            {refunds.length > 0 ? refunds.map((line) => <li key={line}>{line}</li>) : <li>{t('delete.noRefund')}</li>}
            {p.ordersKept > 0 && <li>{t('delete.ordersKept', { count: p.ordersKept })}</li>}
            <li>{t('delete.dataGone')}</li>
          </ul>
          {p.bidsAtAuction.length > 0 && (
            <div className="notice notice--error" role="alert">
              <AlertIcon />
              <span>{t('delete.bidsAtAuction', { lots: p.bidsAtAuction.join(', ') })}</span>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/**
 * The confirmation of spec §2's account deletion: the password (or, for an account that signs in only with Google or
 * Facebook, its email) typed again. A wrong one is the server's field error beside the field, under "Error deleting
 * account".
 */
function DeleteAccountDialog({
  user,
  open,
  onClose,
  onDeleted,
}: {
  user: User;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const remove = useDeleteAccount();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const field = user.hasPassword ? 'password' : 'confirmEmail';
  const label = user.hasPassword ? t('delete.password') : t('delete.email');

  const close = () => {
    setValue('');
    setFieldError(undefined);
    setFailure(null);
    onClose();
  };

  const confirm = () => {
    setFailure(null);
    if (value.trim() === '') {
      setFieldError(errorText.code({ code: user.hasPassword ? 'PASSWORD_REQUIRED' : 'EMAIL_REQUIRED' }));
      return;
    }
    remove.mutate(user.hasPassword ? { password: value } : { confirmEmail: value.trim() }, {
      onSuccess: onDeleted,
      onError: (error) => {
        setFieldError(errorText.fields(error, { [field]: label })[field]);
        setFailure(error);
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      confirm();
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('delete.dialogTitle')}
      confirmLabel={t('delete.confirm')}
      danger
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={close}
    >
      <DeletionConsequences open={open} />
      <p>{user.hasPassword ? t('delete.dialogText') : t('delete.dialogTextEmail')}</p>
      {failure !== null && (
        <div className="notice notice--error" role="alert">
          <AlertIcon />
          <span>
            <strong className="notice__title">{t('messages.deleteError')}</strong>
            {!fieldError && <span className="notice__detail">{errorText.message(failure)}</span>}
          </span>
        </div>
      )}
      <TextField
        label={label}
        name={field}
        type={user.hasPassword ? 'password' : 'email'}
        autoComplete={user.hasPassword ? 'current-password' : 'off'}
        required
        value={value}
        error={fieldError}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          setValue(event.target.value);
          setFieldError(undefined);
        }}
      />
    </ConfirmDialog>
  );
}

function AccountInfo({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const { t } = useTranslation('profile');
  const f = useFormat();
  const [deleting, setDeleting] = useState(false);
  const rows: [string, ReactNode][] = [
    [t('accountInfo.email'), <span dir="ltr">{user.email}</span>],
    [t('accountInfo.role'), t(`role.${user.role}`)],
    [t('accountInfo.accountType'), t(`accountType.${user.accountType}`)],
    [t('accountInfo.status'), <Badge tone={user.status === 'active' ? 'success' : 'danger'}>{t(`status.${user.status}`)}</Badge>],
    [t('accountInfo.memberSince'), <time dateTime={user.createdAt}>{f.date(user.createdAt, { dateStyle: 'long' })}</time>],
  ];
  return (
    <section className="profile-panel" aria-labelledby="profile-account-info-title">
      <h2 id="profile-account-info-title">{t('tabs.account-info')}</h2>
      <p className="profile-panel__intro">{t('accountInfo.intro')}</p>
      <dl className="card facts facts--card">
        {rows.map(([label, value]) => (
          <div className="facts__row" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="card danger-zone" aria-labelledby="profile-delete-title">
        <h3 id="profile-delete-title">{t('delete.title')}</h3>
        <p>{t('delete.text')}</p>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          {t('delete.button')}
        </Button>
      </section>
      <DeleteAccountDialog user={user} open={deleting} onClose={() => setDeleting(false)} onDeleted={onDeleted} />
    </section>
  );
}

/** My Account Info: role, account type, status and member since; and the deletion of the account. */
export function AccountInfoPanel({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <WithProfile title={t('tabs.account-info')} rows={5}>
      {(user) => <AccountInfo user={user} onDeleted={onDeleted} />}
    </WithProfile>
  );
}

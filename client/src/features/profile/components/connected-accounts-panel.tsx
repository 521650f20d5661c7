import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/dialog';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useFormat } from '../../../lib/use-format';
import { useConnectedAccounts, useDisconnect, useProfile, useProviders, type Provider } from '../api/profile-api';
import { FormStatus, type Outcome } from './form-status';

/** Brand names: the same in every language. */
const PROVIDERS: { id: Provider; label: string }[] = [
  { id: 'google', label: 'Google' },
  { id: 'facebook', label: 'Facebook' },
];

function Row({ title, status, children }: { title: string; status: ReactNode; children?: ReactNode }) {
  return (
    <li className="card connection">
      <div className="connection__text">
        <h3 className="connection__title">{title}</h3>
        {children}
      </div>
      <div className="connection__status">{status}</div>
    </li>
  );
}

/**
 * Connected Accounts: the Google and Facebook accounts that sign in to this one, and whether it has a password. A
 * connection can be removed unless it is the last way to sign in (the server's LAST_SIGN_IN_METHOD, shown as sent).
 * There is no "connect" button: signing in with Google or Facebook under the same verified email connects it.
 */
export function ConnectedAccountsPanel() {
  const { t } = useTranslation('profile');
  const f = useFormat();
  const connected = useConnectedAccounts();
  const providers = useProviders();
  const profile = useProfile();
  const disconnect = useDisconnect();
  const [confirming, setConfirming] = useState<Provider | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const title = t('tabs.connected-accounts');
  const labelOf = (id: Provider) => PROVIDERS.find((p) => p.id === id)?.label ?? id;

  const confirm = () => {
    if (!confirming) return;
    const provider = confirming;
    setOutcome(null);
    disconnect.mutate(provider, {
      onSuccess: () => setOutcome({ kind: 'success', text: t('connected.disconnected', { provider: labelOf(provider) }) }),
      onError: (error) => setOutcome({ kind: 'failure', title: t('connected.disconnectError', { provider: labelOf(provider) }), error }),
      onSettled: () => setConfirming(null),
    });
  };

  let body: ReactNode;
  if (connected.isError) {
    body = <ErrorState error={connected.error} onRetry={() => void connected.refetch()} />;
  } else if (!connected.data) {
    body = (
      <ul className="connections" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="card connection">
            <Skeleton blockSize="3.5rem" />
          </li>
        ))}
      </ul>
    );
  } else {
    const { accounts, hasPassword } = connected.data;
    body = (
      <ul className="connections">
        <Row
          title={t('connected.passwordRow')}
          status={
            <Badge tone={hasPassword ? 'success' : 'neutral'}>
              {hasPassword ? t('connected.passwordSet') : t('connected.passwordNotSet')}
            </Badge>
          }
        >
          {profile.data && (
            <p className="muted" dir="ltr">
              {profile.data.email}
            </p>
          )}
        </Row>
        {PROVIDERS.map(({ id, label }) => {
          const account = accounts.find((a) => a.provider === id);
          const enabled = providers.data?.providers.find((p) => p.provider === id)?.enabled ?? false;
          if (account) {
            return (
              <Row
                key={id}
                title={label}
                status={
                  <>
                    <Badge tone="success">{t('connected.connected')}</Badge>
                    <Button
                      variant="secondary"
                      size="small"
                      onClick={() => setConfirming(id)}
                      aria-label={`${t('connected.disconnect')} ${label}`}
                    >
                      {t('connected.disconnect')}
                    </Button>
                  </>
                }
              >
                {account.email && <p className="muted">{t('connected.connectedAs', { email: account.email })}</p>}
                <p className="muted">{t('connected.connectedOn', { date: f.date(account.connectedAt) })}</p>
              </Row>
            );
          }
          return (
            <Row key={id} title={label} status={<Badge tone="neutral">{t('connected.notConnected')}</Badge>}>
              <p className="muted">
                {enabled && profile.data
                  ? t('connected.howToConnect', { provider: label, email: profile.data.email })
                  : t('connected.unavailable')}
              </p>
            </Row>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="profile-panel" aria-labelledby="profile-connected-title">
      <h2 id="profile-connected-title">{title}</h2>
      <p className="profile-panel__intro">{t('connected.intro')}</p>
      {body}
      <FormStatus outcome={outcome} />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t('connected.disconnectTitle', { provider: labelOf(confirming) }) : ''}
        confirmLabel={t('connected.disconnect')}
        danger
        busy={disconnect.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        {confirming && <p>{t('connected.disconnectText', { provider: labelOf(confirming) })}</p>}
      </ConfirmDialog>
    </section>
  );
}

import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ChoiceGroup } from './choice-group';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { lastPage, Pager } from '../../../components/pager';
import { Skeleton } from '../../../components/skeleton';
import { TextArea } from '../../../components/text-area';
import { TextField } from '../../../components/text-field';
import { useErrorText } from '../../../lib/i18n/error-text';
import { useFormat } from '../../../lib/use-format';
import { API_KEY_SCOPES } from '../../developers/developer-vocabulary';
import {
  API_ACTIVITY_PAGE_SIZE,
  useApiKeyActivity,
  useApiKeys,
  useApiKeyUsage,
  useCreateApiKey,
  useRevokeApiKey,
  type ApiKey,
  type ApiKeyScope,
} from '../api/dealer-api';
import { lastDays, maskedKey, parseAllowedIps, scopeKey, usageByKey } from '../utils/dealer-forms';
import { DealerOnly } from './dealer-only';
import { CodeLabel, SecretForm, SecretList, useSecretList } from './secret-list';

const USAGE_DAYS = 14;
const SCOPES = API_KEY_SCOPES as readonly ApiKeyScope[];

/** The scope's code and what it allows, in the developer page's words. */
function ScopeLabel({ scope }: { scope: string }) {
  const { t } = useTranslation('developers');
  return <CodeLabel code={scope} text={t(`scopes.list.${scopeKey(scope)}`)} />;
}

function CreateKeyForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (key: string, name: string) => void }) {
  const { t } = useTranslation('dealer');
  const errorText = useErrorText();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [ips, setIps] = useState('');
  const [scopeError, setScopeError] = useState<string | null>(null);
  const fieldErrors = errorText.fields(create.error, { name: t('keys.name'), scopes: t('keys.scopes'), allowedIps: t('keys.allowedIps') });
  const ipError = Object.entries(fieldErrors).find(([field]) => field.startsWith('allowedIps'))?.[1];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (scopes.length === 0) {
      setScopeError(t('keys.scopesRequired'));
      return;
    }
    setScopeError(null);
    create.mutate(
      { name: name.trim(), scopes, allowedIps: parseAllowedIps(ips) },
      { onSuccess: (created) => onCreated(created.key, created.name) },
    );
  };

  return (
    <SecretForm
      title={t('keys.createTitle')}
      submitLabel={t('keys.create')}
      busy={create.isPending}
      failure={create.isError ? { title: t('keys.createError'), error: create.error } : null}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField
        label={t('keys.name')}
        hint={t('keys.nameHint')}
        required
        maxChars={60}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={fieldErrors.name}
      />
      <ChoiceGroup
        legend={t('keys.scopes')}
        name="scopes"
        options={SCOPES}
        chosen={scopes}
        onChange={setScopes}
        label={(scope) => <ScopeLabel scope={scope} />}
        error={scopeError || fieldErrors.scopes}
        errorId="api-key-scopes-error"
      />
      <TextArea
        label={t('keys.allowedIps')}
        hint={t('keys.allowedIpsHint')}
        rows={3}
        dir="ltr"
        value={ips}
        onChange={(e) => setIps(e.target.value)}
        error={ipError}
      />
    </SecretForm>
  );
}

function KeyCard({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  const { t } = useTranslation('dealer');
  const f = useFormat();
  const when = (value: string) => f.date(value, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="card dealer-item">
      <div className="dealer-item__head">
        <h3 className="dealer-item__title">{apiKey.name}</h3>
        {apiKey.revokedAt ? <Badge tone="danger">{t('keys.revoked')}</Badge> : <Badge tone="success">{t('keys.active')}</Badge>}
      </div>
      <dl className="dealer-item__facts">
        <div>
          <dt>{t('keys.key')}</dt>
          <dd>
            <code dir="ltr">{maskedKey(apiKey.prefix)}</code>
          </dd>
        </div>
        <div>
          <dt>{t('keys.scopes')}</dt>
          <dd>
            <ul className="chip-list">
              {apiKey.scopes.map((scope) => (
                <li key={scope} className="chip" dir="ltr">
                  {scope}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t('keys.allowedIps')}</dt>
          <dd>{apiKey.allowedIps.length ? <bdi dir="ltr">{apiKey.allowedIps.join(', ')}</bdi> : t('keys.anyAddress')}</dd>
        </div>
        <div>
          <dt>{t('keys.created')}</dt>
          <dd>{when(apiKey.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('keys.lastUsed')}</dt>
          <dd>{apiKey.lastUsedAt ? when(apiKey.lastUsedAt) : t('keys.never')}</dd>
        </div>
        {apiKey.revokedAt && (
          <div>
            <dt>{t('keys.revokedAt')}</dt>
            <dd>{when(apiKey.revokedAt)}</dd>
          </div>
        )}
      </dl>
      {!apiKey.revokedAt && (
        <div className="dealer-item__actions">
          <Button
            variant="ghost"
            size="small"
            className="btn--danger-text"
            onClick={onRevoke}
            aria-label={t('keys.revokeLabel', { name: apiKey.name })}
          >
            {t('keys.revoke')}
          </Button>
        </div>
      )}
    </li>
  );
}

function Usage() {
  const { t } = useTranslation('dealer');
  const f = useFormat();
  const days = useMemo(() => lastDays(new Date(), USAGE_DAYS), []);
  const usage = useApiKeyUsage(days[days.length - 1], days[0]);
  const keys = useMemo(() => (usage.data ? usageByKey(usage.data.items, days) : []), [usage.data, days]);

  let body;
  if (usage.isError) body = <ErrorState error={usage.error} onRetry={() => void usage.refetch()} />;
  else if (!usage.data) body = <Skeleton blockSize="6rem" />;
  else if (keys.length === 0) body = <EmptyState title={t('usage.empty')} />;
  else
    body = keys.map((key) => (
      <div className="dealer-scroll" key={key.keyId}>
        <table className="dealer-table">
          <caption>{t('usage.caption', { name: key.keyName, count: key.total, total: f.number(key.total) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('usage.day')}</th>
              <th scope="col">{t('usage.calls')}</th>
              <th scope="col">{t('usage.succeeded')}</th>
              <th scope="col">{t('usage.clientErrors')}</th>
              <th scope="col">{t('usage.serverErrors')}</th>
            </tr>
          </thead>
          <tbody>
            {key.rows.map((row) => (
              <tr key={row.date} className={row.calls ? undefined : 'dealer-table__quiet'}>
                <th scope="row">{f.date(`${row.date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}</th>
                <td>{f.number(row.calls)}</td>
                <td>{f.number(row.succeeded)}</td>
                <td>{f.number(row.clientErrors)}</td>
                <td>{f.number(row.serverErrors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ));

  return (
    <section className="dealer-section" aria-labelledby="api-usage-title">
      <h3 id="api-usage-title">{t('usage.title', { count: USAGE_DAYS })}</h3>
      <p className="muted">{t('usage.intro')}</p>
      {body}
    </section>
  );
}

function Activity() {
  const { t } = useTranslation('dealer');
  const f = useFormat();
  const [page, setPage] = useState(1);
  const activity = useApiKeyActivity(page);
  const pages = activity.data ? lastPage(activity.data.total, API_ACTIVITY_PAGE_SIZE) : 1;

  let body;
  if (activity.isError && !activity.data) body = <ErrorState error={activity.error} onRetry={() => void activity.refetch()} />;
  else if (!activity.data) body = <Skeleton blockSize="6rem" />;
  else if (activity.data.items.length === 0) body = <EmptyState title={t('activity.empty')} />;
  else
    body = (
      <>
        <div className="dealer-scroll">
          <table className="dealer-table" aria-busy={activity.isPlaceholderData || undefined}>
            <caption className="visually-hidden">{t('activity.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('activity.route')}</th>
                <th scope="col">{t('activity.status')}</th>
                <th scope="col">{t('activity.key')}</th>
                <th scope="col">{t('activity.time')}</th>
              </tr>
            </thead>
            <tbody>
              {activity.data.items.map((call, i) => (
                <tr key={`${call.at}-${i}`}>
                  <td>
                    <code dir="ltr">
                      {call.method} {call.route}
                    </code>
                  </td>
                  <td>
                    <Badge tone={call.status < 300 ? 'success' : call.status < 500 ? 'warning' : 'danger'}>
                      {f.number(call.status, { useGrouping: false })}
                    </Badge>
                  </td>
                  <td>{call.keyName}</td>
                  <td>
                    <time dateTime={call.at}>{f.date(call.at, { dateStyle: 'medium', timeStyle: 'medium' })}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager t={t} keys="" label={t('activity.pagination')} page={page} last={pages} onPage={setPage} className="pager" compact />
      </>
    );

  return (
    <section className="dealer-section" aria-labelledby="api-activity-title">
      <h3 id="api-activity-title">{t('activity.title')}</h3>
      <p className="muted">{t('activity.intro')}</p>
      {body}
    </section>
  );
}

function ApiKeysContent() {
  const { t } = useTranslation('dealer');
  const list = useApiKeys();
  const revoke = useRevokeApiKey();
  const state = useSecretList();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(
      revoking.id,
      state.settle(() => setRevoking(null), t('keys.revokeError'), t('keys.revokedDone', { name: revoking.name })),
    );
  };

  return (
    <SecretList
      state={state}
      titleId="profile-api-keys-title"
      keys="keys"
      query={list}
      count={t('keys.count', { count: list.data?.items.filter((k) => !k.revokedAt).length ?? 0 })}
      addLabel={t('keys.add')}
      onAdd={() => setCreating(true)}
      item={(apiKey) => <KeyCard key={apiKey.id} apiKey={apiKey} onRevoke={() => setRevoking(apiKey)} />}
      form={
        creating && (
          <CreateKeyForm
            onCancel={() => setCreating(false)}
            onCreated={(key, name) => {
              setCreating(false);
              state.setOutcome(null);
              state.setSecret({ title: t('keys.createdTitle', { name }), secret: key, warning: t('keys.onceWarning') });
            }}
          />
        )
      }
      after={
        <>
          <Usage />
          <Activity />
        </>
      }
      confirmations={[
        {
          item: revoking,
          title: t('keys.revokeTitle'),
          confirmLabel: t('keys.revoke'),
          danger: true,
          busy: revoke.isPending,
          text: (apiKey) => t('keys.revokeText', { name: apiKey.name }),
          onConfirm: confirmRevoke,
          onCancel: () => setRevoking(null),
        },
      ]}
    />
  );
}

/** API keys (issue 14): a dealer's keys, creating one (shown once), revoking, their use per day and the calls made. */
export function ApiKeysPanel() {
  const { t } = useTranslation('profile');
  return (
    <DealerOnly title={t('tabs.api-keys')}>
      <ApiKeysContent />
    </DealerOnly>
  );
}

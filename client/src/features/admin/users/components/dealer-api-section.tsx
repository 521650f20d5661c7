import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/badge';
import { ErrorState } from '../../../../components/error-state';
import { Skeleton } from '../../../../components/skeleton';
import { TextField } from '../../../../components/text-field';
import { useFormat } from '../../../../lib/use-format';
import { AdminSection, Facts } from '../../ui/admin-page';
import { FormActions, useFormErrors } from '../../ui/form-actions';
import { Pagination } from '../../ui/pagination';
import { type DealerApiAccess, useDealerApiAccess, useDealerApiActivity, useSetDealerApiLimits } from '../api/users-api';

/**
 * A dealer's API access as staff see it (issue 14): the limits each of their keys runs under (the defaults, or the
 * dealer's own, which staff set here), the keys (never their secrets), the last 14 days' use per key, and every call
 * made with a key (route, answer, time — never bodies).
 */
export function DealerApiSection({ userId }: { userId: string }) {
  const { t } = useTranslation('admin-users');
  const access = useDealerApiAccess(userId);
  return (
    <AdminSection title={t('dealerApi.title')}>
      {access.error ? (
        <ErrorState error={access.error} onRetry={() => void access.refetch()} />
      ) : !access.data ? (
        <Skeleton blockSize="160px" />
      ) : (
        <>
          <LimitsForm key={`${access.data.limits.perMinute}-${access.data.limits.perDay}`} userId={userId} access={access.data} />
          <Keys access={access.data} />
          <Activity userId={userId} />
        </>
      )}
    </AdminSection>
  );
}

function LimitsForm({ userId, access }: { userId: string; access: DealerApiAccess }) {
  const { t } = useTranslation('admin-users');
  const set = useSetDealerApiLimits(userId);
  const [perMinute, setPerMinute] = useState(String(access.limits.perMinute));
  const [perDay, setPerDay] = useState(String(access.limits.perDay));
  const labels = { perMinute: t('dealerApi.perMinute'), perDay: t('dealerApi.perDay') };
  const { errors, formError } = useFormErrors(set.error, labels);
  const asNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : (text as unknown as number));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set.mutate({ perMinute: asNumber(perMinute), perDay: asNumber(perDay) });
  };
  return (
    <form className="admin-form" noValidate onSubmit={submit} aria-label={t('dealerApi.limits')}>
      <p className="admin-form__wide">{access.limits.custom ? t('dealerApi.customLimits') : t('dealerApi.defaultLimits')}</p>
      <TextField
        label={labels.perMinute}
        name="perMinute"
        inputMode="numeric"
        required
        value={perMinute}
        error={errors.perMinute}
        onChange={(e) => setPerMinute(e.target.value)}
      />
      <TextField
        label={labels.perDay}
        name="perDay"
        inputMode="numeric"
        required
        value={perDay}
        error={errors.perDay}
        onChange={(e) => setPerDay(e.target.value)}
      />
      <FormActions busy={set.isPending} error={formError} saveLabel={t('dealerApi.saveLimits')}>
        {set.isSuccess && !set.isPending && <span role="status">{t('dealerApi.limitsSaved')}</span>}
      </FormActions>
    </form>
  );
}

function Keys({ access }: { access: DealerApiAccess }) {
  const { t } = useTranslation('admin-users');
  const f = useFormat();
  const when = (at: string | null) => (at ? f.date(at, { dateStyle: 'medium', timeStyle: 'short' }) : t('dealerApi.never'));
  return (
    <>
      <h3>{t('dealerApi.keys')}</h3>
      {access.keys.length === 0 ? (
        <p>{t('dealerApi.noKeys')}</p>
      ) : (
        <div className="data-table">
          <div className="data-table__scroll" tabIndex={0} role="region" aria-label={t('dealerApi.keys')}>
            <table>
              <caption className="visually-hidden">{t('dealerApi.keys')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dealerApi.name')}</th>
                  <th scope="col">{t('dealerApi.scopes')}</th>
                  <th scope="col">{t('dealerApi.lastUsed')}</th>
                  <th scope="col">{t('dealerApi.state')}</th>
                </tr>
              </thead>
              <tbody>
                {access.keys.map((key) => (
                  <tr key={key.id}>
                    <th scope="row">
                      {key.name} <code dir="ltr">{`ak_${key.prefix}_…`}</code>
                    </th>
                    <td dir="ltr">{key.scopes.join(', ')}</td>
                    <td>{when(key.lastUsedAt)}</td>
                    <td>
                      {key.revokedAt ? (
                        <Badge tone="neutral">{t('dealerApi.revokedOn', { date: when(key.revokedAt) })}</Badge>
                      ) : (
                        <Badge tone="success">{t('dealerApi.active')}</Badge>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      <h3>{t('dealerApi.usage')}</h3>
      <Facts items={[[t('dealerApi.totalCalls', { from: access.usage.from, to: access.usage.to }), f.number(access.usage.totalCalls)]]} />
      {access.usage.items.length > 0 && (
        <div className="data-table">
          <div className="data-table__scroll" tabIndex={0} role="region" aria-label={t('dealerApi.usage')}>
            <table>
              <caption className="visually-hidden">{t('dealerApi.usage')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dealerApi.day')}</th>
                  <th scope="col">{t('dealerApi.name')}</th>
                  <th scope="col" className="numeric">
                    {t('dealerApi.calls')}
                  </th>
                  <th scope="col" className="numeric">
                    {t('dealerApi.clientErrors')}
                  </th>
                  <th scope="col" className="numeric">
                    {t('dealerApi.serverErrors')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {access.usage.items.map((day) => (
                  <tr key={`${day.date}-${day.keyId}`}>
                    <th scope="row">{f.date(`${day.date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}</th>
                    <td>{day.keyName}</td>
                    <td className="numeric">{f.number(day.calls)}</td>
                    <td className="numeric">{f.number(day.clientErrors)}</td>
                    <td className="numeric">{f.number(day.serverErrors)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </>
  );
}

function Activity({ userId }: { userId: string }) {
  const { t } = useTranslation('admin-users');
  const f = useFormat();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const activity = useDealerApiActivity(userId, page, limit);
  if (activity.error) return <ErrorState error={activity.error} onRetry={() => void activity.refetch()} />;
  if (!activity.data) return <Skeleton blockSize="120px" />;
  return (
    <>
      <h3>{t('dealerApi.activity')}</h3>
      {activity.data.items.length === 0 ? (
        <p>{t('dealerApi.noActivity')}</p>
      ) : (
        <div className="data-table">
          <div className="data-table__scroll" tabIndex={0} role="region" aria-label={t('dealerApi.activity')}>
            <table>
              <caption className="visually-hidden">{t('dealerApi.activity')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dealerApi.at')}</th>
                  <th scope="col">{t('dealerApi.call')}</th>
                  <th scope="col" className="numeric">
                    {t('dealerApi.status')}
                  </th>
                  <th scope="col">{t('dealerApi.name')}</th>
                </tr>
              </thead>
              <tbody>
                {activity.data.items.map((call, i) => (
                  <tr key={`${call.at}-${i}`}>
                    <td>{f.date(call.at, { dateStyle: 'short', timeStyle: 'medium' })}</td>
                    <th scope="row" dir="ltr">
                      <code>{`${call.method} ${call.route}`}</code>
                    </th>
                    <td className="numeric">{call.status}</td>
                    <td>{call.keyName}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      <Pagination
        page={page}
        limit={limit}
        total={activity.data.total}
        onPage={setPage}
        onLimit={(next) => {
          setLimit(next);
          setPage(1);
        }}
      />
    </>
  );
}

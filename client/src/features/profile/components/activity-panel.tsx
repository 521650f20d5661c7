import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { lastPage, Pager } from '../../../components/pager';
import { Skeleton } from '../../../components/skeleton';
import { LOCALES } from '../../../lib/i18n/languages';
import { useFormat } from '../../../lib/use-format';
import { ACTIVITY_PAGE_SIZE, useActivity, type ActivityItem } from '../api/profile-api';
import { describeDevice } from '../utils/device';

/** Profile fields as the server names them in a profile_updated event → their label key. */
const FIELD_LABELS: Record<string, string> = {
  firstName: 'fields.firstName',
  lastName: 'fields.lastName',
  accountType: 'fields.accountType',
  importCountry: 'fields.importCountry',
  port: 'fields.port',
  phone: 'fields.phone',
  whatsapp: 'fields.whatsapp',
  country: 'fields.country',
  address: 'fields.address',
  addressContd: 'fields.addressContd',
  city: 'fields.city',
  state: 'fields.state',
  zipCode: 'fields.zipCode',
  preferredLanguage: 'fields.preferredLanguage',
  preferredCurrency: 'fields.preferredCurrency',
  notificationsPreference: 'fields.notificationsPreference',
  promotionOptIn: 'fields.promotionOptIn',
};
const PROVIDER_NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook' };
const METHODS = new Set(['password', 'google', 'facebook', 'register']);

function Event({ item }: { item: ActivityItem }) {
  const { t } = useTranslation('profile');
  const f = useFormat();
  const details = item.details as { method?: string; provider?: string; fields?: string[] };
  const provider = PROVIDER_NAMES[details.provider ?? ''] ?? details.provider ?? '';
  const device = describeDevice(item.userAgent);
  const deviceText =
    device.browser && device.os
      ? t('activity.device', { browser: device.browser, os: device.os })
      : (device.browser ?? device.os ?? t('activity.unknownDevice'));
  const fields = Array.isArray(details.fields)
    ? new Intl.ListFormat(LOCALES[f.language], { type: 'conjunction' }).format(
        details.fields.map((field) => (FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field)),
      )
    : '';

  return (
    <li className="card activity">
      <div className="activity__head">
        <h3 className="activity__title">{t(`activity.type.${item.type}`, { provider })}</h3>
        <time className="activity__time" dateTime={item.at}>
          {f.date(item.at, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </div>
      {item.type === 'sign_in' && details.method && METHODS.has(details.method) && (
        <p className="activity__detail">{t(`activity.method.${details.method}`)}</p>
      )}
      {fields && <p className="activity__detail">{t('activity.changed', { fields })}</p>}
      <p className="activity__meta">
        <span>{deviceText}</span>
        <span>{item.country ? f.country(item.country) : t('activity.unknownPlace')}</span>
        {item.ip && (
          <span>
            {t('activity.ipLabel')} <bdi dir="ltr">{item.ip}</bdi>
          </span>
        )}
      </p>
    </li>
  );
}

/** Account Activity: sign-ins and changes, newest first, with when (per locale), where (IP country) and on what device. */
export function ActivityPanel() {
  const { t } = useTranslation('profile');
  const [page, setPage] = useState(1);
  const activity = useActivity(page);
  const title = t('tabs.activity');
  const pages = activity.data ? lastPage(activity.data.total, ACTIVITY_PAGE_SIZE) : 1;

  let body;
  if (activity.isError && !activity.data) {
    body = <ErrorState error={activity.error} onRetry={() => void activity.refetch()} />;
  } else if (!activity.data) {
    body = (
      <ol className="activity-list" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="card activity">
            <Skeleton inlineSize="50%" blockSize="1.4rem" />
            <Skeleton inlineSize="80%" blockSize="1.2rem" />
          </li>
        ))}
      </ol>
    );
  } else if (activity.data.items.length === 0) {
    body = <EmptyState />;
  } else {
    body = (
      <>
        <ol className="activity-list" aria-busy={activity.isPlaceholderData || undefined}>
          {activity.data.items.map((item, i) => (
            <Event key={`${item.at}-${i}`} item={item} />
          ))}
        </ol>
        <Pager
          t={t}
          keys="activity."
          label={t('activity.pagination')}
          page={page}
          last={pages}
          onPage={setPage}
          className="pager"
          compact
        />
      </>
    );
  }

  return (
    <section className="profile-panel" aria-labelledby="profile-activity-title">
      <h2 id="profile-activity-title">{title}</h2>
      <p className="profile-panel__intro">{t('activity.intro')}</p>
      {body}
    </section>
  );
}

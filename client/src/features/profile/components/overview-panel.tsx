import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { buttonClass } from '../../../components/button';
import { Link } from '../../../components/link';
import { LANGUAGE_NAMES, isLanguage } from '../../../lib/i18n/languages';
import { paths, type ProfileTab } from '../../../lib/paths';
import type { User } from '../../../lib/session/session-storage';
import { useFormat } from '../../../lib/use-format';
import { WithProfile } from './with-profile';

/** A definition list's rows; an empty value reads "Not provided". */
function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  const { t } = useTranslation('profile');
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div className="facts__row" key={label}>
          <dt>{label}</dt>
          <dd>
            {value === null || value === undefined || value === '' ? <span className="muted">{t('fields.notProvided')}</span> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function SummaryCard({ title, edit, children }: { title: string; edit: ProfileTab; children: ReactNode }) {
  const { t } = useTranslation('profile');
  return (
    <section className="card summary-card">
      <div className="summary-card__head">
        <h3>{title}</h3>
        <Link to={paths.profile(edit)} className={buttonClass('ghost', 'small')}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M3 17.2V21h3.8l11-11-3.8-3.8-11 11ZM20.7 7a1 1 0 0 0 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0l-1.8 1.8 3.8 3.8L20.7 7Z"
            />
          </svg>
          {t('form.edit')}
          <span className="visually-hidden">: {title}</span>
        </Link>
      </div>
      {children}
    </section>
  );
}

function Overview({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const f = useFormat();
  const name = `${user.firstName} ${user.lastName}`.trim();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const country = (code: string | null) => (code ? f.country(code) : null);
  const address = [user.address, user.addressContd, [user.city, user.state, user.zipCode].filter(Boolean).join(', ')].filter(Boolean);

  return (
    <section className="profile-panel" aria-labelledby="profile-overview-title">
      <div className="card profile-hero">
        <span className="profile-hero__avatar" aria-hidden="true">
          {initials}
        </span>
        <div className="profile-hero__text">
          <h2 id="profile-overview-title" className="profile-hero__name">
            {t('overview.greeting', { name })}
          </h2>
          <p className="profile-hero__email" dir="ltr">
            {user.email}
          </p>
          <ul className="badges">
            <li>
              <Badge tone="info">{t(`accountType.${user.accountType}`)}</Badge>
            </li>
            <li>
              <Badge tone={user.status === 'active' ? 'success' : 'danger'}>{t(`status.${user.status}`)}</Badge>
            </li>
          </ul>
          <p className="profile-hero__since">{t('overview.memberSince', { date: f.date(user.createdAt, { dateStyle: 'long' }) })}</p>
        </div>
      </div>
      <div className="summary-grid">
        <SummaryCard title={t('overview.accountSection')} edit="account">
          <Facts
            rows={[
              [t('fields.firstName'), user.firstName],
              [t('fields.lastName'), user.lastName],
              [t('fields.accountType'), t(`accountType.${user.accountType}`)],
              [t('fields.importCountry'), country(user.importCountry)],
              [t('fields.port'), user.port],
            ]}
          />
        </SummaryCard>
        <SummaryCard title={t('overview.contactSection')} edit="contact">
          <Facts
            rows={[
              [t('fields.phone'), user.phone && <span dir="ltr">{user.phone}</span>],
              [t('fields.whatsapp'), user.whatsapp && <span dir="ltr">{user.whatsapp}</span>],
              [t('fields.country'), country(user.country)],
              [
                t('fields.address'),
                address.length
                  ? address.map((line) => (
                      <span className="line" key={line}>
                        {line}
                      </span>
                    ))
                  : null,
              ],
            ]}
          />
        </SummaryCard>
        <SummaryCard title={t('overview.preferencesSection')} edit="preferences">
          <Facts
            rows={[
              [t('preferences.languageTitle'), isLanguage(user.preferredLanguage) ? LANGUAGE_NAMES[user.preferredLanguage] : null],
              [t('preferences.notificationsTitle'), t(`preferences.notify.${user.notificationsPreference}`)],
              [t('preferences.promotionOptIn'), user.promotionOptIn ? t('overview.yes') : t('overview.no')],
            ]}
          />
        </SummaryCard>
        <section className="card summary-card">
          <h3>{t('overview.consigneesTitle')}</h3>
          <p className="muted">{t('overview.consigneesText')}</p>
          <Link to={paths.profile('consignees')} className={buttonClass('secondary', 'small')}>
            {t('overview.consigneesLink')}
          </Link>
        </section>
      </div>
    </section>
  );
}

/** My Profile: who the account is, and a summary of each part with a way to edit it. */
export function OverviewPanel() {
  const { t } = useTranslation('profile');
  return <WithProfile title={t('tabs.profile')}>{(user) => <Overview user={user} />}</WithProfile>;
}

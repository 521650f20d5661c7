import { useTranslation } from 'react-i18next';
import { ACCOUNT_FIELDS, CONTACT_FIELDS } from '../utils/profile-form';
import { ProfileFieldsForm } from './profile-fields-form';
import { WithProfile } from './with-profile';

/** Account Information: names, account type, import country and port (the email is shown, not editable). */
export function AccountPanel() {
  const { t } = useTranslation('profile');
  const title = t('tabs.account');
  return (
    <WithProfile title={title} rows={6}>
      {(user) => (
        <section className="profile-panel" aria-labelledby="profile-account-title">
          <h2 id="profile-account-title">{title}</h2>
          <p className="profile-panel__intro">{t('account.intro')}</p>
          <ProfileFieldsForm
            key={user.id}
            user={user}
            fields={ACCOUNT_FIELDS}
            before={
              <div className="readonly-field">
                <span className="field__label">{t('fields.email')}</span>
                <span className="readonly-field__value" dir="ltr">
                  {user.email}
                </span>
                <span className="field__hint">{t('account.emailHint')}</span>
              </div>
            }
          />
        </section>
      )}
    </WithProfile>
  );
}

/** Contact Information: phone, WhatsApp, country and the postal address. */
export function ContactPanel() {
  const { t } = useTranslation('profile');
  const title = t('tabs.contact');
  return (
    <WithProfile title={title} rows={8}>
      {(user) => (
        <section className="profile-panel" aria-labelledby="profile-contact-title">
          <h2 id="profile-contact-title">{title}</h2>
          <p className="profile-panel__intro">{t('contact.intro')}</p>
          <ProfileFieldsForm key={user.id} user={user} fields={CONTACT_FIELDS} />
        </section>
      )}
    </WithProfile>
  );
}

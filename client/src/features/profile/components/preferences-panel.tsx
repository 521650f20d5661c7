import { useMutationState } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { SelectField } from '../../../components/select-field';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, localize, storeLanguage, type Language } from '../../../lib/i18n/languages';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { User } from '../../../lib/session/session-storage';
import { LANGUAGE_MUTATION_KEY, useUpdateProfile } from '../api/profile-api';
import { FormStatus, type Outcome } from './form-status';
import { WithProfile } from './with-profile';

const NOTIFICATIONS = ['all', 'important', 'none'] as const;
type Notifications = (typeof NOTIFICATIONS)[number];
/** A language change older than this is history, not news: its "saved" line is not shown again. */
const RECENT_MS = 60_000;

/**
 * The site's language: choosing one reloads this page under the language's prefix at once (the URL is the truth) and
 * saves it to the profile meanwhile. The screen remounts in the new language, so the save's outcome is read back from
 * TanStack Query's mutation cache by its key.
 */
function LanguagePreference() {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const save = useUpdateProfile(LANGUAGE_MUTATION_KEY);
  const latest = useMutationState({
    filters: { mutationKey: LANGUAGE_MUTATION_KEY },
    select: (mutation) => ({ status: mutation.state.status, at: mutation.state.submittedAt, error: mutation.state.error }),
  }).at(-1);
  const recent = latest && Date.now() - latest.at < RECENT_MS ? latest : undefined;

  const choose = (next: Language) => {
    storeLanguage(next);
    save.mutate({ preferredLanguage: next });
    void navigate(localize(pathname + search, next));
  };

  let outcome: Outcome = null;
  if (recent?.status === 'success') outcome = { kind: 'success', text: t('preferences.languageSaved') };
  else if (recent?.status === 'error') outcome = { kind: 'failure', title: t('preferences.languageError'), error: recent.error };

  return (
    <section className="card settings-card" aria-labelledby="preferences-language">
      <h3 id="preferences-language">{t('preferences.languageTitle')}</h3>
      <SelectField
        label={t('preferences.language')}
        hint={t('preferences.languageHint')}
        value={language}
        options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
        onChange={(event) => {
          if (isLanguage(event.target.value)) choose(event.target.value);
        }}
      />
      {recent?.status === 'pending' && (
        <p className="muted" role="status">
          {t('preferences.languageSaving')}
        </p>
      )}
      {recent?.status !== 'pending' && <FormStatus outcome={outcome} />}
      {recent?.status === 'error' && (
        <Button variant="secondary" size="small" onClick={() => save.mutate({ preferredLanguage: language })}>
          {t('common:retry')}
        </Button>
      )}
    </section>
  );
}

function NotificationPreferences({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const [notifications, setNotifications] = useState<Notifications>(user.notificationsPreference);
  const [promotions, setPromotions] = useState(user.promotionOptIn);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const body = {
      ...(notifications !== user.notificationsPreference ? { notificationsPreference: notifications } : {}),
      ...(promotions !== user.promotionOptIn ? { promotionOptIn: promotions } : {}),
    };
    if (Object.keys(body).length === 0) return setOutcome({ kind: 'success', text: t('messages.profileUpdated') });
    update.mutate(body, {
      onSuccess: () => setOutcome({ kind: 'success', text: t('messages.profileUpdated') }),
      onError: (error) => setOutcome({ kind: 'failure', title: t('messages.profileError'), error }),
    });
  };

  return (
    <form className="card settings-card" aria-labelledby="preferences-notifications" noValidate onSubmit={submit}>
      <h3 id="preferences-notifications">{t('preferences.notificationsTitle')}</h3>
      <fieldset className="choice-group">
        <legend className="field__label">{t('preferences.notifications')}</legend>
        {NOTIFICATIONS.map((value) => (
          <label key={value} className="checkbox">
            <input
              type="radio"
              name="notificationsPreference"
              value={value}
              checked={notifications === value}
              onChange={() => {
                setNotifications(value);
                setOutcome(null);
              }}
            />
            <span>{t(`preferences.notify.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <Checkbox
        label={t('preferences.promotionOptIn')}
        checked={promotions}
        onChange={(event) => {
          setPromotions(event.target.checked);
          setOutcome(null);
        }}
      />
      <div className="form-actions">
        <Button type="submit" busy={update.isPending}>
          {t('form.save')}
        </Button>
      </div>
      <FormStatus outcome={outcome} />
    </form>
  );
}

/** Preferences: the site's language (saved to the profile too), which emails to receive, promotions. */
export function PreferencesPanel() {
  const { t } = useTranslation('profile');
  const title = t('tabs.preferences');
  return (
    <WithProfile title={title} rows={3}>
      {(user) => (
        <section className="profile-panel" aria-labelledby="profile-preferences-title">
          <h2 id="profile-preferences-title">{title}</h2>
          <div className="settings-stack">
            <LanguagePreference />
            <NotificationPreferences key={user.id} user={user} />
          </div>
        </section>
      )}
    </WithProfile>
  );
}

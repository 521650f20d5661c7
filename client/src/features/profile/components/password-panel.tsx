import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/button';
import { Link } from '../../../components/link';
import { TextField } from '../../../components/text-field';
import { useErrorText } from '../../../lib/i18n/error-text';
import { paths } from '../../../lib/paths';
import { useChangePassword } from '../api/profile-api';
import { PASSWORDS_DIFFER, validatePasswordChange, type PasswordValues } from '../utils/password-form';
import { FormStatus, type Outcome } from './form-status';
import { WithProfile } from './with-profile';

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof PasswordValues;

function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [focusError, setFocusError] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const labels: Record<Field, string> = {
    currentPassword: t('password.current'),
    newPassword: t('password.new'),
    confirmPassword: t('password.confirm'),
  };

  useEffect(() => {
    if (focusError) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setOutcome(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const issues = validatePasswordChange(values);
    const found = Object.entries(issues) as [Field, NonNullable<(typeof issues)[Field]>][];
    if (found.length > 0) {
      setErrors(
        Object.fromEntries(
          found.map(([field, issue]) => [
            field,
            issue.code === PASSWORDS_DIFFER ? t('password.mismatch') : errorText.code(issue, labels[field]),
          ]),
        ),
      );
      setFocusError((n) => n + 1);
      return;
    }
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setErrors({});
          setOutcome({ kind: 'success', text: t('messages.passwordUpdated'), detail: t('password.othersSignedOut') });
        },
        onError: (error) => {
          setErrors(errorText.fields(error, labels));
          setOutcome({ kind: 'failure', title: t('messages.passwordError'), error });
          setFocusError((n) => n + 1);
        },
      },
    );
  };

  const field = (name: Field, autoComplete: string, hint?: string) => (
    <TextField
      name={name}
      type="password"
      label={labels[name]}
      autoComplete={autoComplete}
      required
      hint={hint}
      value={values[name]}
      error={errors[name]}
      dir="auto"
      onChange={(event) => edit(name, event.target.value)}
    />
  );

  return (
    <form ref={form} className="profile-form profile-form--narrow" noValidate onSubmit={submit}>
      {/* The account's email lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {field('currentPassword', 'current-password')}
      {field('newPassword', 'new-password', t('password.intro'))}
      {field('confirmPassword', 'new-password')}
      <div className="form-actions">
        <Button type="submit" busy={change.isPending}>
          {t('password.submit')}
        </Button>
      </div>
      <FormStatus outcome={outcome} />
    </form>
  );
}

/** Change Password; an account that signs in only with Google or Facebook is pointed to "Forgot password" instead. */
export function PasswordPanel() {
  const { t } = useTranslation('profile');
  const title = t('tabs.password');
  return (
    <WithProfile title={title} rows={3}>
      {(user) => (
        <section className="profile-panel" aria-labelledby="profile-password-title">
          <h2 id="profile-password-title">{title}</h2>
          {user.hasPassword ? (
            <PasswordForm email={user.email} />
          ) : (
            <div className="card callout">
              <h3>{t('password.noPasswordTitle')}</h3>
              <p>{t('password.noPasswordText')}</p>
              <Link to={paths.forgotPassword()} className={buttonClass('secondary')}>
                {t('password.noPasswordLink')}
              </Link>
            </div>
          )}
        </section>
      )}
    </WithProfile>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/button';
import { Link } from '../../../components/link';
import { PageTitle } from '../../../components/page-title';
import { TextField } from '../../../components/text-field';
import { useErrorText } from '../../../lib/i18n/error-text';
import { paths } from '../../../lib/paths';
import { useForgotPassword } from '../api/auth-api';
import { FormError, FormNotice } from '../components/form-message';
import { useServerErrorSplit } from '../../../lib/forms/use-customer-form';
import { useAuthForm, useIssueText } from '../components/use-auth-form';
import { validateForgotPassword } from '../utils/auth-validation';
import '../components/auth.css';

/**
 * `/auth/forgot-password`: an email address → POST /api/auth/forgot-password, which answers the same whether or not
 * the account exists; so does this screen ("If an account exists for this email, we have sent a link…").
 */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const errorText = useErrorText();
  const forgot = useForgotPassword();
  const form = useAuthForm({ email: '' }, validateForgotPassword);
  const issueText = useIssueText();
  const split = useServerErrorSplit();
  const [formError, setFormError] = useState<unknown>(null);
  const [sent, setSent] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  const label = t('fields.email');

  const send = () => {
    setFormError(null);
    forgot.mutate(form.values.email.trim(), {
      onSuccess: () => setSent(true),
      onError: (failure) => {
        setSent(false);
        const { byField, formError: rest } = split(failure, ['email'], { email: label });
        form.showServerErrors(ref.current, byField);
        setFormError(rest);
      },
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.begin(ref.current)) send();
  };

  return (
    <div className="container page auth-page">
      <div className="card auth-card auth-card--narrow">
        <PageTitle title={t('common:pageTitle.forgotPassword')} />
        {sent ? (
          <>
            <FormNotice tone="success" title={t('forgot.sentTitle')}>
              <p>{errorText.code({ code: 'FORGOT_PASSWORD_SENT' })}</p>
              <p className="auth-message__hint">{t('forgot.sentHint')}</p>
            </FormNotice>
            <div className="auth-actions">
              <Link className={buttonClass('primary')} to={paths.auth()}>
                {t('forgot.back')}
              </Link>
              <Button variant="secondary" busy={forgot.isPending} onClick={send}>
                {t('forgot.sendAgain')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="auth-intro">{t('forgot.intro')}</p>
            <form ref={ref} className="auth-form" noValidate onSubmit={submit} aria-busy={forgot.isPending || undefined}>
              {formError !== null && <FormError error={formError} />}
              <TextField
                label={label}
                name="email"
                type="email"
                dir="ltr"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                required
                value={form.values.email}
                onChange={(event) => form.setValue('email', event.target.value)}
                error={issueText(form.issues.email, label) ?? form.serverErrors.email}
              />
              <Button type="submit" block busy={forgot.isPending}>
                {t('forgot.submit')}
              </Button>
            </form>
            <p className="auth-switch">
              <Link to={paths.auth()}>{t('forgot.back')}</Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { Link } from '../../../components/link';
import { PageTitle } from '../../../components/page-title';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api/api-error';
import { useLocalizedNavigate } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { useResetPassword } from '../api/auth-api';
import { FormError } from '../components/form-message';
import { useServerErrorSplit } from '../../../lib/forms/use-customer-form';
import { useAuthForm, useIssueText } from '../components/use-auth-form';
import { validateResetPassword, type ResetField } from '../utils/auth-validation';
import type { AuthLocationState } from './auth-route';
import '../components/auth.css';

/** The link's own failures: it is unknown, expired or used, and only a new link helps. */
const TOKEN_CODES = new Set(['RESET_TOKEN_INVALID', 'RESET_TOKEN_EXPIRED', 'RESET_TOKEN_USED', 'RESET_TOKEN_REQUIRED']);
const isTokenFailure = (error: unknown) =>
  error instanceof ApiError && (TOKEN_CODES.has(error.code) || error.details.some((detail) => detail.field === 'token'));

/** Where a dead link sends the person: a new one. */
function RequestNewLink() {
  const { t } = useTranslation('auth');
  return (
    <Link className={buttonClass('primary')} to={paths.forgotPassword()}>
      {t('reset.requestNew')}
    </Link>
  );
}

/**
 * `/auth/reset-password?token=…` (the e-mailed link): a new password, twice → POST /api/auth/reset-password. Success
 * ends every sign-in of the account (the server's rule), so this browser's too, and the sign-in page says "Password
 * reset successfully". An unknown, expired or used link says so and offers a new one.
 */
export default function ResetPasswordRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useLocalizedNavigate();
  const { status, signOut } = useSession();
  const reset = useResetPassword();
  const form = useAuthForm<ResetField>({ password: '', confirmPassword: '' }, validateResetPassword);
  const issueText = useIssueText();
  const split = useServerErrorSplit();
  const [formError, setFormError] = useState<unknown>(null);
  const [tokenError, setTokenError] = useState<unknown>(null);
  const ref = useRef<HTMLFormElement>(null);
  const labels = { password: t('fields.newPassword'), confirmPassword: t('fields.confirmPassword') };
  const error = (field: ResetField) => issueText(form.issues[field], labels[field]) ?? form.serverErrors[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!form.begin(ref.current)) return;
    reset.mutate(
      { token, password: form.values.password },
      {
        onSuccess: async () => {
          // The server has just ended every sign-in of the account; a session kept here is one of them.
          if (status !== 'signedOut') await signOut();
          const state: AuthLocationState = { notice: 'passwordReset' };
          navigate(paths.auth(), { replace: true, state });
        },
        onError: (failure) => {
          if (isTokenFailure(failure)) return setTokenError(failure);
          const { byField, formError: rest } = split(failure, ['password'], labels);
          form.showServerErrors(ref.current, byField);
          setFormError(rest);
        },
      },
    );
  };

  let body;
  if (!token) {
    body = (
      <div className="auth-message auth-message--error" role="alert">
        <p>{t('reset.noToken')}</p>
        <RequestNewLink />
      </div>
    );
  } else if (tokenError !== null) {
    body = (
      <FormError error={tokenError}>
        <RequestNewLink />
      </FormError>
    );
  } else {
    body = (
      <>
        <p className="auth-intro">{t('reset.intro')}</p>
        <form ref={ref} className="auth-form" noValidate onSubmit={submit} aria-busy={reset.isPending || undefined}>
          {formError !== null && <FormError error={formError} />}
          <TextField
            label={labels.password}
            name="password"
            type="password"
            dir="ltr"
            autoComplete="new-password"
            required
            hint={t('hints.password')}
            value={form.values.password}
            onChange={(event) => form.setValue('password', event.target.value)}
            error={error('password')}
          />
          <TextField
            label={labels.confirmPassword}
            name="confirmPassword"
            type="password"
            dir="ltr"
            autoComplete="new-password"
            required
            value={form.values.confirmPassword}
            onChange={(event) => form.setValue('confirmPassword', event.target.value)}
            error={error('confirmPassword')}
          />
          <Button type="submit" block busy={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </form>
      </>
    );
  }

  return (
    <div className="container page auth-page">
      <div className="card auth-card auth-card--narrow">
        <PageTitle title={t('common:pageTitle.resetPassword')} />
        {body}
        <p className="auth-switch">
          <Link to={paths.auth()}>{t('forgot.back')}</Link>
        </p>
      </div>
    </div>
  );
}

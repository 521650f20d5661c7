import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Link } from '../../../components/link';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../lib/paths';
import type { AuthResponse } from '../../../lib/session/session-storage';
import { useLogin } from '../api/auth-api';
import { validateLogin } from '../utils/auth-validation';
import { FormError } from './form-message';
import { RememberMe } from './remember-me';
import { useServerErrorSplit } from '../../../lib/forms/use-customer-form';
import { useAuthForm, useIssueText } from './use-auth-form';

const FIELDS = ['email', 'password'] as const;

export interface SignInFormProps {
  remember: boolean;
  onRememberChange: (remember: boolean) => void;
  /** The API's answer: the screen signs in with it and moves on. */
  onSignedIn: (answer: AuthResponse, remember: boolean) => void;
}

/** The Login tab: email, password, remember me (the server keeps the sign-in 30 days instead of 7), forgot password. */
export function LoginForm({ remember, onRememberChange, onSignedIn }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const form = useAuthForm({ email: '', password: '' }, validateLogin);
  const issueText = useIssueText();
  const split = useServerErrorSplit();
  const [formError, setFormError] = useState<unknown>(null);
  const ref = useRef<HTMLFormElement>(null);
  const labels = { email: t('fields.email'), password: t('fields.password') };
  const error = (field: (typeof FIELDS)[number]) => issueText(form.issues[field], labels[field]) ?? form.serverErrors[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!form.begin(ref.current)) return;
    const body = { email: form.values.email.trim(), password: form.values.password, rememberMe: remember };
    login.mutate(body, {
      onSuccess: (answer) => onSignedIn(answer, remember),
      onError: (failure) => {
        const { byField, formError: rest } = split(failure, FIELDS, labels);
        form.showServerErrors(ref.current, byField);
        setFormError(rest);
      },
    });
  };

  return (
    <form ref={ref} className="auth-form" noValidate onSubmit={submit} aria-busy={login.isPending || undefined}>
      {formError !== null && <FormError error={formError} />}
      <TextField
        label={labels.email}
        name="email"
        type="email"
        dir="ltr"
        inputMode="email"
        autoComplete="username"
        spellCheck={false}
        required
        value={form.values.email}
        onChange={(event) => form.setValue('email', event.target.value)}
        error={error('email')}
      />
      <TextField
        label={labels.password}
        name="password"
        type="password"
        dir="ltr"
        autoComplete="current-password"
        required
        value={form.values.password}
        onChange={(event) => form.setValue('password', event.target.value)}
        error={error('password')}
      />
      <div className="auth-form__between">
        <RememberMe checked={remember} onChange={onRememberChange} />
        <Link className="auth-form__forgot" to={paths.forgotPassword()}>
          {t('login.forgot')}
        </Link>
      </div>
      <Button type="submit" block busy={login.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}

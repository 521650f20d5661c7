import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '../../../components/link';
import { PageTitle } from '../../../components/page-title';
import { Tabs } from '../../../components/tabs';
import { useLocalizedNavigate } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import type { AuthResponse } from '../../../lib/session/session-storage';
import { useSession } from '../../../lib/session/use-session';
import { useForgetServerState } from '../api/auth-api';
import { FormNotice } from '../components/form-message';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';
import { SocialSignIn } from '../components/social-sign-in';
import { safeNext } from '../utils/safe-next';
import '../components/auth.css';

type Tab = 'login' | 'register';

/** What another screen may hand over in the location's state (the reset page after a new password). */
export interface AuthLocationState {
  notice?: 'passwordReset';
}

/** Spec §1's reasons to register, beside the form: trust is shown, not claimed (UX.md). */
function Benefits() {
  const { t } = useTranslation('auth');
  return (
    <aside className="auth-benefits" aria-labelledby="auth-benefits-title">
      <h2 id="auth-benefits-title">{t('benefits.title')}</h2>
      <ul>
        {(['free', 'prices', 'inquire', 'manager'] as const).map((key) => (
          <li key={key}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="m9.5 16.2-4.2-4.2-1.4 1.4 5.6 5.6 10.6-10.6-1.4-1.4z" />
            </svg>
            {t(`benefits.${key}`)}
          </li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * `/auth`: the Login and Register tabs (`?tab=register`), remember me, Google and Facebook when configured. After
 * signing in — or straight away for someone already signed in — on to `?next=` (a path of this site only) or home.
 */
export default function AuthRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useLocalizedNavigate();
  const { status, signIn } = useSession();
  const forget = useForgetServerState();
  const [remember, setRemember] = useState(false);
  const tab: Tab = params.get('tab') === 'register' ? 'register' : 'login';
  const next = safeNext(params.get('next'));
  const notice = (location.state as AuthLocationState | null)?.notice;

  useEffect(() => {
    if (status === 'signedIn') navigate(next ?? paths.home(), { replace: true });
  }, [status, next, navigate]);

  const selectTab = useCallback(
    (id: string) =>
      setParams(
        (previous) => {
          const query = new URLSearchParams(previous);
          if (id === 'register') query.set('tab', 'register');
          else query.delete('tab');
          return query;
        },
        { replace: true },
      ),
    [setParams],
  );

  const onSignedIn = useCallback(
    (answer: AuthResponse, rememberIt: boolean) => {
      signIn(answer, rememberIt);
      forget();
    },
    [signIn, forget],
  );

  const formProps = { remember, onRememberChange: setRemember, onSignedIn };
  const other: Tab = tab === 'login' ? 'register' : 'login';

  return (
    <div className="container page auth-page">
      <div className="auth-layout">
        <div className="card auth-card">
          <PageTitle title={t('common:pageTitle.auth')} />
          {notice === 'passwordReset' && (
            <FormNotice tone="success" title={t('notice.passwordReset')}>
              <p>{t('notice.signInWithNewPassword')}</p>
            </FormNotice>
          )}
          {!notice && next && tab === 'login' && <FormNotice>{t('notice.signInToContinue')}</FormNotice>}
          <Tabs
            label={t('tabs.label')}
            items={[
              { id: 'login', label: t('tabs.login') },
              { id: 'register', label: t('tabs.register') },
            ]}
            selected={tab}
            onSelect={selectTab}
          >
            {tab === 'login' ? <LoginForm key="login" {...formProps} /> : <RegisterForm key="register" {...formProps} />}
            <p className="auth-switch">
              {tab === 'login' ? t('login.noAccount') : t('register.haveAccount')}{' '}
              <Link to={paths.auth({ tab: other, next: next ?? undefined })} replace>
                {tab === 'login' ? t('login.createAccount') : t('register.signIn')}
              </Link>
            </p>
          </Tabs>
          <SocialSignIn remember={remember} next={next} />
        </div>
        <Benefits />
      </div>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { Link } from '../../../components/link';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/i18n/error-text';
import { useLocalizedNavigate } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { useForgetServerState, useOAuthExchange } from '../api/auth-api';
import { clearPendingOAuth, readPendingOAuth } from '../utils/oauth-nonce';
import '../components/auth.css';

/** The callback's error codes the `auth` namespace explains (OAUTH_ERRORS in src/modules/auth/oauth/oauth-rules.ts). */
const OAUTH_CODES = [
  'OAUTH_DENIED',
  'OAUTH_FAILED',
  'OAUTH_STATE_INVALID',
  'OAUTH_EMAIL_REQUIRED',
  'OAUTH_EMAIL_UNVERIFIED',
  'OAUTH_ACCOUNT_CONFLICT',
  'NOT_STARTED_HERE',
] as const;
type OAuthCode = (typeof OAUTH_CODES)[number];
const isOAuthCode = (code: string): code is OAuthCode => (OAUTH_CODES as readonly string[]).includes(code);

type Problem = { code: string } | { error: unknown; retry: boolean };

/**
 * `/auth/callback`: where Google or Facebook sends the browser back. `?code=` is traded, with this tab's nonce, at
 * POST /api/auth/oauth/exchange for a sign-in like a login's; `?error=CODE` is explained in the visitor's language
 * with a way back to the sign-in page. The code never shows, and leaves the address bar and history on success.
 */
export default function OAuthCallbackRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const navigate = useLocalizedNavigate();
  const { signIn } = useSession();
  const forget = useForgetServerState();
  const exchange = useOAuthExchange();
  const code = params.get('code');
  const failure = params.get('error');
  const [problem, setProblem] = useState<Problem | null>(() =>
    failure !== null ? { code: /^[A-Z_]{1,64}$/.test(failure) ? failure : 'UNKNOWN_ERROR' } : null,
  );
  const started = useRef(false);

  const run = () => {
    const pending = readPendingOAuth();
    if (!code || !pending) {
      clearPendingOAuth();
      return setProblem({ code: 'NOT_STARTED_HERE' });
    }
    setProblem(null);
    exchange.mutateAsync({ code, nonce: pending.nonce }).then(
      (answer) => {
        clearPendingOAuth();
        signIn(answer, pending.remember);
        forget();
        navigate(pending.next ?? paths.home(), { replace: true });
      },
      (error: unknown) => {
        // Without an answer (timeout, network) the code may still be good: the nonce stays for a retry.
        const retry = error instanceof ApiError && error.status === 0;
        if (!retry) clearPendingOAuth();
        setProblem({ error, retry });
      },
    );
  };

  useEffect(() => {
    // Once per page (React's strict mode mounts twice in development; a code works only once).
    if (started.current) return;
    started.current = true;
    if (failure !== null) clearPendingOAuth();
    else run();
  }, []);

  if (problem === null) {
    return (
      <div className="container page auth-page">
        <div className="card auth-card auth-card--narrow auth-working" role="status" aria-live="polite">
          <PageTitle title={t('common:pageTitle.oauthCallback')} />
          <Spinner />
          <p>{t('callback.working')}</p>
        </div>
      </div>
    );
  }

  let message: string;
  if ('code' in problem) message = isOAuthCode(problem.code) ? t(`oauthError.${problem.code}`) : errorText.code({ code: problem.code });
  else message = errorText.message(problem.error);

  return (
    <div className="container page auth-page">
      <div className="card auth-card auth-card--narrow">
        <PageTitle title={t('callback.failedTitle')} />
        <div className="auth-message auth-message--error" role="alert">
          <p>{message}</p>
        </div>
        <div className="auth-actions">
          <Link className={buttonClass('primary')} to={paths.auth()}>
            {t('callback.backToSignIn')}
          </Link>
          {'retry' in problem && problem.retry && (
            <Button variant="secondary" onClick={run}>
              {t('callback.retry')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

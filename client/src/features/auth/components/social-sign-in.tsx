import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOAuthProviders } from '../api/auth-api';
import { beginOAuth, type OAuthProvider } from '../utils/oauth-nonce';

function ProviderIcon({ provider }: { provider: OAuthProvider }) {
  if (provider === 'google') {
    return (
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z" />
        <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z" />
        <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
        <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9Z" />
      </svg>
    );
  }
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#1877F2"
        d="M24 12a12 12 0 1 0-13.9 11.9v-8.4h-3V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z"
      />
    </svg>
  );
}

/**
 * Google and Facebook buttons, only for the providers GET /api/auth/providers says are configured (none while it
 * loads or fails: the form works without them). A click keeps a fresh nonce in sessionStorage and leaves for
 * /api/auth/<provider>?nonce=… (a navigation, not a fetch); the provider brings the browser back to /auth/callback.
 */
export function SocialSignIn({ remember, next }: { remember: boolean; next: string | null }) {
  const { t } = useTranslation('auth');
  const providers = useOAuthProviders();
  const labelId = useId();
  const enabled = providers.data ?? [];
  if (enabled.length === 0) return null;
  return (
    <section className="auth-social" aria-labelledby={labelId}>
      <h2 className="visually-hidden" id={labelId}>
        {t('social.label')}
      </h2>
      <p className="auth-social__or" aria-hidden="true">
        <span>{t('social.or')}</span>
      </p>
      <ul className="auth-social__list">
        {enabled.map(({ provider }) => (
          <li key={provider}>
            <button
              type="button"
              className="btn btn--secondary btn--block auth-social__button"
              onClick={() => window.location.assign(beginOAuth(provider, { remember, next }))}
            >
              <ProviderIcon provider={provider} />
              {t(`social.${provider}`)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClass } from '../../../components/button';
import { Link } from '../../../components/link';
import { stripLanguage } from '../../../lib/i18n/languages';
import { paths } from '../../../lib/paths';

/**
 * Spec §8: "Please login to send an inquiry" under the heading "Login Required", with a sign-in link that comes back
 * here (or to `next`) afterwards.
 */
export function LoginRequired({ next, headingLevel = 2 }: { next?: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('inquiries');
  const location = useLocation();
  const back = next ?? stripLanguage(location.pathname) + location.search;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="inq-login" role="region" aria-labelledby="inq-login-title">
      <Heading className="inq-login__title" id="inq-login-title">
        {t('login.title')}
      </Heading>
      <p>{t('login.message')}</p>
      <div className="inq-login__actions">
        <Link className={buttonClass('primary')} to={paths.auth({ next: back })}>
          {t('login.signIn')}
        </Link>
        <Link className={buttonClass('secondary')} to={paths.auth({ tab: 'register', next: back })}>
          {t('login.register')}
        </Link>
      </div>
    </div>
  );
}

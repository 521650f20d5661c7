import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Skeleton } from '../../../components/skeleton';
import { localize } from '../../../lib/i18n/languages';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { LoginRequired } from '../components/login-required';
import '../inquiries.css';

/**
 * `/inquiries` (spec §2 Inquiries list: "shows a login prompt when the user is not logged in"): a visitor sees the
 * prompt, whose sign-in comes back to the list; a customer goes to the profile's Inquiry & Bid List.
 */
export default function InquiriesRoute() {
  const { t } = useTranslation('inquiries');
  const { status } = useSession();
  const language = useLanguage();
  if (status === 'signedIn') return <Navigate replace to={localize(paths.profile('inquiries'), language)} />;
  return (
    <div className="container page inq-page">
      <PageTitle title={t('page.listTitle')}>{t('page.listTitle')}</PageTitle>
      {status === 'loading' ? (
        <Skeleton blockSize="160px" />
      ) : (
        <div className="card inq-box">
          <LoginRequired next={paths.inquiries()} />
        </div>
      )}
    </div>
  );
}

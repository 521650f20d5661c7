import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/button';
import { Link } from '../components/link';
import { PageTitle } from '../components/page-title';
import { paths } from '../lib/paths';

/** Any path no route knows: a real page with ways on, inside the layout. */
export default function NotFoundRoute() {
  const { t } = useTranslation('common');
  return (
    <div className="container page not-found">
      <PageTitle title={t('pageTitle.notFound')}>{t('notFound.title')}</PageTitle>
      <p>{t('notFound.message')}</p>
      <p className="not-found__actions">
        <Link className={buttonClass('primary')} to={paths.home()}>
          {t('notFound.home')}
        </Link>
        <Link className={buttonClass('secondary')} to={paths.search()}>
          {t('notFound.search')}
        </Link>
      </p>
    </div>
  );
}

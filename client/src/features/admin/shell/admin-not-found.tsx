import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button';
import { Link } from '../../../components/link';
import { PageTitle } from '../../../components/page-title';
import { adminPath } from '../admin-paths';

/** A path under /admin that no area knows. */
export default function AdminNotFound() {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <div className="admin-page">
      <PageTitle title={t('common:notFound.title')} />
      <p>{t('admin:notFound.message')}</p>
      <Link to={adminPath()} className={buttonClass('secondary')}>
        {t('admin:notFound.dashboard')}
      </Link>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button';
import { Link } from '../../../components/link';
import { useDocumentTitle } from '../../../components/page-title';

/** What a signed-in user sees on a back-office screen their role may not open: the API's own "Permission Denied". */
export function PermissionDenied({ home }: { home: string }) {
  const { t } = useTranslation(['admin', 'errors']);
  const title = t('errors:PERMISSION_DENIED');
  useDocumentTitle(title);
  return (
    <div className="state state--error admin-denied" role="alert">
      <h1 className="state__title">{title}</h1>
      <p className="state__message">{t('admin:denied.message')}</p>
      <Link to={home} className={buttonClass('secondary')}>
        {t('admin:denied.back')}
      </Link>
    </div>
  );
}

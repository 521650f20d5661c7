import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../ui/admin-page';

// Placeholder until this area's screens land (issue 12): the area's helper replaces this file.
export default function Route() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('nav.blog')}>
      <p>{t('placeholder')}</p>
    </AdminPage>
  );
}

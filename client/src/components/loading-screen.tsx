import { useTranslation } from 'react-i18next';
import { LogoMark } from './logo';
import { Spinner } from './spinner';

/** The loading screen of spec §2: the logo and the loading text, announced politely. */
export function LoadingScreen() {
  const { t } = useTranslation('common');
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <LogoMark size={48} />
      <Spinner />
      <span>{t('loading')}</span>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { UnsubscribePage } from '../../../components/unsubscribe-page';
import { paths } from '../../../lib/paths';
import { useUnsubscribe } from '../api/newsletter-api';

/** `/newsletter/unsubscribe?token=…`, the link in every newsletter email: POST /api/newsletter/unsubscribe. */
export default function UnsubscribeRoute() {
  const { t } = useTranslation('newsletter');
  return (
    <UnsubscribePage namespace="newsletter" unsubscribe={useUnsubscribe()} next={{ to: paths.home(), label: t('unsubscribe.home') }} />
  );
}

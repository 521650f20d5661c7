import { useTranslation } from 'react-i18next';
import { UnsubscribePage } from '../../../components/unsubscribe-page';
import { paths } from '../../../lib/paths';
import { useUnsubscribeAlerts } from '../api/saved-searches-api';

/** `/saved-searches/unsubscribe?token=…`, the link in every saved-search alert: POST /api/saved-searches/unsubscribe. */
export default function AlertsUnsubscribeRoute() {
  const { t } = useTranslation('alerts');
  return (
    <UnsubscribePage
      namespace="alerts"
      unsubscribe={useUnsubscribeAlerts()}
      next={{ to: paths.profile('saved-searches'), label: t('unsubscribe.manage') }}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { Link } from '../../../components/link';
import { PageTitle } from '../../../components/page-title';
import { useErrorText } from '../../../lib/i18n/error-text';
import { paths } from '../../../lib/paths';
import { useUnsubscribeAlerts } from '../api/saved-searches-api';
import '../saved-searches.css';

/**
 * `/saved-searches/unsubscribe?token=…`, the link in every saved-search alert. Nothing happens on opening it — mail
 * scanners open links — only on the button: then POST /api/saved-searches/unsubscribe, no sign-in needed.
 */
export default function AlertsUnsubscribeRoute() {
  const { t } = useTranslation('alerts');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribeAlerts();

  return (
    <div className="container page alerts-unsubscribe">
      <PageTitle title={t('unsubscribe.title')} />
      {unsubscribe.isSuccess ? (
        <div className="state" role="status">
          <p className="state__title">{t('unsubscribe.done')}</p>
          <p className="state__message">{t('unsubscribe.doneText')}</p>
          <Link className={buttonClass('primary')} to={paths.profile('saved-searches')}>
            {t('unsubscribe.manage')}
          </Link>
        </div>
      ) : token === '' ? (
        <div className="state state--error" role="alert">
          <p className="state__title">{t('unsubscribe.noToken')}</p>
          <p className="state__message">{t('unsubscribe.noTokenText')}</p>
        </div>
      ) : (
        <div className="alerts-unsubscribe__ask">
          <p>{t('unsubscribe.intro')}</p>
          <div>
            <Button busy={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
              {unsubscribe.isPending ? t('unsubscribe.sending') : t('unsubscribe.action')}
            </Button>
          </div>
          {unsubscribe.isError && (
            <p className="alerts-unsubscribe__error" role="alert">
              {errorText.message(unsubscribe.error)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

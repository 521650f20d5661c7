import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorText } from '../lib/i18n/error-text';
import { Button, buttonClass } from './button';
import { Link } from './link';
import { PageTitle } from './page-title';

export interface UnsubscribePageProps {
  /** The feature's text namespace: it holds `unsubscribe.title`, `.intro`, `.action`, `.sending`, `.done`, `.doneText`, `.noToken`, `.noTokenText`. */
  namespace: string;
  /** POSTs the link's token. */
  unsubscribe: UseMutationResult<unknown, Error, string>;
  /** Where to go once unsubscribed, and the button's words. */
  next: { to: string; label: string };
}

/**
 * The page an emailed unsubscribe link opens (`?token=…`). Nothing happens on opening it — mail scanners open
 * links — only on the button; no sign-in needed. Shared by the newsletter and the saved-search alerts.
 */
export function UnsubscribePage({ namespace, unsubscribe, next }: UnsubscribePageProps) {
  const { t } = useTranslation(namespace);
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';

  return (
    <div className="container page unsubscribe-page">
      <PageTitle title={t('unsubscribe.title')} />
      {unsubscribe.isSuccess ? (
        <div className="state" role="status">
          <p className="state__title">{t('unsubscribe.done')}</p>
          <p className="state__message">{t('unsubscribe.doneText')}</p>
          <Link className={buttonClass('primary')} to={next.to}>
            {next.label}
          </Link>
        </div>
      ) : token === '' ? (
        <div className="state state--error" role="alert">
          <p className="state__title">{t('unsubscribe.noToken')}</p>
          <p className="state__message">{t('unsubscribe.noTokenText')}</p>
        </div>
      ) : (
        <div className="unsubscribe-page__ask">
          <p>{t('unsubscribe.intro')}</p>
          <div>
            <Button busy={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
              {unsubscribe.isPending ? t('unsubscribe.sending') : t('unsubscribe.action')}
            </Button>
          </div>
          {unsubscribe.isError && (
            <p className="unsubscribe-page__error" role="alert">
              {errorText.message(unsubscribe.error)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../lib/i18n/error-text';
import { Button } from './button';

export interface ErrorStateProps {
  /** The failure (an ApiError or anything thrown): its message is translated by code. */
  error?: unknown;
  title?: ReactNode;
  /** Shows a Retry button (e.g. a query's `refetch`). */
  onRetry?: () => void;
}

/** A failed section: what went wrong, in the user's language, and a Retry button. Never a blank page (UX.md 6). */
export function ErrorState({ error, title, onRetry }: ErrorStateProps) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  return (
    <div className="state state--error" role="alert">
      <p className="state__title">{title ?? t('errorTitle')}</p>
      <p className="state__message">{error === undefined ? t('errorSection') : errorText.message(error)}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}

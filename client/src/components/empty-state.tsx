import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface EmptyStateProps {
  /** Defaults to the spec's "No Record Found". */
  title?: ReactNode;
  message?: ReactNode;
  /** A way on: "Clear filters", "Browse all cars". */
  action?: ReactNode;
}

export function EmptyState({ title, message, action }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className="state" role="status">
      <p className="state__title">{title ?? t('noRecord')}</p>
      {message && <p className="state__message">{message}</p>}
      {action}
    </div>
  );
}

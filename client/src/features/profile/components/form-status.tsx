import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/i18n/error-text';

export type Outcome =
  { kind: 'success'; text: ReactNode; detail?: ReactNode } | { kind: 'failure'; title: ReactNode; error: unknown } | null;

/**
 * What a form's last request came to, beside its button: the spec's success sentence, or its failure sentence with
 * the reason in the user's language (a timeout, a refusal, or a pointer to the fields in error). The live region is always there, so screen readers
 * announce what appears in it.
 */
export function FormStatus({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  // With field errors the reason is beside each field: the server's general sentence would only repeat it vaguely.
  const reason = (error: unknown) =>
    error instanceof ApiError && error.details.length > 0 ? t('form.checkFields') : errorText.message(error);
  return (
    <div className="form-status" role="status" aria-live="polite">
      {outcome?.kind === 'success' && (
        <p className="notice notice--success">
          <CheckIcon />
          <span>
            <span className="notice__title">{outcome.text}</span>
            {outcome.detail && <span className="notice__detail">{outcome.detail}</span>}
          </span>
        </p>
      )}
      {outcome?.kind === 'failure' && (
        <div className="notice notice--error">
          <AlertIcon />
          <span>
            <strong className="notice__title">{outcome.title}</strong>
            <span className="notice__detail">{reason(outcome.error)}</span>
          </span>
        </div>
      )}
    </div>
  );
}

export function CheckIcon() {
  return (
    <svg className="notice__icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 14.2-4-4 1.4-1.4 2.6 2.6 5-5 1.4 1.4-6.4 6.4Z" />
    </svg>
  );
}

export function AlertIcon() {
  return (
    <svg className="notice__icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z" />
    </svg>
  );
}

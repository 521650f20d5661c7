import type { ReactNode } from 'react';
import { useErrorText } from '../../../lib/i18n/error-text';

/** A form's own failure (wrong password, too many attempts, timeout…), translated by code and announced. */
export function FormError({ error, children }: { error: unknown; children?: ReactNode }) {
  const { message } = useErrorText();
  return (
    <div className="auth-message auth-message--error" role="alert">
      <p>{message(error)}</p>
      {children}
    </div>
  );
}

/** A success or a piece of information at the top of a form ("Password reset successfully"), announced politely. */
export function FormNotice({ tone = 'info', title, children }: { tone?: 'info' | 'success'; title?: ReactNode; children?: ReactNode }) {
  return (
    <div className={`auth-message auth-message--${tone}`} role="status">
      {title && <p className="auth-message__title">{title}</p>}
      {children}
    </div>
  );
}

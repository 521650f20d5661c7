import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FieldProps {
  label: ReactNode;
  /** The translated error to show beside the field (client validation or the server's `details`). */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
}

/** Ids and ARIA wiring shared by the form components: label, hint and error tied to the control. */
export function useFieldIds(id?: string) {
  const auto = useId();
  const base = id ?? auto;
  return { control: base, hint: `${base}-hint`, error: `${base}-error` };
}

export const describedBy = (ids: ReturnType<typeof useFieldIds>, hint: unknown, error: unknown) =>
  [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;

/** Label (with "required" marker), the control, the hint and the error, in that order. */
export function FieldFrame({
  ids,
  label,
  error,
  hint,
  required,
  children,
}: FieldProps & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="field">
      <label className="field__label" htmlFor={ids.control}>
        {label}
        {required && <span className="field__marker"> ({t('required')})</span>}
      </label>
      {hint && (
        <span className="field__hint" id={ids.hint}>
          {hint}
        </span>
      )}
      {children}
      {error && (
        <p className="field__error" id={ids.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

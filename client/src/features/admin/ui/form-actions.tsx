import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { useErrorText } from '../../../lib/i18n/error-text';

/**
 * The API's field errors of a save, by field (for the fields' `error` props), and `formError`: the whole-form message,
 * only when no field is named (otherwise the fields say it).
 */
export function useFormErrors(error: unknown, labels: Record<string, string>) {
  const errorText = useErrorText();
  const errors = errorText.fields(error, labels);
  const formError = error && Object.keys(errors).length === 0 ? errorText.message(error) : null;
  return { errors, formError };
}

export interface FormActionsProps {
  /** While the save runs (the Save button spins and cannot be pressed twice). */
  busy: boolean;
  /** The whole-form error (`useFormErrors().formError`), announced beside the buttons. */
  error: string | null;
  /** An inline editor's Cancel (closes it); editor screens leave by their "back" link instead. */
  onCancel?: () => void;
  /** Default "Save"; a new blog post says "Create". */
  saveLabel?: string;
  /** Said after the buttons, before the error (the blog's "Saved"). */
  children?: ReactNode;
}

/** The buttons row at the end of a content form (`admin-form__actions`): Save, Cancel, a status and the form's error. */
export function FormActions({ busy, error, onCancel, saveLabel, children }: FormActionsProps) {
  const { t } = useTranslation('admin-content');
  return (
    <div className="admin-form__actions">
      <Button type="submit" busy={busy}>
        {saveLabel ?? t('save')}
      </Button>
      {onCancel && (
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      )}
      {children}
      {error && (
        <span className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

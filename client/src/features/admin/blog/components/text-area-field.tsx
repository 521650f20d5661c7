import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { describedBy, FieldFrame, useFieldIds, type FieldProps } from '../../../../components/field';

export type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>;

/** A labelled `<textarea>` with its error beside it (the back office's long texts: Markdown, notes, answers). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, required, id, className, ...textarea },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} required={required}>
      <textarea
        ref={ref}
        id={ids.control}
        className={['field__control', 'content-textarea', className].filter(Boolean).join(' ')}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...textarea}
      />
    </FieldFrame>
  );
});

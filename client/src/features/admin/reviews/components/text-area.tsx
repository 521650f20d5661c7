import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { describedBy, FieldFrame, useFieldIds, type FieldProps } from '../../../../components/field';

export type TextAreaProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>;

/** A labelled `<textarea>` with its error beside it (the form components' twin of TextField). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, required, id, rows = 4, ...textarea },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} required={required}>
      <textarea
        ref={ref}
        id={ids.control}
        className="field__control"
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...textarea}
      />
    </FieldFrame>
  );
});

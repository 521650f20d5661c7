import type { TextareaHTMLAttributes } from 'react';
import { describedBy, FieldFrame, useFieldIds, type FieldProps } from './field';

export type TextAreaProps = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

/**
 * A labelled multi-line input with its error beside it, written in the direction of its text (`dir="auto"`): a
 * message, a note. `className` is added to the control's own class.
 */
export function TextArea({ label, error, hint, required, id, className, ...textarea }: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} required={required}>
      <textarea
        id={ids.control}
        className={className ? `field__control ${className}` : 'field__control'}
        dir="auto"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...textarea}
      />
    </FieldFrame>
  );
}

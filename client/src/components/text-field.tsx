import { forwardRef, type InputHTMLAttributes } from 'react';
import { describedBy, FieldFrame, useFieldIds, type FieldProps } from './field';

export type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

/**
 * A labelled input with its error beside it: `<TextField label={t('email')} name="email" type="email"
 * autoComplete="email" required error={errors.email} value=… onChange=… />`. Any input attribute passes through.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, required, id, ...input },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} required={required}>
      <input
        ref={ref}
        id={ids.control}
        className="field__control"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...input}
      />
    </FieldFrame>
  );
});

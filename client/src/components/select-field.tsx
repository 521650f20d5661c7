import { forwardRef, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldFrame, useFieldIds, type FieldProps } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    options: readonly SelectOption[];
    /** A first, empty option ("Any make"); leave out when a value is required. */
    placeholder?: string;
  };

/** A labelled native `<select>` (native: best on phones and for screen readers) with its error beside it. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, required, id, options, placeholder, ...select },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} required={required}>
      <select
        ref={ref}
        id={ids.control}
        className="field__control"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});

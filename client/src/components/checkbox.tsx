import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode;
  error?: string | null;
};

/** A checkbox with its label as the click target (≥ 44 px tall) and its error below. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, error, id, ...input }, ref) {
  const auto = useId();
  const controlId = id ?? auto;
  return (
    <div className="field">
      <label className="checkbox" htmlFor={controlId}>
        <input
          ref={ref}
          id={controlId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${controlId}-error` : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p className="field__error" id={`${controlId}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});

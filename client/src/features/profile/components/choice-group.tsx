import type { ReactNode } from 'react';
import { Checkbox } from '../../../components/checkbox';
import { toggled } from '../utils/dealer-forms';

/** A fieldset of checkboxes choosing some of `options` (kept in their order), with its error under them. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  chosen,
  onChange,
  label,
  error,
  errorId,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  chosen: readonly T[];
  onChange: (next: T[]) => void;
  label: (option: T) => ReactNode;
  error?: string;
  errorId: string;
}) {
  return (
    <fieldset className="dealer-form__choices" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Checkbox
          key={option}
          name={name}
          value={option}
          checked={chosen.includes(option)}
          onChange={(e) => onChange(toggled(options, chosen, option, e.target.checked))}
          label={label(option)}
        />
      ))}
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

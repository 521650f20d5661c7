import { type ChangeEvent, forwardRef, type InputHTMLAttributes, useState } from 'react';
import { CharacterCount } from './character-count';
import { describedBy, FieldFrame, useFieldIds, type FieldProps } from './field';

export type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
    /** The server's limit: shown as a remaining-character counter under the field, never enforced by cutting the text. */
    maxChars?: number;
  };

/**
 * A labelled input with its error beside it: `<TextField label={t('email')} name="email" type="email"
 * autoComplete="email" required error={errors.email} value=… onChange=… />`. Any input attribute passes through. A
 * text someone enters with a limit takes `maxChars` and counts down under the field, controlled or not: the browser's
 * `maxLength` would cut a pasted text without a word (issue 24 §8), and the server names the field and the limit when a
 * text is over it. `maxLength` stays only for search boxes and fixed-length codes (a country code), where cutting
 * loses nothing the person meant.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, required, id, maxChars, onChange, ...input },
  ref,
) {
  const ids = useFieldIds(id);
  const countId = `${ids.control}-count`;
  // An uncontrolled field's text, for its counter (a controlled one's is its value).
  const [typed, setTyped] = useState(String(input.defaultValue ?? ''));
  const text = input.value !== undefined ? String(input.value) : typed;
  const described = [describedBy(ids, hint, error), maxChars !== undefined ? countId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} required={required}>
      <input
        ref={ref}
        id={ids.control}
        className="field__control"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          if (maxChars !== undefined && input.value === undefined) setTyped(event.target.value);
          onChange?.(event);
        }}
        {...input}
      />
      {maxChars !== undefined && <CharacterCount id={countId} value={text} max={maxChars} />}
    </FieldFrame>
  );
});

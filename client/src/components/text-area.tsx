import { type ChangeEvent, type Ref, type TextareaHTMLAttributes, useState } from 'react';
import { CharacterCount } from './character-count';
import { describedBy, FieldFrame, useFieldIds, type FieldProps } from './field';

export type TextAreaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength'> & {
    /** The server's limit: shown as a remaining-character counter under the text, never enforced by cutting it. */
    maxChars?: number;
    ref?: Ref<HTMLTextAreaElement>;
  };

/**
 * A labelled multi-line input with its error beside it, written in the direction of its text (`dir="auto"`): a
 * message, a note. `className` is added to the control's own class. A text with a limit (`maxChars`) counts down
 * under the field; the browser's `maxLength` is not offered, since it would cut a pasted text without a word.
 */
export function TextArea({ label, error, hint, required, id, className, maxChars, onChange, ...textarea }: TextAreaProps) {
  const ids = useFieldIds(id);
  const countId = `${ids.control}-count`;
  // An uncontrolled text's content, for its counter (a controlled one's is its value).
  const [typed, setTyped] = useState(String(textarea.defaultValue ?? ''));
  const text = textarea.value !== undefined ? String(textarea.value) : typed;
  const described = [describedBy(ids, hint, error), maxChars !== undefined ? countId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} required={required}>
      <textarea
        id={ids.control}
        className={className ? `field__control ${className}` : 'field__control'}
        dir="auto"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          if (maxChars !== undefined && textarea.value === undefined) setTyped(event.target.value);
          onChange?.(event);
        }}
        {...textarea}
      />
      {maxChars !== undefined && <CharacterCount id={countId} value={text} max={maxChars} />}
    </FieldFrame>
  );
}

import type { Ref, TextareaHTMLAttributes } from 'react';
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
export function TextArea({ label, error, hint, required, id, className, maxChars, ...textarea }: TextAreaProps) {
  const ids = useFieldIds(id);
  const countId = `${ids.control}-count`;
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
        {...textarea}
      />
      {maxChars !== undefined && <CharacterCount id={countId} value={String(textarea.value ?? '')} max={maxChars} />}
    </FieldFrame>
  );
}

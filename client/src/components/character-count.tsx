import { useTranslation } from 'react-i18next';
import { useFormat } from '../lib/use-format';

/**
 * How many characters a text may still take, counted as the server counts them (the text trimmed, in UTF-16 code
 * units, JavaScript's `length`); negative when it is over. The server refuses a text over its limit with a 400 naming
 * the field and the limit (FIELD_TOO_LONG): it never cuts it, and neither does the form (no `maxLength`).
 */
export const charactersLeft = (text: string, max: number): number => max - text.trim().length;

/** Within this many characters of the limit (or a tenth of it) the count is announced as it changes. */
const NEAR = 20;

export interface CharacterCountProps {
  id?: string;
  value: string;
  max: number;
}

/**
 * The remaining-character counter of a text with a limit (spec §5, Request a car's comments; every long text of a
 * customer form): "1,000 characters left", or in red "12 characters over the limit". Screen readers hear it only when
 * the text comes near its limit, not on every key.
 */
export function CharacterCount({ id, value, max }: CharacterCountProps) {
  const { t } = useTranslation('common');
  const f = useFormat();
  const left = charactersLeft(value, max);
  const near = left <= Math.max(NEAR, Math.floor(max / 10));
  return (
    <span
      id={id}
      className={left < 0 ? 'char-count char-count--over' : 'char-count'}
      aria-live={near ? 'polite' : 'off'}
      data-testid="character-count"
    >
      {left < 0
        ? t('characters.over', { count: -left, n: f.number(-left), max: f.number(max) })
        : t('characters.left', { count: left, n: f.number(left), max: f.number(max) })}
    </span>
  );
}

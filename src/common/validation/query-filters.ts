import { Msg } from '@autoexport/contract/messages';
import { Field, type FieldDoc } from './fields.js';
import { rule, says } from './rules.js';

/*
 * The optional query parameters of public search lists (the car catalogue, the auction lots): query strings arrive as
 * text; an empty parameter (`?model=`) counts as not sent. Messages name the parameters as sent (`yearMin`).
 */

export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const cleanText =
  (normalize: (s: string) => string = (s) => s) =>
  (value: unknown) => {
    const v = blankToUndefined(value);
    return typeof v === 'string' ? normalize(v.trim()) : v;
  };

export const toInt = (value: unknown) => {
  const v = blankToUndefined(value);
  return typeof v === 'string' && /^\s*-?\d{1,10}\s*$/.test(v) ? Number(v) : v;
};

/** An optional parameter: cleaned by `transform`, then one check. */
export const Filter = (name: string, doc: FieldDoc, transform: (value: unknown) => unknown, check: PropertyDecorator) =>
  Field(name, doc, { presence: 'optional', transform }, check);

/** A whole number in [min, max]. */
export const IntFilter = (name: string, min: number, max: number, description: string, example: number) =>
  Filter(
    name,
    { type: 'integer', minimum: min, maximum: max, description, example },
    toInt,
    rule(
      'isIntInRange',
      'format',
      (v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max,
      says(Msg.FIELD_WHOLE_NUMBER, { label: name, min, max }),
    ),
  );

/** One of a fixed list, accepted in any case and answered in the list's own case. */
export const EnumFilter = (name: string, values: readonly string[], description: string, defaultValue?: string) => {
  const canonical = new Map(values.map((v) => [v.toLowerCase(), v]));
  return Filter(
    name,
    { enum: values, description, example: values[0], ...(defaultValue === undefined ? {} : { default: defaultValue }) },
    cleanText((s) => canonical.get(s.toLowerCase()) ?? s),
    rule('isIn', 'format', (v) => values.includes(v as string), says(Msg.FILTER_ONE_OF, { label: name, values: values.join(', ') })),
  );
};

/** Free text of 1 to `max` characters, matched exactly but ignoring case. */
export const TextFilter = (name: string, max: number, description: string, example: string) =>
  Filter(
    name,
    { type: String, maxLength: max, description, example },
    cleanText(),
    rule('isShortText', 'format', (v) => typeof v === 'string' && v.length <= max, says(Msg.FILTER_TEXT, { label: name, max })),
  );

/** A lower bound that must not exceed its upper bound (reported on the lower one). */
export const NotAbove = (name: string, upper: string, compare: (low: unknown, high: unknown) => boolean) =>
  rule(
    `notAbove_${upper}`,
    'format',
    (value, args) => {
      const high = (args!.object as Record<string, unknown>)[upper];
      return high === undefined || value === undefined || compare(value, high);
    },
    says(Msg.FILTER_NOT_ABOVE, { label: name, upper }),
  );

export const numberNotAbove = (low: unknown, high: unknown) => typeof low !== 'number' || typeof high !== 'number' || low <= high;

/** A make's slug as the catalogue writes it ("toyota", "mercedes-benz"). */
export const MAKE_SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** The `make` filter: a make slug, lower-cased. */
export const MakeSlugFilter = (description: string) =>
  Filter(
    'make',
    { type: String, description, example: 'toyota' },
    cleanText((s) => s.toLowerCase()),
    rule('isMakeSlug', 'format', (v) => typeof v === 'string' && MAKE_SLUG.test(v), says(Msg.FILTER_MAKE_SLUG)),
  );

/** The `cursor` parameter of a keyset-paged list (src/common/pagination/keyset-cursor.ts). */
export const CursorFilter = (description: string) =>
  Filter(
    'cursor',
    { type: String, maxLength: 256, description },
    cleanText(),
    rule('isCursorText', 'format', (v) => typeof v === 'string' && v.length <= 256, says(Msg.FILTER_CURSOR)),
  );

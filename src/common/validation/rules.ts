import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { codeOf, formatMessage, type MessageKey, type MessageParams, type Params, type ParamsArg } from '@autoexport/contract/messages';

/**
 * One check of a field, with its catalogue message. A field usually has several (present? text? well-formed? short
 * enough?); when more than one fails, the validation pipe names the field once, with the check of the earliest
 * kind: presence, then type, then format, then length (a missing name is "required", not also "too long").
 */
export type RuleKind = 'presence' | 'type' | 'format' | 'length';

/** What a check carries to the pipe, in class-validator's `context`. */
export interface RuleContext {
  code: string;
  kind?: RuleKind;
  /** A function when a value is only known at validation time (the current year, say). */
  params?: Params | (() => Params);
}

/** Built-in class-validator checks by kind; anything not listed is a format check. */
const BUILT_IN_KINDS: Record<string, RuleKind> = {
  isDefined: 'presence',
  isNotEmpty: 'presence',
  isString: 'type',
  isInt: 'type',
  isNumber: 'type',
  isBoolean: 'type',
  isArray: 'type',
  isObject: 'type',
  isNumberString: 'type',
  maxLength: 'length',
  minLength: 'length',
  arrayMaxSize: 'length',
  arrayMinSize: 'length',
  min: 'length',
  max: 'length',
};
const RANK: Record<RuleKind, number> = { presence: 0, type: 1, format: 2, length: 3 };

/** How relevant a failed check is (lower first): its declared kind, else the kind of the built-in it is. */
export const ruleRank = (constraint: string, context?: RuleContext): number =>
  RANK[context?.kind ?? BUILT_IN_KINDS[constraint] ?? 'format'];

/** Options for a class-validator decorator: the catalogue's message and its code. `@IsEmail({}, says(Msg.EMAIL_INVALID))` */
export function says<K extends MessageKey>(key: K, ...[params]: ParamsArg<K>): ValidationOptions {
  const context: RuleContext = { code: codeOf(key), ...(params ? { params: params as Params } : {}) };
  return { message: formatMessage(key, ...([params] as ParamsArg<K>)), context };
}

/** Like `says`, for a message whose values are only known when the value is checked (`{ max: maxYear() }`). */
export function saysLater<K extends MessageKey>(key: K, params: () => MessageParams<K>): ValidationOptions {
  const context: RuleContext = { code: codeOf(key), params: params as () => Params };
  return { message: () => formatMessage(key, ...([params()] as ParamsArg<K>)), context };
}

type Validate = (value: unknown, args?: ValidationArguments) => boolean;

/** A custom check of one kind with one catalogue message. */
export function rule(name: string, kind: RuleKind, validate: Validate, options: ValidationOptions): PropertyDecorator {
  const context = { ...(options.context as RuleContext), kind };
  return ValidateBy({ name, validator: { validate } }, { ...options, context });
}

/** Undefined, null, or text that is only spaces. */
export const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Present: not missing, null or blank. */
export const Required = (options: ValidationOptions, isMissing: (value: unknown) => boolean = isBlank) =>
  rule('isPresent', 'presence', (v) => !isMissing(v), options);

/** Text (a string). */
export const IsTextValue = (label: string) => rule('isText', 'type', (v) => typeof v === 'string', says('FIELD_NOT_TEXT', { label }));

/** Text of at most `max` characters. */
export const MaxChars = (label: string, max: number) =>
  rule('maxChars', 'length', (v) => typeof v === 'string' && v.length <= max, says('FIELD_TOO_LONG', { label, max }));

/** One of `values` (compared as given: transform the value first). */
export const OneOf = (
  label: string,
  values: readonly unknown[],
  options: ValidationOptions = says('FIELD_ONE_OF', { label, values: values.join(', ') }),
) => rule('isOneOf', 'format', (v) => values.includes(v), options);

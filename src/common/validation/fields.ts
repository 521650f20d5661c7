import { applyDecorators, type Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsISO8601, IsOptional, ValidateIf, type ValidationOptions } from 'class-validator';
import { MIN_PASSWORD_LENGTH } from '../auth/passwords.js';
import { COUNTRY_CODES } from '@autoexport/contract/countries';
import { Msg } from '@autoexport/contract/messages';
import { IsTextValue, MaxChars, OneOf, Required, rule, says, saysLater } from './rules.js';
import { emptyToNull, lowerTrim, trim, upperTrim } from './transforms.js';

/**
 * The field decorators every DTO uses: the presence rule, the transform, the checks (each with its catalogue message)
 * and the OpenAPI documentation of a field, in one place. An update DTO is `UpdateOf(CreateDto)` (at the end): what
 * a create body requires, an update body may leave out but not empty. Single checks live in rules.ts.
 */

export type FieldDoc = ApiPropertyOptions;
type ValueTransform = (value: unknown) => unknown;

/**
 * - `required`: must be sent, not null, not blank.
 * - `omittable`: may be left out (a default applies), but not sent as null or blank.
 * - `optional`: may be left out or null; checked when given.
 * - `nullable`: may be left out; null (or blank text) clears it; documented as nullable.
 */
export type Presence = 'required' | 'omittable' | 'optional' | 'nullable';

export interface FieldOptions {
  presence?: Presence;
  /** The message when a required or omittable field is missing (default: "<label> is required"). */
  missing?: ValidationOptions;
  /** Required only when this holds of the whole body (documented as optional). */
  requiredWhen?: (body: Record<string, unknown>) => boolean;
  /** What counts as missing (default: undefined, null or blank text). */
  isMissing?: (value: unknown) => boolean;
  transform?: ValueTransform;
}

/** A field of a body or query: documentation, presence, transform, then the checks, each with its catalogue message. */
export function Field(label: string, doc: FieldDoc, options: FieldOptions, ...checks: PropertyDecorator[]): PropertyDecorator {
  const { presence = 'required', requiredWhen, transform } = options;
  const checksPresence = presence === 'required' || presence === 'omittable';
  const skipUnless = {
    required: requiredWhen ? [ValidateIf((body: Record<string, unknown>) => requiredWhen(body))] : [],
    omittable: [ValidateIf((_body: unknown, value: unknown) => value !== undefined)],
    optional: [IsOptional()],
    nullable: [IsOptional()],
  }[presence];
  return applyDecorators(
    presence === 'required' && !requiredWhen
      ? ApiProperty(doc)
      : ApiPropertyOptional(presence === 'nullable' ? ({ ...doc, nullable: true } as FieldDoc) : doc),
    ...skipUnless,
    ...(transform ? [Transform(({ value }: { value: unknown }) => transform(value))] : []),
    ...(checksPresence ? [Required(options.missing ?? says(Msg.FIELD_REQUIRED, { label }), options.isMissing)] : []),
    ...checks,
  );
}

const trimmed: ValueTransform = (value) => trim({ value });
const nulled: ValueTransform = (value) => emptyToNull({ value });
/** Trims; blank text in a field that may be left out is as good as left out (null). */
const textTransform = (presence: Presence | undefined, then?: ValueTransform): ValueTransform => {
  const first = presence === 'nullable' || presence === 'optional' ? nulled : trimmed;
  return then ? (value) => then(first(value)) : first;
};

/** Text of at most `max` characters, trimmed. */
export const TextField = (label: string, max: number, doc: FieldDoc, options: FieldOptions = {}) =>
  Field(
    label,
    { type: String, maxLength: max, ...doc },
    { ...options, transform: textTransform(options.presence, options.transform) },
    IsTextValue(label),
    MaxChars(label, max),
  );

/** An optional text field: an empty string or null clears it. */
export const OptionalText = (label: string, max: number, doc: FieldDoc) => TextField(label, max, doc, { presence: 'nullable' });

/** Phone and WhatsApp numbers: digits with an optional +, spaces, dashes, dots and brackets. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,30}$/;

/** A phone (or WhatsApp) number; an empty string or null clears it. */
export const OptionalPhone = (doc: FieldDoc, invalid: ValidationOptions = says(Msg.PHONE_INVALID)) =>
  Field(
    'Phone number',
    { type: String, pattern: PHONE_PATTERN.source, ...doc },
    { presence: 'nullable', transform: nulled },
    rule('isPhone', 'format', (v) => typeof v === 'string' && PHONE_PATTERN.test(v), invalid),
  );

/** A phone number that may be left out; sent, it must be well-formed (blank included). */
export const Phone = (doc: FieldDoc) =>
  Field(
    'Phone number',
    doc,
    { presence: 'optional', transform: trimmed },
    rule('isPhone', 'format', (v) => typeof v === 'string' && PHONE_PATTERN.test(v), says(Msg.PHONE_INVALID)),
  );

const isCountry = (v: unknown) => typeof v === 'string' && (COUNTRY_CODES as readonly string[]).includes(v);
const upper: ValueTransform = (value) => upperTrim({ value });

/** An ISO 3166-1 alpha-2 country, upper-cased. `nullable`: an empty string or null clears it. */
export const Country = (doc: FieldDoc, options: FieldOptions = {}) =>
  Field(
    'Country',
    options.presence === 'nullable' ? { type: String, enum: COUNTRY_CODES, ...doc } : doc,
    {
      ...options,
      transform: options.presence === 'nullable' ? (value) => nulled(upper(value)) : upper,
    },
    rule('isCountry', 'format', isCountry, says(Msg.COUNTRY_INVALID)),
  );
export const OptionalCountry = (doc: FieldDoc) => Country(doc, { presence: 'nullable' });

/** An email address, lower-cased; `max` characters at most when given. */
export const Email = (doc: FieldDoc, options: FieldOptions & { max?: number } = {}) =>
  Field(
    'Email',
    doc,
    { missing: says(Msg.EMAIL_REQUIRED), ...options, transform: (value) => lowerTrim({ value }) },
    IsEmail({}, says(Msg.EMAIL_INVALID)),
    ...(options.max ? [MaxChars('Email', options.max)] : []),
  );

/** An email that may be left out; an empty string or null clears it. */
export const OptionalEmail = (doc: FieldDoc) =>
  Field('Email', { type: String, ...doc }, { presence: 'nullable', transform: nulled }, IsEmail({}, says(Msg.EMAIL_INVALID)));

/** Passwords are taken as typed: only nothing at all is missing (six spaces are a password). */
export const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** A new password: at least MIN_PASSWORD_LENGTH characters, at most 256. */
export const NewPassword = (doc: FieldDoc, options: FieldOptions = {}) =>
  Field(
    'Password',
    { minLength: MIN_PASSWORD_LENGTH, ...doc },
    { missing: says(Msg.PASSWORD_REQUIRED), isMissing: isEmpty, ...options },
    rule(
      'minChars',
      'length',
      (v) => typeof v === 'string' && v.length >= MIN_PASSWORD_LENGTH,
      says(Msg.PASSWORD_TOO_SHORT, { min: MIN_PASSWORD_LENGTH }),
    ),
    MaxChars('Password', 256),
  );

/** One of a fixed list; `invalid` replaces "<label> must be one of …". */
export const Choice = (
  label: string,
  values: readonly string[],
  doc: FieldDoc,
  options: FieldOptions & { invalid?: ValidationOptions } = {},
) => Field(label, { enum: values, ...doc }, options, OneOf(label, values, options.invalid));

/** A whole number in [min, max()] (max may move: the newest model year follows the calendar); `key` names its message. */
export const WholeNumber = (
  label: string,
  key: 'FIELD_WHOLE_NUMBER' | 'FIELD_KILOMETRES' | 'FIELD_CC',
  min: number,
  max: () => number,
  doc: FieldDoc,
  options: FieldOptions = {},
) =>
  Field(
    label,
    { type: 'integer', ...doc },
    options,
    rule(
      'wholeNumber',
      'format',
      (v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max(),
      saysLater(Msg[key], () => ({ label, min, max: max() })),
    ),
  );

/** true or false. */
export const Flag = (label: string, doc: FieldDoc, options: FieldOptions = {}) =>
  Field(
    label,
    { type: Boolean, ...doc },
    // Nothing or null is not a boolean either: one message for every wrong value.
    { missing: says(Msg.FIELD_NOT_BOOLEAN, { label }), ...options },
    IsBoolean(says(Msg.FIELD_NOT_BOOLEAN, { label })),
  );

/** An optional ISO 8601 date or date-time filter of a list (read with toTimeRange, src/common/time/time-range.ts). */
export const DateFilter = (label: string, doc: FieldDoc) =>
  Field(label, doc, { presence: 'optional' }, IsISO8601({ strict: true }, says(Msg.FIELD_DATE_TIME, { label })));

/** The `q` of a staff list: text of at most 100 characters, searched where `description` says. */
export const SearchText = (example: string, description: string) =>
  TextField('Search text', 100, { example, description }, { presence: 'optional' });

/**
 * The `from` and `to` of a list filtered by when its rows happened (`event`: 'Sent', 'Filed'…; none: any moment).
 * A date alone means from its start, or includes the whole day (UTC).
 */
export const FromMoment = (event?: string) =>
  DateFilter('From', {
    example: '2026-03-01',
    description: `${event ? `${event} from` : 'From'} this moment on; a date alone means from its start (UTC)`,
  });
export const ToMoment = (event?: string) =>
  DateFilter('To', {
    example: '2026-03-31',
    description: `${event ? `${event} up to` : 'Up to'} this moment; a date alone includes the whole day (UTC)`,
  });

/**
 * An update body from a create body: every field may be left out, and what is sent is checked as on create — so a
 * required field cannot be emptied (null included) while a nullable one is cleared by null. The OpenAPI schema
 * marks every field optional.
 */
export const UpdateOf = <T>(create: Type<T>) => PartialType(create, { skipNullProperties: false });

import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, Matches, ValidateBy, ValidateIf, type ValidationArguments } from 'class-validator';
import { COUNTRY_CODES } from '../countries.js';
import { MSG, PHONE_PATTERN } from './messages.js';
import { emptyToNull, upperTrim } from './transforms.js';

/** Composite field decorators: validation, transformation and OpenAPI documentation of a field in one place. */

export interface FieldDoc {
  example: string;
  description?: string;
}

export const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Text of at most `max` characters, with one message per failure: missing (when required), not text, or too long. */
export function IsText(label: string, max: number, requiredMessage?: string) {
  return ValidateBy({
    name: 'isText',
    validator: {
      validate: (value: unknown) => (isBlank(value) ? !requiredMessage && value !== '' : typeof value === 'string' && value.length <= max),
      defaultMessage: ({ value }: ValidationArguments) =>
        isBlank(value) && requiredMessage ? requiredMessage : typeof value !== 'string' ? `${label} must be text` : MSG.tooLong(label, max),
    },
  });
}

/** An optional text field: an empty string or null clears it. */
export const OptionalText = (label: string, max: number, doc: FieldDoc) =>
  applyDecorators(
    ApiPropertyOptional({ ...doc, maxLength: max, nullable: true, type: String }),
    IsOptional(),
    Transform(emptyToNull),
    IsText(label, max),
  );

/** A phone (or WhatsApp) number matching PHONE_PATTERN; an empty string or null clears it. */
export const OptionalPhone = (doc: FieldDoc, message: string = MSG.phoneInvalid) =>
  applyDecorators(
    ApiPropertyOptional({ ...doc, nullable: true, type: String, pattern: PHONE_PATTERN.source }),
    IsOptional(),
    Transform(emptyToNull),
    Matches(PHONE_PATTERN, { message }),
  );

/** An ISO 3166-1 alpha-2 country, upper-cased; an empty string or null clears it. */
export const OptionalCountry = (doc: FieldDoc) =>
  applyDecorators(
    ApiPropertyOptional({ ...doc, nullable: true, type: String, enum: COUNTRY_CODES }),
    IsOptional(),
    Transform(upperTrim),
    Transform(emptyToNull),
    ValidateIf((_o: unknown, v: unknown) => v !== null),
    IsIn(COUNTRY_CODES, { message: MSG.countryInvalid }),
  );

import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { MESSAGES } from '@autoexport/contract/messages';
import { IsTextValue, MaxChars } from '../../common/validation/rules.js';
import { CHASSIS_INPUT_MAX, MAKER_MAX } from './chassis-check-rules.js';

/**
 * Text of at most `max` characters. Documented as required, but a missing or blank value passes the pipe: the
 * service answers it with the spec's one message for both fields (chassisCheckRefusal).
 */
const CheckText = (label: string, max: number, example: string, description: string) =>
  applyDecorators(
    ApiProperty({
      type: String,
      maxLength: max,
      example,
      description: `${description} Missing or blank: "${MESSAGES.CHASSIS_CHECK_REQUIRED}".`,
    }),
    IsOptional(),
    IsTextValue(label),
    MaxChars(label, max),
  );

export class ChassisCheckDto {
  @CheckText('Maker', MAKER_MAX, 'Toyota', 'The car’s make, by name or slug, ignoring case, spaces and dashes.')
  maker: string;

  @CheckText(
    'Chassis number',
    CHASSIS_INPUT_MAX,
    'ZVW30-1234567',
    'Letters, digits, dashes and spaces; compared ignoring case, spaces and dashes.',
  )
  chassisNumber: string;
}

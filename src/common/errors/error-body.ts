import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FieldErrorDto {
  @ApiProperty({ example: 'email' })
  field: string;

  @ApiProperty({ example: 'Email is invalid' })
  message: string;
}

/** The error body of every non-2xx answer (DESIGN.md §5). */
export class ErrorBodyDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({ example: 'Please fill in all required fields' })
  message: string;

  @ApiProperty({ example: 'VALIDATION_FAILED' })
  code: string;

  @ApiPropertyOptional({ type: [FieldErrorDto] })
  details?: FieldErrorDto[];

  @ApiProperty({ example: '5f0c6c1e-2f1b-4c52-9d8a-1d1e2f3a4b5c' })
  requestId: string;
}

import { applyDecorators } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../errors/error-body.js';

/**
 * What every staff CSV export route answers besides its file (src/common/csv/csv-exports.service.ts): 429
 * EXPORTS_BUSY with Retry-After while every place for an export in this server is taken.
 */
export const CsvExportLimits = () =>
  applyDecorators(
    ApiTooManyRequestsResponse({
      type: ErrorBodyDto,
      description: 'EXPORTS_BUSY: too many exports are running in this server; try again after Retry-After seconds',
      headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } },
    }),
  );

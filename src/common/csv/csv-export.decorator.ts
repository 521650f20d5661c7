import { applyDecorators, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, type ApiOperationOptions, ApiProduces, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ApiErrors } from '../api/route-docs.decorator.js';
import { ErrorBodyDto } from '../errors/error-body.js';
import { MAX_EXPORT_ROWS } from './csv.js';

/** How an export's description ends: what the file does against spreadsheet formula injection. */
const FORMULAS = "Cells a spreadsheet would run as formulas start with '.";
/** The description of the export of a staff list. */
export const LIST_EXPORT = `The same filters and sort as the list, every page. ${FORMULAS}`;
/** The same, for a list whose export is cut at MAX_EXPORT_ROWS. */
export const CAPPED_LIST_EXPORT = `The same filters and sort as the list, every page (at most ${MAX_EXPORT_ROWS.toLocaleString('en')} rows). ${FORMULAS}`;

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

/**
 * A staff CSV export: `GET path`, never cached, a UTF-8 CSV file with a header row, 400 for a query it refuses and
 * the export limits above.
 */
export const CsvExportRoute = (path: string, operation: ApiOperationOptions) =>
  applyDecorators(
    Get(path),
    Header('Cache-Control', 'no-store'),
    ApiProduces('text/csv'),
    CsvExportLimits(),
    ApiOperation(operation),
    ApiOkResponse({ description: 'UTF-8 CSV with a header row', schema: { type: 'string' } }),
    ApiErrors({ 400: '' }),
  );

import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { StaffOnly } from '../../common/auth/roles.decorator.js';
import { MAX_EXPORT_ROWS } from '../../common/csv/csv.js';
import { ErrorBodyDto } from '../../common/errors/error-body.js';
import { ShipmentsQueryDto } from './shipments.requests.js';
import { ShipmentsService } from './shipments.service.js';
import { CsvExportLimits } from '../../common/csv/csv-export.decorator.js';

/** The CSV export of the staff's shipment list: `/api/admin/shipments.csv`. */
@ApiTags('admin-shipments')
@ApiSignedIn()
@StaffOnly()
@Controller('admin')
export class ShipmentsExportController {
  constructor(private readonly shipments: ShipmentsService) {}

  @Get('shipments.csv')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @CsvExportLimits()
  @ApiOperation({
    summary: 'Export the filtered shipments as CSV',
    description: `The same filters and sort as the list, every page (at most ${MAX_EXPORT_ROWS.toLocaleString('en')} rows). Cells a spreadsheet would run as formulas start with '.`,
  })
  @ApiOkResponse({ description: 'UTF-8 CSV with a header row', schema: { type: 'string' } })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  exportShipments(@Query() query: ShipmentsQueryDto): Promise<StreamableFile> {
    return this.shipments.exportCsv(query);
  }
}

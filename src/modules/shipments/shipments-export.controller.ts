import { Query, StreamableFile } from '@nestjs/common';
import { MAX_EXPORT_ROWS } from '../../common/csv/csv.js';
import { ShipmentsQueryDto } from './shipments.requests.js';
import { ShipmentsService } from './shipments.service.js';
import { StaffController } from '../../common/api/route-docs.decorator.js';
import { CsvExportRoute } from '../../common/csv/csv-export.decorator.js';

/** The CSV export of the staff's shipment list: `/api/admin/shipments.csv`. */
@StaffController('admin', 'admin-shipments')
export class ShipmentsExportController {
  constructor(private readonly shipments: ShipmentsService) {}

  @CsvExportRoute('shipments.csv', {
    summary: 'Export the filtered shipments as CSV',
    description: `The same filters and sort as the list, every page (at most ${MAX_EXPORT_ROWS.toLocaleString('en')} rows). Cells a spreadsheet would run as formulas start with '.`,
  })
  exportShipments(@Query() query: ShipmentsQueryDto): Promise<StreamableFile> {
    return this.shipments.exportCsv(query);
  }
}

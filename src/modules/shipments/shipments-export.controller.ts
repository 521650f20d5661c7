import { Query, StreamableFile } from '@nestjs/common';
import { ShipmentsQueryDto } from './shipments.requests.js';
import { ShipmentsService } from './shipments.service.js';
import { StaffController } from '../../common/api/route-docs.decorator.js';
import { CsvExportRoute, CAPPED_LIST_EXPORT } from '../../common/csv/csv-export.decorator.js';

/** The CSV export of the staff's shipment list: `/api/admin/shipments.csv`. */
@StaffController('admin', 'admin-shipments')
export class ShipmentsExportController {
  constructor(private readonly shipments: ShipmentsService) {}

  @CsvExportRoute('shipments.csv', {
    summary: 'Export the filtered shipments as CSV',
    description: CAPPED_LIST_EXPORT,
  })
  exportShipments(@Query() query: ShipmentsQueryDto): Promise<StreamableFile> {
    return this.shipments.exportCsv(query);
  }
}

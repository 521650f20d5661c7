import { Controller, Query, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { StaffOnly } from '../../common/auth/roles.decorator.js';
import { AdminOrdersQueryDto, PaymentsQueryDto } from './orders.requests.js';
import { PaymentReadsService } from './payment-reads.service.js';
import { StaffOrdersService } from './staff-orders.service.js';
import { CsvExportRoute, CAPPED_LIST_EXPORT } from '../../common/csv/csv-export.decorator.js';

/** CSV exports of the staff's order and payment lists: `/api/admin/orders.csv`, `/api/admin/payments.csv`. */
@ApiSignedIn()
@StaffOnly()
@Controller('admin')
export class OrdersExportController {
  constructor(
    private readonly orders: StaffOrdersService,
    private readonly payments: PaymentReadsService,
  ) {}

  @CsvExportRoute('orders.csv', { summary: 'Export the filtered orders as CSV', description: CAPPED_LIST_EXPORT })
  @ApiTags('admin-orders')
  exportAdminOrders(@Query() query: AdminOrdersQueryDto): Promise<StreamableFile> {
    return this.orders.exportCsv(query);
  }

  @CsvExportRoute('payments.csv', { summary: 'Export the filtered payments as CSV', description: CAPPED_LIST_EXPORT })
  @ApiTags('admin-payments')
  exportPayments(@Query() query: PaymentsQueryDto): Promise<StreamableFile> {
    return this.payments.exportCsv(query);
  }
}

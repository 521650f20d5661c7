import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { StaffOnly } from '../../common/auth/roles.decorator.js';
import { MAX_EXPORT_ROWS } from '../../common/csv/csv.js';
import { ErrorBodyDto } from '../../common/errors/error-body.js';
import { AdminOrdersQueryDto, PaymentsQueryDto } from './orders.requests.js';
import { PaymentReadsService } from './payment-reads.service.js';
import { StaffOrdersService } from './staff-orders.service.js';
import { CsvExportLimits } from '../../common/csv/csv-export.decorator.js';

const CSV = `The same filters and sort as the list, every page (at most ${MAX_EXPORT_ROWS.toLocaleString('en')} rows). Cells a spreadsheet would run as formulas start with '.`;

/** CSV exports of the staff's order and payment lists: `/api/admin/orders.csv`, `/api/admin/payments.csv`. */
@ApiSignedIn()
@StaffOnly()
@Controller('admin')
export class OrdersExportController {
  constructor(
    private readonly orders: StaffOrdersService,
    private readonly payments: PaymentReadsService,
  ) {}

  @Get('orders.csv')
  @ApiTags('admin-orders')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @CsvExportLimits()
  @ApiOperation({ summary: 'Export the filtered orders as CSV', description: CSV })
  @ApiOkResponse({ description: 'UTF-8 CSV with a header row', schema: { type: 'string' } })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  exportAdminOrders(@Query() query: AdminOrdersQueryDto): Promise<StreamableFile> {
    return this.orders.exportCsv(query);
  }

  @Get('payments.csv')
  @ApiTags('admin-payments')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @CsvExportLimits()
  @ApiOperation({ summary: 'Export the filtered payments as CSV', description: CSV })
  @ApiOkResponse({ description: 'UTF-8 CSV with a header row', schema: { type: 'string' } })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  exportPayments(@Query() query: PaymentsQueryDto): Promise<StreamableFile> {
    return this.payments.exportCsv(query);
  }
}

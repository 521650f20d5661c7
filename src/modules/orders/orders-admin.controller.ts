import { Body, Get, Param, Patch, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { ApiDownload, asDownload, COPY_ID_PARAM, ORDER_ID_PARAM } from './orders.controller.js';
import { AdminOrdersQueryDto, ChangeOrderStatusDto, ExtendHoldDto, ReviewRemittanceDto } from './orders.requests.js';
import { AdminOrderDto, AdminOrderListDto } from './orders.responses.js';
import { ProformaInvoiceDto } from './proforma-invoice.responses.js';
import { RemittancesService } from './remittances.service.js';
import { StaffOrdersService } from './staff-orders.service.js';
import { ApiErrors, StaffController } from '../../common/api/route-docs.decorator.js';

const NOT_FOUND = ApiErrors({ 404: `"${MESSAGES.ORDER_NOT_FOUND}"` });
const AUDITED = 'Recorded in the order’s history and the audit log.';

/** Back-office orders: every customer's, with the moves staff make by hand. */
@StaffController('admin/orders', 'admin-orders')
export class OrdersAdminController {
  constructor(
    private readonly orders: StaffOrdersService,
    private readonly remittances: RemittancesService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'List orders, newest reservation first',
    description:
      'Filters combine: `status`, `stockId` (a part of it), `customerId`, `customer` (email or name, a part of it), `orderNumber` ' +
      '(the id, its first characters, or the invoice number), `port`, `expiresBefore` (reservations whose hold ends before), ' +
      '`unassigned` (not on a shipment), `from`/`to` (the reservation date). `sort`: reservedAt (default newest first), expiresAt, ' +
      'statusChangedAt, total, stockId or status, "-" for descending. CSV: `GET /api/admin/orders.csv`.',
  })
  @ApiOkResponse({ type: AdminOrderListDto })
  @ApiErrors({ 400: '' })
  listAdminOrders(@Query() query: AdminOrdersQueryDto): Promise<AdminOrderListDto> {
    return this.orders.listAll(query);
  }

  @Get(':id')
  @ORDER_ID_PARAM
  @ApiOperation({ summary: 'One order with its customer, history (actors and reasons), payments and remittance copies' })
  @ApiOkResponse({ type: AdminOrderDto })
  @NOT_FOUND
  getAdminOrder(@Param('id') id: string): Promise<AdminOrderDto> {
    return this.orders.getForStaff(id);
  }

  @Get(':id/invoice')
  @ORDER_ID_PARAM
  @ApiOperation({ summary: 'The proforma invoice of an order' })
  @ApiOkResponse({ type: ProformaInvoiceDto })
  @NOT_FOUND
  getAdminOrderInvoice(@Param('id') id: string): Promise<ProformaInvoiceDto> {
    return this.orders.staffInvoice(id);
  }

  @Patch(':id/status')
  @ORDER_ID_PARAM
  @ApiOperation({
    summary: 'Ship, arrive or cancel an order',
    description:
      'shipped: from deposit_paid or paid (the car goes in_transit); arrived: from shipped (the car is released); cancelled (with a ' +
      '`reason`): from reserved or deposit_paid (the car is available again, the customer is emailed). Payments move an order to ' +
      `deposit_paid and paid; anything else is a 409 (\`ORDER_TRANSITION_NOT_ALLOWED\`). ${AUDITED}`,
  })
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiErrors({ 400: 'An unknown status, or a cancellation without a reason (`REASON_REQUIRED`)' })
  @NOT_FOUND
  @ApiErrors({ 409: 'The move is not allowed from the order’s state' })
  changeOrderStatus(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: ChangeOrderStatusDto): Promise<AdminOrderDto> {
    return this.orders.changeStatus(ctx, id, body);
  }

  @Post(':id/hold-extensions')
  @ORDER_ID_PARAM
  @ApiOperation({
    summary: 'Extend a reservation’s hold',
    description:
      'Adds business days (company calendar) to the deadline — or to now, when the deadline has passed while a remittance copy ' +
      `paused it. Only while \`reserved\`. The reason goes to the audit log.`,
  })
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiErrors({ 400: '' })
  @NOT_FOUND
  @ApiErrors({ 409: '`HOLD_NOT_EXTENDABLE`' })
  extendOrderHold(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: ExtendHoldDto): Promise<AdminOrderDto> {
    return this.orders.extendHold(ctx, id, body);
  }

  @Get(':id/remittance-copies/:copyId/file')
  @ORDER_ID_PARAM
  @COPY_ID_PARAM
  @ApiOperation({ summary: 'Download a remittance copy' })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp', 'application/pdf')
  @ApiDownload()
  @ApiErrors({ 404: `"${MESSAGES.ORDER_NOT_FOUND}" or "${MESSAGES.REMITTANCE_NOT_FOUND}"` })
  async downloadAdminRemittanceCopy(@Param('id') id: string, @Param('copyId') copyId: string): Promise<StreamableFile> {
    return asDownload(await this.remittances.downloadForStaff(id, copyId));
  }

  @Patch(':id/remittance-copies/:copyId')
  @ORDER_ID_PARAM
  @COPY_ID_PARAM
  @ApiOperation({
    summary: 'Accept or reject a remittance copy',
    description:
      'Accepted: the reservation stays, whatever its deadline. Rejected: the hold runs to its deadline — and when that has passed ' +
      `and no other copy protects it, the reservation is cancelled at once. ${AUDITED}`,
  })
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiErrors({ 400: '', 404: `"${MESSAGES.ORDER_NOT_FOUND}" or "${MESSAGES.REMITTANCE_NOT_FOUND}"`, 409: '`REMITTANCE_ALREADY_REVIEWED`' })
  async reviewRemittanceCopy(
    @Ctx() ctx: RequestContext,
    @Param('id') id: string,
    @Param('copyId') copyId: string,
    @Body() body: ReviewRemittanceDto,
  ): Promise<AdminOrderDto> {
    await this.remittances.review(ctx, id, copyId, body);
    return this.orders.getForStaff(id);
  }
}

import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { ApiDocumentUpload, type DocumentUpload, UploadedDocument } from '../../common/uploads/uploaded-document.decorator.js';
import { PurchasedOrdersQueryDto, ReserveCarDto, ReservedOrdersQueryDto } from './orders.requests.js';
import { OrderDto, OrderListDto, RemittanceCopyDto } from './orders.responses.js';
import { ProformaInvoiceDto } from './proforma-invoice.responses.js';
import { CustomerOrdersService } from './customer-orders.service.js';
import { ReservationsService } from './reservations.service.js';
import { RemittancesService, type StoredDocument } from './remittances.service.js';
import { ApiKeyScope } from '../../common/auth/api-key-scope.decorator.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';

export const ORDER_ID_PARAM = ApiParam({
  name: 'id',
  format: 'uuid',
  description: 'The order id',
  example: '7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47',
});
export const COPY_ID_PARAM = ApiParam({ name: 'copyId', format: 'uuid', description: 'The remittance copy id' });
const NOT_FOUND = ApiErrors({ 404: `"${MESSAGES.ORDER_NOT_FOUND}" (also for another customer's order)` });
/** The multipart field of a remittance copy. */
export const REMITTANCE_FIELD = 'file';

/** A stored document as a download: its own type, never shown inline. */
export const asDownload = (file: StoredDocument) =>
  new StreamableFile(file.data, {
    type: file.contentType,
    disposition: `attachment; filename="${file.fileName}"`,
    length: file.data.length,
  });
export const ApiDownload = () =>
  ApiOkResponse({
    description: 'The file as uploaded (Content-Disposition: attachment)',
    content: Object.fromEntries(
      ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'].map((t) => [t, { schema: { type: 'string', format: 'binary' } }]),
    ),
  });

/** The customer's orders (spec §2 profile tabs Reserved Vehicles and Purchased Vehicles; §4 Reservation). */
@ApiTags('orders')
@ApiSignedIn()
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly reservations: ReservationsService,
    private readonly orders: CustomerOrdersService,
    private readonly remittances: RemittancesService,
  ) {}

  @Post()
  @ApiKeyScope('orders:write')
  @ApiOperation({
    summary: 'Reserve a car',
    description:
      'For a signed-in, active customer: an `available` or `ready_to_ship` car, with trade terms (FOB, CFR, CIF), the destination ' +
      'country and port, the shipping method (RoRo or container) and one of my consignees, whose details are copied onto the order. ' +
      'The order starts `reserved` with a snapshot of its price — the landed-price engine’s itemised lines over the price tables ' +
      '(FOB price, charges in Japan, the pre-export inspection the destination requires, the port’s own freight rate for CFR ' +
      'and CIF, marine insurance for CIF), the same function and tables as the car page’s estimate and the price calculator, ' +
      'in USD and in `currency` at the day’s rate; later table changes never alter it — and holds the car ' +
      'until `expiresAt`: 3 business days later at the same clock time on the company calendar (Asia/Tokyo, Monday to Friday, ' +
      'without Japanese public holidays and company closures; made outside a business day, from 00:00 of the next one). Unless ' +
      '50% is paid by then, the reservation is cancelled automatically and the car released.',
  })
  @ApiCreatedResponse({ type: OrderDto })
  @ApiErrors({
    400:
      'A field is missing or invalid, or the consignee is not mine; no freight rate to that port by that method on file: ' +
      `FREIGHT_RATE_NOT_FOUND "${MESSAGES.FREIGHT_RATE_NOT_FOUND}" (details: destinationPort)`,
    404: `"${MESSAGES.PRODUCT_NOT_FOUND}" (unknown stock id)`,
    409:
      `"${MESSAGES.CAR_ALREADY_RESERVED}" (\`CAR_ALREADY_RESERVED\`), \`CAR_NOT_AVAILABLE\` (sold), \`RESERVATION_LIMIT_REACHED\`, ` +
      '`INSPECTION_NOT_OFFERED` (the destination requires an inspection we have no fee for), or `IMPORT_NOT_ELIGIBLE` ' +
      `("${MESSAGES.IMPORT_NOT_ELIGIBLE}"): the destination's import rules refuse the car, each reason a \`details\` entry ` +
      '(field destinationCountry) with its values — IMPORT_TOO_OLD, IMPORT_TOO_NEW, IMPORT_STEERING, IMPORT_NOT_ALLOWED — for the ' +
      'client to word; staff may let one reservation through with an override (POST /api/admin/eligibility-overrides)',
  })
  reserveCar(@Ctx() ctx: RequestContext, @Body() body: ReserveCarDto): Promise<OrderDto> {
    return this.reservations.reserve(ctx, body);
  }

  @Get('reserved')
  @ApiKeyScope('orders:read')
  @ApiOperation({
    summary: 'Reserved Vehicles: my orders not yet fully paid, newest first',
    description:
      '`status`: all, in_transit (shipped on the deposit) or reserved (held, or deposit paid); `stockId` (a part of it), `from`/`to` (the reservation date).',
  })
  @ApiOkResponse({ type: OrderListDto })
  @ApiErrors({ 400: '' })
  listReservedOrders(@Ctx() ctx: RequestContext, @Query() query: ReservedOrdersQueryDto): Promise<OrderListDto> {
    return this.orders.listReserved(ctx, query);
  }

  @Get('purchased')
  @ApiKeyScope('orders:read')
  @ApiOperation({
    summary: 'Purchased Vehicles: my fully paid orders, newest first',
    description:
      '`status`: all, in_transit (shipped) or purchased (paid, or arrived); `stockId` (a part of it), `from`/`to` (the reservation date).',
  })
  @ApiOkResponse({ type: OrderListDto })
  @ApiErrors({ 400: '' })
  listPurchasedOrders(@Ctx() ctx: RequestContext, @Query() query: PurchasedOrdersQueryDto): Promise<OrderListDto> {
    return this.orders.listPurchased(ctx, query);
  }

  @Get(':id')
  @ApiKeyScope('orders:read')
  @ORDER_ID_PARAM
  @ApiOperation({ summary: 'One of my orders: price, payment progress, the deadline while reserved, history, payments, remittance copies' })
  @ApiOkResponse({ type: OrderDto })
  @NOT_FOUND
  getOrder(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<OrderDto> {
    return this.orders.getOwn(ctx, id);
  }

  @Post(':id/cancel')
  @ApiKeyScope('orders:write')
  @HttpCode(HttpStatus.OK)
  @ORDER_ID_PARAM
  @ApiOperation({ summary: 'Cancel my reservation', description: 'Only while `reserved`; the car is available again at once.' })
  @ApiOkResponse({ type: OrderDto })
  @NOT_FOUND
  @ApiErrors({ 409: '`ORDER_NOT_CANCELLABLE` once the deposit is paid' })
  cancelReservation(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<OrderDto> {
    return this.reservations.cancelReservation(ctx, id);
  }

  @Get(':id/invoice')
  @ApiKeyScope('orders:read')
  @ORDER_ID_PARAM
  @ApiOperation({
    summary: 'The proforma invoice of my order',
    description:
      'Lines (date, detail, unit amount, amount, vehicle count, currency), the totals (payment, allocated, deposit, security deposit) and the bank details for the transfer.',
  })
  @ApiOkResponse({ type: ProformaInvoiceDto })
  @NOT_FOUND
  getOrderInvoice(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<ProformaInvoiceDto> {
    return this.orders.ownInvoice(ctx, id);
  }

  @Post(':id/remittance-copies')
  @ApiKeyScope('orders:write')
  @ORDER_ID_PARAM
  @ApiOperation({
    summary: 'Send the copy of my bank remittance',
    description:
      `multipart/form-data with one file in the field \`${REMITTANCE_FIELD}\`: a JPG, PNG, WEBP or PDF — recognised by its bytes, ` +
      'not its name — of at most 5 MB. While a copy sent before the deadline awaits review, the reservation is not cancelled ' +
      'automatically. Only while the order still owes money and its hold has not run out.',
  })
  @ApiDocumentUpload(REMITTANCE_FIELD)
  @ApiCreatedResponse({ type: RemittanceCopyDto })
  @NOT_FOUND
  @ApiErrors({ 409: '`RESERVATION_EXPIRED`, `REMITTANCE_NOT_ACCEPTED_NOW` or `TOO_MANY_REMITTANCES`' })
  uploadRemittanceCopy(
    @Ctx() ctx: RequestContext,
    @Param('id') id: string,
    @UploadedDocument(REMITTANCE_FIELD) upload: DocumentUpload,
  ): Promise<RemittanceCopyDto> {
    return this.remittances.upload(ctx, id, upload);
  }

  @Get(':id/remittance-copies/:copyId/file')
  @ApiKeyScope('orders:read')
  @ORDER_ID_PARAM
  @COPY_ID_PARAM
  @ApiOperation({ summary: 'Download a remittance copy I sent' })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp', 'application/pdf')
  @ApiDownload()
  @ApiErrors({ 404: `"${MESSAGES.ORDER_NOT_FOUND}" or "${MESSAGES.REMITTANCE_NOT_FOUND}"` })
  async downloadRemittanceCopy(
    @Ctx() ctx: RequestContext,
    @Param('id') id: string,
    @Param('copyId') copyId: string,
  ): Promise<StreamableFile> {
    return asDownload(await this.remittances.downloadOwn(ctx, id, copyId));
  }
}

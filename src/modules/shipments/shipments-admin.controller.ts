import { Body, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { AssignOrdersDto, CreateShipmentDto, ShipmentsQueryDto, UpdateShipmentDto } from './shipments.requests.js';
import { AdminShipmentDto, ShipmentListDto } from './shipments.responses.js';
import { ShipmentsService } from './shipments.service.js';
import { ApiErrors, StaffController } from '../../common/api/route-docs.decorator.js';

const ID_PARAM = ApiParam({ name: 'id', format: 'uuid', description: 'The shipment id' });
const NOT_FOUND = ApiErrors({ 404: `"${MESSAGES.SHIPMENT_NOT_FOUND}"` });
const DATES = `"${MESSAGES.ARRIVAL_BEFORE_DEPARTURE}" when the arrival is not after the departure`;

/** Back-office shipments: the sailings and the orders they carry. */
@StaffController('admin/shipments', 'admin-shipments')
export class ShipmentsAdminController {
  constructor(private readonly shipments: ShipmentsService) {}

  @Post()
  @ApiOperation({ summary: 'Create a shipment', description: 'Recorded in the audit log.' })
  @ApiCreatedResponse({ type: AdminShipmentDto })
  @ApiErrors({ 400: `A field is missing or invalid, or ${DATES}` })
  createShipment(@Ctx() ctx: RequestContext, @Body() body: CreateShipmentDto): Promise<AdminShipmentDto> {
    return this.shipments.create(ctx, body);
  }

  @Get()
  @ApiOperation({
    summary: 'List shipments, latest departure first',
    description:
      'Filters combine: `vessel` (vessel or voyage, a part of it), `port`, `destinationCountry`, `method`, `status` (scheduled, ' +
      'sailing, arrived: by today in Tokyo), `departureFrom`/`departureTo`, `arrivalFrom`/`arrivalTo`. `sort`: departureDate ' +
      '(default latest first), arrivalDate, vessel, destinationPort or createdAt. CSV: `GET /api/admin/shipments.csv`.',
  })
  @ApiOkResponse({ type: ShipmentListDto })
  @ApiErrors({ 400: '' })
  listShipments(@Query() query: ShipmentsQueryDto): Promise<ShipmentListDto> {
    return this.shipments.list(query);
  }

  @Get(':id')
  @ID_PARAM
  @ApiOperation({ summary: 'One shipment with the orders it carries' })
  @ApiOkResponse({ type: AdminShipmentDto })
  @NOT_FOUND
  getShipment(@Param('id') id: string): Promise<AdminShipmentDto> {
    return this.shipments.get(id);
  }

  @Patch(':id')
  @ID_PARAM
  @ApiOperation({ summary: 'Change a shipment', description: 'Only the fields sent; recorded in the audit log.' })
  @ApiOkResponse({ type: AdminShipmentDto })
  @ApiErrors({ 400: `A field is invalid, or ${DATES}` })
  @NOT_FOUND
  updateShipment(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: UpdateShipmentDto): Promise<AdminShipmentDto> {
    return this.shipments.update(ctx, id, body);
  }

  @Post(':id/orders')
  @ID_PARAM
  @ApiOperation({
    summary: 'Assign orders to a shipment',
    description: 'Orders with the deposit paid (or later); an order on another shipment moves to this one. Recorded in the audit log.',
  })
  @ApiCreatedResponse({ type: AdminShipmentDto })
  @ApiErrors({ 400: '`ORDER_IDS_INVALID`, or `ORDER_ID_INVALID` for an unknown order' })
  @NOT_FOUND
  @ApiErrors({ 409: '`ORDER_NOT_SHIPPABLE`: a reserved or cancelled order' })
  assignShipmentOrders(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: AssignOrdersDto): Promise<AdminShipmentDto> {
    return this.shipments.assignOrders(ctx, id, body);
  }

  @Delete(':id/orders/:orderId')
  @ID_PARAM
  @ApiParam({ name: 'orderId', format: 'uuid', description: 'The order to take off' })
  @ApiOperation({ summary: 'Take an order off a shipment', description: 'Its status is left as it is. Recorded in the audit log.' })
  @ApiOkResponse({ type: AdminShipmentDto })
  @ApiErrors({ 404: `"${MESSAGES.SHIPMENT_NOT_FOUND}", or "${MESSAGES.ORDER_NOT_FOUND}" when it is not on it` })
  removeShipmentOrder(@Ctx() ctx: RequestContext, @Param('id') id: string, @Param('orderId') orderId: string): Promise<AdminShipmentDto> {
    return this.shipments.removeOrder(ctx, id, orderId);
  }
}

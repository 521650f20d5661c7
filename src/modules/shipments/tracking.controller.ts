import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { ApiDownload, asDownload, ORDER_ID_PARAM } from '../orders/orders.controller.js';
import { TrackedCarsQueryDto } from './shipments.requests.js';
import { OrderTrackingDto, TrackedCarListDto } from './shipments.responses.js';
import { DOCUMENT_ID_PARAM } from './tracking-admin.controller.js';
import { TrackingService } from './tracking.service.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';

/** Car tracking for the customer (spec §2: Released and Unreleased tabs, view documents, get location). */
@ApiTags('orders')
@ApiSignedIn()
@Controller('orders')
export class TrackingController {
  constructor(private readonly tracking: TrackingService) {}

  @Get('tracking')
  @ApiOperation({
    summary: 'Car tracking: my bought cars, newest first',
    description:
      '`tab`: released (every document released) or unreleased (the default). Each with its shipment, latest location and documents.',
  })
  @ApiOkResponse({ type: TrackedCarListDto })
  @ApiErrors({ 400: '' })
  listTrackedCars(@Ctx() ctx: RequestContext, @Query() query: TrackedCarsQueryDto): Promise<TrackedCarListDto> {
    return this.tracking.trackedCars(ctx, query);
  }

  @Get(':id/tracking')
  @ORDER_ID_PARAM
  @ApiOperation({ summary: 'Follow my order: tracking events, latest location ("get location"), shipment and documents' })
  @ApiOkResponse({ type: OrderTrackingDto })
  @ApiErrors({ 404: `"${MESSAGES.ORDER_NOT_FOUND}" (also for another customer's order)` })
  getOrderTracking(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<OrderTrackingDto> {
    return this.tracking.ownTracking(ctx, id);
  }

  @Get(':id/documents/:documentId/file')
  @ORDER_ID_PARAM
  @DOCUMENT_ID_PARAM
  @ApiOperation({ summary: 'Download a released document of my order ("view documents")' })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp', 'application/pdf')
  @ApiDownload()
  @ApiErrors({ 404: `"${MESSAGES.ORDER_NOT_FOUND}" or "${MESSAGES.DOCUMENT_NOT_FOUND}"`, 409: `"${MESSAGES.DOCUMENT_NOT_RELEASED}"` })
  async downloadOrderDocument(
    @Ctx() ctx: RequestContext,
    @Param('id') id: string,
    @Param('documentId') documentId: string,
  ): Promise<StreamableFile> {
    return asDownload(await this.tracking.downloadOwn(ctx, id, documentId));
  }
}

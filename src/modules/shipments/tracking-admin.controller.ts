import { Body, Get, Param, Patch, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces } from '@nestjs/swagger';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { ApiDocumentUpload, type DocumentUpload, UploadedDocument } from '../../common/uploads/uploaded-document.decorator.js';
import { ApiDownload, asDownload, ORDER_ID_PARAM } from '../orders/orders.controller.js';
import { AddTrackingEventDto, DocumentUploadQueryDto, UpdateDocumentDto } from './shipments.requests.js';
import { OrderDocumentDto, OrderTimelineDto, OrderTrackingDto } from './shipments.responses.js';
import { TrackingService } from './tracking.service.js';
import { ApiErrors, StaffController } from '../../common/api/route-docs.decorator.js';

export const DOCUMENT_ID_PARAM = ApiParam({ name: 'documentId', format: 'uuid', description: 'The document id' });
export const DOCUMENT_FIELD = 'file';
const NOT_FOUND = ApiErrors({ 404: `"${MESSAGES.ORDER_NOT_FOUND}"` });
const DOCUMENT_NOT_FOUND = ApiErrors({ 404: `"${MESSAGES.ORDER_NOT_FOUND}" or "${MESSAGES.DOCUMENT_NOT_FOUND}"` });

/** Back-office car tracking: an order's tracking events and shipping documents. */
@StaffController('admin/orders', 'admin-tracking')
export class TrackingAdminController {
  constructor(private readonly tracking: TrackingService) {}

  @Post(':id/tracking-events')
  @ORDER_ID_PARAM
  @ApiOperation({ summary: 'Add a tracking event to an order', description: 'Date, description, location, status, details. Audited.' })
  @ApiCreatedResponse({ type: OrderTrackingDto })
  @ApiErrors({ 400: '' })
  @NOT_FOUND
  addTrackingEvent(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: AddTrackingEventDto): Promise<OrderTrackingDto> {
    return this.tracking.addEvent(ctx, id, body);
  }

  @Get(':id/timeline')
  @ORDER_ID_PARAM
  @ApiOperation({
    summary: 'An order’s timeline',
    description:
      'Oldest first: its state changes (cause, actor, reason), payments put towards it, remittance copies sent and reviewed, hold ' +
      'extensions (days, new deadline, reason), shipping documents uploaded and released, tracking events.',
  })
  @ApiOkResponse({ type: OrderTimelineDto })
  @NOT_FOUND
  getAdminOrderTimeline(@Param('id') id: string): Promise<OrderTimelineDto> {
    return this.tracking.staffTimeline(id);
  }

  @Get(':id/tracking')
  @ORDER_ID_PARAM
  @ApiOperation({ summary: 'An order’s tracking: events, latest location, shipment and documents' })
  @ApiOkResponse({ type: OrderTrackingDto })
  @NOT_FOUND
  getAdminOrderTracking(@Param('id') id: string): Promise<OrderTrackingDto> {
    return this.tracking.staffTracking(id);
  }

  @Post(':id/documents')
  @ORDER_ID_PARAM
  @ApiOperation({
    summary: 'Upload a shipping document of an order',
    description:
      `\`kind\` (query): bill_of_lading, export_certificate or invoice. multipart/form-data with one file in the field \`${DOCUMENT_FIELD}\`: ` +
      'a JPG, PNG, WEBP or PDF — recognised by its bytes — of at most 5 MB, kept in the private storage. Not released until marked so.',
  })
  @ApiDocumentUpload(DOCUMENT_FIELD)
  @ApiCreatedResponse({ type: OrderDocumentDto })
  @NOT_FOUND
  @ApiErrors({ 409: '`TOO_MANY_DOCUMENTS`' })
  uploadOrderDocument(
    @Ctx() ctx: RequestContext,
    @Param('id') id: string,
    @Query() query: DocumentUploadQueryDto,
    @UploadedDocument(DOCUMENT_FIELD) upload: DocumentUpload,
  ): Promise<OrderDocumentDto> {
    return this.tracking.uploadDocument(ctx, id, query.kind, upload);
  }

  @Patch(':id/documents/:documentId')
  @ORDER_ID_PARAM
  @DOCUMENT_ID_PARAM
  @ApiOperation({ summary: 'Release a document (couriered), with the courier’s name and tracking number', description: 'Audited.' })
  @ApiOkResponse({ type: OrderDocumentDto })
  @ApiErrors({ 400: '' })
  @DOCUMENT_NOT_FOUND
  updateOrderDocument(
    @Ctx() ctx: RequestContext,
    @Param('id') id: string,
    @Param('documentId') documentId: string,
    @Body() body: UpdateDocumentDto,
  ): Promise<OrderDocumentDto> {
    return this.tracking.updateDocument(ctx, id, documentId, body);
  }

  @Get(':id/documents/:documentId/file')
  @ORDER_ID_PARAM
  @DOCUMENT_ID_PARAM
  @ApiOperation({ summary: 'Download a shipping document' })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp', 'application/pdf')
  @ApiDownload()
  @DOCUMENT_NOT_FOUND
  async downloadAdminOrderDocument(@Param('id') id: string, @Param('documentId') documentId: string): Promise<StreamableFile> {
    return asDownload(await this.tracking.downloadForStaff(id, documentId));
  }
}

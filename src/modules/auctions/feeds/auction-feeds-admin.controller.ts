import { Body, Get, Header, HttpCode, HttpStatus, Param, Patch, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces } from '@nestjs/swagger';
import type { RequestContext } from '../../../common/context/request-context.js';
import { Ctx } from '../../../common/context/request-context.decorator.js';
import { AuctionFeedsService } from './auction-feeds.service.js';
import { ApiFeedUpload, type FeedUpload, UploadedFeed } from './feed-upload.js';
import { CreateFeedSourceDto, FeedSourcesQueryDto, ImportsQueryDto, UpdateFeedSourceDto } from './feeds.requests.js';
import { FeedSourceDto, FeedSourceListDto, ImportDetailDto, ImportListDto } from './feeds.responses.js';
import { ApiErrors, DeleteRoute, StaffController } from '../../../common/api/route-docs.decorator.js';

const SOURCE_ID = ApiParam({ name: 'id', format: 'uuid', description: 'The feed source id' });
const IMPORT_ID = ApiParam({ name: 'id', format: 'uuid', description: 'The import id' });
const SOURCE_NOT_FOUND = ApiErrors({ 404: '`AUCTION_FEED_SOURCE_NOT_FOUND`' });
const IMPORT_NOT_FOUND = ApiErrors({ 404: '`AUCTION_IMPORT_NOT_FOUND`' });
const AUDITED = 'Audited.';
const STARTED =
  'Answers 202 with the queued import at once; the `auction-import` job streams the file into the auction lots in batches ' +
  '(idempotent by auction house + date + lot number, resumable). Follow it with GET /api/admin/auctions/imports/{id}. Audited.';

/** Staff manage the auction houses' feed sources and import their feeds (issue 13). */
@StaffController('admin/auctions/feed-sources', 'admin-auction-feeds')
export class AuctionFeedSourcesAdminController {
  constructor(private readonly feeds: AuctionFeedsService) {}

  @Get()
  @ApiOperation({ summary: 'Every feed source, by name', description: '`q`: part of the name.' })
  @ApiOkResponse({ type: FeedSourceListDto })
  @ApiErrors({ 400: '' })
  listAuctionFeedSources(@Query() query: FeedSourcesQueryDto): Promise<FeedSourceListDto> {
    return this.feeds.listSources(query);
  }

  @Post()
  @ApiOperation({ summary: 'Add a feed source with its column mapping', description: AUDITED })
  @ApiCreatedResponse({ type: FeedSourceDto })
  @ApiErrors({ 400: 'An invalid field, or a mapping that lacks a required field', 409: '`AUCTION_FEED_SOURCE_NAME_TAKEN`' })
  createAuctionFeedSource(@Ctx() ctx: RequestContext, @Body() body: CreateFeedSourceDto): Promise<FeedSourceDto> {
    return this.feeds.createSource(ctx, body);
  }

  @Get(':id')
  @SOURCE_ID
  @ApiOperation({ summary: 'One feed source' })
  @ApiOkResponse({ type: FeedSourceDto })
  @SOURCE_NOT_FOUND
  getAuctionFeedSource(@Param('id') id: string): Promise<FeedSourceDto> {
    return this.feeds.getSource(id);
  }

  @Patch(':id')
  @SOURCE_ID
  @ApiOperation({ summary: 'Change a feed source', description: 'Fields left out stay as they are. ' + AUDITED })
  @ApiOkResponse({ type: FeedSourceDto })
  @ApiErrors({ 400: '' })
  @SOURCE_NOT_FOUND
  @ApiErrors({ 409: '`AUCTION_FEED_SOURCE_NAME_TAKEN`' })
  updateAuctionFeedSource(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: UpdateFeedSourceDto): Promise<FeedSourceDto> {
    return this.feeds.updateSource(ctx, id, body);
  }

  @DeleteRoute(':id')
  @SOURCE_ID
  @ApiOperation({
    summary: 'Delete a feed source that has no imports',
    description: 'One with imports is kept for their reports: deactivate it. ' + AUDITED,
  })
  @SOURCE_NOT_FOUND
  @ApiErrors({ 409: '`AUCTION_FEED_SOURCE_IN_USE`' })
  deleteAuctionFeedSource(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<void> {
    return this.feeds.deleteSource(ctx, id);
  }

  @Post(':id/upload')
  @HttpCode(HttpStatus.ACCEPTED)
  @SOURCE_ID
  @ApiFeedUpload('file')
  @ApiOperation({ summary: "Upload a feed file (CSV or JSON, as the source's format) and import it", description: STARTED })
  @ApiAcceptedResponse({ type: ImportDetailDto })
  @SOURCE_NOT_FOUND
  @ApiErrors({ 409: '`AUCTION_FEED_SOURCE_INACTIVE`' })
  uploadAuctionFeed(
    @Ctx() ctx: RequestContext,
    @Param('id') id: string,
    @UploadedFeed('file') upload: FeedUpload,
  ): Promise<ImportDetailDto> {
    return this.feeds.uploadFeed(ctx, id, upload);
  }

  @Post(':id/fetch')
  @HttpCode(HttpStatus.ACCEPTED)
  @SOURCE_ID
  @ApiOperation({
    summary: "Fetch the source's URL and import what it delivers",
    description: `The job downloads the feed first (streamed to disk, within AUCTION_FEED_FETCH_TIMEOUT_S and AUCTION_FEED_MAX_MB). ${STARTED}`,
  })
  @ApiAcceptedResponse({ type: ImportDetailDto })
  @SOURCE_NOT_FOUND
  @ApiErrors({ 409: '`AUCTION_FEED_SOURCE_INACTIVE`, `AUCTION_FEED_SOURCE_NO_URL`' })
  fetchAuctionFeed(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<ImportDetailDto> {
    return this.feeds.fetchFeed(ctx, id);
  }
}

/** Staff follow the auction feed imports: progress, counts, the rejected rows and why. */
@StaffController('admin/auctions/imports', 'admin-auction-feeds')
export class AuctionImportsAdminController {
  constructor(private readonly feeds: AuctionFeedsService) {}

  @Get()
  @ApiOperation({
    summary: 'Every import, newest first',
    description: '`sourceId`: one feed source’s; `status`: queued, running, done or failed.',
  })
  @ApiOkResponse({ type: ImportListDto })
  @ApiErrors({ 400: '' })
  listAuctionImports(@Query() query: ImportsQueryDto): Promise<ImportListDto> {
    return this.feeds.listImports(query);
  }

  @Get(':id')
  @IMPORT_ID
  @ApiOperation({ summary: 'One import: progress, counts and the first 500 rejected rows with their reasons' })
  @ApiOkResponse({ type: ImportDetailDto })
  @IMPORT_NOT_FOUND
  getAuctionImport(@Param('id') id: string): Promise<ImportDetailDto> {
    return this.feeds.getImport(id);
  }

  @Get(':id/rejected.csv')
  @IMPORT_ID
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOperation({
    summary: "The import's rejected rows as CSV",
    description: 'Row, field, code and reason: one line per reason, the first 500 rows.',
  })
  @ApiOkResponse({ description: 'UTF-8 CSV with a header row', schema: { type: 'string' } })
  @IMPORT_NOT_FOUND
  downloadAuctionImportRejected(@Param('id') id: string): Promise<StreamableFile> {
    return this.feeds.rejectedCsv(id);
  }
}

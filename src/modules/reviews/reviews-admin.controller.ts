import { Body, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { REVIEW_ID_PARAM } from './reviews.controller.js';
import { AdminReviewsExportQueryDto, AdminReviewsQueryDto, CreateReviewReplyDto, UpdateReviewReplyDto } from './reviews.requests.js';
import { AdminReviewDto, AdminReviewListDto, ReplySubmittedDto } from './reviews.responses.js';
import { ReviewsAdminService } from './reviews-admin.service.js';
import { ApiErrors, PostAction, StaffController } from '../../common/api/route-docs.decorator.js';
import { CsvExportRoute, LIST_EXPORT } from '../../common/csv/csv-export.decorator.js';

const NOT_FOUND = ApiErrors({ 404: `REVIEW_NOT_FOUND, "${MESSAGES.REVIEW_NOT_FOUND}"` });

const NOT_ALLOWED = ApiErrors({
  409: `REVIEW_ALREADY_IN_STATUS, "${MESSAGES.REVIEW_ALREADY_IN_STATUS}": the review is in that state already`,
});

const REPLY_ID_PARAM = ApiParam({ name: 'replyId', format: 'uuid', description: 'The reply id' });
const REPLY_NOT_FOUND = ApiErrors({ 404: `"${MESSAGES.REVIEW_NOT_FOUND}" or "${MESSAGES.REVIEW_REPLY_NOT_FOUND}"` });
const NOT_COMPANY = ApiErrors({ 409: `REVIEW_REPLY_NOT_COMPANY, "${MESSAGES.REVIEW_REPLY_NOT_COMPANY}"` });

/** Moderation of customer reviews (spec §2 admin Reviews): list, publish, hide, reply as the company. Audited. */
@StaffController('admin/reviews', 'admin-reviews')
export class ReviewsAdminController {
  constructor(private readonly reviews: ReviewsAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Every review, newest first, with its contact fields and every reply',
    description:
      '`status` (pending, published, hidden), `rating`, `country`, `withPhotos`, `q` (title and description); `sort`: createdAt, ' +
      'publishedAt or rating, "-" for descending.',
  })
  @ApiOkResponse({ type: AdminReviewListDto })
  @ApiErrors({ 400: '' })
  listReviewsForStaff(@Query() query: AdminReviewsQueryDto): Promise<AdminReviewListDto> {
    return this.reviews.listForStaff(query);
  }

  @Get(':id')
  @REVIEW_ID_PARAM
  @ApiOperation({ summary: 'One review, as staff see it' })
  @ApiOkResponse({ type: AdminReviewDto })
  @NOT_FOUND
  getReviewForStaff(@Param('id') id: string): Promise<AdminReviewDto> {
    return this.reviews.getForStaff(id);
  }

  @PostAction(':id/publish')
  @REVIEW_ID_PARAM
  @ApiOperation({
    summary: 'Publish a review',
    description:
      'From pending or hidden (the review machine; `nextStatuses` says what is allowed). It shows in the public list, dated now the first time.',
  })
  @ApiOkResponse({ type: AdminReviewDto })
  @NOT_FOUND
  @NOT_ALLOWED
  publishReview(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<AdminReviewDto> {
    return this.reviews.setStatus(ctx, id, 'published');
  }

  @PostAction(':id/hide')
  @REVIEW_ID_PARAM
  @ApiOperation({
    summary: 'Hide a review',
    description:
      'From pending or published (the review machine; `nextStatuses` says what is allowed). It leaves the public list and gallery.',
  })
  @ApiOkResponse({ type: AdminReviewDto })
  @NOT_FOUND
  @NOT_ALLOWED
  hideReview(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<AdminReviewDto> {
    return this.reviews.setStatus(ctx, id, 'hidden');
  }

  @Post(':id/replies')
  @HttpCode(HttpStatus.CREATED)
  @REVIEW_ID_PARAM
  @ApiOperation({
    summary: 'Reply as the company',
    description: 'Shown under the review as the company’s reply, once the review is published.',
  })
  @ApiCreatedResponse({ type: ReplySubmittedDto, description: `"${MESSAGES.REVIEW_REPLY_SUBMITTED}"` })
  @ApiErrors({ 400: '"Message is required"' })
  @NOT_FOUND
  replyAsCompany(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: CreateReviewReplyDto): Promise<ReplySubmittedDto> {
    return this.reviews.companyReply(ctx, id, body);
  }

  @Patch(':id/replies/:replyId')
  @REVIEW_ID_PARAM
  @REPLY_ID_PARAM
  @ApiOperation({
    summary: 'Hide a reply, show it again, or reword the company’s reply',
    description:
      '`status`: published or hidden, as the reply machine allows (each reply’s `nextStatuses`; the status it has already is a ' +
      '409 REVIEW_REPLY_ALREADY_IN_STATUS unless a new `message` comes with it); `message`: the company’s own replies only. At least one.',
  })
  @ApiOkResponse({ type: AdminReviewDto })
  @ApiErrors({ 400: '' })
  @REPLY_NOT_FOUND
  @NOT_COMPANY
  updateReviewReply(
    @Ctx() ctx: RequestContext,
    @Param('id') id: string,
    @Param('replyId') replyId: string,
    @Body() body: UpdateReviewReplyDto,
  ): Promise<AdminReviewDto> {
    return this.reviews.updateReply(ctx, id, replyId, body);
  }

  @Delete(':id/replies/:replyId')
  @REVIEW_ID_PARAM
  @REPLY_ID_PARAM
  @ApiOperation({ summary: 'Delete the company’s reply', description: 'A customer’s reply can be hidden, not deleted.' })
  @ApiOkResponse({ type: AdminReviewDto, description: 'The review without the reply' })
  @REPLY_NOT_FOUND
  @NOT_COMPANY
  deleteReviewReply(@Ctx() ctx: RequestContext, @Param('id') id: string, @Param('replyId') replyId: string): Promise<AdminReviewDto> {
    return this.reviews.deleteCompanyReply(ctx, id, replyId);
  }
}

/** The staff review list as CSV, at `/api/admin/reviews.csv` beside the list. */
@StaffController('admin', 'admin-reviews')
export class ReviewsExportController {
  constructor(private readonly reviews: ReviewsAdminService) {}

  @CsvExportRoute('reviews.csv', {
    summary: 'Export the filtered reviews as CSV',
    description: LIST_EXPORT,
  })
  exportReviews(@Query() query: AdminReviewsExportQueryDto): Promise<StreamableFile> {
    return this.reviews.exportCsv(query);
  }
}

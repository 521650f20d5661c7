import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { Public } from '../../common/auth/public.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { PageQueryDto } from '../../common/pagination/pagination.js';
import { type FormUpload, UploadedForm } from '../../common/uploads/uploaded-form.decorator.js';
import { createValidationPipe } from '../../common/validation/validation.pipe.js';
import { MAX_REVIEW_PHOTOS } from './review-rules.js';
import { CreateReviewDto, CreateReviewReplyDto, ReviewsQueryDto } from './reviews.requests.js';
import { ReplySubmittedDto, ReviewGalleryDto, ReviewListDto, ReviewSubmittedDto, ReviewSummaryDto } from './reviews.responses.js';
import { ReviewsService } from './reviews.service.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';

/** The multipart field of a review's photos. */
export const PHOTOS_FIELD = 'photos';
/** The review's text fields, as many as CreateReviewDto has, plus room for a client's stray ones (refused by name). */
const FORM = { fileField: PHOTOS_FIELD, maxFiles: MAX_REVIEW_PHOTOS, maxFields: 15, maxFieldBytes: 16 * 1024 };
const bodyPipe = createValidationPipe();

export const REVIEW_ID_PARAM = ApiParam({ name: 'id', format: 'uuid', description: 'The review id' });
const NOT_FOUND = ApiErrors({ 404: `REVIEW_NOT_FOUND, "${MESSAGES.REVIEW_NOT_FOUND}"` });
const TOO_MANY = ApiErrors({ 429: 'Too many in a short time; `Retry-After` says how long to wait' });

/** Customer reviews (spec §2 Customer reviews): the public list, summary and gallery; reviews and replies by customers. */
@ApiTags('reviews')
@ApiExtraModels(CreateReviewDto)
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Published reviews, newest first',
    description:
      'Filters: `rating` (1–5), `country` (ISO code), `withPhotos`, `q` (title and description). Contact fields are never ' +
      `part of a review here. When nothing matches, \`items\` is empty and \`message\` says "${MESSAGES.REVIEWS_NONE_FOUND}".`,
  })
  @ApiOkResponse({
    type: ReviewListDto,
    examples: {
      found: {
        summary: 'Reviews',
        value: {
          items: [
            {
              id: '6f1c0d52-4a8e-4c1b-9a55-0b8f0f3f2a11',
              title: 'Smooth purchase, car as described',
              description: 'The Corolla arrived in Mombasa on time and exactly as the auction sheet said.',
              rating: 5,
              date: '2026-03-02T09:00:00.000Z',
              reviewerName: 'Amina O.',
              country: 'KE',
              city: 'Nairobi',
              photos: [
                { url: '/uploads/reviews/a1/b2.webp', thumbnailUrl: '/uploads/reviews/a1/b2-thumb.webp', width: 1600, height: 1200 },
              ],
              verifiedBuyer: true,
              replies: [
                {
                  id: '0b3a3a43-7a40-4b8b-8d59-1e0c5b0f6d22',
                  authorName: 'AutoExport',
                  isCompany: true,
                  message: 'Thank you, Amina — enjoy the car!',
                  createdAt: '2026-03-03T01:00:00.000Z',
                },
              ],
            },
          ],
          total: 1,
          page: 1,
          limit: 20,
        },
      },
      none: {
        summary: 'Nothing matches',
        value: { items: [], total: 0, page: 1, limit: 20, message: MESSAGES.REVIEWS_NONE_FOUND, code: 'REVIEWS_NONE_FOUND' },
      },
    },
  })
  @ApiErrors({ 400: `"${MESSAGES.REVIEW_RATING_INVALID}", a bad country or flag` })
  listReviews(@Query() query: ReviewsQueryDto): Promise<ReviewListDto> {
    return this.reviews.list(query);
  }

  @Get('summary')
  @Public()
  @ApiOperation({ summary: 'How many published reviews, their average rating, by rating and by country' })
  @ApiOkResponse({ type: ReviewSummaryDto })
  getReviewSummary(): Promise<ReviewSummaryDto> {
    return this.reviews.summary();
  }

  @Get('photos')
  @Public()
  @ApiOperation({ summary: 'The gallery: photos of published reviews, newest review first' })
  @ApiOkResponse({ type: ReviewGalleryDto })
  @ApiErrors({ 400: '' })
  listReviewPhotos(@Query() query: PageQueryDto): Promise<ReviewGalleryDto> {
    return this.reviews.gallery(query);
  }

  @Post()
  @ApiSignedIn()
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({
    description:
      `JSON, or multipart/form-data with the same fields as text and up to ${MAX_REVIEW_PHOTOS} photos in \`${PHOTOS_FIELD}\` ` +
      '(JPG, PNG or WEBP recognised by their bytes, at most 5 MB each; re-encoded as WEBP without their metadata).',
    schema: {
      allOf: [
        { $ref: getSchemaPath(CreateReviewDto) },
        {
          type: 'object',
          properties: { [PHOTOS_FIELD]: { type: 'array', maxItems: MAX_REVIEW_PHOTOS, items: { type: 'string', format: 'binary' } } },
        },
      ],
    },
  })
  @ApiOperation({
    summary: 'Write a review',
    description: `Pending until staff publish it: the answer says so (\`note\`). The client's failure text is "Error submitting review".`,
  })
  @ApiCreatedResponse({
    type: ReviewSubmittedDto,
    example: {
      success: true,
      message: MESSAGES.REVIEW_SUBMITTED,
      note: MESSAGES.REVIEW_AWAITS_PUBLICATION,
      id: '6f1c0d52-4a8e-4c1b-9a55-0b8f0f3f2a11',
      status: 'pending',
      photoCount: 1,
    },
  })
  @ApiErrors({
    400: 'A missing or bad field (`details`), or a damaged image (`INVALID_IMAGE`)',
    413: `"${MESSAGES.PAYLOAD_TOO_LARGE}", or more than ${MAX_REVIEW_PHOTOS} photos`,
    415: `"${MESSAGES.UNSUPPORTED_MEDIA_TYPE}"`,
  })
  @TOO_MANY
  async submitReview(@Ctx() ctx: RequestContext, @UploadedForm(FORM) upload: FormUpload): Promise<ReviewSubmittedDto> {
    const form = upload.multipart ? await upload.form() : { fields: upload.json, images: [] };
    const body = (await bodyPipe.transform(form.fields, { type: 'body', metatype: CreateReviewDto, data: '' })) as CreateReviewDto;
    return this.reviews.submit(ctx, body, form.images);
  }

  @Post(':id/replies')
  @HttpCode(HttpStatus.CREATED)
  @ApiSignedIn()
  @REVIEW_ID_PARAM
  @ApiOperation({
    summary: 'Reply to a published review',
    description:
      'Shown at once under the review (staff may hide it). Only published reviews take replies. ' +
      'The client’s failure text is "Error submitting reply".',
  })
  @ApiCreatedResponse({ type: ReplySubmittedDto, description: `"${MESSAGES.REVIEW_REPLY_SUBMITTED}"` })
  @ApiErrors({ 400: '"Message is required"' })
  @NOT_FOUND
  @TOO_MANY
  replyToReview(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: CreateReviewReplyDto): Promise<ReplySubmittedDto> {
    return this.reviews.reply(ctx, id, body);
  }
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MESSAGES } from '@autoexport/contract/messages';
import { DEFAULT_PAGE_LIMIT } from '../../common/pagination/pagination.js';
import { REPLY_STATUSES, type ReplyStatus } from './review-reply.entity.js';
import { COMPANY_NAME } from '../../common/company/company-facts.js';
import { STAFF_REVIEW_TARGETS, type StaffReviewTarget } from './review-rules.js';
import { REVIEW_STATUSES, type ReviewStatus } from './review.entity.js';
import { PageDto, StaffPageDto } from '../../common/pagination/page.dto.js';

export class ReviewPhotoDto {
  @ApiProperty({ example: '/uploads/reviews/0d9c…/4f1a.webp' })
  url: string;
  @ApiProperty({ example: '/uploads/reviews/0d9c…/4f1a-thumb.webp' })
  thumbnailUrl: string;
  @ApiProperty({ example: 1600 })
  width: number;
  @ApiProperty({ example: 1200 })
  height: number;
}

export class ReviewReplyDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'Bilal K.', description: `A customer's first name and initial, or "${COMPANY_NAME}" for the company` })
  authorName: string;
  @ApiProperty({ example: false, description: 'Written by our staff: shown as the company’s reply' })
  isCompany: boolean;
  @ApiProperty({ example: 'Thank you for your kind words — enjoy the car!' })
  message: string;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** A published review as anyone may read it: never its contact fields (email, phone, address, state). */
export class ReviewDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'Smooth purchase, car as described' })
  title: string;
  @ApiProperty({ example: 'The Corolla arrived in Mombasa on time and exactly as the auction sheet said.' })
  description: string;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5, example: 5 })
  rating: number;
  @ApiProperty({ format: 'date-time', description: 'When it was published' })
  date: string;
  @ApiProperty({ example: 'Amina O.', description: 'The first name and the initial of the last' })
  reviewerName: string;
  @ApiProperty({ example: 'KE' })
  country: string;
  @ApiProperty({ example: 'Nairobi', nullable: true, type: String })
  city: string | null;
  @ApiProperty({ type: [ReviewPhotoDto] })
  photos: ReviewPhotoDto[];
  @ApiProperty({
    example: true,
    description: 'The reviewer has bought a car from us (a fully paid order); computed, never sent by a client',
  })
  verifiedBuyer: boolean;
  @ApiProperty({ type: [ReviewReplyDto], description: 'Published replies, oldest first' })
  replies: ReviewReplyDto[];
}

export class ReviewListDto {
  @ApiProperty({ type: [ReviewDto] })
  items: ReviewDto[];
  @ApiProperty({ example: 1 })
  total: number;
  @ApiProperty({ example: 1 })
  page: number;
  @ApiProperty({ example: DEFAULT_PAGE_LIMIT })
  limit: number;
  @ApiPropertyOptional({ example: MESSAGES.REVIEWS_NONE_FOUND, description: 'Only when nothing matches' })
  message?: string;
  @ApiPropertyOptional({ example: 'REVIEWS_NONE_FOUND', description: 'The code of `message`, for the client to translate' })
  code?: string;
}

export class RatingCountDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5, example: 5 })
  rating: number;
  @ApiProperty({ example: 12 })
  count: number;
}

export class CountryCountDto {
  @ApiProperty({ example: 'KE' })
  country: string;
  @ApiProperty({ example: 7 })
  count: number;
}

export class ReviewSummaryDto {
  @ApiProperty({ example: 18, description: 'Published reviews' })
  count: number;
  @ApiProperty({ example: '4.6', nullable: true, type: String, description: 'Average rating, one decimal; null without reviews' })
  averageRating: string | null;
  @ApiProperty({ type: [RatingCountDto], description: 'Published reviews by rating, 5 to 1' })
  ratings: RatingCountDto[];
  @ApiProperty({ type: [CountryCountDto], description: 'Published reviews by country, most first' })
  countries: CountryCountDto[];
  @ApiProperty({ example: 9, description: 'Photos in the gallery' })
  photoCount: number;
}

/** What a list shows of a review: the gallery's caption here, the dashboard's waiting card (which adds its age). */
export class ReviewHeadlineDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'Smooth purchase, car as described' })
  title: string;
  @ApiProperty({ example: 5 })
  rating: number;
  @ApiProperty({ example: 'Amina O.' })
  reviewerName: string;
  @ApiProperty({ example: 'KE' })
  country: string;
}

export class GalleryPhotoReviewDto extends ReviewHeadlineDto {}

export class GalleryPhotoDto extends ReviewPhotoDto {
  @ApiProperty({ type: GalleryPhotoReviewDto })
  review: GalleryPhotoReviewDto;
}

export class ReviewGalleryDto extends PageDto(GalleryPhotoDto) {}

export class ReviewSubmittedDto {
  @ApiProperty({ example: true })
  success: boolean;
  @ApiProperty({ example: MESSAGES.REVIEW_SUBMITTED })
  message: string;
  @ApiProperty({ example: MESSAGES.REVIEW_AWAITS_PUBLICATION, description: 'The review is not public until staff publish it' })
  note: string;
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ enum: REVIEW_STATUSES, example: 'pending' })
  status: ReviewStatus;
  @ApiProperty({ example: 1, description: 'Photos stored' })
  photoCount: number;
}

export class ReplySubmittedDto {
  @ApiProperty({ example: true })
  success: boolean;
  @ApiProperty({ example: MESSAGES.REVIEW_REPLY_SUBMITTED })
  message: string;
  @ApiProperty({ type: ReviewReplyDto })
  reply: ReviewReplyDto;
}

export class AdminReviewReplyDto extends ReviewReplyDto {
  @ApiProperty({ enum: REPLY_STATUSES, example: 'published' })
  status: ReplyStatus;
  @ApiProperty({
    enum: REPLY_STATUSES,
    isArray: true,
    example: ['hidden'],
    description: 'The statuses staff may set next, from the reply state machine',
  })
  nextStatuses: ReplyStatus[];
}

/** A review as staff see it: every field, the contact ones included, and every reply. */
export class AdminReviewDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ enum: REVIEW_STATUSES, example: 'pending' })
  status: ReviewStatus;
  @ApiProperty({ example: 'Smooth purchase, car as described' })
  title: string;
  @ApiProperty({ example: 'The Corolla arrived in Mombasa on time.' })
  description: string;
  @ApiProperty({ example: 5 })
  rating: number;
  @ApiProperty({ example: 'Amina Odhiambo', description: 'The account name' })
  reviewerName: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The reviewer’s account' })
  customerId: string | null;
  @ApiProperty({ example: 'KE' })
  country: string;
  @ApiProperty({ example: 'Nairobi', nullable: true, type: String })
  city: string | null;
  @ApiProperty({ example: 'Nairobi County', nullable: true, type: String })
  state: string | null;
  @ApiProperty({ example: 'Ngong Road 12', nullable: true, type: String })
  address: string | null;
  @ApiProperty({ example: '+254700000001', nullable: true, type: String })
  phone: string | null;
  @ApiProperty({ example: 'amina.njeri@example.com' })
  email: string;
  @ApiProperty({ type: [ReviewPhotoDto] })
  photos: ReviewPhotoDto[];
  @ApiProperty({ example: false })
  verifiedBuyer: boolean;
  @ApiProperty({ type: [AdminReviewReplyDto] })
  replies: AdminReviewReplyDto[];
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  publishedAt: string | null;
  @ApiProperty({
    enum: STAFF_REVIEW_TARGETS,
    isArray: true,
    example: ['published', 'hidden'],
    description: 'The statuses staff may set next (publish, hide), from the review state machine',
  })
  nextStatuses: StaffReviewTarget[];
}

export class AdminReviewListDto extends StaffPageDto(AdminReviewDto) {}

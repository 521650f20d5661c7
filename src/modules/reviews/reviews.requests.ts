import { IntersectionType } from '@nestjs/swagger';
import { Msg } from '@autoexport/contract/messages';
import { PageQueryDto } from '../../common/pagination/pagination.js';
import { SortParam } from '../../common/pagination/sort.js';
import {
  Choice,
  Country,
  Field,
  Flag,
  OptionalEmail,
  OptionalPhone,
  OptionalText,
  SearchText,
  TextField,
} from '../../common/validation/fields.js';
import { rule, says } from '../../common/validation/rules.js';
import { REPLY_STATUSES, type ReplyStatus } from './review-reply.entity.js';
import { isRating, MAX_DESCRIPTION, MAX_REPLY, MAX_TITLE, toRating } from './review-rules.js';
import { REVIEW_STATUSES, type ReviewStatus } from './review.entity.js';

const Rating = (presence: 'required' | 'optional', description: string) =>
  Field(
    'Rating',
    { type: 'integer', minimum: 1, maximum: 5, example: 5, description },
    { presence, transform: toRating },
    rule('isRating', 'format', isRating, says(Msg.REVIEW_RATING_INVALID)),
  );

/** Query strings: "true" and "false" only. */
const toBoolean = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);

/**
 * A new review (spec §3 Review). Sent as JSON, or as multipart/form-data with the same fields as text and up to five
 * photos in the field `photos`. The email is the account's unless another is given; the reviewer's name is the
 * account's. Email, phone, state and address reach staff only.
 */
export class CreateReviewDto {
  @TextField('Title', MAX_TITLE, { example: 'Smooth purchase, car as described' })
  title: string;

  @TextField('Description', MAX_DESCRIPTION, {
    example: 'The Corolla arrived in Mombasa on time and exactly as the auction sheet said. Clearing was easy with the documents.',
  })
  description: string;

  @Rating('required', '1 (poor) to 5 (excellent)')
  rating: number;

  @Country({ type: String, example: 'KE', description: 'ISO 3166-1 alpha-2, upper-cased' })
  country: string;

  @OptionalText('City', 100, { example: 'Nairobi' })
  city?: string | null;

  @OptionalText('State', 100, { example: 'Nairobi County', description: 'Staff only, never shown' })
  state?: string | null;

  @OptionalText('Address', 200, { example: 'Ngong Road 12', description: 'Staff only, never shown' })
  address?: string | null;

  @OptionalPhone({ example: '+254700000001', description: 'Staff only, never shown' })
  phone?: string | null;

  @OptionalEmail({
    example: 'amina.njeri@example.com',
    maxLength: 254,
    description: "Staff only, never shown; the account's email when left out",
  })
  email?: string | null;
}

export class CreateReviewReplyDto {
  @TextField('Message', MAX_REPLY, { example: 'Thank you — which port did you import through?' })
  message: string;
}

/** The filters of the review lists (public and staff). */
export class ReviewFiltersDto {
  @Rating('optional', 'Only reviews with this rating')
  rating?: number;

  @Country({ type: String, example: 'KE', description: 'Only reviews from this country (ISO 3166-1 alpha-2)' }, { presence: 'optional' })
  country?: string;

  @Flag('With photos', { description: 'true: only reviews with photos' }, { presence: 'optional', transform: toBoolean })
  withPhotos?: boolean;

  @SearchText('mombasa', 'Text searched in title and description (case-insensitive)')
  q?: string;
}

export class ReviewsQueryDto extends IntersectionType(ReviewFiltersDto, PageQueryDto) {}

/** What the staff list sorts by: the column each key means. */
export const ADMIN_REVIEW_SORTS = { createdAt: 'r.createdAt', publishedAt: 'r.publishedAt', rating: 'r.rating' } as const;
export type AdminReviewSort = keyof typeof ADMIN_REVIEW_SORTS;

/** The staff list's filters and sort; the CSV export takes exactly these. */
export class AdminReviewsExportQueryDto extends ReviewFiltersDto {
  @Choice('Status', REVIEW_STATUSES, { description: 'pending (waiting for staff), published or hidden' }, { presence: 'optional' })
  status?: ReviewStatus;

  @SortParam(Object.keys(ADMIN_REVIEW_SORTS), '-createdAt')
  sort?: string;
}

export class AdminReviewsQueryDto extends IntersectionType(AdminReviewsExportQueryDto, PageQueryDto) {}

/**
 * A change to a reply: its status (hide it, or show it again), and for the company's own replies its message. At
 * least one of the two.
 */
export class UpdateReviewReplyDto {
  @Choice(
    'Status',
    REPLY_STATUSES,
    { example: 'hidden', description: 'Required unless `message` is sent' },
    { requiredWhen: (body) => body.message === undefined || body.status !== undefined },
  )
  status?: ReplyStatus;

  @TextField(
    'Message',
    MAX_REPLY,
    { example: 'Thank you — enjoy the car!', description: 'The company’s replies only: the new text' },
    { presence: 'omittable' },
  )
  message?: string;
}

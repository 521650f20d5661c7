import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { notFound } from '../../common/errors/app-error.js';
import { MESSAGES, Msg } from '@autoexport/contract/messages';
import { type PageQueryDto, resolvePaging } from '../../common/pagination/pagination.js';
import { RateLimiterService } from '../../common/rate-limit/rate-limiter.service.js';
import type { ProcessedImage } from '../../common/uploads/image-processing.js';
import { ImageUploads, type StoredImage } from '../../common/uploads/image-uploads.service.js';
import { addition } from '../audit/audit-facts.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import { auditActions } from '../audit/audit-actions.js';
import { CarHoldersService } from '../orders/car-holders.service.js';
import { UsersService } from '../users/users.service.js';
import type { ReviewReply } from './review-reply.entity.js';
import { averageRating, isPublic, publicName } from './review-rules.js';
import type { Review } from './review.entity.js';
import { groupBy, NO_RELATIONS, type ReviewRelations, toPhotoDto, toPublicReview, toReplyDto } from './reviews.mappers.js';
import { ReviewsRepository } from './reviews.repository.js';
import type { CreateReviewDto, CreateReviewReplyDto, ReviewsQueryDto } from './reviews.requests.js';
import type {
  ReplySubmittedDto,
  ReviewDto,
  ReviewGalleryDto,
  ReviewListDto,
  ReviewSubmittedDto,
  ReviewSummaryDto,
} from './reviews.responses.js';

export const REVIEW_TARGET = 'review';
export const REVIEW_AUDIT = auditActions(REVIEW_TARGET, [
  'submit',
  'publish',
  'hide',
  'reply',
  'companyReply',
  'replyStatus',
  'replyEdit',
  'replyDelete',
]);

/** Public storage folder of review photos: `reviews/<review id>/<random>.webp`. */
export const REVIEW_PHOTO_FOLDER = 'reviews';

/** Per customer: a few reviews, and a conversation's worth of replies, an hour. */
const reviewRule = (userId: string) => ({ key: `reviews:user:${userId}`, limit: 10, windowSeconds: 3600 });
const replyRule = (userId: string) => ({ key: `review-replies:user:${userId}`, limit: 20, windowSeconds: 3600 });

/**
 * Customer reviews (spec §2 Customer reviews, §3 Review). A review is pending until staff publish it; only published
 * reviews (and their published replies) are public, and never with their contact fields. The verified-buyer badge is
 * read from the reviewers' purchased orders (CarHoldersService.purchasersAmong) each time reviews are shown. A customer's
 * reply to a published review shows at once — the review itself was moderated, replies are short and rate-limited —
 * and staff may hide it. Table ownership: `reviews`, `review_photos`, `review_replies`. This service serves the public
 * and customers; ReviewsAdminService serves staff; every query is in ReviewsRepository.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly repository: ReviewsRepository,
    private readonly changes: AuditedChanges,
    private readonly uploads: ImageUploads,
    private readonly orders: CarHoldersService,
    private readonly users: UsersService,
    private readonly rateLimiter: RateLimiterService,
  ) {}

  /* ------------------------------------------------------------------------------------------------- public */

  async list(query: ReviewsQueryDto): Promise<ReviewListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const [rows, total] = await this.repository.publishedPage(query, skip, limit);
    const items = await this.toPublic(rows);
    return {
      items,
      total,
      page,
      limit,
      ...(total === 0 ? { message: MESSAGES.REVIEWS_NONE_FOUND, code: Msg.REVIEWS_NONE_FOUND } : {}),
    };
  }

  async summary(): Promise<ReviewSummaryDto> {
    const { byRating, byCountry, photos } = await this.repository.publishedCounts();
    const counts: Record<number, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    for (const row of byRating) counts[Number(row.rating)] = Number(row.count);
    return {
      count: Object.values(counts).reduce((a, b) => a + b, 0),
      averageRating: averageRating(counts),
      ratings: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: counts[rating]! })),
      countries: byCountry.map((r) => ({ country: r.country, count: Number(r.count) })),
      photoCount: Number(photos[0]?.count ?? 0),
    };
  }

  /** The photos of published reviews, newest review first, each with a line about its review. */
  async gallery(query: PageQueryDto): Promise<ReviewGalleryDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const [rows, total] = await this.repository.publishedPhotosPage(skip, limit);
    return {
      items: rows.map((p) => ({
        ...toPhotoDto(p),
        review: {
          id: p.review!.publicId,
          title: p.review!.title,
          rating: p.review!.rating,
          reviewerName: p.review!.reviewerName,
          country: p.review!.country,
        },
      })),
      total,
      page,
      limit,
    };
  }

  /* ----------------------------------------------------------------------------------------------- customer */

  /**
   * Stores a new review, pending until staff publish it, with its photos (already checked and re-encoded) on the
   * public storage. The photos are stored before the transaction and removed again if it fails.
   */
  async submit(ctx: RequestContext, body: CreateReviewDto, images: ProcessedImage[]): Promise<ReviewSubmittedDto> {
    const actor = actorOf(ctx);
    await this.rateLimiter.hit([reviewRule(actor.publicId)]);
    const user = await this.users.getById(actor.id);
    const folderId = randomUUID();
    const stored: StoredImage[] = images.length ? await this.uploads.store(images, [REVIEW_PHOTO_FOLDER, folderId]) : [];
    try {
      const review = await this.changes.run(ctx, async (tx) => {
        const saved = await this.repository.insert(
          tx.manager,
          {
            userId: user.id,
            reviewerName: publicName(user.firstName, user.lastName),
            title: body.title,
            description: body.description,
            rating: body.rating,
            country: body.country,
            city: body.city ?? null,
            state: body.state ?? null,
            address: body.address ?? null,
            phone: body.phone ?? null,
            email: (body.email ?? user.email).toLowerCase(),
            status: 'pending',
            photoCount: stored.length,
          },
          stored,
        );
        await tx.audit(
          addition(REVIEW_AUDIT.submit, REVIEW_TARGET, saved.publicId, { status: 'pending', rating: saved.rating, photos: stored.length }),
        );
        return saved;
      });
      return {
        success: true,
        message: MESSAGES.REVIEW_SUBMITTED,
        note: MESSAGES.REVIEW_AWAITS_PUBLICATION,
        id: review.publicId,
        status: review.status,
        photoCount: stored.length,
      };
    } catch (error) {
      await this.uploads.discard(stored);
      throw error;
    }
  }

  /** A customer's reply to a published review (anything else is "Review not found."); shown at once. */
  async reply(ctx: RequestContext, reviewId: string, body: CreateReviewReplyDto): Promise<ReplySubmittedDto> {
    const actor = actorOf(ctx);
    const review = await this.repository.get(reviewId);
    if (!isPublic(review.status)) throw notFound(Msg.REVIEW_NOT_FOUND);
    await this.rateLimiter.hit([replyRule(actor.publicId)]);
    const user = await this.users.getById(actor.id);
    const reply = await this.addReply(ctx, review, {
      userId: user.id,
      authorName: publicName(user.firstName, user.lastName),
      isCompany: false,
      message: body.message,
    });
    return { success: true, message: MESSAGES.REVIEW_REPLY_SUBMITTED, reply: toReplyDto(reply) };
  }

  /* ------------------------------------------------------------------------------------------------ helpers */

  /** Adds a reply to the review, published at once (a customer's, or the company's from staff). */
  async addReply(
    ctx: RequestContext,
    review: Review,
    fields: Pick<ReviewReply, 'userId' | 'authorName' | 'isCompany' | 'message'>,
  ): Promise<ReviewReply> {
    return this.changes.run(ctx, async (tx) => {
      const saved = await this.repository.insertReply(tx.manager, { ...fields, reviewId: review.id, status: 'published' });
      await tx.audit(
        addition(fields.isCompany ? REVIEW_AUDIT.companyReply : REVIEW_AUDIT.reply, REVIEW_TARGET, review.publicId, {
          replyId: saved.publicId,
        }),
      );
      return saved;
    });
  }

  /** The photos, replies (only the published ones when asked) and buyers among the reviewers of these reviews. */
  async relations(rows: Review[], publishedRepliesOnly: boolean): Promise<ReviewRelations> {
    if (rows.length === 0) return NO_RELATIONS;
    const [[photoRows, replyRows], buyers] = await Promise.all([
      this.repository.photosAndReplies(
        rows.map((r) => r.id),
        publishedRepliesOnly,
      ),
      this.orders.purchasersAmong(rows.map((r) => r.userId)),
    ]);
    return { photos: groupBy(photoRows, (p) => p.reviewId), replies: groupBy(replyRows, (r) => r.reviewId), buyers };
  }

  private async toPublic(rows: Review[]): Promise<ReviewDto[]> {
    const relations = await this.relations(rows, true);
    return rows.map((r) => toPublicReview(r, relations));
  }
}

import { Injectable, type StreamableFile } from '@nestjs/common';
import { cappedPage } from '../../common/pagination/capped-count.js';
import { randomUUID } from 'node:crypto';
import { Brackets, DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { conflict, notFound } from '../../common/errors/app-error.js';
import { MESSAGES, Msg } from '../../common/errors/messages.js';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import { keysetBatches } from '../../common/csv/export-batches.js';
import { type PageQueryDto, resolvePaging } from '../../common/pagination/pagination.js';
import { applySort } from '../../common/pagination/sort.js';
import { RateLimiterService } from '../../common/rate-limit/rate-limiter.service.js';
import { Clock } from '../../common/time/clock.js';
import type { ProcessedImage } from '../../common/uploads/image-processing.js';
import { ImageUploads, type StoredImage } from '../../common/uploads/image-uploads.service.js';
import { isUuid } from '../../common/validation/uuid.js';
import { escapeLike } from '../../database/sql.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import { CarHoldersService } from '../orders/car-holders.service.js';
import { UsersService } from '../users/users.service.js';
import { ReviewPhoto } from './review-photo.entity.js';
import { ReviewReply } from './review-reply.entity.js';
import {
  averageRating,
  COMPANY_NAME,
  isPublic,
  nextReviewStatuses,
  publicName,
  REPLY_MACHINE,
  REVIEW_MACHINE,
  type StaffReviewTarget,
} from './review-rules.js';
import { Review } from './review.entity.js';
import {
  ADMIN_REVIEW_SORTS,
  type AdminReviewsExportQueryDto,
  type AdminReviewsQueryDto,
  type CreateReviewDto,
  type CreateReviewReplyDto,
  type ReviewFiltersDto,
  type ReviewsQueryDto,
  type UpdateReviewReplyDto,
} from './reviews.requests.js';
import type {
  AdminReviewDto,
  AdminReviewListDto,
  ReplySubmittedDto,
  ReviewDto,
  ReviewGalleryDto,
  ReviewListDto,
  ReviewPhotoDto,
  ReviewReplyDto,
  ReviewSubmittedDto,
  ReviewSummaryDto,
} from './reviews.responses.js';

const REVIEW_TARGET = 'review';
export const REVIEW_AUDIT = {
  submit: 'review.submit',
  publish: 'review.publish',
  hide: 'review.hide',
  reply: 'review.reply',
  companyReply: 'review.company_reply',
  replyStatus: 'review.reply_status',
  replyEdit: 'review.reply_edit',
  replyDelete: 'review.reply_delete',
} as const;

/** Public storage folder of review photos: `reviews/<review id>/<random>.webp`. */
export const REVIEW_PHOTO_FOLDER = 'reviews';

/** Per customer: a few reviews, and a conversation's worth of replies, an hour. */
const reviewRule = (userId: string) => ({ key: `reviews:user:${userId}`, limit: 10, windowSeconds: 3600 });
const replyRule = (userId: string) => ({ key: `review-replies:user:${userId}`, limit: 20, windowSeconds: 3600 });

/**
 * Customer reviews (spec §2 Customer reviews, §3 Review). A review is pending until staff publish it; only published
 * reviews (and their published replies) are public, and never with their contact fields. The verified-buyer badge is
 * read from the reviewers' purchased orders (OrdersService.purchasersAmong) each time reviews are shown. A customer's
 * reply to a published review shows at once — the review itself was moderated, replies are short and rate-limited —
 * and staff may hide it. Table ownership: `reviews`, `review_photos`, `review_replies`.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly uploads: ImageUploads,
    private readonly orders: CarHoldersService,
    private readonly users: UsersService,
    private readonly rateLimiter: RateLimiterService,
    private readonly clock: Clock,
    private readonly exports: CsvExports,
  ) {}

  /* ------------------------------------------------------------------------------------------------- public */

  async list(query: ReviewsQueryDto): Promise<ReviewListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const qb = this.filtered(query).andWhere("r.status = 'published'").orderBy('r.publishedAt', 'DESC').addOrderBy('r.id', 'DESC');
    const [rows, total] = await qb.skip(skip).take(limit).getManyAndCount();
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
    const m = this.dataSource.manager;
    const [byRating, byCountry, photos] = await Promise.all([
      m.query<{ rating: number; count: string }[]>(
        `SELECT rating, count(*) AS count FROM reviews WHERE status = 'published' GROUP BY rating`,
      ),
      m.query<{ country: string; count: string }[]>(
        `SELECT country, count(*) AS count FROM reviews WHERE status = 'published' GROUP BY country ORDER BY count(*) DESC, country`,
      ),
      m.query<{ count: string }[]>(`SELECT coalesce(sum(photo_count), 0) AS count FROM reviews WHERE status = 'published'`),
    ]);
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
    const [rows, total] = await this.dataSource
      .getRepository(ReviewPhoto)
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.review', 'r')
      .where("r.status = 'published'")
      .orderBy('r.publishedAt', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .addOrderBy('p.position', 'ASC')
      .skip(skip)
      .take(limit)
      .getManyAndCount();
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
        const repo = tx.manager.getRepository(Review);
        const created = repo.create({
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
        });
        const saved = await repo.save(created);
        if (stored.length) {
          await tx.manager.getRepository(ReviewPhoto).insert(
            stored.map((s, position) => ({
              reviewId: saved.id,
              position,
              url: s.url,
              thumbnailUrl: s.thumbnailUrl,
              width: s.width,
              height: s.height,
            })),
          );
        }
        await tx.audit({
          action: REVIEW_AUDIT.submit,
          targetType: REVIEW_TARGET,
          targetId: saved.publicId,
          before: null,
          after: { status: 'pending', rating: saved.rating, photos: stored.length },
        });
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
    const review = await this.find(this.dataSource.manager, reviewId);
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

  /* -------------------------------------------------------------------------------------------------- staff */

  async listForStaff(query: AdminReviewsQueryDto): Promise<AdminReviewListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const qb = this.staffQuery(query);
    const { rows, total, totalEstimated } = await cappedPage(qb, skip, limit);
    return { items: await this.toAdmin(rows), total, totalEstimated, page, limit };
  }

  /** The staff list as CSV: the same filters and sort, every page (up to the export's limit). */
  exportCsv(query: AdminReviewsExportQueryDto): Promise<StreamableFile> {
    const columns: CsvColumn<Review>[] = [
      { header: 'Id', value: (r) => r.publicId },
      { header: 'Status', value: (r) => r.status },
      { header: 'Submitted at', value: (r) => r.createdAt },
      { header: 'Published at', value: (r) => r.publishedAt },
      { header: 'Rating', value: (r) => r.rating },
      { header: 'Title', value: (r) => r.title },
      { header: 'Description', value: (r) => r.description },
      { header: 'Reviewer', value: (r) => r.reviewerName },
      { header: 'Email', value: (r) => r.email },
      { header: 'Phone', value: (r) => r.phone },
      { header: 'Country', value: (r) => r.country },
      { header: 'City', value: (r) => r.city },
      { header: 'Photos', value: (r) => r.photoCount },
    ];
    return this.exports.download('reviews', columns, keysetBatches(this.staffQuery(query)));
  }

  async getForStaff(id: string): Promise<AdminReviewDto> {
    const [dto] = await this.toAdmin([await this.find(this.dataSource.manager, id)]);
    return dto!;
  }

  /**
   * Publishes or hides a review, as the review machine allows (REVIEW_MACHINE): a move it refuses — the status the
   * review is in already, say — is a 409 that says why.
   */
  async setStatus(ctx: RequestContext, id: string, status: StaffReviewTarget): Promise<AdminReviewDto> {
    await this.changes.run(ctx, async (tx) => {
      const review = await this.find(tx.manager, id, true);
      REVIEW_MACHINE.assert(review.status, status, 'staff');
      const publishedAt = status === 'published' && !review.publishedAt ? this.clock.now() : review.publishedAt;
      await tx.manager.getRepository(Review).update({ id: review.id }, { status, publishedAt });
      await tx.audit({
        action: status === 'published' ? REVIEW_AUDIT.publish : REVIEW_AUDIT.hide,
        targetType: REVIEW_TARGET,
        targetId: review.publicId,
        before: { status: review.status },
        after: { status },
      });
    });
    return this.getForStaff(id);
  }

  /** The company's reply, shown under the review as the company's (on any review: it shows once it is published). */
  async companyReply(ctx: RequestContext, id: string, body: CreateReviewReplyDto): Promise<ReplySubmittedDto> {
    const review = await this.find(this.dataSource.manager, id);
    const reply = await this.addReply(ctx, review, { userId: null, authorName: COMPANY_NAME, isCompany: true, message: body.message });
    return { success: true, message: MESSAGES.REVIEW_REPLY_SUBMITTED, reply: toReplyDto(reply) };
  }

  /**
   * Hides a reply (or shows it again); the company's own replies may also be reworded. A customer's words are never
   * changed by staff: a message for their reply is refused (409).
   */
  async updateReply(ctx: RequestContext, id: string, replyId: string, body: UpdateReviewReplyDto): Promise<AdminReviewDto> {
    const review = await this.find(this.dataSource.manager, id);
    await this.changes.run(ctx, async (tx) => {
      const repo = tx.manager.getRepository(ReviewReply);
      const reply = await this.lockReply(tx.manager, review, replyId);
      if (body.message !== undefined && !reply.isCompany) throw conflict(Msg.REVIEW_REPLY_NOT_COMPANY);
      // A status change goes through the reply machine; the status it has already, sent beside a new wording, is no change.
      if (body.status !== undefined && (body.status !== reply.status || body.message === undefined)) {
        REPLY_MACHINE.assert(reply.status, body.status, 'staff');
      }
      const status = body.status ?? reply.status;
      const message = body.message ?? reply.message;
      if (status !== reply.status) {
        await tx.audit({
          action: REVIEW_AUDIT.replyStatus,
          targetType: REVIEW_TARGET,
          targetId: review.publicId,
          before: { replyId: reply.publicId, status: reply.status },
          after: { replyId: reply.publicId, status },
        });
      }
      if (message !== reply.message) {
        await tx.audit({
          action: REVIEW_AUDIT.replyEdit,
          targetType: REVIEW_TARGET,
          targetId: review.publicId,
          before: { replyId: reply.publicId, message: reply.message },
          after: { replyId: reply.publicId, message },
        });
      }
      if (status !== reply.status || message !== reply.message) await repo.update({ id: reply.id }, { status, message });
    });
    return this.getForStaff(id);
  }

  /** Deletes one of the company's replies (a customer's reply can only be hidden: 409). */
  async deleteCompanyReply(ctx: RequestContext, id: string, replyId: string): Promise<AdminReviewDto> {
    const review = await this.find(this.dataSource.manager, id);
    await this.changes.run(ctx, async (tx) => {
      const reply = await this.lockReply(tx.manager, review, replyId);
      if (!reply.isCompany) throw conflict(Msg.REVIEW_REPLY_NOT_COMPANY);
      await tx.manager.getRepository(ReviewReply).delete({ id: reply.id });
      await tx.audit({
        action: REVIEW_AUDIT.replyDelete,
        targetType: REVIEW_TARGET,
        targetId: review.publicId,
        before: { replyId: reply.publicId, message: reply.message, status: reply.status },
        after: null,
      });
    });
    return this.getForStaff(id);
  }

  /* ------------------------------------------------------------------------------------------------ helpers */

  private async addReply(
    ctx: RequestContext,
    review: Review,
    fields: Pick<ReviewReply, 'userId' | 'authorName' | 'isCompany' | 'message'>,
  ): Promise<ReviewReply> {
    return this.changes.run(ctx, async (tx) => {
      const repo = tx.manager.getRepository(ReviewReply);
      const saved = await repo.save(repo.create({ ...fields, reviewId: review.id, status: 'published' }));
      await tx.audit({
        action: fields.isCompany ? REVIEW_AUDIT.companyReply : REVIEW_AUDIT.reply,
        targetType: REVIEW_TARGET,
        targetId: review.publicId,
        before: null,
        after: { replyId: saved.publicId },
      });
      return saved;
    });
  }

  private async find(m: EntityManager, id: string, lock = false): Promise<Review> {
    const review = isUuid(id)
      ? await m
          .getRepository(Review)
          .findOne({ where: { publicId: id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) })
      : null;
    if (!review) throw notFound(Msg.REVIEW_NOT_FOUND);
    return review;
  }

  private async lockReply(m: EntityManager, review: Review, replyId: string): Promise<ReviewReply> {
    const reply = isUuid(replyId)
      ? await m
          .getRepository(ReviewReply)
          .findOne({ where: { publicId: replyId, reviewId: review.id }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!reply) throw notFound(Msg.REVIEW_REPLY_NOT_FOUND);
    return reply;
  }

  /** The staff list's query: its filters, status and sort (newest first unless asked), the id breaking ties. */
  private staffQuery(query: AdminReviewsExportQueryDto): SelectQueryBuilder<Review> {
    const qb = this.filtered(query);
    if (query.status) qb.andWhere('r.status = :status', { status: query.status });
    return applySort(qb, query.sort, ADMIN_REVIEW_SORTS, '-createdAt', 'r.id', ['publishedAt']);
  }

  private filtered(query: ReviewFiltersDto): SelectQueryBuilder<Review> {
    const qb = this.dataSource.getRepository(Review).createQueryBuilder('r');
    if (query.rating) qb.andWhere('r.rating = :rating', { rating: query.rating });
    if (query.country) qb.andWhere('r.country = :country', { country: query.country });
    if (query.withPhotos === true) qb.andWhere('r.photoCount > 0');
    if (query.withPhotos === false) qb.andWhere('r.photoCount = 0');
    if (query.q) {
      const q = `%${escapeLike(query.q)}%`;
      qb.andWhere(new Brackets((w) => w.where('r.title ILIKE :q', { q }).orWhere('r.description ILIKE :q', { q })));
    }
    return qb;
  }

  private async related(rows: Review[], publishedRepliesOnly: boolean) {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0)
      return { photos: new Map<string, ReviewPhoto[]>(), replies: new Map<string, ReviewReply[]>(), buyers: new Set<string>() };
    const [photoRows, replyRows, buyers] = await Promise.all([
      this.dataSource.getRepository(ReviewPhoto).find({ where: { reviewId: In(ids) }, order: { position: 'ASC' } }),
      this.dataSource.getRepository(ReviewReply).find({
        where: { reviewId: In(ids), ...(publishedRepliesOnly ? { status: 'published' as const } : {}) },
        order: { createdAt: 'ASC', id: 'ASC' },
      }),
      this.orders.purchasersAmong(rows.map((r) => r.userId)),
    ]);
    const photos = groupBy(photoRows, (p) => p.reviewId);
    const replies = groupBy(replyRows, (r) => r.reviewId);
    return { photos, replies, buyers };
  }

  private async toPublic(rows: Review[]): Promise<ReviewDto[]> {
    const { photos, replies, buyers } = await this.related(rows, true);
    return rows.map((r) => ({
      id: r.publicId,
      title: r.title,
      description: r.description,
      rating: r.rating,
      date: (r.publishedAt ?? r.createdAt).toISOString(),
      reviewerName: r.reviewerName,
      country: r.country,
      city: r.city,
      photos: (photos.get(r.id) ?? []).map(toPhotoDto),
      verifiedBuyer: buyers.has(String(r.userId)),
      replies: (replies.get(r.id) ?? []).map(toReplyDto),
    }));
  }

  private async toAdmin(rows: Review[]): Promise<AdminReviewDto[]> {
    const { photos, replies, buyers } = await this.related(rows, false);
    const owners = await this.users.findByIds(rows.map((r) => r.userId));
    return rows.map((r) => {
      const owner = owners.get(String(r.userId));
      return {
        id: r.publicId,
        status: r.status,
        title: r.title,
        description: r.description,
        rating: r.rating,
        reviewerName: owner ? `${owner.firstName} ${owner.lastName}`.trim() : r.reviewerName,
        customerId: owner?.publicId ?? null,
        country: r.country,
        city: r.city,
        state: r.state,
        address: r.address,
        phone: r.phone,
        email: r.email,
        photos: (photos.get(r.id) ?? []).map(toPhotoDto),
        verifiedBuyer: buyers.has(String(r.userId)),
        replies: (replies.get(r.id) ?? []).map((reply) => ({
          ...toReplyDto(reply),
          status: reply.status,
          nextStatuses: REPLY_MACHINE.targets(reply.status, 'staff'),
        })),
        createdAt: r.createdAt.toISOString(),
        publishedAt: r.publishedAt?.toISOString() ?? null,
        nextStatuses: nextReviewStatuses(r.status),
      };
    });
  }
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = String(key(row));
    map.set(k, [...(map.get(k) ?? []), row]);
  }
  return map;
}

const toPhotoDto = (p: ReviewPhoto): ReviewPhotoDto => ({ url: p.url, thumbnailUrl: p.thumbnailUrl, width: p.width, height: p.height });

const toReplyDto = (r: ReviewReply): ReviewReplyDto => ({
  id: r.publicId,
  authorName: r.authorName,
  isCompany: r.isCompany,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
});

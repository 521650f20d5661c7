import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { narrowed, type StaffListSort } from '../../common/pagination/staff-list.js';
import { isUuid } from '../../common/validation/uuid.js';
import { ReviewPhoto } from './review-photo.entity.js';
import { ReviewReply } from './review-reply.entity.js';
import { Review } from './review.entity.js';
import { ADMIN_REVIEW_SORTS, type AdminReviewsExportQueryDto, type ReviewFiltersDto } from './reviews.requests.js';

/** The staff list's sort: newest first unless asked, the id breaking ties; a review never published has no publishedAt. */
export const ADMIN_REVIEW_SORT: StaffListSort<keyof typeof ADMIN_REVIEW_SORTS> = {
  columns: ADMIN_REVIEW_SORTS,
  fallback: '-createdAt',
  tieBreaker: 'r.id',
  nullable: ['publishedAt'],
};

/** A photo as stored with its review. */
export type NewReviewPhoto = Pick<ReviewPhoto, 'url' | 'thumbnailUrl' | 'width' | 'height'>;

/** What the summary counts over the published reviews. */
export interface PublishedCounts {
  byRating: { rating: number; count: string }[];
  byCountry: { country: string; count: string }[];
  photos: { count: string }[];
}

/** Every query of the reviews module (`reviews`, `review_photos`, `review_replies`). */
@Injectable()
export class ReviewsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A review by its public id, 404 otherwise; locked when asked (through the transaction's manager). */
  async get(id: string, m: EntityManager = this.dataSource.manager, lock = false): Promise<Review> {
    const review = isUuid(id)
      ? await m
          .getRepository(Review)
          .findOne({ where: { publicId: id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) })
      : null;
    if (!review) throw notFound(Msg.REVIEW_NOT_FOUND);
    return review;
  }

  /** A reply of the review, locked; 404 otherwise. */
  async lockReply(m: EntityManager, review: Review, replyId: string): Promise<ReviewReply> {
    const reply = isUuid(replyId)
      ? await m
          .getRepository(ReviewReply)
          .findOne({ where: { publicId: replyId, reviewId: review.id }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!reply) throw notFound(Msg.REVIEW_REPLY_NOT_FOUND);
    return reply;
  }

  /** One page of the published reviews matching the filters, newest first. */
  publishedPage(query: ReviewFiltersDto, skip: number, take: number): Promise<[Review[], number]> {
    const qb = this.filtered(query).andWhere("r.status = 'published'").orderBy('r.publishedAt', 'DESC').addOrderBy('r.id', 'DESC');
    return qb.skip(skip).take(take).getManyAndCount();
  }

  async publishedCounts(): Promise<PublishedCounts> {
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
    return { byRating, byCountry, photos };
  }

  /** One page of the photos of published reviews (each with its review), newest review first. */
  publishedPhotosPage(skip: number, take: number): Promise<[ReviewPhoto[], number]> {
    return this.dataSource
      .getRepository(ReviewPhoto)
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.review', 'r')
      .where("r.status = 'published'")
      .orderBy('r.publishedAt', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .addOrderBy('p.position', 'ASC')
      .skip(skip)
      .take(take)
      .getManyAndCount();
  }

  /** A new review with its photos, in their order. */
  async insert(m: EntityManager, fields: Partial<Review>, photos: NewReviewPhoto[]): Promise<Review> {
    const repo = m.getRepository(Review);
    const saved = await repo.save(repo.create(fields));
    if (photos.length) {
      await m.getRepository(ReviewPhoto).insert(
        photos.map((s, position) => ({
          reviewId: saved.id,
          position,
          url: s.url,
          thumbnailUrl: s.thumbnailUrl,
          width: s.width,
          height: s.height,
        })),
      );
    }
    return saved;
  }

  async update(m: EntityManager, id: string, changes: Partial<Review>): Promise<void> {
    await m.getRepository(Review).update({ id }, changes);
  }

  insertReply(m: EntityManager, fields: Partial<ReviewReply>): Promise<ReviewReply> {
    const repo = m.getRepository(ReviewReply);
    return repo.save(repo.create(fields));
  }

  async updateReply(m: EntityManager, id: string, changes: Partial<ReviewReply>): Promise<void> {
    await m.getRepository(ReviewReply).update({ id }, changes);
  }

  async deleteReply(m: EntityManager, id: string): Promise<void> {
    await m.getRepository(ReviewReply).delete({ id });
  }

  /** The photos (in their order) and replies (oldest first; only the published ones when asked) of these reviews. */
  async photosAndReplies(reviewIds: string[], publishedRepliesOnly: boolean): Promise<[ReviewPhoto[], ReviewReply[]]> {
    return Promise.all([
      this.dataSource.getRepository(ReviewPhoto).find({ where: { reviewId: In(reviewIds) }, order: { position: 'ASC' } }),
      this.dataSource.getRepository(ReviewReply).find({
        where: { reviewId: In(reviewIds), ...(publishedRepliesOnly ? { status: 'published' as const } : {}) },
        order: { createdAt: 'ASC', id: 'ASC' },
      }),
    ]);
  }

  /** The reviews the staff list's filters and status match (ReviewsAdminService's StaffList sorts them). */
  staffFiltered(query: AdminReviewsExportQueryDto): SelectQueryBuilder<Review> {
    return narrowed(this.filtered(query)).equals('r.status', query.status).qb;
  }

  private filtered(query: ReviewFiltersDto): SelectQueryBuilder<Review> {
    return narrowed(this.dataSource.getRepository(Review).createQueryBuilder('r'))
      .equals('r.rating', query.rating)
      .equals('r.country', query.country)
      .where(query.withPhotos === true, 'r.photoCount > 0')
      .where(query.withPhotos === false, 'r.photoCount = 0')
      .contains(['r.title', 'r.description'], query.q).qb;
  }
}

import { Check, Column, Entity, Index, OneToMany } from 'typeorm';
import { OwnedBy, PublicKeyed, Timestamped } from '../../common/database/columns.js';
import { User } from '../users/user.entity.js';
import type { ReviewPhoto } from './review-photo.entity.js';
import type { ReviewReply } from './review-reply.entity.js';

/** A review waits for staff (pending) until they publish it; staff may hide it again later. */
export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * A customer review (spec §3 Review): title, description, a rating of 1 to 5, the reviewer's name and place, and the
 * contact fields (email, phone, address, state) that only staff ever see. Nobody sets the verified-buyer badge: it is
 * read from the reviewer's purchased orders whenever a review is shown. The review goes with its author's account.
 */
@Entity('reviews')
@Index('ix_reviews_published', ['publishedAt', 'id'], { where: "status = 'published'" })
@Index('ix_reviews_status', ['status', 'createdAt', 'id'])
@Index('ix_reviews_user', ['userId'])
@Index('ix_reviews_created', ['createdAt', 'id'])
@Check('ck_reviews_status', `"status" IN ('pending', 'published', 'hidden')`)
@Check('ck_reviews_rating', '"rating" BETWEEN 1 AND 5')
@Index('uq_reviews_public_id', ['publicId'], { unique: true })
export class Review extends Timestamped(OwnedBy(PublicKeyed, () => User, 'CASCADE')) {
  /** The account's name when the review was written. */
  @Column({ name: 'reviewer_name', type: 'varchar', length: 201 })
  reviewerName: string;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'smallint' })
  rating: number;

  @Column({ type: 'char', length: 2 })
  country: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  /** Contact fields: staff only, never in a public answer. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  state: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: ReviewStatus;

  /** Photos kept in review_photos; counted here so "with photos" is a cheap filter. */
  @Column({ name: 'photo_count', type: 'smallint', default: 0 })
  photoCount: number;

  /** When staff first published it: the date the public list shows and sorts by. */
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @OneToMany('ReviewPhoto', (photo: ReviewPhoto) => photo.review)
  photos?: ReviewPhoto[];

  @OneToMany('ReviewReply', (reply: ReviewReply) => reply.review)
  replies?: ReviewReply[];
}

import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { JoinedTo, KeyColumn, PublicKeyed, Timestamped } from '../../common/database/columns.js';
import { User } from '../users/user.entity.js';
import { Review } from './review.entity.js';

/** A customer's reply shows at once (published); staff may hide it (and publish it again). */
export const REPLY_STATUSES = ['published', 'hidden'] as const;
export type ReplyStatus = (typeof REPLY_STATUSES)[number];

/**
 * A reply under a published review: a customer's, or the company's (written by staff, `isCompany`, shown as the
 * company's reply). The author's account may go; a customer's reply goes with it.
 */
@Entity('review_replies')
@Index('ix_review_replies_review', ['reviewId', 'createdAt', 'id'])
@Check('ck_review_replies_status', `"status" IN ('published', 'hidden')`)
@Index('uq_review_replies_public_id', ['publicId'], { unique: true })
export class ReviewReply extends Timestamped(PublicKeyed) {
  @KeyColumn('review_id')
  reviewId: string;

  @ManyToOne(() => Review, (review) => review.replies, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'review_id' })
  review?: Review;

  @KeyColumn('user_id', { nullable: true })
  userId: string | null;

  @JoinedTo(() => User, 'user_id', { onDelete: 'CASCADE' })
  user?: User;

  /** The author's name as shown (a customer's account name; staff replies show the company). */
  @Column({ name: 'author_name', type: 'varchar', length: 201 })
  authorName: string;

  @Column({ name: 'is_company', type: 'boolean', default: false })
  isCompany: boolean;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 16, default: 'published' })
  status: ReplyStatus;
}

import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Created, KeyColumn, Keyed } from '../../common/database/columns.js';
import { Review } from './review.entity.js';

/** A photo of a review, re-encoded as WEBP with its thumbnail, on the public storage (src/common/uploads). */
@Entity('review_photos')
@Index('uq_review_photos_position', ['reviewId', 'position'], { unique: true })
export class ReviewPhoto extends Created(Keyed) {
  @KeyColumn('review_id')
  reviewId: string;

  @ManyToOne(() => Review, (review) => review.photos, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'review_id' })
  review?: Review;

  @Column({ type: 'smallint' })
  position: number;

  @Column({ type: 'varchar', length: 500 })
  url: string;

  @Column({ name: 'thumbnail_url', type: 'varchar', length: 500 })
  thumbnailUrl: string;

  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;
}

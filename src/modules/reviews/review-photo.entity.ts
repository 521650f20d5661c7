import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Created, GalleryImage, KeyColumn, Keyed } from '../../common/database/columns.js';
import { Review } from './review.entity.js';

/** A photo of a review, re-encoded as WEBP with its thumbnail, on the public storage (src/common/uploads). */
@Entity('review_photos')
@Index('uq_review_photos_position', ['reviewId', 'position'], { unique: true })
export class ReviewPhoto extends GalleryImage(Created(Keyed)) {
  @KeyColumn('review_id')
  reviewId: string;

  @ManyToOne(() => Review, (review) => review.photos, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'review_id' })
  review?: Review;

  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;
}

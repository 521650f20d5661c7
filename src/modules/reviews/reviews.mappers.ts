import type { User } from '../users/user.entity.js';
import type { ReviewPhoto } from './review-photo.entity.js';
import type { ReviewReply } from './review-reply.entity.js';
import { nextReviewStatuses, REPLY_MACHINE } from './review-rules.js';
import type { Review } from './review.entity.js';
import type { AdminReviewDto, ReviewDto, ReviewPhotoDto, ReviewReplyDto } from './reviews.responses.js';

/** What is shown beside a page of reviews: photos and replies by review id, and the reviewers who bought a car. */
export interface ReviewRelations {
  photos: Map<string, ReviewPhoto[]>;
  replies: Map<string, ReviewReply[]>;
  buyers: Set<string>;
}

export const NO_RELATIONS: ReviewRelations = { photos: new Map(), replies: new Map(), buyers: new Set() };

export function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = String(key(row));
    map.set(k, [...(map.get(k) ?? []), row]);
  }
  return map;
}

export const toPhotoDto = (p: ReviewPhoto): ReviewPhotoDto => ({
  url: p.url,
  thumbnailUrl: p.thumbnailUrl,
  width: p.width,
  height: p.height,
});

export const toReplyDto = (r: ReviewReply): ReviewReplyDto => ({
  id: r.publicId,
  authorName: r.authorName,
  isCompany: r.isCompany,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
});

/** A published review as the public sees it: no contact fields. */
export function toPublicReview(r: Review, { photos, replies, buyers }: ReviewRelations): ReviewDto {
  return {
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
  };
}

/** A review as staff see it, named after its owner's account while it exists. */
export function toAdminReview(r: Review, { photos, replies, buyers }: ReviewRelations, owner: User | undefined): AdminReviewDto {
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
}

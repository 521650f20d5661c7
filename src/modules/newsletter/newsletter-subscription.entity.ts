import { Check, Column, Entity, Index } from 'typeorm';
import { PublicKeyed, Timestamped } from '../../common/database/columns.js';

export const SUBSCRIPTION_STATUSES = ['active', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * One address on the newsletter list (spec §3 Newsletter popup: full name, email). The address is unique, lower-cased,
 * so subscribing twice (or two identical requests at once) keeps one row. The unsubscribe link's token is random; only
 * its SHA-256 is stored.
 */
@Entity('newsletter_subscriptions')
@Index('ix_newsletter_subscriptions_status', ['status', 'id'])
@Index('ix_newsletter_subscriptions_recent', ['subscribedAt', 'id'])
@Index('ix_newsletter_subscriptions_full_name', ['fullName', 'id'])
@Check('ck_newsletter_subscriptions_status', `"status" IN ('active', 'unsubscribed')`)
@Index('uq_newsletter_subscriptions_public_id', ['publicId'], { unique: true })
export class NewsletterSubscription extends Timestamped(PublicKeyed) {
  @Column({ name: 'full_name', type: 'varchar', length: 100 })
  fullName: string;

  /** Trimmed and lower-cased. */
  @Index('uq_newsletter_subscriptions_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 16, default: 'active' })
  status: SubscriptionStatus;

  /** SHA-256 (hex) of the unsubscribe link's token. */
  @Index('uq_newsletter_subscriptions_token', { unique: true })
  @Column({ name: 'unsubscribe_token_hash', type: 'char', length: 64 })
  unsubscribeTokenHash: string;

  /** When it was last made active (the first subscription, or a re-subscription). */
  @Column({ name: 'subscribed_at', type: 'timestamptz' })
  subscribedAt: Date;

  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;
}

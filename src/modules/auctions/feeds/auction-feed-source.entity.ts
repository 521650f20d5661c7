import { Column, Entity, Index } from 'typeorm';
import { PublicKeyed, Timestamped } from '../../../common/database/columns.js';
import type { FeedMapping } from './feed-fields.js';

export const FEED_FORMATS = ['csv', 'json'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/**
 * Where auction lots come from (issue 13): one auction house's (or aggregator's) feed, CSV or JSON, with its column
 * mapping set once — our field → the feed's column (CSV header) or key (JSON) name. Staff upload its files, or the
 * server fetches them from its `url`. A lot's start comes from the feed's start time column, else `defaultStartTime`.
 */
@Entity('auction_feed_sources')
@Index('uq_auction_feed_sources_public_id', ['publicId'], { unique: true })
export class AuctionFeedSource extends Timestamped(PublicKeyed) {
  @Index('uq_auction_feed_sources_name', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 4 })
  format: FeedFormat;

  @Column({ type: 'jsonb' })
  mapping: FeedMapping;

  /** A CSV feed's delimiter; null: a comma. */
  @Column({ type: 'varchar', length: 1, nullable: true })
  delimiter: string | null;

  /** "HH:mm" in Japan: the start of a lot whose row gives none. */
  @Column({ name: 'default_start_time', type: 'varchar', length: 5, nullable: true })
  defaultStartTime: string | null;

  /** An http(s) address that delivers the feed (POST …/fetch imports from it); null: files are uploaded. */
  @Column({ type: 'varchar', length: 2000, nullable: true })
  url: string | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}

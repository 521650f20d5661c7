import { Column, Entity, Index } from 'typeorm';
import { Created, JoinedTo, KeyColumn, PublicKeyed } from '../../../common/database/columns.js';
import { AuctionFeedSource } from './auction-feed-source.entity.js';
import type { RejectedRow } from './feed-row-rules.js';

export const IMPORT_ORIGINS = ['upload', 'url'] as const;
export type ImportOrigin = (typeof IMPORT_ORIGINS)[number];
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/**
 * One run of a feed file into auction_lots (issue 13), done by the `auction-import` job. The file is kept under
 * PRIVATE_UPLOAD_DIR (`fileKey`, never served). Every batch commits its lots together with `checkpoint` (the feed's
 * records consumed so far) and the counts, so a restarted job skips what is committed and counts nothing twice.
 * `rowsRead` = inserted + updated + unchanged + rejected. The report keeps the first rejected rows only
 * (`rejectedSample`: row number and reasons, never the feed's data).
 */
@Entity('auction_imports')
@Index('ix_auction_imports_created', ['createdAt', 'id'])
@Index('ix_auction_imports_source_created', ['sourceId', 'createdAt', 'id'])
@Index('ix_auction_imports_status_created', ['status', 'createdAt', 'id'])
@Index('uq_auction_imports_public_id', ['publicId'], { unique: true })
export class AuctionImport extends Created(PublicKeyed) {
  @KeyColumn('source_id')
  sourceId: string;

  @JoinedTo(() => AuctionFeedSource, 'source_id', { onDelete: 'RESTRICT' })
  source?: AuctionFeedSource;

  @Column({ type: 'varchar', length: 8 })
  origin: ImportOrigin;

  @Column({ type: 'varchar', length: 8, default: 'queued' })
  status: ImportStatus;

  /** The stored file's key under PRIVATE_UPLOAD_DIR (`auction-feeds/<import id>.csv`); null until a URL's feed is fetched. */
  @Column({ name: 'file_key', type: 'varchar', length: 200, nullable: true })
  fileKey: string | null;

  @Column({ name: 'file_bytes', type: 'bigint', nullable: true })
  fileBytes: string | null;

  /** How far into the file the committed batches reached, in bytes (progress). */
  @Column({ name: 'bytes_done', type: 'bigint', default: 0 })
  bytesDone: string;

  @Column({ name: 'rows_read', type: 'integer', default: 0 })
  rowsRead: number;

  @Column({ name: 'rows_inserted', type: 'integer', default: 0 })
  rowsInserted: number;

  @Column({ name: 'rows_updated', type: 'integer', default: 0 })
  rowsUpdated: number;

  @Column({ name: 'rows_unchanged', type: 'integer', default: 0 })
  rowsUnchanged: number;

  @Column({ name: 'rows_rejected', type: 'integer', default: 0 })
  rowsRejected: number;

  /** The feed's records committed so far: a resumed run skips this many. */
  @Column({ type: 'integer', default: 0 })
  checkpoint: number;

  @Column({ name: 'rejected_sample', type: 'jsonb', default: () => "'[]'" })
  rejectedSample: RejectedRow[];

  @Column({ name: 'error_code', type: 'varchar', length: 60, nullable: true })
  errorCode: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  error: string | null;

  /** The staff member's public id. */
  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}

import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { notFound } from '../../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { narrowed, type StaffListSort } from '../../../common/pagination/staff-list.js';
import { isUuid } from '../../../common/validation/uuid.js';
import { AuctionFeedSource } from './auction-feed-source.entity.js';
import { AuctionImport } from './auction-import.entity.js';
import type { FeedSourcesQueryDto, ImportsQueryDto } from './feeds.requests.js';

/** The sources' list: by name, the id breaking ties. */
export const FEED_SOURCE_SORT: StaffListSort<'name'> = { columns: { name: 's.name' }, fallback: 'name', tieBreaker: 's.id' };

/** The imports' list: newest first, the id breaking ties. */
export const FEED_IMPORT_SORT: StaffListSort<'createdAt'> = {
  columns: { createdAt: 'i.createdAt' },
  fallback: '-createdAt',
  tieBreaker: 'i.id',
};

/** Every query of the feed sources and their imports (`auction_feed_sources`, `auction_imports`) but an import's run. */
@Injectable()
export class AuctionFeedsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The sources whose name contains `q` when given (AuctionFeedsService's StaffList orders them by name). */
  sourcesMatching(query: Pick<FeedSourcesQueryDto, 'q'>): SelectQueryBuilder<AuctionFeedSource> {
    return narrowed(this.dataSource.getRepository(AuctionFeedSource).createQueryBuilder('s')).contains(['s.name'], query.q ?? undefined).qb;
  }

  /** A source by public id, locked when asked; 404 otherwise. */
  async source(id: string, m: EntityManager = this.dataSource.manager, lock = false): Promise<AuctionFeedSource> {
    const found = isUuid(id)
      ? await m
          .getRepository(AuctionFeedSource)
          .findOne({ where: { publicId: id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) })
      : null;
    if (!found) throw notFound(Msg.AUCTION_FEED_SOURCE_NOT_FOUND);
    return found;
  }

  insertSource(m: EntityManager, values: Partial<AuctionFeedSource>): Promise<AuctionFeedSource> {
    const repo = m.getRepository(AuctionFeedSource);
    return repo.save(repo.create(values));
  }

  async saveSource(m: EntityManager, source: AuctionFeedSource): Promise<void> {
    await m.getRepository(AuctionFeedSource).save(source);
  }

  async deleteSource(m: EntityManager, id: string): Promise<void> {
    await m.getRepository(AuctionFeedSource).delete({ id });
  }

  hasImports(m: EntityManager, sourceId: string): Promise<boolean> {
    return m.getRepository(AuctionImport).existsBy({ sourceId });
  }

  /**
   * The imports of a source and in a status when given, with their source's name (never their report, which can be
   * large); AuctionFeedsService's StaffList orders them.
   */
  importsMatching(query: Pick<ImportsQueryDto, 'sourceId' | 'status'>): SelectQueryBuilder<AuctionImport> {
    const qb = this.dataSource
      .getRepository(AuctionImport)
      .createQueryBuilder('i')
      .innerJoinAndSelect('i.source', 's')
      .select(['i', 's.id', 's.publicId', 's.name']);
    return narrowed(qb).equals('s.publicId', query.sourceId).equals('i.status', query.status).qb;
  }

  /** An import with its source, by public id; 404 otherwise. */
  async importWithSource(id: string): Promise<AuctionImport> {
    const found = isUuid(id)
      ? await this.dataSource.getRepository(AuctionImport).findOne({ where: { publicId: id }, relations: { source: true } })
      : null;
    if (!found) throw notFound(Msg.AUCTION_IMPORT_NOT_FOUND);
    return found;
  }

  /** The public ids of the imports queued or running (the oldest 500). */
  async unfinishedImports(): Promise<string[]> {
    const unfinished = await this.dataSource.getRepository(AuctionImport).find({
      select: { publicId: true },
      where: [{ status: 'queued' }, { status: 'running' }],
      order: { createdAt: 'ASC' },
      take: 500,
    });
    return unfinished.map((i) => i.publicId);
  }

  async insertImport(m: EntityManager, fields: Partial<AuctionImport>): Promise<void> {
    await m.getRepository(AuctionImport).insert(fields);
  }
}

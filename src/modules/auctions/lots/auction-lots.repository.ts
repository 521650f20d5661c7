import { Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { type KeysetPosition, timestampKeySql } from '../../../common/pagination/keyset-cursor.js';
import { escapeLike } from '../../../database/sql.js';
import { DEFAULT_LOT_SORT, LOT_SORT_SPECS, type LotSort } from './auction-lots-rules.js';
import type { LotRow } from './auction-lots.mappers.js';
import type { AuctionLotSearchQueryDto } from './auction-lots.query.js';

/** The columns a lot answer needs; the prices are read always and dropped by the mappers unless `withPrice`. */
const LOT_COLUMNS = [
  'l.id AS id',
  'l.public_id AS public_id',
  'l.auction_house AS auction_house',
  `to_char(l.auction_date, 'YYYY-MM-DD') AS auction_date`,
  'l.lot_number AS lot_number',
  'l.starts_at AS starts_at',
  'l.make AS make',
  'l.make_slug AS make_slug',
  'l.model AS model',
  'l.chassis_code AS chassis_code',
  'l.chassis_number AS chassis_number',
  'l.year AS year',
  'l.mileage_km AS mileage_km',
  'l.grade AS grade',
  'l.colour AS colour',
  'l.transmission AS transmission',
  'l.engine_cc AS engine_cc',
  'l.equipment AS equipment',
  'l.sheet_image_url AS sheet_image_url',
  'l.sheet AS sheet',
  'l.start_price_jpy AS start_price_jpy',
  'l.result AS result',
  'l.result_price_jpy AS result_price_jpy',
];

/** How the chassis check compares chassis numbers: upper-case, without dashes or spaces (ix_auction_lots_chassis_key). */
export const LOT_CHASSIS_KEY_SQL = `upper(translate(l.chassis_number, '- ', ''))`;

/** At most this many past lots are answered for one chassis number. */
export const LOT_HISTORY_LIMIT = 50;

/** Every query of the public auction catalogue (`auction_lots`), as raw lot rows (LotRow). */
@Injectable()
export class AuctionLotsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private lots(): SelectQueryBuilder<LotRow> {
    return this.dataSource.createQueryBuilder().select(LOT_COLUMNS).from('auction_lots', 'l') as SelectQueryBuilder<LotRow>;
  }

  /**
   * The search's statements: `filtered` (the lots starting after `now` matching the filters, for the total) and
   * `pageQuery` (one page of them in the sort's order, one row more than the page).
   */
  searchQueries(
    query: AuctionLotSearchQueryDto,
    paging: { limit: number; skip: number; cursor: KeysetPosition<LotSort> | null },
    now: Date,
  ): { filtered: SelectQueryBuilder<LotRow>; pageQuery: SelectQueryBuilder<LotRow> } {
    const spec = LOT_SORT_SPECS[query.sort ?? DEFAULT_LOT_SORT];
    const filtered = this.lots().where('l.starts_at > :now', { now });
    if (query.make !== undefined) filtered.andWhere('l.make_slug = :make', { make: query.make });
    if (query.model !== undefined) filtered.andWhere('lower(l.model) = :model', { model: query.model.toLowerCase() });
    if (query.yearMin !== undefined) filtered.andWhere('l.year >= :yearMin', { yearMin: query.yearMin });
    if (query.yearMax !== undefined) filtered.andWhere('l.year <= :yearMax', { yearMax: query.yearMax });
    if (query.mileageMax !== undefined) filtered.andWhere('l.mileage_km <= :mileageMax', { mileageMax: query.mileageMax });
    if (query.grade !== undefined) filtered.andWhere('upper(l.grade) IN (:...grades)', { grades: query.grade });
    if (query.auctionHouse !== undefined) filtered.andWhere('l.auction_house = :house', { house: query.auctionHouse });
    if (query.auctionDate !== undefined) filtered.andWhere('l.auction_date = CAST(:day AS date)', { day: query.auctionDate });
    if (query.q !== undefined) {
      const q = query.q.trim();
      filtered.andWhere(`(l.lot_number = :lotNumber OR upper(l.chassis_code) LIKE :codePrefix OR ${LOT_CHASSIS_KEY_SQL} = :chassisKey)`, {
        lotNumber: q,
        codePrefix: `${escapeLike(q.toUpperCase())}%`,
        chassisKey: q.toUpperCase().replace(/[\s-]+/g, ''),
      });
    }
    const pageQuery = filtered
      .clone()
      .addSelect(spec.keyType === 'timestamp' ? timestampKeySql(spec.expression) : `(${spec.expression})::text`, 'sort_key')
      .orderBy(spec.expression, spec.direction)
      .addOrderBy('l.id', spec.direction)
      .limit(paging.limit + 1);
    if (paging.cursor) {
      const op = spec.direction === 'DESC' ? '<' : '>';
      pageQuery.andWhere(`(${spec.expression}, l.id) ${op} (CAST(:key AS ${spec.sqlType}), CAST(:afterId AS bigint))`, {
        key: paging.cursor.key,
        afterId: paging.cursor.id,
      });
    } else if (paging.skip > 0) pageQuery.offset(paging.skip);
    return { filtered, pageQuery };
  }

  /** One lot by its public id. */
  byPublicId(id: string): Promise<LotRow | undefined> {
    return this.lots().where('l.public_id = :id', { id }).getRawOne<LotRow>();
  }

  /** Lots starting after `earliest`, the soonest first. */
  startingAfter(earliest: Date, limit: number): Promise<LotRow[]> {
    return this.lots()
      .where('l.starts_at > :earliest', { earliest })
      .orderBy('l.starts_at', 'ASC')
      .addOrderBy('l.id', 'ASC')
      .limit(limit)
      .getRawMany<LotRow>();
  }

  /** How many lots each house has on each auction day from `from` to `to`. */
  calendarCounts(from: string, to: string): Promise<{ date: string; house: string; n: number }[]> {
    return this.dataSource.query<{ date: string; house: string; n: number }[]>(
      `SELECT to_char(l.auction_date, 'YYYY-MM-DD') AS date, l.auction_house AS house, count(*)::int AS n
         FROM auction_lots l
        WHERE l.auction_date BETWEEN $1::date AND $2::date
        GROUP BY l.auction_date, l.auction_house`,
      [from, to],
    );
  }

  /** The lots under a chassis key that came up by `now`, oldest first (at most LOT_HISTORY_LIMIT). */
  historyByChassis(chassisKey: string, now: Date): Promise<LotRow[]> {
    return this.lots()
      .where(`${LOT_CHASSIS_KEY_SQL} = :key`, { key: chassisKey })
      .andWhere('l.chassis_number IS NOT NULL')
      .andWhere('l.starts_at <= :now', { now })
      .orderBy('l.starts_at', 'ASC')
      .addOrderBy('l.id', 'ASC')
      .limit(LOT_HISTORY_LIMIT)
      .getRawMany<LotRow>();
  }
}

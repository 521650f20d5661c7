import { Inject, Injectable, Logger } from '@nestjs/common';
import { CacheMetrics } from '../../common/cache/cache-metrics.js';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { DataSource, In } from 'typeorm';
import { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { conflict, notFound } from '../../common/errors/app-error.js';
import { Msg } from '../../common/errors/messages.js';
import { canSeePrice } from '../../common/pricing/price-policy.js';
import { REDIS } from '../../common/redis/redis.module.js';
import type { AuditedTx } from '../audit/audited-changes.service.js';
import { carStatusChanged } from '../dealers/webhooks/outbox/webhook-event-rules.js';
import { WebhookOutbox } from '../dealers/webhooks/outbox/webhook-outbox.service.js';
import { Clock } from '../../common/time/clock.js';
import { MakesDirectory } from '../makes/makes-directory.service.js';
import { Car, type CarStatus } from './car.entity.js';
import { RESERVABLE_STATUSES } from './car-vocabulary.js';
import { LISTED_STATUSES, STOCK_ID_PATTERN } from './car-rules.js';
import { statusChangeRefusal } from './admin/car-admin-rules.js';
import { CAR_TARGET } from './admin/car-inventory.js';
import { DEFAULT_TUNING, detailCacheKey } from './car-search-rules.js';
import { DETAIL_SQL, listed, SqlParams, SUMMARY_COLUMNS, type SummaryRow, withMakeNames } from './car-search-sql.js';
import { CarViewsService } from './car-views.service.js';
import { type DetailRow, toCarDetail, toCarSummary } from './cars.mappers.js';
import type { CarDetailDto, CarSummaryDto } from './cars.responses.js';
import { readCached, SingleFlight, writeCached } from './catalogue-cache.js';
import { CatalogueDb } from './catalogue-db.service.js';

/** The spec's message for an unknown car (§8). */
const productNotFound = () => notFound(Msg.PRODUCT_NOT_FOUND);

/** Counts of the listed (public) cars, as other modules show them. */
export interface ListedCounts {
  total: number;
  byMake: Map<number, number>;
  byBodyType: Map<string, number>;
  byCategory: Map<string, number>;
  byStockPort: Map<string, number>;
  /** By the ISO alpha-2 country where the car stands. */
  byCountry: Map<string, number>;
}

type CountDimension = Exclude<keyof ListedCounts, 'total'>;
const COUNT_DIMENSIONS: readonly [CountDimension, string][] = [
  ['byMake', 'c.make_id'],
  ['byBodyType', 'c.body_type'],
  ['byCategory', 'c.category'],
  ['byStockPort', 'c.stock_port'],
  ['byCountry', 'c.location_country::text'],
];

type CachedListedCounts = { total: number } & Record<CountDimension, [string | number, number][]>;

/** Every count in one pass: GROUPING SETS give the total and each dimension's counts; GROUPING(e) = 0 on e's rows. */
const LISTED_COUNTS_SQL = `
SELECT ${COUNT_DIMENSIONS.map(([, e], i) => `GROUPING(${e}) AS g${i}, ${e} AS v${i}`).join(', ')}, count(*)::int AS n
  FROM cars c
 WHERE ${listed('c')}
 GROUP BY GROUPING SETS (${COUNT_DIMENSIONS.map(([, e]) => `(${e})`).join(', ')}, ())`;

/** What an order records of the car it reserves (its snapshot), and the car's internal id for later moves. */
export interface OrderedCar {
  id: string;
  stockId: string;
  fobPriceUsd: string;
  volumeM3: string;
  thumbnailUrl: string | null;
  /** What the destination's import rules judge the car by (the sale's eligibility gate). */
  year: number;
  steering: Car['steering'];
}

/** Audit action of a car's status change (the staff route writes the same one); the target is the stock id. */
export const CAR_STATUS_CHANGE = 'car.status_change';

/** One car recorded under a chassis number, with its auction sheet's headline when it has one (the chassis check). */
export interface ChassisRecord {
  stockId: string;
  make: { slug: string; title: string } | null;
  model: string;
  year: number;
  mileageKm: number;
  status: CarStatus;
  listedAt: Date;
  sheet: {
    auctionHouse: string;
    auctionDate: string;
    overallGrade: string;
    interiorGrade: string;
    exteriorGrade: string;
  } | null;
}

/** The chassis check's key: upper-case, without spaces and dashes — as the index ix_cars_chassis_key spells it. */
export const CHASSIS_KEY_SQL = (alias: string) => `upper(translate(${alias}.chassis_number, '- ', ''))`;

/** At most this many cars are answered for one chassis number (a real chassis has a handful at most). */
export const CHASSIS_RECORDS_LIMIT = 50;

/** Cars of one make: listed (what the catalogue shows) and in every status. */
export interface MakeCarCounts {
  listed: number;
  total: number;
}

/**
 * The public catalogue's single cars and the counts other modules need (makes list, footer). Listed means every
 * status but sold, in_transit, released and withdrawn (car-rules.ts). Exported by CarsModule.
 *
 * Table ownership (DESIGN.md §2): `cars`, `car_images`, `car_daily_stats` and `auction_sheets` belong to the cars
 * module; other modules read them only through its exported services (this one, CarListsService, CarViewsService).
 */
@Injectable()
export class CarsService {
  private readonly logger = new Logger(CarsService.name);
  private readonly flights = new SingleFlight();
  listedCountsTtlSeconds = DEFAULT_TUNING.listedCountsTtlSeconds;
  private readonly details = new LRUCache<string, DetailRow>({
    max: DEFAULT_TUNING.detailCacheSize,
    ttl: DEFAULT_TUNING.detailTtlSeconds * 1000,
  });

  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly catalogueVersion: CatalogueVersion,
    private readonly cacheMetrics: CacheMetrics,
    private readonly views: CarViewsService,
    private readonly db: CatalogueDb,
    private readonly makes: MakesDirectory,
    private readonly outbox: WebhookOutbox,
    private readonly clock: Clock,
  ) {}

  /**
   * A listed car by its stock id, with gallery, features, auction sheet and badges; the price only where the price
   * policy allows. Counts the view (in Redis). Unknown, malformed and hidden refs alike: 404 "Product not found!".
   */
  async getByRef(context: RequestContext, ref: string): Promise<CarDetailDto> {
    const withPrice = canSeePrice(context.actor);
    const { ip } = context;
    const stockId = ref.trim().toUpperCase();
    if (!STOCK_ID_PATTERN.test(stockId)) throw productNotFound();
    const row = await this.detailRow(stockId, withPrice);
    if (!row) throw productNotFound();
    let pending = 0;
    try {
      pending = await this.views.record(row.id, { ip, userPublicId: context.actor?.publicId });
    } catch (error) {
      // A lost view is better than a failed page.
      this.logger.warn(`View of ${stockId} not counted: ${(error as Error).message}`);
    }
    return toCarDetail(row, withPrice, pending);
  }

  /**
   * A listed car as an anonymous visitor sees it (the price policy for nobody: no price), or null when the ref is
   * unknown, malformed or hidden. Counts no view: the server-rendered page head reads it for every crawler and link
   * preview that fetches a car's page (src/modules/web/), and those are not visitors.
   */
  async findListed(ref: string): Promise<CarDetailDto | null> {
    const withPrice = canSeePrice(null);
    const stockId = ref.trim().toUpperCase();
    if (!STOCK_ID_PATTERN.test(stockId)) return null;
    const row = await this.detailRow(stockId, withPrice);
    return row ? toCarDetail(row, withPrice, 0) : null;
  }

  /**
   * The car's row, kept in this process while the catalogue version and the views generation hold (a popular car
   * is read by many visitors between two changes), else read from PostgreSQL. Unknown and hidden cars are not
   * kept: they cost one index lookup. A row read without the price is kept apart from one read with it.
   */
  private async detailRow(stockId: string, withPrice: boolean): Promise<DetailRow | null> {
    const [version, generation] = await Promise.all([this.catalogueVersion.current(), this.views.viewsGeneration()]);
    const key = detailCacheKey(version, generation, withPrice, stockId);
    const hit = this.details.get(key);
    // This process's memory (an LRU), not Redis: each process has its own hit rate.
    this.cacheMetrics.record('car-detail', hit);
    if (hit) return hit;
    return this.flights.run(`detail:${key}`, async () => {
      const params = new SqlParams();
      const [found] = await this.db.query<DetailRow>(DETAIL_SQL(withPrice, stockId, params), params.values, { prepare: true });
      if (!found) return null;
      const row = withMakeNames(found, (await this.makes.byIds([Number(found.make_id)])).get(Number(found.make_id)));
      this.details.set(key, row);
      return row;
    });
  }

  /**
   * A car in any status by its stock id (what the public API calls `ref`), as other modules keep a link to it: its
   * internal id, stock id and status; null when the ref is unknown or malformed. Not cached.
   */
  async findRefByStockId(ref: string): Promise<{ id: string; stockId: string; status: CarStatus } | null> {
    const stockId = ref.trim().toUpperCase();
    if (!STOCK_ID_PATTERN.test(stockId)) return null;
    return this.dataSource.getRepository(Car).findOne({ where: { stockId }, select: { id: true, stockId: true, status: true } });
  }

  /**
   * What the price calculator needs of a listed car (issue 11): model year, steering, volume and FOB price; null when
   * the ref is unknown, malformed or hidden. The price is for the calculator to show only where canSeePrice allows.
   */
  async findForQuote(
    ref: string,
  ): Promise<{ stockId: string; year: number; steering: Car['steering']; volumeM3: string; fobPriceUsd: string } | null> {
    const stockId = ref.trim().toUpperCase();
    if (!STOCK_ID_PATTERN.test(stockId)) return null;
    const car = await this.dataSource.getRepository(Car).findOne({
      where: { stockId, status: In([...LISTED_STATUSES]) },
      select: { stockId: true, year: true, steering: true, volumeM3: true, fobPriceUsd: true },
    });
    return car && { stockId: car.stockId, year: car.year, steering: car.steering, volumeM3: car.volumeM3, fobPriceUsd: car.fobPriceUsd };
  }

  /**
   * Car summaries (the search list's items) of the given internal ids in any status — sold and in-transit cars
   * included, for lists that must keep showing them (favorites) — keyed by id; the price only `withPrice` (the
   * caller's canSeePrice). Unknown ids are absent.
   */
  async summariesByIds(ids: readonly string[], withPrice: boolean): Promise<Map<string, CarSummaryDto>> {
    if (ids.length === 0) return new Map();
    const columns = [...SUMMARY_COLUMNS, ...(withPrice ? ['fob_price_usd'] : [])].map((c) => `c.${c}`).join(', ');
    const rows = await this.dataSource.query<SummaryRow[]>(`SELECT ${columns} FROM cars c WHERE c.id = ANY($1::bigint[])`, [ids]);
    const makes = await this.makes.byIds(rows.map((r) => Number(r.make_id)));
    return new Map(
      rows.map((row) => {
        const make = makes.get(Number(row.make_id)) ?? { id: Number(row.make_id), slug: '', title: '' };
        return [String(row.id), toCarSummary(row, make, withPrice)];
      }),
    );
  }

  /** The stock ids of the given internal ids, in any status, keyed by id (a list of links, e.g. my favorites' refs). */
  async stockIdsByIds(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.query<{ id: string; stock_id: string }[]>(
      `SELECT c.id, c.stock_id FROM cars c WHERE c.id = ANY($1::bigint[])`,
      [ids],
    );
    return new Map(rows.map((row) => [String(row.id), row.stock_id]));
  }

  /**
   * Cars put on sale in a time window, for the saved-search alerts: created `available` or `ready_to_ship` with
   * `created_at` in (from, to] — or, paging on, after the (created_at, id) of `after` — in that order, at most
   * `limit`; every column the catalogue filters on, and the make's title. One range scan of ix_cars_listed_recent.
   */
  async listedBetween(from: Date, to: Date, limit: number, after?: { createdAtKey: string; id: string }): Promise<AlertCarRow[]> {
    const start = after ? `(c.created_at, c.id) > ($3::timestamptz, $4::bigint)` : `c.created_at > $1`;
    const rows = await this.dataSource.query<AlertCarSqlRow[]>(
      `SELECT ${ALERT_CAR_COLUMNS}, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at_key FROM cars c
        WHERE ${listed('c')} AND c.status IN ('available', 'ready_to_ship') AND ${start} AND c.created_at <= $2
        ORDER BY c.created_at, c.id LIMIT ${Math.max(1, Math.floor(limit))}`,
      after ? [from, to, after.createdAtKey, after.id] : [from, to],
    );
    return this.alertRows(rows);
  }

  /** The same columns for the given internal ids, in any status (the alert job's events name cars by id). */
  async alertCarsByIds(ids: readonly string[]): Promise<AlertCarRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.dataSource.query<AlertCarSqlRow[]>(`SELECT ${ALERT_CAR_COLUMNS} FROM cars c WHERE c.id = ANY($1::bigint[])`, [
      ids,
    ]);
    return this.alertRows(rows);
  }

  private async alertRows(rows: AlertCarSqlRow[]): Promise<AlertCarRow[]> {
    const makes = await this.makes.byIds(rows.map((r) => Number(r.make_id)));
    return rows.map((r) => ({
      id: String(r.id),
      stockId: r.stock_id,
      makeId: Number(r.make_id),
      makeTitle: makes.get(Number(r.make_id))?.title ?? '',
      model: r.model,
      year: Number(r.year),
      mileageKm: Number(r.mileage_km),
      engineCc: Number(r.engine_cc),
      steering: r.steering,
      bodyType: r.body_type,
      fuel: r.fuel,
      drive: r.drive,
      transmission: r.transmission,
      color: r.color,
      category: r.category,
      locationCountry: r.location_country,
      stockPort: r.stock_port,
      chassisNumber: r.chassis_number,
      fobPriceUsd: r.fob_price_usd,
      status: r.status,
      createdAt: new Date(r.created_at),
      createdAtKey: r.created_at_key ?? new Date(r.created_at).toISOString(),
    }));
  }

  /**
   * How an order names a car, "2018 Toyota Corolla", or null for an unknown stock id. Read before the order's
   * transaction starts (the makes come from MakesDirectory, which may need a connection of its own).
   */
  async orderTitle(ref: string): Promise<string | null> {
    const stockId = ref.trim().toUpperCase();
    if (!STOCK_ID_PATTERN.test(stockId)) return null;
    const car = await this.dataSource.getRepository(Car).findOne({ where: { stockId }, select: { makeId: true, year: true, model: true } });
    if (!car) return null;
    const make = (await this.makes.byIds([car.makeId])).get(car.makeId);
    return [car.year, make?.title, car.model].filter(Boolean).join(' ');
  }

  /**
   * Reserves a car for a new order, in the order's transaction (DESIGN.md §2: the orders module reaches cars only
   * here): locks the car's row — so concurrent reservations of one car queue on it, and the first one wins — then
   * refuses a reserved car with the spec's "This car is already reserved!", a sold, shipped or delivered one with
   * CAR_NOT_AVAILABLE, and an unknown stock id with "Product not found!"; else sets it `reserved`, audited with the
   * order's id. A car withdrawn from sale is CAR_NOT_AVAILABLE like a sold one. Answers what the order keeps of the car
   * (its title comes from orderTitle, read beforehand).
   */
  async reserveForOrder(tx: AuditedTx, ref: string, orderId: string): Promise<OrderedCar> {
    const stockId = ref.trim().toUpperCase();
    const car = STOCK_ID_PATTERN.test(stockId)
      ? await tx.manager.getRepository(Car).findOne({ where: { stockId }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!car) throw productNotFound();
    if (car.status === 'reserved') throw conflict(Msg.CAR_ALREADY_RESERVED);
    if (!RESERVABLE_STATUSES.includes(car.status)) throw conflict(Msg.CAR_NOT_AVAILABLE);
    await this.setStatus(tx, car, 'reserved', orderId);
    return {
      id: car.id,
      stockId: car.stockId,
      fobPriceUsd: car.fobPriceUsd,
      volumeM3: car.volumeM3,
      thumbnailUrl: car.featuredThumbnailUrl,
      year: car.year,
      steering: car.steering,
    };
  }

  /**
   * Moves a car with its order (reserved → sold → in_transit → released, or back to available when the order is
   * cancelled — withdrawn instead when the company never bought it), in the order's transaction, on the car's locked
   * row, audited with the order's id and `audit`'s facts. A car already in `to` is left alone; a move CAR_MACHINE does
   * not allow is a 409 (the car was changed outside its order).
   */
  async followOrder(tx: AuditedTx, carId: string, to: CarStatus, orderId: string, audit: Record<string, unknown> = {}): Promise<void> {
    const car = await tx.manager.getRepository(Car).findOneOrFail({ where: { id: carId }, lock: { mode: 'pessimistic_write' } });
    if (car.status === to) return;
    const refusal = statusChangeRefusal(car.status, to, 'order');
    if (refusal) throw refusal;
    await this.setStatus(tx, car, to, orderId, audit);
  }

  /**
   * followOrder for many orders at once (the reservations expiring together): the cars locked in id order, checked
   * one by one, moved in one UPDATE and audited in one INSERT.
   */
  async followOrders(tx: AuditedTx, moves: readonly { carId: string; orderId: string }[], to: CarStatus): Promise<void> {
    if (moves.length === 0) return;
    const cars = await tx.manager
      .getRepository(Car)
      .createQueryBuilder('c')
      .where('c.id IN (:...ids)', { ids: moves.map((m) => m.carId) })
      .orderBy('c.id')
      .setLock('pessimistic_write')
      .getMany();
    const byId = new Map(cars.map((car) => [String(car.id), car]));
    const moving: { car: Car; orderId: string }[] = [];
    for (const { carId, orderId } of moves) {
      const car = byId.get(String(carId));
      if (!car) throw new Error(`Car ${carId} of order ${orderId} is missing`);
      if (car.status === to) continue;
      const refusal = statusChangeRefusal(car.status, to, 'order');
      if (refusal) throw refusal;
      moving.push({ car, orderId });
    }
    if (moving.length === 0) return;
    await tx.manager.getRepository(Car).update({ id: In(moving.map((m) => m.car.id)) }, { status: to });
    await this.outbox.recordMany(
      tx.manager,
      moving.map(({ car }) => carStatusChanged(car.stockId, car.status, to, this.clock.now())),
    );
    await tx.auditMany(
      moving.map(({ car, orderId }) => ({
        action: CAR_STATUS_CHANGE,
        targetType: CAR_TARGET,
        targetId: car.stockId,
        before: { status: car.status },
        after: { status: to, orderId },
      })),
    );
  }

  /**
   * Every car recorded under a chassis key (see CHASSIS_KEY_SQL; the caller normalises its input the same way),
   * in any status — sold and delivered cars too — newest listing first, with its make and its auction sheet's
   * headline. No price. One lookup on ix_cars_chassis_key.
   */
  async chassisRecords(chassisKey: string): Promise<ChassisRecord[]> {
    const rows = await this.dataSource.query<
      {
        stock_id: string;
        make_id: number;
        model: string;
        year: number;
        mileage_km: number;
        status: CarStatus;
        created_at: Date;
        auction_house: string | null;
        auction_date: string | null;
        overall_grade: string | null;
        interior_grade: string | null;
        exterior_grade: string | null;
      }[]
    >(
      `SELECT c.stock_id, c.make_id, c.model, c.year, c.mileage_km, c.status, c.created_at,
              s.auction_house, to_char(s.auction_date, 'YYYY-MM-DD') AS auction_date, s.overall_grade, s.interior_grade,
              s.exterior_grade
         FROM cars c LEFT JOIN auction_sheets s ON s.car_id = c.id
        WHERE ${CHASSIS_KEY_SQL('c')} = $1
        ORDER BY c.created_at DESC, c.id DESC
        LIMIT ${CHASSIS_RECORDS_LIMIT}`,
      [chassisKey],
    );
    const makes = await this.makes.byIds(rows.map((r) => Number(r.make_id)));
    return rows.map((r) => {
      const make = makes.get(Number(r.make_id));
      return {
        stockId: r.stock_id,
        make: make ? { slug: make.slug, title: make.title } : null,
        model: r.model,
        year: Number(r.year),
        mileageKm: Number(r.mileage_km),
        status: r.status,
        listedAt: new Date(r.created_at),
        sheet:
          r.auction_date === null
            ? null
            : {
                auctionHouse: r.auction_house!,
                auctionDate: r.auction_date,
                overallGrade: r.overall_grade!,
                interiorGrade: r.interior_grade!,
                exteriorGrade: r.exterior_grade!,
              },
      };
    });
  }

  /** The public catalogue changed (a car's status moved with its order): cached answers refresh. */
  catalogueChanged(): Promise<void> {
    return this.catalogueVersion.bump();
  }

  private async setStatus(tx: AuditedTx, car: Car, status: CarStatus, orderId: string, audit: Record<string, unknown> = {}): Promise<void> {
    await tx.manager.getRepository(Car).update({ id: car.id }, { status });
    await this.outbox.record(tx.manager, carStatusChanged(car.stockId, car.status, status, this.clock.now()));
    await tx.audit({
      action: CAR_STATUS_CHANGE,
      targetType: CAR_TARGET,
      targetId: car.stockId,
      before: { status: car.status },
      after: { status, orderId, ...audit },
    });
  }

  /** Every listed-car count in one pass (about half a second at a million cars), cached per catalogue version. */
  async listedCounts(): Promise<ListedCounts> {
    const counts = await this.cached('listed-counts', () => this.computeListedCounts());
    return {
      total: counts.total,
      byMake: new Map(counts.byMake.map(([id, n]) => [Number(id), n])),
      byBodyType: new Map(counts.byBodyType.map(([v, n]) => [String(v), n])),
      byCategory: new Map(counts.byCategory.map(([v, n]) => [String(v), n])),
      byStockPort: new Map(counts.byStockPort.map(([v, n]) => [String(v), n])),
      byCountry: new Map(counts.byCountry.map(([v, n]) => [String(v), n])),
    };
  }

  /** Listed cars (a quicker query than listedCounts(): an index-only count). */
  async countListed(): Promise<number> {
    return this.cached('listed-count', async () => {
      const [row] = await this.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM cars c WHERE ${listed('c')}`);
      return Number(row?.n ?? 0);
    });
  }

  /**
   * Live car counts of the given makes (makes with no car are absent): `listed` as the catalogue shows them, `total`
   * in every status. Not cached: the staff screens show them right after a change.
   */
  async countByMake(makeIds: readonly number[]): Promise<Map<number, MakeCarCounts>> {
    if (makeIds.length === 0) return new Map();
    const rows = await this.dataSource.query<{ make_id: number; listed: string; total: string }[]>(
      `SELECT c.make_id, count(*) FILTER (WHERE ${listed('c')}) AS listed, count(*) AS total
         FROM cars c WHERE c.make_id = ANY($1::int[]) GROUP BY c.make_id`,
      [makeIds],
    );
    return new Map(rows.map((r) => [Number(r.make_id), { listed: Number(r.listed), total: Number(r.total) }]));
  }

  /**
   * The sitemap's blocks of listed cars: cars fall in block `floor((id - 1) / blockSize)`, so a block never holds more
   * than `blockSize` cars however the ids are spread; only blocks with a listed car are answered, each with its latest
   * change. One pass over the listed cars (well under a second at a million), cached per catalogue version.
   */
  async listedBlocks(blockSize: number): Promise<{ block: number; lastModified: string }[]> {
    return this.cached(`listed-blocks:${blockSize}`, async () => {
      const rows = await this.dataSource.query<{ block: string; last_modified: Date }[]>(
        `SELECT (c.id - 1) / $1 AS block, max(c.updated_at) AS last_modified FROM cars c WHERE ${listed('c')} GROUP BY 1 ORDER BY 1`,
        [blockSize],
      );
      return rows.map((r) => ({ block: Number(r.block), lastModified: new Date(r.last_modified).toISOString() }));
    });
  }

  /**
   * Listed cars of one sitemap block (see listedBlocks), by id after `afterId` (keyset: the caller pages through a block
   * of any size with bounded memory), at most `limit`.
   */
  async listedRefsInBlock(
    block: number,
    blockSize: number,
    afterId: string | null,
    limit: number,
  ): Promise<{ id: string; ref: string; updatedAt: Date }[]> {
    const from = block * blockSize;
    const rows = await this.dataSource.query<{ id: string; stock_id: string; updated_at: Date }[]>(
      `SELECT c.id, c.stock_id, c.updated_at FROM cars c
        WHERE c.id > GREATEST($1::bigint, $2::bigint) AND c.id <= $3::bigint AND ${listed('c')}
        ORDER BY c.id LIMIT $4`,
      [from, afterId ?? from, from + blockSize, limit],
    );
    return rows.map((r) => ({ id: String(r.id), ref: r.stock_id, updatedAt: new Date(r.updated_at) }));
  }

  /** A value cached in Redis per catalogue version; one computation at a time per process. Without a version, computed. */
  private async cached<T>(name: string, compute: () => Promise<T>): Promise<T> {
    let version: string;
    try {
      version = await this.catalogueVersion.current();
    } catch (error) {
      this.logger.warn(`Catalogue version unreadable, ${name} not cached: ${(error as Error).message}`);
      return compute();
    }
    const key = `cars:${name}:${version}`;
    const hit = await readCached<T>(this.redis, key, this.logger);
    if (hit !== null) return hit;
    return this.flights.run(key, async () => {
      const computed = await compute();
      await writeCached(this.redis, key, computed, this.listedCountsTtlSeconds, this.logger);
      return computed;
    });
  }

  private async computeListedCounts(): Promise<CachedListedCounts> {
    const rows = await this.dataSource.query<Record<string, string | number | null>[]>(LISTED_COUNTS_SQL);
    const out: CachedListedCounts = { total: 0, byMake: [], byBodyType: [], byCategory: [], byStockPort: [], byCountry: [] };
    for (const row of rows) {
      const n = Number(row.n);
      const i = COUNT_DIMENSIONS.findIndex((_, j) => Number(row[`g${j}`]) === 0);
      const value = row[`v${i}`];
      if (i < 0) out.total = n;
      else if (value !== null && value !== undefined) out[COUNT_DIMENSIONS[i]![0]].push([value, n]);
    }
    return out;
  }
}

/** A car as the saved-search alerts see it: what the catalogue filters on, and its make's title for the email. */
export interface AlertCarRow {
  id: string;
  stockId: string;
  makeId: number;
  makeTitle: string;
  model: string;
  year: number;
  mileageKm: number;
  engineCc: number;
  steering: string;
  bodyType: string;
  fuel: string;
  drive: string;
  transmission: string;
  color: string;
  category: string;
  locationCountry: string;
  stockPort: string;
  chassisNumber: string;
  fobPriceUsd: string;
  status: CarStatus;
  createdAt: Date;
  /** created_at to the microsecond, as text (a Date keeps milliseconds only): the job's paging key. */
  createdAtKey: string;
}

interface AlertCarSqlRow {
  id: string;
  stock_id: string;
  make_id: number;
  model: string;
  year: number;
  mileage_km: number;
  engine_cc: number;
  steering: string;
  body_type: string;
  fuel: string;
  drive: string;
  transmission: string;
  color: string;
  category: string;
  location_country: string;
  stock_port: string;
  chassis_number: string;
  fob_price_usd: string;
  status: CarStatus;
  created_at: Date;
  created_at_key?: string;
}

const ALERT_CAR_COLUMNS = [
  'id',
  'stock_id',
  'make_id',
  'model',
  'year',
  'mileage_km',
  'engine_cc',
  'steering',
  'body_type',
  'fuel',
  'drive',
  'transmission',
  'color',
  'category',
  'location_country',
  'stock_port',
  'chassis_number',
  'fob_price_usd',
  'status',
  'created_at',
]
  .map((c) => `c.${c}`)
  .join(', ');

import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { notFound } from '../../common/errors/app-error.js';
import { MESSAGES, Msg } from '@autoexport/contract/messages';
import { type PageQueryDto, resolvePaging } from '../../common/pagination/pagination.js';
import { canSeePrice } from '../../common/pricing/price-policy.js';
import { addition, removal } from '../audit/audit-facts.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import { CarDirectory } from '../cars/car-directory.service.js';
import { availabilityOf, isListed } from './favorite-rules.js';
import { Favorite } from './favorite.entity.js';
import { insertFavorite } from './favorites.repository.js';
import {
  FAVORITE_REFS_MAX,
  type FavoriteChangeDto,
  type FavoriteCheckDto,
  type FavoriteListDto,
  type FavoriteRefsDto,
} from './favorites.responses.js';

const FAVORITE_TARGET = 'favorite';
export const FAVORITE_AUDIT = { add: 'favorite.add', remove: 'favorite.remove' } as const;

/**
 * My Favorites (spec §2 Profile, §4 Favorite toggle). A car is named by its stock id, the `ref` the catalogue's
 * routes and list items use. Adding and removing are idempotent: the unique (user, car) index keeps one row, and
 * only a real change is audited. A car that leaves the public catalogue stays in the list, marked. Table
 * ownership: `favorites`; cars are read through CarDirectory.
 */
@Injectable()
export class FavoritesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly cars: CarDirectory,
  ) {}

  /** Whether the car is one of mine; an unknown ref is "Product not found!". */
  async check(ctx: RequestContext, ref: string): Promise<FavoriteCheckDto> {
    const car = await this.carOf(ref);
    return { isFavorite: await this.isFavorite(actorOf(ctx).id, car.id) };
  }

  /**
   * Adds a listed car (a hidden one — sold, in transit — is "Product not found!", as its detail page is, unless it is
   * already a favorite: then nothing changes and the answer is the same).
   */
  async add(ctx: RequestContext, ref: string): Promise<FavoriteChangeDto> {
    const userId = actorOf(ctx).id;
    const car = await this.carOf(ref);
    if (!isListed(car.status)) {
      if (!(await this.isFavorite(userId, car.id))) throw notFound(Msg.PRODUCT_NOT_FOUND);
      return { success: true, message: MESSAGES.FAVORITE_ADDED };
    }
    await this.changes.run(ctx, async (tx) => {
      if (!(await insertFavorite(tx.manager, userId, car.id))) return;
      await tx.audit(addition(FAVORITE_AUDIT.add, FAVORITE_TARGET, car.stockId, { stockId: car.stockId }));
    });
    return { success: true, message: MESSAGES.FAVORITE_ADDED };
  }

  /** Removes a car from my favorites, whatever its status; removing one that is not there answers the same. */
  async remove(ctx: RequestContext, ref: string): Promise<FavoriteChangeDto> {
    const userId = actorOf(ctx).id;
    const car = await this.carOf(ref);
    await this.changes.run(ctx, async (tx) => {
      const result = await tx.manager.getRepository(Favorite).delete({ userId, carId: car.id });
      if (!result.affected) return;
      await tx.audit(removal(FAVORITE_AUDIT.remove, FAVORITE_TARGET, car.stockId, { stockId: car.stockId }));
    });
    return { success: true, message: MESSAGES.FAVORITE_REMOVED };
  }

  /** My favorites, newest first, each with the catalogue's summary of the car and where it stands now. */
  async listOwn(ctx: RequestContext, query: PageQueryDto): Promise<FavoriteListDto> {
    const actor = actorOf(ctx);
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const [rows, total] = await this.dataSource
      .getRepository(Favorite)
      .findAndCount({ where: { userId: actor.id }, order: { createdAt: 'DESC', id: 'DESC' }, skip, take: limit });
    const summaries = await this.cars.summariesByIds(
      rows.map((r) => r.carId),
      canSeePrice(actor),
    );
    const items = rows.flatMap((row) => {
      const car = summaries.get(String(row.carId));
      if (!car) return [];
      const status = car.status as Parameters<typeof availabilityOf>[0];
      return [{ car, availability: availabilityOf(status), listed: isListed(status), addedAt: row.createdAt.toISOString() }];
    });
    return { items, total, page, limit };
  }

  /**
   * The stock ids of my favorites, newest first, at most FAVORITE_REFS_MAX: what the catalogue's cards need to show
   * their hearts in one request, however many cards a page has.
   */
  async refsOwn(ctx: RequestContext): Promise<FavoriteRefsDto> {
    const rows = await this.dataSource.getRepository(Favorite).find({
      where: { userId: actorOf(ctx).id },
      order: { createdAt: 'DESC', id: 'DESC' },
      select: { id: true, carId: true, createdAt: true },
      take: FAVORITE_REFS_MAX,
    });
    const stockIds = await this.cars.stockIdsByIds(rows.map((r) => r.carId));
    return { refs: rows.flatMap((row) => stockIds.get(String(row.carId)) ?? []) };
  }

  /** Who keeps these cars among their favorites (for the favorite alerts): one entry per user and car. */
  async ownersOf(carIds: readonly string[]): Promise<{ userId: string; carId: string }[]> {
    if (carIds.length === 0) return [];
    const rows = await this.dataSource
      .getRepository(Favorite)
      .find({ where: { carId: In([...carIds]) }, select: { userId: true, carId: true } });
    return rows.map((r) => ({ userId: String(r.userId), carId: String(r.carId) }));
  }

  private async carOf(ref: string) {
    const car = await this.cars.findRefByStockId(ref);
    if (!car) throw notFound(Msg.PRODUCT_NOT_FOUND);
    return car;
  }

  private isFavorite(userId: string, carId: string): Promise<boolean> {
    return this.dataSource.getRepository(Favorite).existsBy({ userId, carId });
  }
}

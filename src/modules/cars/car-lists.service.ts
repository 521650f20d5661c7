import { Injectable } from '@nestjs/common';
import { MakesDirectory } from '../makes/makes-directory.service.js';
import {
  type CarListItem,
  type CheapestRequest,
  cheapestQuery,
  SHOWCASE_LISTS,
  type ShowcaseList,
  type ShowcaseRequest,
  showcaseQuery,
  toCarListItem,
} from './car-lists-sql.js';
import { CatalogueRepository } from './catalogue.repository.js';

export type ShowcaseLists = Record<ShowcaseList, CarListItem[]>;

/**
 * The catalogue's short showcase lists for other modules (the landing page): newest, cheapest, most popular and
 * deal candidates, the top of each steering, in one statement. The caller decides the rest — which country, which
 * steering first, which car is today's deal, what is cached — and, through canSeePrice, whether the price it gets
 * here reaches its caller. Exported by CarsModule.
 */
@Injectable()
export class CarListsService {
  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly makes: MakesDirectory,
  ) {}

  async showcase(request: ShowcaseRequest): Promise<ShowcaseLists> {
    const rows = await this.read(showcaseQuery(request));
    const lists = Object.fromEntries(SHOWCASE_LISTS.map((list) => [list, [] as CarListItem[]])) as ShowcaseLists;
    for (const item of rows) lists[item.list].push(item.item);
    return lists;
  }

  /** The cheapest cars of the given statuses whatever their age, `size` of each steering. */
  async cheapest(request: CheapestRequest): Promise<CarListItem[]> {
    return (await this.read(cheapestQuery(request))).map((row) => row.item);
  }

  private async read(query: { sql: string; params: unknown[] }): Promise<{ list: ShowcaseList; item: CarListItem }[]> {
    const rows = await this.catalogue.listRows(query);
    const makes = await this.makes.byIds(rows.map((r) => Number(r.make_id)));
    return rows.map((row) => ({ list: row.list, item: toCarListItem(row, makes.get(Number(row.make_id))) }));
  }
}

import { Injectable } from '@nestjs/common';
import { DETAIL_SQL, SqlParams } from './car-search-sql.js';
import type { DetailRow } from './cars.mappers.js';
import { CatalogueDb } from './catalogue-db.service.js';

/**
 * The public catalogue's reads on CatalogueDb (the read replica when there is one, hot statements prepared): a listed
 * car's detail row. The SQL is built in car-search-sql.ts.
 */
@Injectable()
export class CatalogueRepository {
  constructor(private readonly db: CatalogueDb) {}

  /** A listed car's detail row by stock id, before its make's names are added; null when unknown or hidden. */
  async detailRow(stockId: string, withPrice: boolean): Promise<DetailRow | null> {
    const params = new SqlParams();
    const [found] = await this.db.query<DetailRow>(DETAIL_SQL(withPrice, stockId, params), params.values, { prepare: true });
    return found ?? null;
  }
}

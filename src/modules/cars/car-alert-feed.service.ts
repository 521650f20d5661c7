import { Injectable } from '@nestjs/common';
import { MakesDirectory } from '../makes/makes-directory.service.js';
import type { Car } from './car.entity.js';
import { type AlertCarSqlRow, CarAlertFeedRepository } from './car-alert-feed.repository.js';

/** A car as the saved-search alerts see it: what the catalogue filters on, and its make's title for the email. */
export type AlertCarRow = Pick<
  Car,
  | 'id'
  | 'stockId'
  | 'makeId'
  | 'model'
  | 'year'
  | 'mileageKm'
  | 'engineCc'
  | 'bodyType'
  | 'fuel'
  | 'drive'
  | 'transmission'
  | 'color'
  | 'category'
  | 'locationCountry'
  | 'stockPort'
  | 'chassisNumber'
  | 'fobPriceUsd'
  | 'status'
  | 'createdAt'
> & {
  steering: string;
  makeTitle: string;
  /** created_at to the microsecond, as text (a Date keeps milliseconds only): the job's paging key. */
  createdAtKey: string;
};

/** The cars the saved-search alerts match against their searches (src/modules/saved-searches/). Exported by CarsModule. */
@Injectable()
export class CarAlertFeed {
  constructor(
    private readonly feed: CarAlertFeedRepository,
    private readonly makes: MakesDirectory,
  ) {}

  /**
   * Cars put on sale in a time window, for the saved-search alerts: created `available` or `ready_to_ship` with
   * `created_at` in (from, to] — or, paging on, after the (created_at, id) of `after` — in that order, at most
   * `limit`; every column the catalogue filters on, and the make's title. One range scan of ix_cars_listed_recent.
   */
  async listedBetween(from: Date, to: Date, limit: number, after?: { createdAtKey: string; id: string }): Promise<AlertCarRow[]> {
    return this.alertRows(await this.feed.listedBetween(from, to, limit, after));
  }

  /** The same columns for the given internal ids, in any status (the alert job's events name cars by id). */
  async alertCarsByIds(ids: readonly string[]): Promise<AlertCarRow[]> {
    if (ids.length === 0) return [];
    return this.alertRows(await this.feed.byIds(ids));
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
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { chunks, type ViewBatch } from './car-views-rules.js';

/** Rows per statement of a flush. */
const CHUNK = 5_000;

/** The view counts' writes: a flushed batch added to `cars.view_count` and `car_daily_stats`. */
@Injectable()
export class CarViewsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Adds a batch's views in one transaction: all of it or nothing. */
  async addViews(batch: ViewBatch): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      for (const part of chunks(batch.totals, CHUNK)) {
        await manager.query(
          `UPDATE cars c SET view_count = c.view_count + v.n
             FROM unnest($1::bigint[], $2::bigint[]) AS v(id, n)
            WHERE c.id = v.id`,
          [part.map((t) => t.carId), part.map((t) => t.views)],
        );
      }
      for (const part of chunks(batch.daily, CHUNK)) {
        // car_daily_stats has no foreign key: skip cars deleted since they were viewed.
        await manager.query(
          `INSERT INTO car_daily_stats (car_id, day, country, views)
           SELECT v.car_id, v.day, v.country, v.n
             FROM unnest($1::bigint[], $2::date[], $3::text[], $4::int[]) AS v(car_id, day, country, n)
            WHERE EXISTS (SELECT 1 FROM cars c WHERE c.id = v.car_id)
           ON CONFLICT (car_id, day, country) DO UPDATE SET views = car_daily_stats.views + EXCLUDED.views`,
          [part.map((d) => d.carId), part.map((d) => d.day), part.map((d) => d.country), part.map((d) => d.views)],
        );
      }
    });
  }
}

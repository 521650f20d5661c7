import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CarStatus } from './car.entity.js';
import { listed, SUMMARY_COLUMNS, type SummaryRow } from './car-search-sql.js';

/** A car's row as the saved-search alerts read it: every column the catalogue filters on. */
export interface AlertCarSqlRow extends Omit<SummaryRow, 'status' | 'fob_price_usd' | 'featured_image_url' | 'featured_thumbnail_url'> {
  chassis_number: string;
  fob_price_usd: string;
  status: CarStatus;
  created_at: Date;
  created_at_key?: string;
}

/** The search list's columns but the pictures, and the chassis number, price and creation time. */
const ALERT_CAR_COLUMNS = [
  ...SUMMARY_COLUMNS.filter((c) => c !== 'featured_image_url' && c !== 'featured_thumbnail_url'),
  'chassis_number',
  'fob_price_usd',
  'created_at',
]
  .map((c) => `c.${c}`)
  .join(', ');

/** The reads of CarAlertFeed. */
@Injectable()
export class CarAlertFeedRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Listed cars created `available` or `ready_to_ship` in (from, to] or after `after`, in (created_at, id) order. */
  listedBetween(from: Date, to: Date, limit: number, after?: { createdAtKey: string; id: string }): Promise<AlertCarSqlRow[]> {
    const start = after ? `(c.created_at, c.id) > ($3::timestamptz, $4::bigint)` : `c.created_at > $1`;
    return this.dataSource.query<AlertCarSqlRow[]>(
      `SELECT ${ALERT_CAR_COLUMNS}, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at_key FROM cars c
        WHERE ${listed('c')} AND c.status IN ('available', 'ready_to_ship') AND ${start} AND c.created_at <= $2
        ORDER BY c.created_at, c.id LIMIT ${Math.max(1, Math.floor(limit))}`,
      after ? [from, to, after.createdAtKey, after.id] : [from, to],
    );
  }

  byIds(ids: readonly string[]): Promise<AlertCarSqlRow[]> {
    return this.dataSource.query<AlertCarSqlRow[]>(`SELECT ${ALERT_CAR_COLUMNS} FROM cars c WHERE c.id = ANY($1::bigint[])`, [ids]);
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { Car, type CarStatus } from './car.entity.js';
import { LISTED_STATUSES } from './car-rules.js';
import { SUMMARY_COLUMNS, type SummaryRow } from './car-search-sql.js';

/** The chassis check's key: upper-case, without spaces and dashes — as the index ix_cars_chassis_key spells it. */
export const CHASSIS_KEY_SQL = (alias: string) => `upper(translate(${alias}.chassis_number, '- ', ''))`;

/** At most this many cars are answered for one chassis number (a real chassis has a handful at most). */
export const CHASSIS_RECORDS_LIMIT = 50;

/** A car recorded under a chassis key, with its auction sheet's headline (null columns when it has none). */
export interface ChassisRow {
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
}

/** What the price calculator and the eligibility check read of a listed car. */
export type QuotedCar = Pick<Car, 'stockId' | 'year' | 'steering' | 'volumeM3' | 'fobPriceUsd'>;

/** Single cars by stock id or internal id, in any status, as other modules look them up (CarDirectory). */
@Injectable()
export class CarDirectoryRepository {
  constructor(private readonly dataSource: DataSource) {}

  refByStockId(stockId: string): Promise<{ id: string; stockId: string; status: CarStatus } | null> {
    return this.dataSource.getRepository(Car).findOne({ where: { stockId }, select: { id: true, stockId: true, status: true } });
  }

  /** A listed car's quote facts; null when unknown or hidden. */
  listedForQuote(stockId: string): Promise<QuotedCar | null> {
    return this.dataSource.getRepository(Car).findOne({
      where: { stockId, status: In([...LISTED_STATUSES]) },
      select: { stockId: true, year: true, steering: true, volumeM3: true, fobPriceUsd: true },
    });
  }

  /** The search list's columns of the given ids; the price column only `withPrice`. */
  summaryRows(ids: readonly string[], withPrice: boolean): Promise<SummaryRow[]> {
    const columns = [...SUMMARY_COLUMNS, ...(withPrice ? ['fob_price_usd'] : [])].map((c) => `c.${c}`).join(', ');
    return this.dataSource.query<SummaryRow[]>(`SELECT ${columns} FROM cars c WHERE c.id = ANY($1::bigint[])`, [ids]);
  }

  async stockIdsByIds(ids: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.dataSource.query<{ id: string; stock_id: string }[]>(
      `SELECT c.id, c.stock_id FROM cars c WHERE c.id = ANY($1::bigint[])`,
      [ids],
    );
    return new Map(rows.map((row) => [String(row.id), row.stock_id]));
  }

  /** Newest listing first, at most CHASSIS_RECORDS_LIMIT; one lookup on ix_cars_chassis_key. */
  chassisRows(chassisKey: string): Promise<ChassisRow[]> {
    return this.dataSource.query<ChassisRow[]>(
      `SELECT c.stock_id, c.make_id, c.model, c.year, c.mileage_km, c.status, c.created_at,
              s.auction_house, to_char(s.auction_date, 'YYYY-MM-DD') AS auction_date, s.overall_grade, s.interior_grade,
              s.exterior_grade
         FROM cars c LEFT JOIN auction_sheets s ON s.car_id = c.id
        WHERE ${CHASSIS_KEY_SQL('c')} = $1
        ORDER BY c.created_at DESC, c.id DESC
        LIMIT ${CHASSIS_RECORDS_LIMIT}`,
      [chassisKey],
    );
  }
}

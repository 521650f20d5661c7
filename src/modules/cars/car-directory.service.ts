import { Injectable } from '@nestjs/common';
import { MakesDirectory } from '../makes/makes-directory.service.js';
import type { CarStatus } from './car.entity.js';
import { stockIdOf } from './car-rules.js';
import { CarDirectoryRepository, type QuotedCar } from './car-directory.repository.js';
import { toCarSummary } from './cars.mappers.js';
import type { CarSummaryDto } from './cars.responses.js';

export type { QuotedCar };

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

/**
 * Single cars as other modules look them up — by stock id (a link an inquiry, request or favorite keeps), by internal
 * id (the cards of my favorites and inquiries), by chassis number (the chassis check) — in any status unless said
 * otherwise. Not cached. Exported by CarsModule.
 *
 * Table ownership (DESIGN.md §2): `cars`, `car_images`, `car_daily_stats` and `auction_sheets` belong to the cars
 * module; other modules read them only through its exported services.
 */
@Injectable()
export class CarDirectory {
  constructor(
    private readonly cars: CarDirectoryRepository,
    private readonly makes: MakesDirectory,
  ) {}

  /**
   * A car in any status by its stock id (what the public API calls `ref`), as other modules keep a link to it: its
   * internal id, stock id and status; null when the ref is unknown or malformed.
   */
  async findRefByStockId(ref: string): Promise<{ id: string; stockId: string; status: CarStatus } | null> {
    const stockId = stockIdOf(ref);
    return stockId ? this.cars.refByStockId(stockId) : null;
  }

  /**
   * What the price calculator needs of a listed car (issue 11): model year, steering, volume and FOB price; null when
   * the ref is unknown, malformed or hidden. The price is for the calculator to show only where canSeePrice allows.
   */
  async findForQuote(ref: string): Promise<QuotedCar | null> {
    const stockId = stockIdOf(ref);
    if (!stockId) return null;
    const car = await this.cars.listedForQuote(stockId);
    return car && { stockId: car.stockId, year: car.year, steering: car.steering, volumeM3: car.volumeM3, fobPriceUsd: car.fobPriceUsd };
  }

  /**
   * Car summaries (the search list's items) of the given internal ids in any status — sold and in-transit cars
   * included, for lists that must keep showing them (favorites) — keyed by id; the price only `withPrice` (the
   * caller's canSeePrice). Unknown ids are absent.
   */
  async summariesByIds(ids: readonly string[], withPrice: boolean): Promise<Map<string, CarSummaryDto>> {
    if (ids.length === 0) return new Map();
    const rows = await this.cars.summaryRows(ids, withPrice);
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
    return this.cars.stockIdsByIds(ids);
  }

  /**
   * Every car recorded under a chassis key (see CHASSIS_KEY_SQL; the caller normalises its input the same way),
   * in any status — sold and delivered cars too — newest listing first, with its make and its auction sheet's
   * headline. No price. One lookup on ix_cars_chassis_key.
   */
  async chassisRecords(chassisKey: string): Promise<ChassisRecord[]> {
    const rows = await this.cars.chassisRows(chassisKey);
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
}

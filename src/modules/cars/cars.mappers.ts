import { usd } from '../../common/money/money.dto.js';
import type { AuctionDamage } from './auction-sheet.entity.js';
import type { CarStatus } from './car.entity.js';
import { badgesOf, parseFeatures } from './car-rules.js';
import type { SummaryRow } from './car-search-sql.js';
import type { AuctionDamageDto, AuctionSheetDto, CarDetailDto, CarSummaryDto } from './cars.responses.js';
import type { MakeRef } from '../makes/makes-directory.service.js';

/** The cars-table columns every car card shows, as a query answers them (snake case; counts may come as text). */
export interface CardColumns {
  model: string;
  year: number | string;
  mileage_km: number | string;
  engine_cc: number | string;
  steering: string;
  body_type: string;
  fuel: string;
  transmission: string;
  color: string;
  stock_port: string;
  status: string;
  featured_image_url: string | null;
  featured_thumbnail_url: string | null;
}

/** A card's facts in the order UX.md lists them, shared by the search list and the landing page's lists. */
export function cardFactsOf<R extends CardColumns>(row: R) {
  return {
    model: row.model,
    year: Number(row.year),
    mileageKm: Number(row.mileage_km),
    engineCc: Number(row.engine_cc),
    steering: row.steering as R['steering'],
    bodyType: row.body_type,
    fuel: row.fuel,
    transmission: row.transmission,
    color: row.color,
    stockPort: row.stock_port,
    status: row.status as R['status'],
    featuredImageUrl: row.featured_image_url,
    thumbnailUrl: row.featured_thumbnail_url,
  };
}

/**
 * A list item. The price key exists only when `withPrice` — the caller decides by the price policy (canSeePrice):
 * anonymous visitors never receive a price.
 */
export function toCarSummary(row: SummaryRow, make: MakeRef, withPrice: boolean): CarSummaryDto {
  const summary: CarSummaryDto = {
    ref: row.stock_id,
    make: { slug: make.slug, title: make.title },
    ...cardFactsOf(row),
    drive: row.drive,
    category: row.category,
    locationCountry: row.location_country.trim(),
    badges: badgesOf(row.status as CarStatus),
  };
  if (withPrice && row.fob_price_usd !== undefined && row.fob_price_usd !== null) summary.price = usd(row.fob_price_usd);
  return summary;
}

export interface DetailRow extends SummaryRow {
  make_slug: string;
  make_title: string;
  features: unknown;
  doors: number;
  seats: number;
  chassis_number: string;
  engine_code: string | null;
  length_m: string;
  width_m: string;
  height_m: string;
  volume_m3: string;
  view_count: string;
  created_at: Date;
  updated_at: Date;
  images: { url: string; thumbnailUrl: string; width: number | null; height: number | null }[] | null;
  auction_sheet: (Omit<AuctionSheetDto, 'damages'> & { damages: unknown }) | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Damage marks as stored (jsonb); anything that is not a { code, location } pair is left out. */
function damagesOf(value: unknown): AuctionDamageDto[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((d): d is AuctionDamage => !!d && typeof d === 'object' && typeof (d as AuctionDamage).code === 'string')
    .map((d) => ({ code: d.code, location: text(d.location) }));
}

export function toCarDetail(row: DetailRow, withPrice: boolean, pendingViews: number): CarDetailDto {
  const sheet = row.auction_sheet;
  return {
    ...toCarSummary(row, { id: row.make_id, slug: row.make_slug, title: row.make_title }, withPrice),
    images: (row.images ?? []).map((i) => ({ url: i.url, thumbnailUrl: i.thumbnailUrl, width: i.width, height: i.height })),
    features: parseFeatures(row.features),
    doors: Number(row.doors),
    seats: Number(row.seats),
    chassisNumber: row.chassis_number,
    engineCode: row.engine_code,
    dimensions: { lengthM: row.length_m, widthM: row.width_m, heightM: row.height_m, volumeM3: row.volume_m3 },
    auctionSheet: sheet
      ? {
          auctionHouse: sheet.auctionHouse,
          auctionDate: sheet.auctionDate,
          overallGrade: sheet.overallGrade,
          interiorGrade: text(sheet.interiorGrade).trim(),
          exteriorGrade: text(sheet.exteriorGrade).trim(),
          tyreCondition: sheet.tyreCondition,
          totalEvaluation: sheet.totalEvaluation,
          damages: damagesOf(sheet.damages),
          notes: sheet.notes,
          translatedDetails: sheet.translatedDetails,
        }
      : null,
    viewCount: Number(row.view_count) + pendingViews,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

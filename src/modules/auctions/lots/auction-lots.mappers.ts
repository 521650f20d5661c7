import type { AuctionLotSheet, AuctionResult } from './auction-lot.entity.js';
import { bidCutoffOf, equipmentList } from './auction-lots-rules.js';
import { lotPhase } from './lot-machine.js';
import type { AuctionLotDetailDto, AuctionLotHistoryEntry, AuctionLotSummaryDto } from './auction-lots.responses.js';

/** An auction_lots row as the lot queries select it (LOT_COLUMNS in auction-lots.service.ts): snake case. */
export interface LotRow {
  id: string;
  public_id: string;
  auction_house: string;
  auction_date: string;
  lot_number: string;
  starts_at: Date;
  make: string;
  make_slug: string;
  model: string;
  chassis_code: string | null;
  chassis_number: string | null;
  year: number | string;
  mileage_km: number | string | null;
  grade: string | null;
  colour: string | null;
  transmission: string | null;
  engine_cc: number | string | null;
  equipment: string | null;
  sheet_image_url: string | null;
  sheet: AuctionLotSheet | null;
  start_price_jpy: string | null;
  result: AuctionResult;
  result_price_jpy: string | null;
}

const numberOrNull = (v: number | string | null) => (v === null ? null : Number(v));

/** A list item. The start price only `withPrice` (the caller's canSeePrice): anonymous visitors never receive it. */
export function toLotSummary(row: LotRow, cutoffMinutes: number, withPrice: boolean): AuctionLotSummaryDto {
  const startsAt = new Date(row.starts_at);
  const summary: AuctionLotSummaryDto = {
    id: row.public_id,
    auctionHouse: row.auction_house,
    auctionDate: row.auction_date,
    lotNumber: row.lot_number,
    startsAt: startsAt.toISOString(),
    bidCutoffAt: bidCutoffOf(startsAt, cutoffMinutes).toISOString(),
    make: row.make,
    makeSlug: row.make_slug,
    model: row.model,
    chassisCode: row.chassis_code,
    year: Number(row.year),
    mileageKm: numberOrNull(row.mileage_km),
    grade: row.grade,
    colour: row.colour,
    transmission: row.transmission,
    engineCc: numberOrNull(row.engine_cc),
    sheetImageUrl: row.sheet_image_url,
  };
  if (withPrice && row.start_price_jpy !== null) summary.startPriceJpy = String(row.start_price_jpy);
  return summary;
}

/** The lot page; `now` decides whether it has passed and whether bids are still open. Prices only `withPrice`. */
export function toLotDetail(row: LotRow, cutoffMinutes: number, withPrice: boolean, now: Date): AuctionLotDetailDto {
  const summary = toLotSummary(row, cutoffMinutes, withPrice);
  const phase = lotPhase({ startsAt: new Date(row.starts_at), result: row.result }, now, cutoffMinutes);
  const detail: AuctionLotDetailDto = {
    ...summary,
    chassisNumber: row.chassis_number,
    equipment: equipmentList(row.equipment),
    sheet: row.sheet,
    result: row.result,
    past: new Date(row.starts_at).getTime() <= now.getTime(),
    biddingOpen: phase === 'bidding',
    phase,
  };
  if (withPrice && row.result_price_jpy !== null) detail.resultPriceJpy = String(row.result_price_jpy);
  return detail;
}

export function toLotHistory(row: LotRow, withPrice: boolean): AuctionLotHistoryEntry {
  const entry: AuctionLotHistoryEntry = {
    id: row.public_id,
    auctionHouse: row.auction_house,
    auctionDate: row.auction_date,
    lotNumber: row.lot_number,
    make: row.make,
    makeSlug: row.make_slug,
    model: row.model,
    year: Number(row.year),
    grade: row.grade,
    mileageKm: numberOrNull(row.mileage_km),
    result: row.result,
  };
  if (withPrice && row.result_price_jpy !== null) entry.resultPriceJpy = String(row.result_price_jpy);
  return entry;
}

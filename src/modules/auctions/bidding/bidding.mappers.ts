import type { User } from '../../users/user.entity.js';
import type { AuctionLot } from '../lots/auction-lot.entity.js';
import { lotPhase } from '../lots/lot-machine.js';
import type { AuctionBidRequest } from './auction-bid-request.entity.js';
import type { AuctionLedgerEntry } from './auction-ledger-entry.entity.js';
import type { AuctionCustomerDto, BidLotDto, BidRequestDto, LedgerEntryDto } from './bidding.responses.js';
import { cutoffOf, japanTime } from './ledger-rules.js';
import type { LotResultDto } from './lot-results.responses.js';
import { outcomeOf } from './result-rules.js';

export const toLedgerEntryDto = (entry: AuctionLedgerEntry, bidPublicIds: ReadonlyMap<string, string>): LedgerEntryDto => ({
  kind: entry.kind,
  amountJpy: entry.amountJpy,
  bidId: entry.bidRequestId ? (bidPublicIds.get(String(entry.bidRequestId)) ?? null) : null,
  bankReference: entry.bankReference,
  valueDate: entry.valueDate,
  note: entry.note,
  createdAt: entry.createdAt.toISOString(),
});

/** A lot as a bid request shows it, with its phase at `now`; the starting price only for a caller who may see prices. */
export const toBidLotDto = (lot: AuctionLot, withPrice: boolean, now: Date, cutoffMinutes: number): BidLotDto => ({
  id: lot.publicId,
  auctionHouse: lot.auctionHouse,
  auctionDate: lot.auctionDate,
  lotNumber: lot.lotNumber,
  startsAt: lot.startsAt.toISOString(),
  make: lot.make,
  model: lot.model,
  year: lot.year,
  chassisCode: lot.chassisCode,
  grade: lot.grade,
  mileageKm: lot.mileageKm,
  startPriceJpy: withPrice ? lot.startPriceJpy : null,
  result: lot.result,
  phase: lotPhase(lot, now, cutoffMinutes),
});

/** A bid request as its customer and staff see it; `orderId` is the order of a won car (AuctionOrdersService.ordersOfAuctionBids). */
export function toBidDto(
  bid: AuctionBidRequest,
  lot: AuctionLot,
  cutoffMinutes: number,
  withPrice: boolean,
  orderId: string | null,
  now: Date,
): BidRequestDto {
  const cutoff = cutoffOf(lot.startsAt, cutoffMinutes);
  return {
    id: bid.publicId,
    status: bid.status,
    maxBidJpy: bid.maxBidJpy,
    note: bid.note,
    lot: toBidLotDto(lot, withPrice, now, cutoffMinutes),
    cutoffAt: cutoff.toISOString(),
    cutoffJapan: japanTime(cutoff),
    hammerPriceJpy: bid.hammerPriceJpy,
    feesJpy: bid.feesJpy,
    resultAt: bid.resultAt?.toISOString() ?? null,
    settledAt: bid.settledAt?.toISOString() ?? null,
    orderId,
    createdAt: bid.createdAt.toISOString(),
    updatedAt: bid.updatedAt.toISOString(),
  };
}

export const toCustomerDto = (user: Pick<User, 'publicId' | 'firstName' | 'lastName' | 'email'>): AuctionCustomerDto => ({
  id: user.publicId,
  name: `${user.firstName} ${user.lastName}`.trim(),
  email: user.email,
});

/** The result recorded for the lot (its won bid request, if any), or null while it has none. */
export function toLotResultDto(lot: AuctionLot, won: AuctionBidRequest | null): LotResultDto | null {
  const outcome = outcomeOf(lot, won !== null);
  if (!outcome) return null;
  return {
    result: outcome,
    hammerPriceJpy: lot.resultPriceJpy,
    feesJpy: won?.feesJpy ?? null,
    winningBidId: won?.publicId ?? null,
    recordedAt: lot.resultRecordedAt?.toISOString() ?? null,
    recordedBy: lot.resultRecordedBy,
  };
}

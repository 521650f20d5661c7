import type { BidSheetRow, FeedImportDetail } from '../api/auctions-admin-api';

/** A bid sheet row as the API answers it (`over` changes the lot number, bid, note…). */
export function sheetRow(over: {
  bidId: string;
  lotNumber: string;
  maxBidJpy?: string;
  note?: string | null;
  house?: string;
}): BidSheetRow {
  return {
    bidId: over.bidId,
    maxBidJpy: over.maxBidJpy ?? '1250000',
    note: over.note ?? null,
    customer: { id: `c-${over.bidId}`, name: `Customer ${over.bidId}`, email: `${over.bidId}@example.com` },
    lot: {
      id: `lot-${over.bidId}`,
      auctionHouse: over.house ?? 'USS Tokyo',
      auctionDate: '2026-12-05',
      lotNumber: over.lotNumber,
      startsAt: '2026-12-05T00:30:00.000Z',
      make: 'Toyota',
      model: 'Prius',
      year: 2018,
      chassisCode: 'ZVW50',
      grade: '4.5',
      mileageKm: 48000,
      startPriceJpy: '800000',
      result: 'pending',
      phase: 'bidding',
    },
  };
}

export function importDetail(over: Partial<FeedImportDetail> = {}): FeedImportDetail {
  return {
    id: '0b7e1f1c-7c1e-4b8e-a0f4-2a9d1e6c5b47',
    source: { id: 'f1f0c0de-3c1e-4b8e-a0f4-2a9d1e6c5b47', name: 'USS weekly' },
    origin: 'upload',
    status: 'running',
    finished: false,
    progressPercent: 42,
    fileBytes: 2048,
    rowsRead: 64000,
    rowsInserted: 60000,
    rowsUpdated: 2500,
    rowsUnchanged: 1400,
    rowsRejected: 100,
    checkpoint: 64000,
    errorCode: null,
    error: null,
    createdBy: null,
    createdAt: '2026-11-26T01:00:00.000Z',
    startedAt: '2026-11-26T01:00:01.000Z',
    finishedAt: null,
    rejectedSample: [],
    ...over,
  };
}

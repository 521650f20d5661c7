import { Column, Entity, Index } from 'typeorm';
import { KeyColumn, PublicKeyed, Timestamped } from '../../../common/database/columns.js';

/** What became of a lot at its auction: not yet known, sold (hammer price known), not sold, or withdrawn before it. */
export const AUCTION_RESULTS = ['pending', 'sold', 'unsold', 'withdrawn'] as const;
export type AuctionResult = (typeof AUCTION_RESULTS)[number];

/** The auction sheet's fields as translated into English (all optional: feeds differ). */
export interface AuctionLotSheet {
  overallGrade?: string;
  interiorGrade?: string;
  exteriorGrade?: string;
  /** The inspector's remarks, translated. */
  notes?: string;
  /** Damage marks of the diagram, e.g. "A2 front bumper; U1 rear door". */
  damages?: string;
}

/**
 * One car offered at a Japanese auction (issue 13): a second catalogue beside the company's own stock, never mixed
 * into it. A lot is named by its auction house, its auction day and its lot number (uq_auction_lots_lot): a feed
 * imported twice updates the same rows. `startsAt` is when the lot comes up (the auction's start in Japan, stored in
 * UTC); bid requests close BID_CUTOFF before it. Lots whose auction has passed drop out of search and keep their
 * result for the chassis check's history. Prices are whole yen (bigint), never floats.
 */
@Entity('auction_lots')
@Index('uq_auction_lots_lot', ['auctionHouse', 'auctionDate', 'lotNumber'], { unique: true })
@Index('ix_auction_lots_starts', ['startsAt', 'id'])
@Index('ix_auction_lots_make_starts', ['makeSlug', 'startsAt', 'id'])
@Index('ix_auction_lots_day_house', ['auctionDate', 'auctionHouse', 'lotNumber'])
// The search's other sorts, with starts_at beside the key so "upcoming only" is checked in the index: newest year
// first, and lowest mileage first (an expression index, lots without mileage last: migrations/…-AuctionLotSearch.ts).
@Index('ix_auction_lots_year', ['year', 'id', 'startsAt'])
@Index('ix_auction_lots_mileage', { synchronize: false })
// The chassis check's history, by the chassis key (upper-case, no dashes or spaces): an expression index, as above.
@Index('ix_auction_lots_chassis_key', { synchronize: false })
@Index('uq_auction_lots_public_id', ['publicId'], { unique: true })
export class AuctionLot extends Timestamped(PublicKeyed) {
  @Column({ name: 'auction_house', type: 'varchar', length: 60 })
  auctionHouse: string;

  /** The auction's day in Japan (YYYY-MM-DD). */
  @Column({ name: 'auction_date', type: 'date' })
  auctionDate: string;

  @Column({ name: 'lot_number', type: 'varchar', length: 20 })
  lotNumber: string;

  /** When the lot comes up, from the feed's Japanese date and time. */
  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ type: 'varchar', length: 60 })
  make: string;

  /** The make's slug as the catalogue writes it ("toyota", "mercedes-benz"): the search filter. */
  @Column({ name: 'make_slug', type: 'varchar', length: 60 })
  makeSlug: string;

  @Column({ type: 'varchar', length: 80 })
  model: string;

  /** The model code ("NHP10", "ZVW30"). */
  @Column({ name: 'chassis_code', type: 'varchar', length: 30, nullable: true })
  chassisCode: string | null;

  /** The frame number when the feed gives it ("NHP10-1234567"): the chassis check's key. */
  @Column({ name: 'chassis_number', type: 'varchar', length: 30, nullable: true })
  chassisNumber: string | null;

  @Column({ type: 'smallint' })
  year: number;

  @Column({ name: 'mileage_km', type: 'integer', nullable: true })
  mileageKm: number | null;

  /** The auction's overall grade ("4.5", "R"). */
  @Column({ type: 'varchar', length: 8, nullable: true })
  grade: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  colour: string | null;

  @Column({ type: 'varchar', length: 12, nullable: true })
  transmission: string | null;

  @Column({ name: 'engine_cc', type: 'integer', nullable: true })
  engineCc: number | null;

  /** The equipment codes as the sheet lists them ("AC PS PW AW NAVI"). */
  @Column({ type: 'varchar', length: 300, nullable: true })
  equipment: string | null;

  @Column({ name: 'sheet_image_url', type: 'varchar', length: 500, nullable: true })
  sheetImageUrl: string | null;

  @Column({ type: 'jsonb', nullable: true })
  sheet: AuctionLotSheet | null;

  @Column({ name: 'start_price_jpy', type: 'bigint', nullable: true })
  startPriceJpy: string | null;

  @Column({ type: 'varchar', length: 12, default: 'pending' })
  result: AuctionResult;

  /** The hammer price of a sold lot. */
  @Column({ name: 'result_price_jpy', type: 'bigint', nullable: true })
  resultPriceJpy: string | null;

  /** When staff recorded the result (issue 24): null while pending, and for a result only a feed wrote. */
  @Column({ name: 'result_recorded_at', type: 'timestamptz', nullable: true })
  resultRecordedAt: Date | null;

  /** The public id of the staff member who recorded the result. */
  @Column({ name: 'result_recorded_by', type: 'uuid', nullable: true })
  resultRecordedBy: string | null;

  /** The import that last wrote the lot (auction_imports.id), for its report. */
  @KeyColumn('import_id', { nullable: true })
  importId: string | null;
}

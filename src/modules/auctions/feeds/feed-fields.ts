/**
 * The fields of an auction feed (issue 13): their names, the mapping of a source, their labels and the limits the
 * row rules (feed-row-rules.ts) check them against.
 */

/** Our fields, in the order the import's report and the API name them. */
export const FEED_FIELDS = [
  'auctionHouse',
  'auctionDate',
  'lotNumber',
  'startTime',
  'make',
  'model',
  'chassisCode',
  'chassisNumber',
  'year',
  'mileageKm',
  'grade',
  'colour',
  'transmission',
  'engineCc',
  'equipment',
  'sheetImageUrl',
  'sheetOverallGrade',
  'sheetInteriorGrade',
  'sheetExteriorGrade',
  'sheetNotes',
  'sheetDamages',
  'startPriceJpy',
  'result',
  'resultPriceJpy',
] as const;
export type FeedField = (typeof FEED_FIELDS)[number];

/** What every source must map (the start time may instead come from the source's default start). */
export const REQUIRED_FEED_FIELDS: readonly FeedField[] = ['auctionHouse', 'auctionDate', 'lotNumber', 'make', 'model', 'year'];

/** Our field → the feed's column (CSV header) or key (JSON) name. */
export type FeedMapping = Partial<Record<FeedField, string>>;

/** The auction sheet's overall grades as Japanese auction houses write them ("R"/"RA": repaired; "S": new). */
export const KNOWN_GRADES = ['S', '6', '5', '4.5', '4', '3.5', '3', '2', '1', '0', 'R', 'RA', 'R1', 'A'] as const;

export const OLDEST_YEAR = 1950;
export const MAX_MILEAGE_KM = 2_000_000;
export const MIN_ENGINE_CC = 1;
export const MAX_ENGINE_CC = 20_000;
/** The largest price a feed may state, in whole yen. */
export const MAX_YEN = 9_999_999_999n;
export const MAX_YEN_TEXT = '9,999,999,999';

/** Japan has no daylight saving time: its clock is always UTC+9. */
export const JAPAN_OFFSET_HOURS = 9;

/** English labels of our fields, as the reasons name them. */
export const FIELD_LABELS: Record<FeedField, string> = {
  auctionHouse: 'Auction house',
  auctionDate: 'Auction date',
  lotNumber: 'Lot number',
  startTime: 'Start time',
  make: 'Make',
  model: 'Model',
  chassisCode: 'Chassis code',
  chassisNumber: 'Chassis number',
  year: 'Year',
  mileageKm: 'Mileage',
  grade: 'Grade',
  colour: 'Colour',
  transmission: 'Transmission',
  engineCc: 'Engine',
  equipment: 'Equipment',
  sheetImageUrl: 'Auction sheet image',
  sheetOverallGrade: 'Sheet overall grade',
  sheetInteriorGrade: 'Sheet interior grade',
  sheetExteriorGrade: 'Sheet exterior grade',
  sheetNotes: 'Sheet notes',
  sheetDamages: 'Sheet damages',
  startPriceJpy: 'Starting price',
  result: 'Result',
  resultPriceJpy: 'Result price',
};

/** The longest text each text field takes (the lots table's column sizes). */
export const TEXT_LIMITS: Partial<Record<FeedField, number>> = {
  auctionHouse: 60,
  lotNumber: 20,
  make: 60,
  model: 80,
  chassisCode: 30,
  chassisNumber: 30,
  colour: 40,
  transmission: 12,
  equipment: 300,
  sheetImageUrl: 500,
  sheetOverallGrade: 8,
  sheetInteriorGrade: 8,
  sheetExteriorGrade: 8,
  sheetNotes: 2000,
  sheetDamages: 1000,
};

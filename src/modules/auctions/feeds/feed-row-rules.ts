import { formatMessage, type MessageKey, type ParamsArg } from '@autoexport/contract/messages';
import { slugify } from '../../makes/make-rules.js';
import { AUCTION_RESULTS, type AuctionLotSheet, type AuctionResult } from '../lots/auction-lot.entity.js';
import {
  FEED_FIELDS,
  type FeedField,
  type FeedMapping,
  FIELD_LABELS,
  JAPAN_OFFSET_HOURS,
  KNOWN_GRADES,
  MAX_ENGINE_CC,
  MAX_MILEAGE_KM,
  MAX_YEN,
  MAX_YEN_TEXT,
  MIN_ENGINE_CC,
  OLDEST_YEAR,
  REQUIRED_FEED_FIELDS,
  TEXT_LIMITS,
} from './feed-fields.js';

/**
 * Pure rules of auction feeds (issue 13): how one raw record of a feed (a CSV row read with its header, or one JSON
 * object) becomes a lot row, through the feed source's column mapping; and why a record is refused. No database.
 */

/** One reason a row was refused: the field (null for the whole row), the catalogue code and its sentence. */
export interface RowReason {
  field: FeedField | null;
  code: string;
  message: string;
}

/** A lot as a feed row gives it, normalised; ready for the upsert. */
export interface FeedLotRow {
  auctionHouse: string;
  /** YYYY-MM-DD, the auction's day in Japan. */
  auctionDate: string;
  lotNumber: string;
  /** The lot's start in Japan, as an instant. */
  startsAt: Date;
  make: string;
  makeSlug: string;
  model: string;
  chassisCode: string | null;
  chassisNumber: string | null;
  year: number;
  mileageKm: number | null;
  grade: string | null;
  colour: string | null;
  transmission: string | null;
  engineCc: number | null;
  equipment: string | null;
  sheetImageUrl: string | null;
  sheet: AuctionLotSheet | null;
  /** Whole yen as a decimal string. */
  startPriceJpy: string | null;
  result: AuctionResult;
  resultPriceJpy: string | null;
}

export type RowOutcome = { ok: true; row: FeedLotRow } | { ok: false; reasons: RowReason[] };

/** What the rules need to know of the source and of today. */
export interface RowContext {
  mapping: FeedMapping;
  /** "HH:mm" in Japan, used when the feed gives no start time for a row. */
  defaultStartTime: string | null;
  /** The newest model year accepted (next year: cars of next year's model are sold this year). */
  maxYear: number;
}

/** The newest model year a feed may give, on `now`: next year. */
export const maxModelYear = (now: Date): number => now.getUTCFullYear() + 1;

function reason<K extends MessageKey>(field: FeedField | null, key: K, ...params: ParamsArg<K>): RowReason {
  return { field, code: key, message: formatMessage(key, ...params) };
}

/** "HH:mm" (or "H:mm", seconds ignored) → [hours, minutes], or null. */
export function parseJapanTime(text: string): [number, number] | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? [hours, minutes] : null;
}

/** "2026-12-05", "2026/12/05" or "2026.12.05" → "2026-12-05" when it is a real day; else null. */
export function parseFeedDate(text: string): string | null {
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 2000) return null;
  return date.toISOString().slice(0, 10);
}

/** A day in Japan and a time on Japan's clock → the instant. */
export function japanToUtc(day: string, [hours, minutes]: [number, number]): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, hours - JAPAN_OFFSET_HOURS, minutes));
}

/** A grade as the known list writes it: "4.0" → "4", "4,5" → "4.5", "ra" → "RA"; null when unknown. */
export function normaliseGrade(text: string): string | null {
  let value = text.trim().toUpperCase().replace(',', '.');
  if (/^\d(\.\d+)?$/.test(value)) value = String(Number(value));
  return (KNOWN_GRADES as readonly string[]).includes(value) ? value : null;
}

/** Digits written with thousands separators or spaces ("45,000", "45 000 km") → the whole number's digits, or null. */
function wholeDigits(text: string, suffix?: RegExp): string | null {
  let value = text.trim();
  if (suffix) value = value.replace(suffix, '').trim();
  value = value.replace(/[,_\s]/g, '');
  if (/^\d+\.0*$/.test(value)) value = value.replace(/\..*$/, '');
  return /^\d{1,15}$/.test(value) ? value.replace(/^0+(?=\d)/, '') : null;
}

/** An absolute http or https address (a sheet image, a feed source's URL). */
export const isHttpUrl = (text: unknown): boolean => {
  if (typeof text !== 'string') return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** A record's value for one field: text (trimmed, blank → null) or the reason it is not text. */
type Cell = { value: string | null } | { invalid: RowReason };

function cellOf(record: Record<string, unknown>, field: FeedField, column: string | undefined): Cell {
  if (column === undefined) return { value: null };
  const raw = Object.prototype.hasOwnProperty.call(record, column) ? record[column] : undefined;
  if (raw === undefined || raw === null) return { value: null };
  if (typeof raw === 'number' && Number.isFinite(raw)) return { value: String(raw) };
  if (typeof raw === 'boolean') return { value: String(raw) };
  if (typeof raw !== 'string') return { invalid: reason(field, 'FIELD_NOT_TEXT', { label: FIELD_LABELS[field] }) };
  const value = raw.replace(/\s+/g, ' ').trim();
  return { value: value === '' ? null : value };
}

/**
 * Maps one raw record through the source's mapping and checks every field: the lot row, or every reason it is
 * refused (each field at most once). Required: auction house, auction date, lot number, start time (or the source's
 * default), make, model, year.
 */
export function mapFeedRecord(record: unknown, ctx: RowContext): RowOutcome {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) {
    return { ok: false, reasons: [reason(null, 'AUCTION_ROW_NOT_OBJECT')] };
  }
  const reasons: RowReason[] = [];
  const text: Partial<Record<FeedField, string | null>> = {};
  for (const field of FEED_FIELDS) {
    const cell = cellOf(record as Record<string, unknown>, field, ctx.mapping[field]);
    if ('invalid' in cell) {
      reasons.push(cell.invalid);
      continue;
    }
    const max = TEXT_LIMITS[field];
    if (cell.value !== null && max !== undefined && cell.value.length > max) {
      reasons.push(reason(field, 'FIELD_TOO_LONG', { label: FIELD_LABELS[field], max }));
      continue;
    }
    text[field] = cell.value;
  }
  const failed = new Set(reasons.map((r) => r.field));
  const present = (field: FeedField): string | null => text[field] ?? null;
  const required = (field: FeedField): string | null => {
    const value = present(field);
    if (value === null && !failed.has(field)) reasons.push(reason(field, 'FIELD_REQUIRED', { label: FIELD_LABELS[field] }));
    return value;
  };

  const auctionHouse = required('auctionHouse');
  const lotNumber = required('lotNumber');
  const model = required('model');
  const make = required('make');
  const makeSlug = make === null ? '' : slugify(make);
  if (make !== null && makeSlug === '') reasons.push(reason('make', 'AUCTION_ROW_MAKE_NO_SLUG'));

  const dateText = required('auctionDate');
  const auctionDate = dateText === null ? null : parseFeedDate(dateText);
  if (dateText !== null && auctionDate === null)
    reasons.push(reason('auctionDate', 'AUCTION_ROW_DATE', { label: FIELD_LABELS.auctionDate }));

  const timeText = present('startTime') ?? ctx.defaultStartTime;
  const time = timeText === null ? null : parseJapanTime(timeText);
  if (timeText === null && !failed.has('startTime')) reasons.push(reason('startTime', 'FIELD_REQUIRED', { label: FIELD_LABELS.startTime }));
  else if (timeText !== null && time === null) reasons.push(reason('startTime', 'AUCTION_ROW_TIME', { label: FIELD_LABELS.startTime }));

  const wholeNumber = (
    field: FeedField,
    min: number,
    max: number,
    key: 'FIELD_WHOLE_NUMBER' | 'FIELD_KILOMETRES' | 'FIELD_CC',
    suffix?: RegExp,
  ) => {
    const value = present(field);
    if (value === null) return null;
    const digits = wholeDigits(value, suffix);
    const number = digits === null ? NaN : Number(digits);
    if (!Number.isSafeInteger(number) || number < min || number > max) {
      reasons.push(reason(field, key, { label: FIELD_LABELS[field], min, max }));
      return null;
    }
    return number;
  };
  const yearText = required('year');
  const year = yearText === null ? null : wholeNumber('year', OLDEST_YEAR, ctx.maxYear, 'FIELD_WHOLE_NUMBER');
  const mileageKm = wholeNumber('mileageKm', 0, MAX_MILEAGE_KM, 'FIELD_KILOMETRES', /km$/i);
  const engineCc = wholeNumber('engineCc', MIN_ENGINE_CC, MAX_ENGINE_CC, 'FIELD_CC', /cc$/i);

  const yen = (field: 'startPriceJpy' | 'resultPriceJpy'): string | null => {
    const value = present(field);
    if (value === null) return null;
    const digits = wholeDigits(value.replace(/^[¥￥]|円$/g, ''));
    if (digits === null || BigInt(digits) > MAX_YEN) {
      reasons.push(reason(field, 'AUCTION_ROW_YEN', { label: FIELD_LABELS[field], max: MAX_YEN_TEXT }));
      return null;
    }
    return digits;
  };
  const startPriceJpy = yen('startPriceJpy');
  const resultPriceJpy = yen('resultPriceJpy');

  const gradeText = present('grade');
  const grade = gradeText === null ? null : normaliseGrade(gradeText);
  if (gradeText !== null && grade === null) {
    reasons.push(reason('grade', 'FIELD_ONE_OF', { label: FIELD_LABELS.grade, values: KNOWN_GRADES.join(', ') }));
  }

  const resultText = present('result')?.toLowerCase() ?? null;
  const result =
    resultText === null ? 'pending' : (AUCTION_RESULTS as readonly string[]).includes(resultText) ? (resultText as AuctionResult) : null;
  if (result === null) reasons.push(reason('result', 'FIELD_ONE_OF', { label: FIELD_LABELS.result, values: AUCTION_RESULTS.join(', ') }));

  const sheetImageUrl = present('sheetImageUrl');
  if (sheetImageUrl !== null && !isHttpUrl(sheetImageUrl)) {
    reasons.push(reason('sheetImageUrl', 'AUCTION_ROW_URL', { label: FIELD_LABELS.sheetImageUrl }));
  }

  if (reasons.length > 0) return { ok: false, reasons };
  const sheet: AuctionLotSheet = {};
  const sheetFields: [FeedField, keyof AuctionLotSheet][] = [
    ['sheetOverallGrade', 'overallGrade'],
    ['sheetInteriorGrade', 'interiorGrade'],
    ['sheetExteriorGrade', 'exteriorGrade'],
    ['sheetNotes', 'notes'],
    ['sheetDamages', 'damages'],
  ];
  for (const [field, key] of sheetFields) {
    const value = present(field);
    if (value !== null) sheet[key] = value;
  }
  return {
    ok: true,
    row: {
      auctionHouse: auctionHouse!,
      auctionDate: auctionDate!,
      lotNumber: lotNumber!,
      startsAt: japanToUtc(auctionDate!, time!),
      make: make!,
      makeSlug,
      model: model!,
      chassisCode: present('chassisCode')?.toUpperCase() ?? null,
      chassisNumber: present('chassisNumber')?.toUpperCase() ?? null,
      year: year!,
      mileageKm,
      grade,
      colour: present('colour'),
      transmission: present('transmission'),
      engineCc,
      equipment: present('equipment'),
      sheetImageUrl,
      sheet: Object.keys(sheet).length > 0 ? sheet : null,
      startPriceJpy,
      result: result!,
      resultPriceJpy,
    },
  };
}

/** The key a lot is known by in every feed: auction house + day + lot number. */
export const lotKey = (row: Pick<FeedLotRow, 'auctionHouse' | 'auctionDate' | 'lotNumber'>): string =>
  `${row.auctionHouse}\u0000${row.auctionDate}\u0000${row.lotNumber}`;

/** A batch with every key once: a lot repeated in the batch keeps its last row (a feed's later line wins). */
export function lastPerLot(rows: readonly FeedLotRow[]): FeedLotRow[] {
  const byKey = new Map<string, FeedLotRow>();
  for (const row of rows) {
    const key = lotKey(row);
    byKey.delete(key);
    byKey.set(key, row);
  }
  return [...byKey.values()];
}

/** The problems of a column mapping, as catalogue reasons (empty when it is usable). */
export function mappingProblems(mapping: unknown, defaultStartTime: string | null | undefined): RowReason[] {
  if (mapping === null || typeof mapping !== 'object' || Array.isArray(mapping)) return [reason(null, 'AUCTION_FEED_MAPPING_NOT_OBJECT')];
  const problems: RowReason[] = [];
  const known = FEED_FIELDS as readonly string[];
  for (const [field, column] of Object.entries(mapping as Record<string, unknown>)) {
    if (!known.includes(field)) {
      problems.push(reason(null, 'AUCTION_FEED_MAPPING_UNKNOWN_FIELD', { field: field.slice(0, 60), fields: FEED_FIELDS.join(', ') }));
    } else if (typeof column !== 'string' || column.trim() === '' || column.length > 100) {
      problems.push(reason(field as FeedField, 'AUCTION_FEED_MAPPING_COLUMN_INVALID', { field }));
    }
  }
  const missing = REQUIRED_FEED_FIELDS.filter((field) => !(field in (mapping as object)));
  if (missing.length > 0) problems.push(reason(null, 'AUCTION_FEED_MAPPING_MISSING', { fields: missing.join(', ') }));
  if (!('startTime' in (mapping as object)) && !defaultStartTime) problems.push(reason('startTime', 'AUCTION_FEED_MAPPING_NO_START'));
  return problems;
}

/** The feed's columns the mapping names that a CSV header lacks. */
export const missingColumns = (mapping: FeedMapping, header: readonly string[]): string[] => [
  ...new Set(FEED_FIELDS.flatMap((field) => (mapping[field] !== undefined && !header.includes(mapping[field]) ? [mapping[field]] : []))),
];

/** Keeps the first `limit` rejected rows of a report. */
export interface RejectedRow {
  /** The feed's Nth record (1 = the first row after a CSV's header, or a JSON feed's first object). */
  row: number;
  reasons: RowReason[];
}

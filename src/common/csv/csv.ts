import { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';

/**
 * CSV exports of the back office's lists (one home: every `GET /api/admin/<list>.csv` uses these). An export takes
 * the list's own filters and sort, reads the rows in batches and streams them, so memory stays flat; it stops at
 * MAX_EXPORT_ROWS (a spreadsheet's practical size), and says so in the `X-Export-Truncated` header.
 */

/** The most rows one export holds. */
export const MAX_EXPORT_ROWS = 100_000;
/**
 * Rows read per query while exporting: small enough that reading, hydrating and formatting one batch holds the event
 * loop for only a few milliseconds (the public requests of the same process wait no longer than that), large enough
 * that a keyset batch's query costs little beside it.
 */
export const EXPORT_BATCH = 250;
/**
 * Rows read per query when PostgreSQL writes the CSV lines (csv-sql.ts): the process only passes text on, so a larger
 * batch still holds the event loop for about a millisecond, and saves round trips.
 */
export const EXPORT_LINE_BATCH = 1_000;

/** One cell's value as the list shows it: text, a number, a date (ISO 8601, UTC), a yes/no, or empty. */
export type CsvValue = string | number | boolean | Date | null | undefined;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. A cell a
 * spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return) gets a leading '.
 */
export function csvCell(value: CsvValue): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'boolean') text = value ? 'yes' : 'no';
  else if (typeof value === 'number') return String(value);
  else text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF-terminated. */
export const csvLine = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** A byte-order mark first so spreadsheets read UTF-8 names right. */
const BOM = '\uFEFF';

/** Rows to CSV text, CRLF line ends, a byte-order mark first. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return BOM + [header, ...rows].map(csvLine).join('');
}

/** A column of an export: its header and how a row gives its cell. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/**
 * Reads a list page by page (`page(skip, take)` runs the list's own query with its filters and sort) until it runs
 * out or MAX_EXPORT_ROWS is reached.
 */
export async function* batchesOf<T>(page: (skip: number, take: number) => Promise<T[]>, max = MAX_EXPORT_ROWS): AsyncGenerator<T[]> {
  for (let skip = 0; skip < max; skip += EXPORT_BATCH) {
    const take = Math.min(EXPORT_BATCH, max - skip);
    const rows = await page(skip, take);
    if (rows.length > 0) yield rows;
    if (rows.length < take) return;
  }
}

/** The header line of a CSV file, after a byte-order mark. */
export const csvHeader = <T>(columns: readonly CsvColumn<T>[]): string => BOM + csvLine(columns.map((c) => c.header));

/** The lines of one batch of rows. */
export const csvRows = <T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string =>
  rows.map((row) => csvLine(columns.map((c) => c.value(row)))).join('');

/** The CSV text of `batches`, streamed: a header line, then one line per row. */
export async function* csvChunks<T>(columns: readonly CsvColumn<T>[], batches: AsyncIterable<T[]>): AsyncGenerator<string> {
  yield csvHeader(columns);
  for await (const rows of batches) yield csvRows(columns, rows);
}

/** Whether an export of `total` rows is cut at MAX_EXPORT_ROWS. */
export const exportTruncated = (total: number, max = MAX_EXPORT_ROWS): boolean => total > max;

/**
 * A streamed CSV download for a controller to return: `attachment; filename="cars-2026-11-26.csv"`, never cached.
 * `filename` is a plain name without extension (`cars`); the day (UTC) and `.csv` are added.
 */
export function csvDownload<T>(filename: string, columns: readonly CsvColumn<T>[], batches: AsyncIterable<T[]>, now: Date): StreamableFile {
  return csvFile(filename, csvChunks(columns, batches), now);
}

/** A streamed download of CSV text already made into chunks (csvDownload's, or the export runner's). */
export function csvFile(filename: string, chunks: AsyncIterable<string>, now: Date): StreamableFile {
  const name = `${filename.replace(/[^a-z0-9-]/gi, '-')}-${now.toISOString().slice(0, 10)}.csv`;
  return new StreamableFile(Readable.from(chunks), {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${name}"`,
  });
}

/**
 * CSV lines written by PostgreSQL (pure: builds SQL text). For the biggest export (100,000 cars) the database formats
 * each row the way csvCell does, so the API process only passes finished text on: no entity, no date, no cell is
 * made in JavaScript, and the work lands on the read replica when there is one. Same rules as csv.ts, tested side by
 * side (test/csv-exports.e2e-spec.ts): a text cell a spreadsheet would run as a formula (= + - @, tab, carriage
 * return first) gets a leading '; a cell holding a comma, a quote or a line break is quoted, quotes doubled; null is
 * empty. A number is written as it is (as csvCell writes a JavaScript number).
 */

/**
 * How a column's value is written: `text`, guarded and quoted as needed; `plain`, as is — a number (as csvCell writes
 * a JavaScript number) or a text that can hold none of those characters (an ISO timestamp).
 */
export type SqlCellKind = 'text' | 'plain';

export interface SqlCsvColumn {
  header: string;
  /** The value as SQL (`k.model`, `to_char(…)`). */
  sql: string;
  kind: SqlCellKind;
}

/** The characters csvCell guards at a cell's start, and those that make it quote a cell (SQL literals). */
const FORMULA_FIRST = `('=', '+', '-', '@', E'\\t', E'\\r')`;
const QUOTED = [`','`, `'"'`, `E'\\r'`, `E'\\n'`];

/** One cell of a CSV line, as SQL text (never null). Plain string functions, no regular expressions: cheap per row. */
export function csvCellSql(expression: string, kind: SqlCellKind): string {
  if (kind === 'plain') return `COALESCE((${expression})::text, '')`;
  const e = `(${expression})::text`;
  const guarded = `CASE WHEN left(${e}, 1) IN ${FORMULA_FIRST} THEN '''' || ${e} ELSE ${e} END`;
  // The guard's quote is no character that needs quoting, so whether to quote is asked of the value itself.
  const needsQuotes = QUOTED.map((c) => `strpos(${e}, ${c})`).join(' + ');
  return `CASE WHEN ${e} IS NULL THEN '' WHEN ${needsQuotes} > 0 THEN '"' || replace(${guarded}, '"', '""') || '"' ELSE ${guarded} END`;
}

/** A whole CSV line (cells joined by commas, CRLF at the end), as SQL text. */
export const csvLineSql = (columns: readonly SqlCsvColumn[]): string =>
  `${columns.map((c) => csvCellSql(c.sql, c.kind)).join(` || ',' || `)} || E'\\r\\n'`;

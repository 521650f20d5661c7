/**
 * Checks of what a request carries, made once at the boundary (register-boundary.ts) so that no route has to: text
 * that PostgreSQL refuses (NUL), text that is not Unicode (a lone UTF-16 surrogate, on which validators throw) and
 * JSON nested so deep that the recursive code after the parser (class-transformer, class-validator) overflows the
 * stack. They read the raw text once, without recursion, before anything is built from it.
 */

/** What a check found: the catalogue key of the 400 the boundary answers (messages.ts). */
export type TextProblem = 'TEXT_CONTAINS_NUL' | 'TEXT_INVALID_UNICODE';
export type JsonProblem = TextProblem | 'JSON_TOO_DEEP';

/** No request body of this API nests deeper than a few levels; 32 leaves room and stays far from any stack limit. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LETTER_U = 0x75;

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** The value of the four hex digits at `at`, or -1 (malformed: JSON.parse will refuse the body). */
function hex4(text: string, at: number): number {
  let value = 0;
  for (let k = at; k < at + 4; k++) {
    const c = text.charCodeAt(k); // NaN past the end: no digit
    const digit = c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 0x37 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1;
    if (digit < 0) return -1;
    value = value * 16 + digit;
  }
  return value;
}

/**
 * Reads a JSON text once, left to right, keeping only a counter: the first problem found, or undefined. NUL and
 * surrogates are looked for in their escaped form (`\u0000`, `\ud800`) and as raw characters; brackets inside
 * strings do not count towards the depth. Malformed JSON is left to JSON.parse.
 */
export function checkJsonText(text: string, maxDepth = MAX_JSON_DEPTH): JsonProblem | undefined {
  let depth = 0;
  let inString = false;
  // A high surrogate was just read; the next character (escaped or not) must be a low one.
  let wantLow = false;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (!inString) {
      if (c === QUOTE) inString = true;
      else if (c === 0x7b || c === 0x5b) {
        if (++depth > maxDepth) return 'JSON_TOO_DEEP';
      } else if (c === 0x7d || c === 0x5d) depth--;
      else if (c === 0) return 'TEXT_CONTAINS_NUL';
      continue;
    }
    let unit: number;
    if (c === BACKSLASH) {
      if (text.charCodeAt(i + 1) !== LETTER_U) {
        if (wantLow) return 'TEXT_INVALID_UNICODE';
        i++; // \" \\ \n …: the escaped character is not the string's end
        continue;
      }
      unit = hex4(text, i + 2);
      i += 5;
      if (unit < 0) return undefined;
    } else {
      unit = c;
      if (c === QUOTE) {
        if (wantLow) return 'TEXT_INVALID_UNICODE';
        inString = false;
        continue;
      }
    }
    if (unit === 0) return 'TEXT_CONTAINS_NUL';
    if (wantLow) {
      if (!isLow(unit)) return 'TEXT_INVALID_UNICODE';
      wantLow = false;
    } else if (isHigh(unit)) wantLow = true;
    else if (isLow(unit)) return 'TEXT_INVALID_UNICODE';
  }
  return wantLow ? 'TEXT_INVALID_UNICODE' : undefined;
}

/**
 * Whether a request target (path and query, still percent-encoded) decodes to a NUL anywhere. Fastify decodes path
 * parameters and query values with decodeURIComponent, which turns `%00` into NUL and refuses the encoded halves
 * of a surrogate (`%ED%A0%80` stays as typed); a raw NUL or surrogate never gets past Node's HTTP parser.
 */
export function urlHasNul(url: string): boolean {
  return url.includes('%00');
}

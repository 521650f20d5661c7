import type { Rng } from './random.js';

/**
 * The identifiers a generated car carries: its stock id (a bijection of the stock index, so ids never
 * collide) and its chassis number (a Japanese frame number or, for imported makes, a 17-character VIN).
 */

// ---------------------------------------------------------------------------------------------------------
// Stock ids: "AB1234567". A bijection of the index onto 26 × 26 × 10^7 codes, so that no two indexes ever
// share a stock id and consecutive cars do not get consecutive-looking ids.

const STOCK_ID_SPACE = 26 * 26 * 10_000_000;
const STOCK_ID_MULTIPLIER = 387_420_489; // 3^18: coprime with 2^9 · 5^7 · 13^2 = STOCK_ID_SPACE
const STOCK_ID_OFFSET = 1_234_567_891;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function stockIdFor(index: number): string {
  if (!Number.isSafeInteger(index) || index < 0 || index >= STOCK_ID_SPACE) throw new RangeError(`Stock index out of range: ${index}`);
  const code =
    index * STOCK_ID_MULTIPLIER <= Number.MAX_SAFE_INTEGER
      ? (index * STOCK_ID_MULTIPLIER + STOCK_ID_OFFSET) % STOCK_ID_SPACE
      : Number((BigInt(index) * BigInt(STOCK_ID_MULTIPLIER) + BigInt(STOCK_ID_OFFSET)) % BigInt(STOCK_ID_SPACE));
  const letters = Math.floor(code / 10_000_000);
  const digits = code % 10_000_000;
  return LETTERS[Math.floor(letters / 26)] + LETTERS[letters % 26] + String(digits).padStart(7, '0');
}

// ---------------------------------------------------------------------------------------------------------
// Chassis numbers: a Japanese frame number ("GUN125-3012345") or, for imported makes, a 17-character VIN.

const VIN_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'; // 1980 = A … 2009 = 9, 2010 = A again
const VIN_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const VIN_LETTER_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9];
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const ch = vin[i];
    const value = ch >= '0' && ch <= '9' ? Number(ch) : (VIN_LETTER_VALUES[VIN_LETTERS.indexOf(ch)] ?? 0);
    sum += value * VIN_WEIGHTS[i];
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

export function vinFor(rng: Rng, wmi: string, chassis: string, year: number): string {
  const vds = (
    chassis
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .replace(/[IOQ]/g, '0') + '00000'
  ).slice(0, 5);
  const plant = rng.pick(['A', 'B', 'F', 'K', 'N', 'U', 'X']);
  const serial = String(rng.int(0, 999_999)).padStart(6, '0');
  const draft = `${wmi}${vds}0${VIN_YEAR_CODES[(((year - 1980) % 30) + 30) % 30]}${plant}${serial}`;
  return draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
}

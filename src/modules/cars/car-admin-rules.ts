import { randomInt } from 'node:crypto';
import type { AppError } from '../../common/errors/app-error.js';
import { normaliseDecimal } from '../../common/money/decimal-input.js';
import { type CarStatus } from './car.entity.js';
import { CAR_MACHINE, type CarMoveFacts, type CarStatusCause } from './car-rules.js';

/** Pure rules of the staff car inventory. */

export const MIN_YEAR = 1950;
/** Model years run up to next year (next year's models are sold from the autumn). */
// eslint-disable-next-line local/no-wall-clock -- DTO validators run outside dependency injection (see @NotAfterToday)
export const maxYear = (now: Date = new Date()): number => now.getUTCFullYear() + 1;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A fresh stock id in the AB1234567 format (STOCK_ID_PATTERN); the caller checks it is unused. */
export function generateStockId(random: (max: number) => number = randomInt): string {
  const letters = LETTERS[random(26)]! + LETTERS[random(26)]!;
  const digits = String(random(10_000_000)).padStart(7, '0');
  return letters + digits;
}

/** FOB prices: numeric(12,2) in USD. */
export const normalisePrice = (value: unknown) => normaliseDecimal(value, { scale: 2, max: '9999999999.99' });
/** Dimensions in metres: numeric(4,2). */
export const normaliseDimension = (value: unknown) => normaliseDecimal(value, { scale: 2, max: '99.99' });

/**
 * Damage marks of a Japanese auction sheet: A scratch, E dimple, U dent, B dent with scratch, W repair wave,
 * S rust, C corrosion (grades 1–3, C 1–2), Y hole or crack, X needs replacing, XX replaced, X1 cracked glass,
 * P paint marks, H faded paint, G stone chip in glass, R repaired glass chip.
 */
/** Damage marks one auction sheet may list. */
export const MAX_DAMAGES = 60;
export const DAMAGE_CODE_PATTERN = /^(?:[AEUBWSY][1-3]|C[12]|X|XX|X1|P|H|G|R)$/;

/**
 * Why a car may not go from `from` to `to` (409), or null when it may (the car's state machine, car-rules.ts): by
 * staff, whose moves a holding order refuses, or with its order.
 */
export const statusChangeRefusal = (
  from: CarStatus,
  to: CarStatus,
  by: CarStatusCause = 'staff',
  facts: CarMoveFacts = { holdingOrderId: null },
): AppError | null => CAR_MACHINE.refusal(from, to, by, facts);

/**
 * Cars staff may delete: the ones no customer holds or bought. Reserved, sold, in-transit and released cars have
 * orders, shipments or documents hanging on them and stay (mark them instead). A withdrawn car may go too, unless a
 * cancelled order still names it (409 CAR_IN_USE: a won auction car whose result was undone keeps its history).
 */
export const DELETABLE_STATUSES: readonly CarStatus[] = ['available', 'ready_to_ship', 'withdrawn'];

/** True when `wanted` holds every id of `current` exactly once, in any order. */
export function isPermutation(wanted: readonly string[], current: readonly string[]): boolean {
  if (wanted.length !== current.length) return false;
  const left = new Set(current);
  for (const id of wanted) if (!left.delete(id)) return false;
  return left.size === 0;
}

/** The audit log keeps only what changed: the fields whose values differ, as they were and as they are. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      was[key] = before[key] ?? null;
      now[key] = after[key] ?? null;
    }
  }
  return Object.keys(now).length ? { before: was, after: now } : null;
}

import { type AppError, badRequest, fieldError, invalidField } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';

/** What a visitor may type: letters, digits, dashes and spaces; 3 to 32 letters and digits once those are removed. */
const CHASSIS_KEY_PATTERN = /^[A-Z0-9]{3,32}$/;

/** The longest maker and chassis number accepted as typed (longer ones are refused before any lookup). */
export const MAKER_MAX = 60;
export const CHASSIS_INPUT_MAX = 48;

/** "zvw30-123 4567" → "ZVW301234567": how the chassis check compares chassis numbers (CHASSIS_KEY_SQL in SQL). */
export const chassisKey = (typed: string): string =>
  typed
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');

/** "Mercedes-Benz", "mercedes benz", "MERCEDES_BENZ" → "mercedesbenz": a make's slug and title compared alike. */
export const makerKey = (typed: string): string => typed.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

const isBlank = (value: string | null | undefined) => value === undefined || value === null || value.trim() === '';

/**
 * The spec's "Please enter both maker and chassis number" when either is missing or blank (each missing one named in
 * `details`), CHASSIS_NUMBER_INVALID when the chassis number holds more than letters, digits, dashes and spaces or
 * has too few or too many of them; else null.
 */
export function chassisCheckRefusal(maker: string | null | undefined, chassisNumber: string | null | undefined): AppError | null {
  const missing = [...(isBlank(maker) ? ['maker'] : []), ...(isBlank(chassisNumber) ? ['chassisNumber'] : [])];
  if (missing.length)
    return badRequest(
      Msg.CHASSIS_CHECK_REQUIRED,
      missing.map((field) => fieldError(field, Msg.CHASSIS_CHECK_REQUIRED)),
    );
  if (!CHASSIS_KEY_PATTERN.test(chassisKey(chassisNumber!))) return invalidField('chassisNumber', Msg.CHASSIS_NUMBER_INVALID);
  return null;
}

export interface DatedMileage {
  date: string;
  mileageKm: number;
}

/**
 * Whether the odometer went backwards: a record shows fewer kilometres than an earlier-dated one (by ISO date, ties
 * in the order given). The buyer's warning of a rolled-back odometer.
 */
export function mileageWentBack(records: readonly DatedMileage[]): boolean {
  const byDate = [...records].sort((a, b) => a.date.localeCompare(b.date));
  let highest = -Infinity;
  for (const { mileageKm } of byDate) {
    if (mileageKm < highest) return true;
    highest = Math.max(highest, mileageKm);
  }
  return false;
}

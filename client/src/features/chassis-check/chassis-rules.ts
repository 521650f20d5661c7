/**
 * The chassis check's rules, pure: the form's check (spec §8: "Please enter both maker and chassis number") and the
 * odometer rollback flag, record by record, so the screen can mark the very reading that went down.
 */
import type { Issue } from '../../lib/validation';

export interface ChassisQuery {
  maker: string;
  chassis: string;
}

/** The server's limits (src/modules/chassis-check/chassis-check-rules.ts). */
export const MAKER_MAX = 60;
export const CHASSIS_MAX = 48;

/** The URL's query: `?maker=toyota&chassis=ZVW30-1234567`, trimmed. */
export function parseChassisQuery(search: string): ChassisQuery {
  const params = new URLSearchParams(search);
  return { maker: (params.get('maker') ?? '').trim(), chassis: (params.get('chassis') ?? '').trim() };
}

/** The spec's one message when either field is missing or blank; null when both are there. */
export function checkChassisQuery(query: ChassisQuery): Issue | null {
  return query.maker.trim() === '' || query.chassis.trim() === '' ? { code: 'CHASSIS_CHECK_REQUIRED' } : null;
}

export interface MileageReading {
  /** ISO date (YYYY-MM-DD) or date-time: compared as text, which orders ISO dates. */
  date: string;
  mileageKm: number;
}

export interface MileageVerdict {
  /** This reading is lower than an earlier one: the odometer went back before it. */
  wentBack: boolean;
  /** The highest earlier reading, when this one is below it. */
  earlierKm: number | null;
}

/**
 * For each reading (in the order given), whether it shows fewer kilometres than a reading dated before it. Readings
 * are compared in date order whatever order they come in; equal dates are not compared with each other.
 */
export function mileageRollbacks(readings: readonly MileageReading[]): MileageVerdict[] {
  const order = readings.map((reading, index) => ({ reading, index })).sort((a, b) => a.reading.date.localeCompare(b.reading.date));
  const verdicts: MileageVerdict[] = readings.map(() => ({ wentBack: false, earlierKm: null }));
  let highest = -Infinity;
  let highestDate = '';
  let pendingHighest = -Infinity;
  for (let i = 0; i < order.length; i++) {
    const { reading, index } = order[i];
    if (reading.date !== highestDate) {
      highest = Math.max(highest, pendingHighest);
      pendingHighest = -Infinity;
      highestDate = reading.date;
    }
    if (reading.mileageKm < highest) verdicts[index] = { wentBack: true, earlierKm: highest };
    pendingHighest = Math.max(pendingHighest, reading.mileageKm);
  }
  return verdicts;
}

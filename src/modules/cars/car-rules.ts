import { Decimal } from 'decimal.js';
import { type CarStatus, HIDDEN_STATUSES } from './car.entity.js';

/** Stock ids: two letters and seven digits, e.g. "AB1234567". */
export const STOCK_ID_PATTERN = /^[A-Z]{2}\d{7}$/;

/** Statuses the public catalogue shows (everything but sold, in transit and released: car-vocabulary.ts). */
export const LISTED_STATUSES: readonly CarStatus[] = (['available', 'ready_to_ship', 'reserved', 'released'] as const).filter(
  (s) => !HIDDEN_STATUSES.includes(s),
);

export const isListed = (status: CarStatus): boolean => LISTED_STATUSES.includes(status);

/** The badges the client shows for a status (spec §2 Product detail). */
export function badgesOf(status: CarStatus): string[] {
  switch (status) {
    case 'available':
      return ['Available'];
    case 'ready_to_ship':
      return ['Available', 'Ready to Ship'];
    case 'reserved':
      return ['RESERVED'];
    default:
      return [];
  }
}

/**
 * Which status may follow which. A reservation can lapse (reserved → available); a sale ships
 * (sold → in_transit) and arrives (in_transit → released). Staff correct mistakes by the same paths.
 */
export const CAR_STATUS_TRANSITIONS: Readonly<Record<CarStatus, readonly CarStatus[]>> = {
  available: ['ready_to_ship', 'reserved', 'sold'],
  ready_to_ship: ['available', 'reserved', 'sold'],
  reserved: ['available', 'ready_to_ship', 'sold'],
  sold: ['in_transit', 'available'],
  in_transit: ['released'],
  released: [],
};

export const canTransition = (from: CarStatus, to: CarStatus): boolean => CAR_STATUS_TRANSITIONS[from].includes(to);

/**
 * Features arrive as a list of strings, or (legacy clients) as a one-item list holding a JSON-encoded list.
 * Anything that does not parse into strings yields an empty list (spec §3).
 */
export function parseFeatures(input: unknown): string[] {
  if (!Array.isArray(input)) return [];
  if (input.length === 1 && typeof input[0] === 'string' && input[0].trim().startsWith('[')) {
    try {
      return parseFeatures(JSON.parse(input[0]));
    } catch {
      return [];
    }
  }
  if (!input.every((f) => typeof f === 'string')) return [];
  return (input as string[]).map((f) => f.trim()).filter((f) => f.length > 0);
}

/** Freight volume in m³ from the dimensions in metres, to three decimals. */
export function volumeM3(lengthM: string | number, widthM: string | number, heightM: string | number): string {
  return new Decimal(lengthM).times(widthM).times(heightM).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(3);
}

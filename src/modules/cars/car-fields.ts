import type { Car } from './car.entity.js';

/**
 * What staff edit on a car, in form order: the one list behind the create and update bodies, the staff view and the
 * audit's before/after facts. A field added here must get its rule in CAR_FIELD_RULES (cars-admin.requests.ts) —
 * the compiler says so.
 */
export const CAR_EDITABLE_FIELDS = [
  'stockId',
  'make',
  'model',
  'year',
  'mileageKm',
  'engineCc',
  'drive',
  'bodyType',
  'transmission',
  'fuel',
  'doors',
  'seats',
  'color',
  'steering',
  'chassisNumber',
  'engineCode',
  'locationCountry',
  'stockPort',
  'lengthM',
  'widthM',
  'heightM',
  'fobPriceUsd',
  'category',
  'features',
] as const;
export type CarEditableField = (typeof CAR_EDITABLE_FIELDS)[number];

/** The dimensions: stored in their own columns, and together they set the volume. */
export const CAR_DIMENSION_FIELDS = ['lengthM', 'widthM', 'heightM'] as const satisfies readonly CarEditableField[];

/**
 * The editable fields stored as sent in the car's column of the same name — every one but the stock id (generated
 * when left out), the make (a reference, sent as its slug) and the dimensions (which also set the volume).
 */
export type CarColumnField = Exclude<CarEditableField, 'stockId' | 'make' | (typeof CAR_DIMENSION_FIELDS)[number]>;
const NOT_COLUMNS: readonly CarEditableField[] = ['stockId', 'make', ...CAR_DIMENSION_FIELDS];
export const CAR_COLUMN_FIELDS: readonly CarColumnField[] = CAR_EDITABLE_FIELDS.filter(
  (field): field is CarColumnField => !NOT_COLUMNS.includes(field),
);

/** The column fields of `source` that are set (left-out ones skipped): what an update body changes. */
export function carColumnsOf(source: Partial<Record<CarColumnField, unknown>>): Partial<Pick<Car, CarColumnField>> {
  return Object.fromEntries(CAR_COLUMN_FIELDS.filter((field) => source[field] !== undefined).map((field) => [field, source[field]]));
}

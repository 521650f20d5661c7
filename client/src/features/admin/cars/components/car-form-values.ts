import type { AdminCar, AuctionSheetBody, CarBody } from '../api/cars-api';

/** The car form's fields, in form order, as the API names them. */
export const CAR_FIELDS = [
  'stockId',
  'make',
  'model',
  'year',
  'mileageKm',
  'engineCc',
  'engineCode',
  'transmission',
  'fuel',
  'drive',
  'bodyType',
  'steering',
  'doors',
  'seats',
  'color',
  'chassisNumber',
  'category',
  'locationCountry',
  'stockPort',
  'lengthM',
  'widthM',
  'heightM',
  'fobPriceUsd',
  'features',
] as const;
export type CarField = (typeof CAR_FIELDS)[number];
export type CarFormValues = Record<CarField, string>;

const NUMBER_FIELDS: readonly CarField[] = ['year', 'mileageKm', 'engineCc', 'doors', 'seats'];

export const EMPTY_CAR: CarFormValues = {
  stockId: '',
  make: '',
  model: '',
  year: '',
  mileageKm: '',
  engineCc: '',
  engineCode: '',
  transmission: 'automatic',
  fuel: 'petrol',
  drive: '2WD',
  bodyType: 'sedan',
  steering: 'right',
  doors: '4',
  seats: '5',
  color: '',
  chassisNumber: '',
  category: 'standard',
  locationCountry: 'JP',
  stockPort: 'Tokyo',
  lengthM: '',
  widthM: '',
  heightM: '',
  fobPriceUsd: '',
  features: '',
};

/** A car as the form shows it: every value as text, the features one per line. */
export function carToForm(car: AdminCar): CarFormValues {
  const values = { ...EMPTY_CAR };
  for (const field of CAR_FIELDS) {
    if (field === 'make') values.make = car.make.slug;
    else if (field === 'features') values.features = car.features.join('\n');
    else values[field] = String((car as unknown as Record<string, unknown>)[field] ?? '');
  }
  return values;
}

/**
 * The body to send: whole numbers as numbers (text that is no number goes as typed, for the API to explain), the
 * features one per line, an empty stock id left out on create (one is generated) and an empty engine code as null.
 * With `initial`, only what changed (an edit).
 */
export function formToBody(values: CarFormValues, initial?: CarFormValues): Partial<CarBody> {
  const body: Record<string, unknown> = {};
  for (const field of CAR_FIELDS) {
    if (initial && values[field] === initial[field]) continue;
    const raw = values[field].trim();
    if (field === 'features') {
      body.features = raw
        .split('\n')
        .map((f) => f.trim())
        .filter(Boolean);
    } else if (field === 'stockId' && raw === '' && !initial) {
      continue;
    } else if (field === 'engineCode') {
      body.engineCode = raw === '' ? null : raw;
    } else if (NUMBER_FIELDS.includes(field)) {
      body[field] = raw !== '' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
    } else {
      body[field] = raw;
    }
  }
  return body as Partial<CarBody>;
}

/** Moves the item at `from` to `to` (a new list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export interface SheetFormValues {
  auctionHouse: string;
  auctionDate: string;
  overallGrade: string;
  interiorGrade: string;
  exteriorGrade: string;
  tyreCondition: string;
  totalEvaluation: string;
  notes: string;
  translatedDetails: string;
  damages: { code: string; location: string }[];
}

export const EMPTY_SHEET: SheetFormValues = {
  auctionHouse: '',
  auctionDate: '',
  overallGrade: '4',
  interiorGrade: 'B',
  exteriorGrade: 'B',
  tyreCondition: '',
  totalEvaluation: '',
  notes: '',
  translatedDetails: '',
  damages: [],
};

export function sheetToForm(sheet: AdminCar['auctionSheet']): SheetFormValues {
  if (!sheet) return { ...EMPTY_SHEET, damages: [] };
  return {
    auctionHouse: sheet.auctionHouse,
    auctionDate: sheet.auctionDate,
    overallGrade: sheet.overallGrade,
    interiorGrade: sheet.interiorGrade,
    exteriorGrade: sheet.exteriorGrade,
    tyreCondition: sheet.tyreCondition ?? '',
    totalEvaluation: sheet.totalEvaluation ?? '',
    notes: sheet.notes ?? '',
    translatedDetails: sheet.translatedDetails ?? '',
    damages: sheet.damages.map((d) => ({ code: d.code, location: d.location })),
  };
}

/** The sheet to send: blank optional texts as null, blank damage rows left out. */
export function sheetToBody(values: SheetFormValues): AuctionSheetBody {
  const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    auctionHouse: values.auctionHouse.trim(),
    auctionDate: values.auctionDate,
    overallGrade: values.overallGrade,
    interiorGrade: values.interiorGrade,
    exteriorGrade: values.exteriorGrade,
    tyreCondition: orNull(values.tyreCondition),
    totalEvaluation: orNull(values.totalEvaluation),
    notes: orNull(values.notes),
    translatedDetails: orNull(values.translatedDetails),
    damages: values.damages
      .filter((d) => d.code.trim() !== '' || d.location.trim() !== '')
      .map((d) => ({ code: d.code.trim(), location: d.location.trim() })),
  } as AuctionSheetBody;
}

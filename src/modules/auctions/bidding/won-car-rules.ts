import { DAMAGE_CODE_PATTERN, MAX_DAMAGES } from '../../cars/car-admin-rules.js';
import { OVERALL_GRADES, PART_GRADES } from '../../cars/auction-sheet.entity.js';
import type { AuctionLot } from '../lots/auction-lot.entity.js';

/** What the back office's form for a won car's order starts from: the car fields the lot already tells. */
export interface WonCarDraft {
  make: string;
  model: string;
  year: number;
  mileageKm: number | null;
  engineCc: number | null;
  transmission: 'automatic' | 'manual' | 'cvt' | null;
  color: string | null;
  chassisNumber: string | null;
  fobPriceUsd: string | null;
}

/**
 * The transmission as the catalogue names it, from an auction sheet's shorthand: CVT; a floor or column shift with its
 * gears ("F5", "C4") or "MT" is manual; "AT", "FAT", "IA" automatic; anything else is left for the clerk.
 */
export function transmissionOf(sheet: string | null): WonCarDraft['transmission'] {
  const code = sheet?.trim().toUpperCase() ?? '';
  if (code.includes('CVT')) return 'cvt';
  if (/^(MT|\d?MT|[FC]\d|M\d?)$/.test(code) || code.includes('MANUAL')) return 'manual';
  if (/^(AT|FAT|IA|DAT|CAT|A|\d?AT|[FC]A\d?)$/.test(code) || code.includes('AUTO')) return 'automatic';
  return null;
}

/** A won lot's car fields for its order form; the chassis code alone is not a chassis number, so that stays to fill. */
export function carDraftOfLot(
  lot: Pick<AuctionLot, 'makeSlug' | 'model' | 'year' | 'mileageKm' | 'engineCc' | 'transmission' | 'colour' | 'chassisNumber'>,
  fobPriceUsd: string | null,
): WonCarDraft {
  return {
    make: lot.makeSlug,
    model: lot.model,
    year: lot.year,
    mileageKm: lot.mileageKm,
    engineCc: lot.engineCc,
    transmission: transmissionOf(lot.transmission),
    color: lot.colour,
    chassisNumber: lot.chassisNumber,
    fobPriceUsd,
  };
}

/** A stock car's auction sheet as the car inventory takes it (car-admin AuctionSheetInputDto). */
export interface WonCarSheet {
  auctionHouse: string;
  auctionDate: string;
  overallGrade: string;
  interiorGrade: string;
  exteriorGrade: string;
  tyreCondition: null;
  totalEvaluation: null;
  damages: { code: string; location: string }[];
  notes: string | null;
  translatedDetails: null;
}

const MAX_SHEET_TEXT = 2000;

/**
 * The won car's auction sheet, from its lot: the house, the day, the three grades (only when all three are grades the
 * inventory knows), the damage marks the diagram's shorthand names ("A2 front bumper; U1 rear door"; a mark it cannot
 * read stays in the notes), and the inspector's notes. Null when the lot's grades are missing or unknown.
 */
export function sheetOfLot(lot: Pick<AuctionLot, 'auctionHouse' | 'auctionDate' | 'grade' | 'sheet'>): WonCarSheet | null {
  const grade = (value: string | null | undefined) => value?.trim().toUpperCase() ?? '';
  const overall = grade(lot.sheet?.overallGrade ?? lot.grade);
  const interior = grade(lot.sheet?.interiorGrade);
  const exterior = grade(lot.sheet?.exteriorGrade);
  if (!(OVERALL_GRADES as readonly string[]).includes(overall)) return null;
  if (!(PART_GRADES as readonly string[]).includes(interior) || !(PART_GRADES as readonly string[]).includes(exterior)) return null;
  const damages: WonCarSheet['damages'] = [];
  const unread: string[] = [];
  for (const mark of (lot.sheet?.damages ?? '')
    .split(/[;\n]/)
    .map((m) => m.trim())
    .filter(Boolean)) {
    const [code = '', ...place] = mark.split(/\s+/);
    const location = place.join(' ');
    if (DAMAGE_CODE_PATTERN.test(code.toUpperCase()) && location && location.length <= 60 && damages.length < MAX_DAMAGES)
      damages.push({ code: code.toUpperCase(), location });
    else unread.push(mark);
  }
  const notes = [lot.sheet?.notes?.trim(), unread.length ? `Damages: ${unread.join('; ')}` : ''].filter(Boolean).join('\n');
  return {
    auctionHouse: lot.auctionHouse.slice(0, 60),
    auctionDate: lot.auctionDate,
    overallGrade: overall,
    interiorGrade: interior,
    exteriorGrade: exterior,
    tyreCondition: null,
    totalEvaluation: null,
    damages,
    notes: notes ? notes.slice(0, MAX_SHEET_TEXT) : null,
    translatedDetails: null,
  };
}

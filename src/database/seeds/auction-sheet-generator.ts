import type { AuctionDamage } from '../../modules/cars/auction-sheet.entity.js';
import { AUCTION_HOUSES, type ModelSpec } from './catalogue-data.js';
import type { Rng } from './random.js';
import { daysFrom } from '../../common/time/days.js';

/**
 * Auction grades and auction sheets of generated cars: the overall grade follows the car's condition, and
 * the sheet (marks per panel, part grades, tyres, seller's notes and the translated summary) follows the
 * grade, in the vocabulary Japanese auction houses use.
 */

export interface GeneratedAuctionSheet {
  auctionHouse: string;
  /** YYYY-MM-DD. */
  auctionDate: string;
  overallGrade: string;
  interiorGrade: string;
  exteriorGrade: string;
  tyreCondition: string;
  totalEvaluation: string;
  damages: AuctionDamage[];
  notes: string;
  translatedDetails: string;
}

const DAMAGE_MEANING: Record<string, string> = {
  A1: 'small scratch',
  A2: 'scratch',
  A3: 'large scratch',
  U1: 'small dent',
  U2: 'dent',
  U3: 'large dent',
  W1: 'repair mark or wave, hardly noticeable',
  W2: 'repair mark or wave',
  W3: 'obvious repair mark or wave, needs repainting',
  S1: 'rust',
  S2: 'heavy rust',
  C1: 'corrosion',
  C2: 'heavy corrosion',
  X: 'needs replacing',
  XX: 'replaced',
  Y1: 'small crack',
  Y2: 'crack',
  Y3: 'large crack',
  P: 'paint marks',
};

const CAR_PANELS = [
  'front bumper',
  'rear bumper',
  'bonnet',
  'roof',
  'left front door',
  'right front door',
  'left rear door',
  'right rear door',
  'left front fender',
  'right front fender',
  'left rear quarter panel',
  'right rear quarter panel',
  'tailgate',
  'left mirror',
  'right mirror',
  'front grille',
];
const TRUCK_PANELS = [
  'front panel',
  'front bumper',
  'left door',
  'right door',
  'cargo bed floor',
  'left side gate',
  'right side gate',
  'rear gate',
  'left step',
  'right step',
  'roof',
];
const RUST_SPOTS = ['left sill', 'right sill', 'underbody', 'rear wheel arch', 'front wheel arch'];
const TRUCK_RUST_SPOTS = ['chassis frame', 'cargo bed floor', 'rear gate', 'fuel tank bracket', 'cab mounts'];

const GRADE_SUMMARY: Record<string, string> = {
  S: 'As new, no marks',
  '6': 'As new, no marks',
  '5': 'Excellent condition, hardly any marks',
  '4.5': 'Very good condition, a few minor marks',
  '4': 'Good condition, minor scratches and dents',
  '3.5': 'Fair condition, visible scratches and dents, some repaint needed',
  '3': 'Average condition, several marks, repair or repaint needed',
  '2': 'Rough condition, heavy wear and rust',
  '1': 'Poor condition, modified or with mechanical issues',
  R: 'Repair history: accident repaired, structural part replaced',
  RA: 'Minor repair history: structural part repaired',
};

const CLEAN_NOTES = [
  'One owner',
  'Non-smoker',
  'Service records',
  'Spare key',
  'Dealer maintained',
  'Recall work done',
  'Owner’s manual present',
];
const WORN_NOTES = [
  'Seat stains',
  'Steering wheel wear',
  'Dashboard scratches',
  'Smell of smoke',
  'Aftermarket stereo',
  'Aftermarket alloy wheels',
  'Windscreen chip',
];

const INTERIOR_WORDS: Record<string, string> = {
  A: 'interior like new',
  B: 'clean interior, light wear',
  C: 'interior wear and small stains',
  D: 'worn interior, stains and tears',
  E: 'very worn interior, needs refurbishing',
};

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The overall auction grade of a car in the given condition (a few cars get a repair-history grade R or RA). */
export function overallGradeOf(score: number, age: number, mileageKm: number, rng: Rng): string {
  const roll = rng.next();
  if (roll < 0.04) return 'R';
  if (roll < 0.06) return 'RA';
  if (age < 2 && mileageKm < 20_000 && score > 5) return rng.chance(0.5) ? 'S' : '6';
  if (score >= 4.85) return '5';
  if (score >= 4.35) return '4.5';
  if (score >= 3.8) return '4';
  if (score >= 3.3) return '3.5';
  if (score >= 2.7) return '3';
  if (score >= 2.0) return '2';
  return '1';
}

/** The auction sheet of a car of the given grade and condition, auctioned a few weeks before it was listed. */
export function auctionSheetOf(
  model: ModelSpec,
  overallGrade: string,
  score: number,
  age: number,
  createdAt: Date,
  features: string[],
  rng: Rng,
): GeneratedAuctionSheet {
  const partGrade = (s: number) => (s >= 4.7 ? 'A' : s >= 3.9 ? 'B' : s >= 3.1 ? 'C' : s >= 2.3 ? 'D' : 'E');
  const interiorGrade = partGrade(score + 0.4 * rng.gaussian());
  const exteriorGrade = partGrade(score + 0.4 * rng.gaussian() - (overallGrade === 'R' ? 0.5 : 0));
  const auctionDate = isoDate(daysFrom(createdAt, -rng.int(4, 35)));
  const auctionHouse = rng.pick(AUCTION_HOUSES);
  const lot = rng.int(10_000, 99_999);

  const truck = model.bodyType === 'truck' || model.bodyType === 'bus';
  const panels = truck ? TRUCK_PANELS : CAR_PANELS;
  const rustSpots = truck ? TRUCK_RUST_SPOTS : RUST_SPOTS;
  const [minDamages, maxDamages] = (
    {
      S: [0, 0],
      '6': [0, 0],
      '5': [0, 1],
      '4.5': [0, 2],
      '4': [1, 3],
      '3.5': [2, 5],
      '3': [3, 6],
      '2': [4, 8],
      '1': [5, 9],
      R: [2, 5],
      RA: [1, 4],
    } as Record<string, [number, number]>
  )[overallGrade];
  const severe = overallGrade === '3' || overallGrade === '2' || overallGrade === '1';
  const codePool =
    overallGrade === '5' || overallGrade === '4.5'
      ? ['A1', 'A1', 'U1', 'P']
      : overallGrade === '4' || overallGrade === 'RA'
        ? ['A1', 'A2', 'A2', 'U1', 'U2', 'W1', 'P']
        : ['A2', 'A3', 'U2', 'U3', 'W2', 'W3', 'S1', 'Y1', 'P', ...(severe ? ['S2', 'C1', 'C2', 'X', 'Y2'] : [])];
  const damages: AuctionDamage[] = [];
  const used = new Set<string>();
  const count = rng.int(minDamages, maxDamages);
  for (let i = 0; i < count; i++) {
    const code = rng.pick(codePool);
    let location: string;
    if (code.startsWith('S') || code.startsWith('C')) location = rng.pick(rustSpots);
    else if (code.startsWith('Y'))
      location = rng.chance(0.6) ? 'windscreen' : rng.pick(['front bumper', 'rear bumper', 'left headlight', 'right headlight']);
    else location = rng.pick(panels);
    // One mark per panel: the sheet shows the worst one.
    if (used.has(location)) continue;
    used.add(location);
    damages.push({ code, location });
  }
  if (overallGrade === 'R' || overallGrade === 'RA') {
    // The repaired structural part ('front core support' and 'cab floor' are never on the list of panels above).
    const parts = (
      truck
        ? ['front panel', 'cab floor', 'chassis frame']
        : ['rear panel', 'front core support', 'left rear quarter panel', 'right front inner panel']
    ).filter((part) => !used.has(part));
    damages.push({ code: overallGrade === 'R' ? 'XX' : 'W2', location: rng.pick(parts) });
  }

  const notes = rng.sample(score >= 3.6 ? CLEAN_NOTES : [...CLEAN_NOTES.slice(0, 3), ...WORN_NOTES], rng.int(1, 3));
  if (age > 12 && rng.chance(0.3)) notes.push('Engine starts and runs well');
  const tread = (base: number) => clamp(Math.round(base + rng.gaussian()), 2, 8);
  const treadBase = score >= 4 ? 6.5 : score >= 3 ? 5 : 3.5;
  const tyreCondition = `Front ${tread(treadBase)} mm, rear ${tread(treadBase)} mm`;
  const damageText = damages.length
    ? damages.map((d) => `${DAMAGE_MEANING[d.code]} (${d.code}) on the ${d.location}`).join('; ')
    : 'no marks found';
  const translatedDetails = [
    `Auction: ${auctionHouse}, ${auctionDate}, lot ${lot}.`,
    `Overall grade ${overallGrade}, interior ${interiorGrade}, exterior ${exteriorGrade}.`,
    `Exterior: ${damageText}.`,
    `Interior: ${INTERIOR_WORDS[interiorGrade]}.`,
    features.length ? `Equipment: ${features.slice(0, 8).join(', ')}.` : '',
    `Seller's notes: ${notes.join(', ').toLowerCase()}.`,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    auctionHouse,
    auctionDate,
    overallGrade,
    interiorGrade,
    exteriorGrade,
    tyreCondition,
    totalEvaluation: GRADE_SUMMARY[overallGrade],
    damages,
    notes: notes.join('. ') + '.',
    translatedDetails,
  };
}

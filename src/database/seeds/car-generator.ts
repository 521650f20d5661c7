import type { AuctionDamage } from '../../modules/cars/auction-sheet.entity.js';
import type { CarStatus } from '../../modules/cars/car.entity.js';
import { volumeM3 } from '../../modules/cars/car-rules.js';
import {
  AUCTION_HOUSES,
  type BodyType,
  CATALOGUE,
  type Category,
  type ColourSpec,
  COLOURS,
  COMMERCIAL_COLOURS,
  type Drive,
  type EngineSpec,
  FOREIGN_YARDS,
  type Fuel,
  JAPAN_PORTS,
  KOREAN_YARD,
  type MakeSpec,
  type ModelSpec,
  type Transmission,
} from './catalogue-data.js';
import { Rng, WeightedPicker } from './random.js';

/**
 * Deterministic generation of plausible stock cars from the catalogue table: the same seed, `now` and
 * stock indexes give the same cars. Pure (no I/O): the demo loader and the bulk loader both build on it.
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

export interface GeneratedCar {
  stockId: string;
  makeSlug: string;
  model: string;
  year: number;
  mileageKm: number;
  engineCc: number;
  engineCode: string;
  drive: Drive;
  bodyType: BodyType;
  transmission: Transmission;
  fuel: Fuel;
  doors: number;
  seats: number;
  color: string;
  /** Which colour swatch the generated pictures of this car use. */
  swatch: string;
  /** The interior picture variant of the gallery, or null for a gallery without one. */
  interior: number | null;
  steering: 'right' | 'left';
  chassisNumber: string;
  locationCountry: string;
  stockPort: string;
  lengthM: string;
  widthM: string;
  heightM: string;
  volumeM3: string;
  /** FOB price in USD, two decimals. */
  fobPriceUsd: string;
  status: CarStatus;
  category: Category;
  features: string[];
  createdAt: Date;
  auctionSheet: GeneratedAuctionSheet | null;
}

export interface CarGeneratorOptions {
  seed: number | string;
  /** The moment the stock is generated at: years, mileages and listing dates are relative to it. */
  now: Date;
  /** Share of cars that come with an auction sheet (default 0.85). */
  auctionSheetShare?: number;
  /** Listing dates spread over this many days before `now` (default 120). */
  listingDays?: number;
  /** How many interior picture variants exist (default 3). */
  interiorVariants?: number;
}

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

function vinFor(rng: Rng, wmi: string, chassis: string, year: number): string {
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

// ---------------------------------------------------------------------------------------------------------
// Features, auction sheets: realistic vocabularies.

export const FEATURE_ORDER = [
  'Air conditioning',
  'Power steering',
  'Power windows',
  'Central locking',
  'ABS',
  'Airbags',
  'Keyless entry',
  'Push start',
  'Navigation',
  'Back camera',
  'Bluetooth',
  'ETC',
  'Cruise control',
  'Collision mitigation brake',
  'Lane keeping assist',
  'LED headlights',
  'Fog lights',
  'Alloy wheels',
  'Leather seats',
  'Heated seats',
  'Sunroof',
  'Power sliding doors',
  'Power tailgate',
  'Third row seats',
  'Roof rails',
  'Tow hitch',
  'Tilt cab',
  'Bed liner',
  'Automatic door',
  'Reclining seats',
] as const;

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

const GRADE_PRICE_FACTOR: Record<string, number> = {
  S: 1.08,
  '6': 1.08,
  '5': 1.05,
  '4.5': 1.02,
  '4': 1,
  '3.5': 0.96,
  '3': 0.92,
  '2': 0.85,
  '1': 0.78,
  R: 0.84,
  RA: 0.9,
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

const DAY_MS = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

interface ModelChoice {
  make: MakeSpec;
  model: ModelSpec;
  weight: number;
}

export class CarGenerator {
  private readonly rng: Rng;
  private readonly now: Date;
  private readonly nowYear: number;
  private readonly ageAtNow: (year: number) => number;
  private readonly models: WeightedPicker<ModelChoice>;
  /** Colour pickers per body type, for commercial vehicles and for the others. */
  private readonly colours = new Map<string, WeightedPicker<ColourSpec>>();
  private readonly volumes = new Map<ModelSpec, string>();
  private readonly ports = new WeightedPicker(JAPAN_PORTS, (p) => p.weight);
  private readonly statuses = new WeightedPicker<{ status: CarStatus; weight: number }>(
    [
      { status: 'available', weight: 80 },
      { status: 'ready_to_ship', weight: 6 },
      { status: 'reserved', weight: 5 },
      { status: 'sold', weight: 5 },
      { status: 'in_transit', weight: 3 },
      { status: 'released', weight: 1 },
    ],
    (s) => s.weight,
  );
  private readonly auctionSheetShare: number;
  private readonly listingMs: number;
  private readonly interiorVariants: number;

  constructor(options: CarGeneratorOptions) {
    this.rng = new Rng(options.seed);
    this.now = options.now;
    this.nowYear = options.now.getUTCFullYear();
    const yearFraction = (options.now.getTime() - Date.UTC(this.nowYear, 0, 1)) / (365.25 * DAY_MS);
    // A car of model year Y is taken to have been registered in the middle of Y.
    this.ageAtNow = (year) => Math.max(0.25, this.nowYear + yearFraction - (year + 0.5));
    this.auctionSheetShare = options.auctionSheetShare ?? 0.85;
    this.listingMs = (options.listingDays ?? 120) * DAY_MS;
    this.interiorVariants = options.interiorVariants ?? 3;
    const choices: ModelChoice[] = [];
    for (const make of CATALOGUE) {
      const models = make.models.filter((m) => m.years[0] <= this.nowYear);
      const sum = models.reduce((s, m) => s + m.weight, 0);
      for (const model of models) choices.push({ make, model, weight: (make.weight * model.weight) / sum });
    }
    this.models = new WeightedPicker(choices, (c) => c.weight);
  }

  /** The next car of the stream, with the stock id of `stockIndex` (distinct indexes give distinct ids). */
  car(stockIndex: number): GeneratedCar {
    const rng = this.rng;
    const { make, model } = this.models.pick(rng);
    const engineIndex = model.engines.length === 1 ? 0 : rng.chance(0.65) ? 0 : rng.int(1, model.engines.length - 1);
    const engine: EngineSpec = model.engines[engineIndex];
    const firstYear = Math.max(model.years[0], this.nowYear - 20);
    const lastYear = Math.min(model.years[1], this.nowYear);
    const year = rng.int(Math.min(firstYear, lastYear), lastYear);
    const age = this.ageAtNow(year);

    const heavy = model.category === 'commercial' && (model.bodyType === 'truck' || model.bodyType === 'bus');
    const annualKm = heavy
      ? 28_000
      : model.category === 'commercial'
        ? 17_000
        : model.category === 'kei'
          ? 7_000
          : model.category === 'sports'
            ? 6_000
            : 9_500;
    const mileageFactor = rng.between(0.45, 1.45);
    const mileageKm = Math.min(Math.round(annualKm * age * mileageFactor), heavy ? 780_000 : 380_000);

    const drive = rng.pickMostly(model.drives, 0.7);
    const transmission = rng.pickMostly(model.transmissions, 0.8);
    const colour = this.colourPicker(model).pick(rng);

    let steering: 'right' | 'left' = 'right';
    if (make.origin === 'KR') steering = 'left';
    else if (make.origin === 'DE') steering = rng.chance(0.3) ? 'left' : 'right';
    else if (model.category !== 'kei' && model.category !== 'commercial' && rng.chance(0.02)) steering = 'left'; // US-spec re-imports

    let locationCountry = 'JP';
    let stockPort = this.ports.pick(rng).port;
    if (make.origin === 'KR') {
      if (rng.chance(0.9)) ({ country: locationCountry, port: stockPort } = KOREAN_YARD);
    } else if (rng.chance(0.035)) {
      const yard = rng.pick(FOREIGN_YARDS);
      const maxAge = yard.country === 'PK' && model.category === 'commercial' ? 5 : yard.maxAgeYears;
      if (age <= maxAge && steering === 'right') ({ country: locationCountry, port: stockPort } = yard);
    }
    const abroad = locationCountry !== 'JP';
    const status: CarStatus = abroad ? (rng.chance(0.85) ? 'available' : 'reserved') : this.statuses.pick(rng).status;

    // Condition: drives the auction grade and the price.
    const conditionScore = 5.6 - 0.13 * age - 0.55 * (mileageKm / (heavy ? 300_000 : 100_000)) - (heavy ? 0.3 : 0) + 0.35 * rng.gaussian();
    const overallGrade = this.gradeOf(conditionScore, age, mileageKm, rng);

    // Price: the newer in the generation, the nearer the top of the band; then mileage, engine and grade.
    const [low, high] = model.priceUsd;
    const span = Math.max(1, model.years[1] - model.years[0]);
    const yearShare = clamp((year - model.years[0]) / span, 0, 1);
    const mileageShare = clamp(mileageFactor, 0.45, 1.45);
    let price = low + (high - low) * (0.12 + 0.72 * yearShare);
    price *= 1.12 - 0.16 * (mileageShare - 0.45);
    price *= 1 + 0.07 * engineIndex + (drive !== model.drives[0] && drive !== '2WD' ? 0.05 : 0);
    price *= GRADE_PRICE_FACTOR[overallGrade];
    price *= rng.between(0.94, 1.06);
    price = clamp(price, low * 0.75, high * 1.12);
    const fobPriceUsd = `${Math.max(500, Math.round(price / 10) * 10)}.00`;

    const fuel = engine.fuel;
    const category: Category = (fuel === 'hybrid' || fuel === 'electric') && model.category === 'standard' ? 'hybrid' : model.category;
    const chassisCode = engine.chassis ?? model.chassis;
    const chassisNumber = make.vinPrefix
      ? vinFor(rng, make.vinPrefix, chassisCode, year)
      : `${chassisCode}-${String(rng.int(model.category === 'kei' ? 100_000 : 1_000_000, model.category === 'kei' ? 999_999 : 9_999_999))}`;

    const [length, width, height] = model.size;
    const lengthM = length.toFixed(2);
    const widthM = width.toFixed(2);
    const heightM = height.toFixed(2);
    const features = this.featuresOf(model, year, age, conditionScore, rng);
    const createdAt = new Date(Math.floor((this.now.getTime() - rng.next() * this.listingMs) / 1000) * 1000);
    const interior = rng.chance(0.7) ? rng.int(0, this.interiorVariants - 1) : null;

    const auctionSheet =
      !abroad && make.origin === 'JP' && rng.chance(this.auctionSheetShare)
        ? this.auctionSheetOf(model, overallGrade, conditionScore, age, createdAt, features, rng)
        : null;

    return {
      stockId: stockIdFor(stockIndex),
      makeSlug: make.slug,
      model: model.name,
      year,
      mileageKm,
      engineCc: engine.cc,
      engineCode: engine.code,
      drive,
      bodyType: model.bodyType,
      transmission,
      fuel,
      doors: model.doors,
      seats: model.seats,
      color: colour.name,
      swatch: colour.swatch,
      interior,
      steering,
      chassisNumber,
      locationCountry,
      stockPort,
      lengthM,
      widthM,
      heightM,
      volumeM3: this.volumeOf(model, lengthM, widthM, heightM),
      fobPriceUsd,
      status,
      category,
      features,
      createdAt,
      auctionSheet,
    };
  }

  private volumeOf(model: ModelSpec, lengthM: string, widthM: string, heightM: string): string {
    let volume = this.volumes.get(model);
    if (volume === undefined) {
      volume = volumeM3(lengthM, widthM, heightM);
      this.volumes.set(model, volume);
    }
    return volume;
  }

  /** Every (body type, picture swatch) pair a generated car can have: the pictures the stock may need. */
  possibleLooks(): { bodyType: BodyType; swatch: string }[] {
    const looks = new Map<string, { bodyType: BodyType; swatch: string }>();
    for (const make of CATALOGUE) {
      for (const model of make.models) {
        const commercial = model.category === 'commercial';
        for (const colour of (commercial ? COMMERCIAL_COLOURS : COLOURS).filter((c) => !c.bodies || c.bodies.includes(model.bodyType))) {
          looks.set(`${model.bodyType}/${colour.swatch}`, { bodyType: model.bodyType, swatch: colour.swatch });
        }
      }
    }
    return [...looks.values()];
  }

  private colourPicker(model: ModelSpec): WeightedPicker<ColourSpec> {
    const commercial = model.category === 'commercial';
    const key = `${commercial ? 'c' : 'p'}:${model.bodyType}`;
    let picker = this.colours.get(key);
    if (!picker) {
      const palette = (commercial ? COMMERCIAL_COLOURS : COLOURS).filter((c) => !c.bodies || c.bodies.includes(model.bodyType));
      picker = new WeightedPicker(palette, (c) => c.weight);
      this.colours.set(key, picker);
    }
    return picker;
  }

  private gradeOf(score: number, age: number, mileageKm: number, rng: Rng): string {
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

  private featuresOf(model: ModelSpec, year: number, age: number, score: number, rng: Rng): string[] {
    const has = new Set<string>();
    const add = (feature: (typeof FEATURE_ORDER)[number], probability: number) => {
      if (rng.chance(probability)) has.add(feature);
    };
    const luxury = model.category === 'luxury';
    const truck = model.bodyType === 'truck';
    const bus = model.bodyType === 'bus';
    const recent = (from: number, p: number) => (year >= from ? p : p * 0.15);
    add('Air conditioning', 0.99);
    add('Power steering', 0.99);
    add('Power windows', truck ? 0.6 : 0.96);
    add('Central locking', truck || bus ? 0.5 : 0.85);
    add('ABS', year >= 2005 ? 0.97 : 0.7);
    add('Airbags', model.category === 'kei' && truck ? 0.6 : 0.96);
    if (!truck && !bus) {
      add('Keyless entry', recent(2010, 0.75));
      add('Push start', model.category === 'commercial' ? 0.1 : recent(2013, 0.55));
      add('Navigation', luxury ? 0.9 : 0.55);
      add('Back camera', luxury ? 0.85 : recent(2012, 0.55));
      add('Bluetooth', recent(2014, 0.45));
      add('Cruise control', luxury || model.category === 'suv' ? 0.8 : 0.3);
      add('Collision mitigation brake', recent(2017, 0.6));
      add('Lane keeping assist', recent(2018, 0.35));
      add('LED headlights', recent(2016, luxury ? 0.85 : 0.45));
      add('Fog lights', 0.3);
      add('Alloy wheels', model.category === 'commercial' ? 0.1 : luxury ? 0.95 : 0.6);
      add('Leather seats', luxury ? 0.75 : model.category === 'sports' ? 0.3 : 0.06);
      add('Heated seats', luxury ? 0.55 : 0.08);
      add('Sunroof', luxury ? 0.35 : model.bodyType === 'suv' ? 0.12 : model.bodyType === 'convertible' ? 0 : 0.03);
      if (model.bodyType === 'minivan' || (model.bodyType === 'kei' && model.size[2] >= 1.7)) add('Power sliding doors', 0.8);
      if ((model.bodyType === 'suv' || model.bodyType === 'minivan') && luxury) add('Power tailgate', 0.6);
      if (model.seats >= 7 && model.bodyType !== 'van') has.add('Third row seats');
      if (model.bodyType === 'suv' || model.bodyType === 'wagon') add('Roof rails', 0.45);
      if (model.bodyType === 'suv' || model.bodyType === 'pickup') add('Tow hitch', 0.18);
    } else {
      add('Navigation', 0.2);
      add('Back camera', recent(2012, 0.35));
      add('ETC', 0.5);
    }
    if (truck) {
      if (model.category !== 'kei') add('Tilt cab', 0.7);
      add('Bed liner', 0.25);
    }
    if (bus) {
      add('Automatic door', 0.85);
      add('Reclining seats', 0.5);
    }
    if (!truck && !bus) add('ETC', 0.45);
    // Old, worn cars lose their gadgets' mention in the listing.
    if (score < 2.5 || age > 15) has.delete('Bluetooth');
    return FEATURE_ORDER.filter((f) => has.has(f));
  }

  private auctionSheetOf(
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
    const auctionDate = isoDate(new Date(createdAt.getTime() - rng.int(4, 35) * DAY_MS));
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
}

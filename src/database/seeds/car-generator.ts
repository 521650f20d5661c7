import type { CarStatus } from '../../modules/cars/car.entity.js';
import { volumeM3 } from '../../modules/cars/car-rules.js';
import { auctionSheetOf, type GeneratedAuctionSheet, overallGradeOf } from './auction-sheet-generator.js';
import { featuresOf } from './car-features.js';
import { stockIdFor, vinFor } from './car-identifiers.js';
import {
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
import { DAY_MS } from '../../common/time/days.js';

/**
 * Deterministic generation of plausible stock cars from the catalogue table: the same seed, `now` and
 * stock indexes give the same cars. Pure (no I/O): the demo loader and the bulk loader both build on it.
 * This file picks the make, model, year, mileage, colour, location and price of each car; its identifiers,
 * equipment and auction sheet come from car-identifiers.ts, car-features.ts and auction-sheet-generator.ts.
 */

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

/** How the auction grade moves the price of a car against a grade 4 one. */
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
    const overallGrade = overallGradeOf(conditionScore, age, mileageKm, rng);

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
    const features = featuresOf(model, year, age, conditionScore, rng);
    const createdAt = new Date(Math.floor((this.now.getTime() - rng.next() * this.listingMs) / 1000) * 1000);
    const interior = rng.chance(0.7) ? rng.int(0, this.interiorVariants - 1) : null;

    const auctionSheet =
      !abroad && make.origin === 'JP' && rng.chance(this.auctionSheetShare)
        ? auctionSheetOf(model, overallGrade, conditionScore, age, createdAt, features, rng)
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
}

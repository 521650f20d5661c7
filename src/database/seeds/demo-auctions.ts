import { type LedgerKind, ledgerTotals } from '../../modules/auctions/bidding/ledger-rules.js';
import type { FeedFormat } from '../../modules/auctions/feeds/auction-feed-source.entity.js';
import type { FeedMapping } from '../../modules/auctions/feeds/feed-fields.js';
import { type FeedLotRow, japanToUtc } from '../../modules/auctions/feeds/feed-row-rules.js';
import { EXAMPLE_FEED_MAPPING } from '../../modules/auctions/feeds/feeds.requests.js';
import type { AuctionResult } from '../../modules/auctions/lots/auction-lot.entity.js';
import type { FEATURE_ORDER } from './car-features.js';
import { CarGenerator, type GeneratedCar } from './car-generator.js';
import { CATALOGUE, type Transmission } from './catalogue-data.js';
import type { Query } from '../sql.js';
import { insertJson } from './demo-catalogue.js';
import { Rng } from './random.js';
import { addDays, tokyoDay } from '../../common/time/tokyo-day.js';

/**
 * The demo auction catalogue (issue 13): lots of several Japanese auction houses over the coming days, as a feed
 * import would write them (FeedLotRow), so a fresh `npm start` has a full /auctions search, calendar and "closing
 * soon"; a sample of the last two weeks' lots with their results for the chassis check's history; one feed source
 * for the back office's Feeds screen; and an auction deposit for one demo customer, so they can bid.
 */

export const DEMO_AUCTIONS_SEED = 'autoexport-demo-auctions';
/** Auction days loaded ahead of the seeding day (Japan), and behind it for the history. */
export const DEMO_AUCTION_DAYS_AHEAD = 10;
export const DEMO_AUCTION_DAYS_BACK = 14;

export interface DemoAuctionHouse {
  name: string;
  /**
   * Its day in the demo's 7-day rota, counted from the seeding day. Real houses keep fixed weekdays and rest on
   * Sundays; a rota that starts on the seeding day keeps lots coming up within hours whenever the demo is started.
   */
  rotaDay: number;
  /** When its first lot comes up, on Japan's clock. */
  opensAt: [number, number];
  /** How long its lots run, in minutes. */
  minutes: number;
  /** About how many of its lots the demo lists per auction day (a sample: the real sales run to thousands). */
  lots: number;
  /** Its lot numbers start above this. */
  firstLot: number;
}

// Rota day 6 has no auction: the week's rest day.
export const DEMO_AUCTION_HOUSES: readonly DemoAuctionHouse[] = [
  { name: 'USS Tokyo', rotaDay: 0, opensAt: [9, 30], minutes: 480, lots: 64, firstLot: 10_000 },
  { name: 'Arai Oyama', rotaDay: 0, opensAt: [10, 0], minutes: 300, lots: 26, firstLot: 1000 },
  { name: 'USS Nagoya', rotaDay: 1, opensAt: [9, 30], minutes: 420, lots: 52, firstLot: 10_000 },
  { name: 'HAA Kobe', rotaDay: 2, opensAt: [9, 45], minutes: 360, lots: 40, firstLot: 1000 },
  { name: 'JU Gifu', rotaDay: 3, opensAt: [9, 30], minutes: 300, lots: 30, firstLot: 1000 },
  { name: 'USS Yokohama', rotaDay: 4, opensAt: [9, 30], minutes: 360, lots: 44, firstLot: 10_000 },
  { name: 'TAA Kinki', rotaDay: 5, opensAt: [10, 0], minutes: 330, lots: 36, firstLot: 1000 },
  { name: 'CAA Chubu', rotaDay: 5, opensAt: [9, 30], minutes: 300, lots: 34, firstLot: 1000 },
];

const MINUTE_MS = 60_000;
/** Share of the lots already through whose results the demo keeps: "a few dozen" over two weeks. */
const PAST_SAMPLE = 0.06;
/** Chance that an upcoming lot is a car that went unsold at an earlier auction, offered again. */
const RELIST_CHANCE = 0.04;
/** About the demo's dollar rate (demo-rates.ts); prices at auction are a share of the export FOB price. */
const YEN_PER_USD = 150;
const HAMMER_SHARE_OF_FOB = 0.7;
const LOWEST_START_JPY = 10_000;

/** How the auction sheets write the transmission. */
const TRANSMISSION_CODES: Readonly<Record<Transmission, string>> = { automatic: 'AT', cvt: 'CVT', manual: 'MT' };

/** The sheet's equipment code of a listed feature (the codes the lot page translates, where one exists); null: not on sheets. */
const EQUIPMENT_CODES: Readonly<Record<(typeof FEATURE_ORDER)[number], string | null>> = {
  'Air conditioning': 'AC',
  'Power steering': 'PS',
  'Power windows': 'PW',
  'Central locking': null,
  ABS: 'ABS',
  Airbags: 'AB',
  'Keyless entry': 'KEYLESS',
  'Push start': null,
  Navigation: 'NAVI',
  'Back camera': 'CAMERA',
  Bluetooth: null,
  ETC: 'ETC',
  'Cruise control': null,
  'Collision mitigation brake': null,
  'Lane keeping assist': null,
  'LED headlights': null,
  'Fog lights': null,
  'Alloy wheels': 'AW',
  'Leather seats': 'LEATHER',
  'Heated seats': null,
  Sunroof: 'SR',
  'Power sliding doors': 'PSD',
  'Power tailgate': null,
  'Third row seats': null,
  'Roof rails': null,
  'Tow hitch': null,
  'Tilt cab': null,
  'Bed liner': null,
  'Automatic door': null,
  'Reclining seats': null,
};

const MAKE_TITLES = new Map(CATALOGUE.map((m) => [m.slug, m.title]));

/** A lot's car and start price: everything but where and when it is offered, and its result. */
type LotCar = Omit<FeedLotRow, 'auctionHouse' | 'auctionDate' | 'lotNumber' | 'startsAt' | 'result' | 'resultPriceJpy'>;

const roundDownToThousand = (yen: number) => Math.floor(yen / 1000) * 1000;

/** A generated car (one with an auction sheet: a Japanese make, in Japan) as an auction lists it. */
function lotCarOf(car: GeneratedCar, rng: Rng): LotCar {
  const sheet = car.auctionSheet!;
  const damages = sheet.damages.map((d) => `${d.code} ${d.location}`).join('; ');
  const equipment = [car.drive === '2WD' ? null : '4WD', ...car.features.map((f) => EQUIPMENT_CODES[f as keyof typeof EQUIPMENT_CODES])];
  // Sellers start well below what the car will fetch, to draw bids.
  const expectedHammer = Number(car.fobPriceUsd) * YEN_PER_USD * HAMMER_SHARE_OF_FOB;
  return {
    make: MAKE_TITLES.get(car.makeSlug)!,
    makeSlug: car.makeSlug,
    model: car.model,
    chassisCode: car.chassisNumber.slice(0, car.chassisNumber.lastIndexOf('-')),
    chassisNumber: car.chassisNumber,
    year: car.year,
    mileageKm: car.mileageKm,
    grade: sheet.overallGrade,
    colour: car.color,
    transmission: TRANSMISSION_CODES[car.transmission],
    // An electric car has no displacement.
    engineCc: car.engineCc > 0 ? car.engineCc : null,
    equipment: equipment.filter((code) => code !== null).join(' ') || null,
    sheetImageUrl: null,
    sheet: {
      overallGrade: sheet.overallGrade,
      interiorGrade: sheet.interiorGrade,
      exteriorGrade: sheet.exteriorGrade,
      notes: sheet.notes,
      ...(damages ? { damages } : {}),
    },
    startPriceJpy: String(Math.max(LOWEST_START_JPY, roundDownToThousand(expectedHammer * rng.between(0.35, 0.85)))),
  };
}

/** The same car offered again: driven to the next auction, and started lower. */
function relistedCar(car: LotCar, rng: Rng): LotCar {
  const lowered = roundDownToThousand(Number(car.startPriceJpy) * rng.between(0.85, 0.95));
  return { ...car, mileageKm: (car.mileageKm ?? 0) + rng.int(5, 60), startPriceJpy: String(Math.max(LOWEST_START_JPY, lowered)) };
}

/** What became of a lot already through: most sell above their start, some find no buyer, a few are withdrawn. */
function resultOf(startPriceJpy: string, rng: Rng): { result: AuctionResult; resultPriceJpy: string | null } {
  const roll = rng.next();
  if (roll < 0.65) return { result: 'sold', resultPriceJpy: String(roundDownToThousand(Number(startPriceJpy) * rng.between(1.15, 2.2))) };
  return { result: roll < 0.95 ? 'unsold' : 'withdrawn', resultPriceJpy: null };
}

/**
 * The demo lots as of `now` (pure; the same `now` gives the same lots): every house's auction days from
 * DEMO_AUCTION_DAYS_BACK days before the seeding day (in Japan) to DEMO_AUCTION_DAYS_AHEAD after it. Lots that come up
 * after `now` are pending; of those already through (the earlier days, and the morning of the seeding day) a sample
 * is kept with its result. Some cars unsold earlier come up again under the same chassis number.
 */
export function demoAuctionLots(now: Date): FeedLotRow[] {
  const rng = new Rng(DEMO_AUCTIONS_SEED);
  const generator = new CarGenerator({ seed: DEMO_AUCTIONS_SEED, now, auctionSheetShare: 1 });
  let stockIndex = 0;
  const nextCar = (): GeneratedCar => {
    // Only cars with a sheet: imported makes and stock abroad are not sold at these auctions.
    for (;;) {
      const car = generator.car(stockIndex++);
      if (car.auctionSheet) return car;
    }
  };
  const today = tokyoDay(now);
  const lots: FeedLotRow[] = [];
  const unsold: { auctionDate: string; car: LotCar }[] = [];
  for (let day = -DEMO_AUCTION_DAYS_BACK; day <= DEMO_AUCTION_DAYS_AHEAD; day++) {
    const auctionDate = addDays(today, day);
    const rotaDay = ((day % 7) + 7) % 7;
    for (const house of DEMO_AUCTION_HOUSES.filter((h) => h.rotaDay === rotaDay)) {
      const opens = japanToUtc(auctionDate, house.opensAt).getTime();
      const count = Math.round(house.lots * rng.between(0.8, 1.2));
      let lotNumber = house.firstLot;
      for (let i = 0; i < count; i++) {
        lotNumber += rng.int(3, 40);
        // Whole minutes, so a lot's start reads as a feed's "HH:mm".
        const startsAt = new Date(opens + Math.floor((i * house.minutes) / count) * MINUTE_MS);
        const past = startsAt.getTime() <= now.getTime();
        if (past && !rng.chance(PAST_SAMPLE)) continue;
        const again = !past && unsold.length > 0 && unsold[0]!.auctionDate < auctionDate && rng.chance(RELIST_CHANCE);
        const car = again ? relistedCar(unsold.shift()!.car, rng) : lotCarOf(nextCar(), rng);
        const outcome = past ? resultOf(car.startPriceJpy!, rng) : { result: 'pending' as const, resultPriceJpy: null };
        if (outcome.result === 'unsold') unsold.push({ auctionDate, car });
        lots.push({ auctionHouse: house.name, auctionDate, lotNumber: String(lotNumber), startsAt, ...car, ...outcome });
      }
    }
  }
  return lots;
}

/** A feed source as the back office creates one (POST /api/admin/auctions/feed-sources). */
export interface DemoFeedSource {
  name: string;
  format: FeedFormat;
  mapping: FeedMapping;
  delimiter: string | null;
  defaultStartTime: string | null;
  url: string | null;
  active: boolean;
}

/** One CSV feed with a mapping for every field the demo lots carry; files are uploaded (no URL), nothing imported. */
export const DEMO_FEED_SOURCE: DemoFeedSource = {
  name: 'USS weekly CSV',
  format: 'csv',
  // The API's example mapping and the columns of the rest of the fields the demo lots carry (stored as jsonb: key order is not kept).
  mapping: {
    ...EXAMPLE_FEED_MAPPING,
    chassisCode: 'Chassis',
    chassisNumber: 'Frame No',
    colour: 'Colour',
    transmission: 'Shift',
    engineCc: 'CC',
    equipment: 'Equipment',
    sheetOverallGrade: 'Sheet grade',
    sheetInteriorGrade: 'Interior',
    sheetExteriorGrade: 'Exterior',
    sheetNotes: 'Notes',
    sheetDamages: 'Damages',
    result: 'Result',
    resultPriceJpy: 'Sold price',
  },
  delimiter: null,
  defaultStartTime: '09:30',
  url: null,
  active: true,
};

/** The demo customer with an auction account, and the staff member who recorded the deposit. */
export const DEMO_BIDDER_EMAIL = 'bilal.khan@example.com';
const DEMO_CASHIER_EMAIL = 'kenji.sato@autoexport.local';
export const DEMO_DEPOSIT_JPY = 300_000n;

export interface DemoLedgerEntry {
  kind: LedgerKind;
  amountJpy: bigint;
  bankReference: string;
  valueDate: string;
  note: string;
}

/** The demo bidder's ledger as of `now`: one deposit, credited three days before the seeding day. */
export function demoAuctionLedger(now: Date): DemoLedgerEntry[] {
  const valueDate = addDays(tokyoDay(now), -3);
  return [
    {
      kind: 'deposit',
      amountJpy: DEMO_DEPOSIT_JPY,
      bankReference: `FT${valueDate.replace(/-/g, '').slice(2)}KHN0300`,
      valueDate,
      note: 'Demo deposit for the coming auctions',
    },
  ];
}

export interface DemoAuctionsResult {
  lots: number;
  /** Lots still to come up at `now`. */
  upcomingLots: number;
  feedSources: number;
}

/** Inserts the demo lots and the feed source (inside the caller's transaction). */
export async function loadDemoAuctions(query: Query, now = new Date()): Promise<DemoAuctionsResult> {
  const lots = demoAuctionLots(now);
  const inserted = await insertJson(
    query,
    `INSERT INTO auction_lots (auction_house, auction_date, lot_number, starts_at, make, make_slug, model, chassis_code, chassis_number,
                               year, mileage_km, grade, colour, transmission, engine_cc, equipment, sheet_image_url, sheet,
                               start_price_jpy, result, result_price_jpy)
     SELECT l."auctionHouse", l."auctionDate", l."lotNumber", l."startsAt", l.make, l."makeSlug", l.model, l."chassisCode", l."chassisNumber",
            l.year, l."mileageKm", l.grade, l.colour, l.transmission, l."engineCc", l.equipment, l."sheetImageUrl", l.sheet,
            l."startPriceJpy", l.result, l."resultPriceJpy"
       FROM jsonb_to_recordset($1::jsonb) AS l("auctionHouse" varchar, "auctionDate" date, "lotNumber" varchar, "startsAt" timestamptz,
            make varchar, "makeSlug" varchar, model varchar, "chassisCode" varchar, "chassisNumber" varchar, year smallint,
            "mileageKm" int, grade varchar, colour varchar, transmission varchar, "engineCc" int, equipment varchar,
            "sheetImageUrl" varchar, sheet jsonb, "startPriceJpy" bigint, result varchar, "resultPriceJpy" bigint)
     RETURNING id`,
    lots,
  );
  const source = DEMO_FEED_SOURCE;
  const sources = await query(
    `INSERT INTO auction_feed_sources (name, format, mapping, delimiter, default_start_time, url, active)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)
     ON CONFLICT (name) DO NOTHING
     RETURNING id`,
    [source.name, source.format, JSON.stringify(source.mapping), source.delimiter, source.defaultStartTime, source.url, source.active],
  );
  return {
    lots: inserted.length,
    upcomingLots: lots.filter((l) => l.startsAt.getTime() > now.getTime()).length,
    feedSources: sources.length,
  };
}

/**
 * The demo bidder's auction account: the ledger entries and the account row with their sums (ledgerTotals), as the
 * bidding service keeps them. Skipped (false) when the demo bidder or the demo staff member is missing.
 */
export async function loadDemoAuctionAccount(query: Query, now = new Date()): Promise<boolean> {
  const people = await query(`SELECT email, id::text AS id, public_id::text AS public_id FROM users WHERE email = ANY($1)`, [
    [DEMO_BIDDER_EMAIL, DEMO_CASHIER_EMAIL],
  ]);
  const bidder = people.find((p) => p.email === DEMO_BIDDER_EMAIL);
  const cashier = people.find((p) => p.email === DEMO_CASHIER_EMAIL);
  if (!bidder || !cashier) return false;
  const entries = demoAuctionLedger(now);
  // Recorded the working day after the bank credited it.
  const recordedAt = new Date(now.getTime() - 2 * 86_400_000);
  for (const entry of entries) {
    await query(
      `INSERT INTO auction_ledger_entries (user_id, kind, amount_jpy, bank_reference, value_date, note, recorded_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [bidder.id, entry.kind, entry.amountJpy.toString(), entry.bankReference, entry.valueDate, entry.note, cashier.public_id, recordedAt],
    );
  }
  const sums = ledgerTotals(entries);
  await query(`INSERT INTO auction_accounts (user_id, deposit_jpy, held_jpy, owed_jpy, updated_at) VALUES ($1, $2, $3, $4, $5)`, [
    bidder.id,
    sums.deposit.toString(),
    sums.held.toString(),
    sums.owed.toString(),
    recordedAt,
  ]);
  return true;
}

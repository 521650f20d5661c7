// Auction lots for the browser journeys (issue 13). Lots arrive only through feed imports, so a journey writes them
// straight into the runner's database (`databaseUrl`, one of run()'s helpers) with `pg`, as the server tests'
// test/support/auction-factories.ts does.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const JAPAN_OFFSET_MS = 9 * 3_600_000;
const japanDay = (at) => new Date(at.getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Inserts lots (each merged over a plausible Toyota Prius two days ahead) and answers them with their public ids.
 * Lot numbers are unique per call, so runs and languages never collide.
 * @param {string} databaseUrl
 * @param {Array<Record<string, unknown>>} lots  columns in camelCase: startsAt (Date), auctionHouse, make, makeSlug, model, …
 */
export async function insertAuctionLots(databaseUrl, lots) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const tag = randomBytes(3).toString('hex').toUpperCase();
  try {
    const answers = [];
    for (const [i, overrides] of lots.entries()) {
      const lot = {
        auctionHouse: 'USS Tokyo',
        lotNumber: `${tag}${i + 1}`,
        startsAt: new Date(Date.now() + 48 * 3_600_000),
        make: 'Toyota',
        makeSlug: 'toyota',
        model: 'Prius',
        chassisCode: 'ZVW30',
        year: 2015,
        mileageKm: 84_000,
        grade: '4.5',
        colour: 'Pearl White',
        transmission: 'AT',
        engineCc: 1800,
        equipment: 'AC PS PW AW NAVI',
        sheet: {
          overallGrade: '4.5',
          interiorGrade: 'B',
          exteriorGrade: 'A',
          notes: 'Small scratch on rear bumper',
          damages: 'A1 rear bumper',
        },
        startPriceJpy: '450000',
        ...overrides,
      };
      const { rows } = await client.query(
        `INSERT INTO auction_lots (auction_house, auction_date, lot_number, starts_at, make, make_slug, model, chassis_code, year,
                                   mileage_km, grade, colour, transmission, engine_cc, equipment, sheet, start_price_jpy)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
         RETURNING public_id`,
        [
          lot.auctionHouse,
          japanDay(lot.startsAt),
          lot.lotNumber,
          lot.startsAt,
          lot.make,
          lot.makeSlug,
          lot.model,
          lot.chassisCode,
          lot.year,
          lot.mileageKm,
          lot.grade,
          lot.colour,
          lot.transmission,
          lot.engineCc,
          lot.equipment,
          JSON.stringify(lot.sheet),
          lot.startPriceJpy,
        ],
      );
      answers.push({ ...lot, id: rows[0].public_id });
    }
    return answers;
  } finally {
    await client.end();
  }
}

/**
 * A lot comes up, as time passing would (issue 24): its auction time moves to a minute ago, so its bid requests are
 * closed and staff may record its result. `lotId` is the lot's public id.
 * @param {string} databaseUrl
 * @param {string} lotId
 */
export async function lotCameUp(databaseUrl, lotId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`UPDATE auction_lots SET starts_at = now() - interval '1 minute' WHERE public_id = $1`, [lotId]);
  } finally {
    await client.end();
  }
}

/**
 * `npm run seed:bulk -- --cars 1000000 [--truncate]`: fills DATABASE_URL with generated stock for benchmarks.
 * Creates and migrates the database first when needed (as `npm start` does, without demo customers), adds
 * the demo makes and pictures when missing, then streams the cars through COPY. See bench/README.md.
 */
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../src/config/config.js';
import { bulkLoadCars } from '../src/database/seeds/bulk-load.js';
import { prepareDatabase } from '../src/database/startup.js';

export interface SeedBulkArgs {
  cars: number;
  truncate: boolean;
  chunkSize: number;
  images: boolean;
  auctionSheetShare: number;
  rebuildIndexes: boolean | undefined;
  databaseUrl: string | undefined;
  seed: string | undefined;
}

export const SEED_BULK_USAGE = `Usage: npm run seed:bulk -- [--cars N] [--truncate] [--chunk N] [--sheets SHARE] [--no-images]
                           [--keep-indexes | --rebuild-indexes] [--database-url URL] [--seed TEXT]
  --cars N           cars to add (default 1000000; "1e6" and "1_000_000" work too)
  --truncate         delete every existing car first (with its sheets, pictures, statistics, orders…)
  --chunk N          cars per COPY chunk (default 50000)
  --sheets SHARE     share of cars with an auction sheet, 0 to 1 (default 0.1)
  --no-images        do not write gallery rows (car_images)
  --keep-indexes     keep the secondary indexes during the load (default: dropped and rebuilt from 100000 cars on)
  --rebuild-indexes  drop and rebuild them even for a small load
  --database-url URL target database (default DATABASE_URL)
  --seed TEXT        seed of the generator (default autoexport-bulk)`;

function wholeNumber(name: string, raw: string | undefined): number {
  const value = Number((raw ?? '').replace(/_/g, ''));
  if (raw === undefined || !Number.isSafeInteger(value) || value < 0)
    throw new Error(`${name} needs a whole number ≥ 0 (got ${raw ?? 'nothing'})`);
  return value;
}

/** Parses the command line (the part after `--`). Throws with a message naming the bad option. */
export function parseSeedBulkArgs(argv: string[]): SeedBulkArgs {
  const args: SeedBulkArgs = {
    cars: 1_000_000,
    truncate: false,
    chunkSize: 50_000,
    images: true,
    auctionSheetShare: 0.1,
    rebuildIndexes: undefined,
    databaseUrl: undefined,
    seed: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].includes('=')
      ? [argv[i].slice(0, argv[i].indexOf('=')), argv[i].slice(argv[i].indexOf('=') + 1)]
      : [argv[i], undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--cars':
        args.cars = wholeNumber('--cars', value());
        break;
      case '--truncate':
        args.truncate = true;
        break;
      case '--chunk': {
        args.chunkSize = wholeNumber('--chunk', value());
        if (args.chunkSize < 1) throw new Error('--chunk needs at least 1');
        break;
      }
      case '--sheets': {
        const raw = value();
        const share = Number(raw);
        if (!Number.isFinite(share) || share < 0 || share > 1)
          throw new Error(`--sheets needs a share from 0 to 1 (got ${raw ?? 'nothing'})`);
        args.auctionSheetShare = share;
        break;
      }
      case '--no-images':
        args.images = false;
        break;
      case '--keep-indexes':
        args.rebuildIndexes = false;
        break;
      case '--rebuild-indexes':
        args.rebuildIndexes = true;
        break;
      case '--database-url': {
        const raw = value();
        if (!raw) throw new Error('--database-url needs a URL');
        args.databaseUrl = raw;
        break;
      }
      case '--seed': {
        const raw = value();
        if (!raw) throw new Error('--seed needs a text');
        args.seed = raw;
        break;
      }
      default:
        throw new Error(`Unknown option ${argv[i]}`);
    }
  }
  return args;
}

async function main(): Promise<void> {
  let args: SeedBulkArgs;
  try {
    args = parseSeedBulkArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${SEED_BULK_USAGE}`);
    process.exit(2);
  }
  const config = loadConfig({ ...process.env, ...(args.databaseUrl ? { DATABASE_URL: args.databaseUrl } : {}), SEED_DEMO_DATA: 'false' });
  const say = (message: string) => console.log(`[seed:bulk] ${message}`);
  await prepareDatabase(config, say);
  say(`Loading ${args.cars.toLocaleString('en-US')} cars into ${config.databaseUrl.replace(/\/\/([^:@/]+)(:[^@/]*)?@/, '//$1@')}…`);
  const result = await bulkLoadCars({
    databaseUrl: config.databaseUrl,
    cars: args.cars,
    truncate: args.truncate,
    chunkSize: args.chunkSize,
    images: args.images,
    auctionSheetShare: args.auctionSheetShare,
    rebuildIndexes: args.rebuildIndexes,
    seed: args.seed,
    uploadDir: config.uploadDir,
    log: say,
  });
  say(
    `Done: ${result.cars.toLocaleString('en-US')} cars (ids ${result.firstId}–${result.lastId}), ` +
      `${result.auctionSheets.toLocaleString('en-US')} auction sheets, ${result.images.toLocaleString('en-US')} gallery rows ` +
      `in ${result.seconds.toFixed(1)} s.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error('seed:bulk failed:', error);
    process.exit(1);
  });
}

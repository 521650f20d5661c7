import { describe, expect, it } from '@jest/globals';
import { parseSeedBulkArgs } from './seed-bulk.js';

describe('seed:bulk arguments', () => {
  it('defaults to a million cars, keeping what is there', () => {
    expect(parseSeedBulkArgs([])).toEqual({
      cars: 1_000_000,
      truncate: false,
      chunkSize: 50_000,
      images: true,
      auctionSheetShare: 0.1,
      rebuildIndexes: undefined,
      databaseUrl: undefined,
      seed: undefined,
    });
  });

  it('reads every option, with a space or an equals sign', () => {
    expect(
      parseSeedBulkArgs([
        '--cars',
        '1_000',
        '--truncate',
        '--chunk=500',
        '--sheets',
        '0.25',
        '--no-images',
        '--keep-indexes',
        '--database-url',
        'postgres://localhost/x',
        '--seed=abc',
      ]),
    ).toEqual({
      cars: 1000,
      truncate: true,
      chunkSize: 500,
      images: false,
      auctionSheetShare: 0.25,
      rebuildIndexes: false,
      databaseUrl: 'postgres://localhost/x',
      seed: 'abc',
    });
    expect(parseSeedBulkArgs(['--rebuild-indexes']).rebuildIndexes).toBe(true);
    expect(parseSeedBulkArgs(['--cars', '1e6']).cars).toBe(1_000_000);
  });

  it('names the option that is wrong', () => {
    expect(() => parseSeedBulkArgs(['--cars', 'many'])).toThrow(/--cars needs a whole number/);
    expect(() => parseSeedBulkArgs(['--cars'])).toThrow(/--cars needs a whole number ≥ 0 \(got nothing\)/);
    expect(() => parseSeedBulkArgs(['--cars', '-5'])).toThrow(/--cars/);
    expect(() => parseSeedBulkArgs(['--chunk', '0'])).toThrow(/--chunk needs at least 1/);
    expect(() => parseSeedBulkArgs(['--sheets', '2'])).toThrow(/--sheets/);
    expect(() => parseSeedBulkArgs(['--frobnicate'])).toThrow(/Unknown option --frobnicate/);
  });
});

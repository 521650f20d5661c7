import { describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import type { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import { MakesDirectory } from './makes-directory.service.js';

function directory(rows: { id: number; slug: string; title: string }[]) {
  const state = { reads: 0, version: '1', redisDown: false };
  const dataSource = {
    query: async () => {
      state.reads += 1;
      return rows.map((r) => ({ ...r }));
    },
  } as unknown as DataSource;
  const version = {
    current: async () => {
      if (state.redisDown) throw new Error('connection refused');
      return state.version;
    },
  } as unknown as CatalogueVersion;
  return { makes: new MakesDirectory(dataSource, version), state };
}

const toyota = { id: 1, slug: 'toyota', title: 'Toyota' };
const nissan = { id: 2, slug: 'nissan', title: 'Nissan' };

describe('MakesDirectory.byIds', () => {
  it('names the makes asked for from one read per catalogue version', async () => {
    const { makes, state } = directory([toyota, nissan]);
    expect(await makes.byIds([2, 1, 2])).toEqual(
      new Map([
        [2, nissan],
        [1, toyota],
      ]),
    );
    await makes.byIds([1]);
    expect(state.reads).toBe(1);
    state.version = '2';
    await makes.byIds([1]);
    expect(state.reads).toBe(2);
  });

  it('reads again once for a make it does not know, and leaves out one that does not exist', async () => {
    const { makes, state } = directory([toyota]);
    await makes.byIds([1]);
    expect(await makes.byIds([1, 99])).toEqual(new Map([[1, toyota]]));
    expect(state.reads).toBe(2);
  });

  it('answers nothing without a read for no ids', async () => {
    const { makes, state } = directory([toyota]);
    expect(await makes.byIds([])).toEqual(new Map());
    expect(state.reads).toBe(0);
  });

  it('still names makes when the catalogue version cannot be read', async () => {
    const { makes, state } = directory([toyota]);
    state.redisDown = true;
    expect(await makes.byIds([1])).toEqual(new Map([[1, toyota]]));
    await makes.byIds([1]);
    expect(state.reads).toBe(1);
  });
});

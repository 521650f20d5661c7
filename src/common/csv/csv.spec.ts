import { describe, expect, it } from '@jest/globals';
import { batchesOf, csvCell, csvChunks, csvLine, EXPORT_BATCH, toCsv } from './csv.js';

const collect = async <T>(source: AsyncIterable<T>): Promise<T[]> => {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
};

describe('CSV exports', () => {
  it('writes dates as ISO 8601, yes/no for booleans, numbers as they are and guards formulas', () => {
    expect(csvLine([new Date('2026-11-26T01:02:03Z'), true, false, 12.5, -3, '-3', null])).toBe(
      "2026-11-26T01:02:03.000Z,yes,no,12.5,-3,'-3,\r\n",
    );
    expect(csvCell('say "hi", please')).toBe('"say ""hi"", please"');
  });

  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(toCsv(['A', 'B'], [['1', null]])).toBe('\uFEFFA,B\r\n1,\r\n');
  });

  it('reads a list in batches until a short batch, and never past the maximum', async () => {
    const rows = Array.from({ length: EXPORT_BATCH * 2 + 5 }, (_, i) => i);
    const asked: [number, number][] = [];
    const page = (skip: number, take: number) => {
      asked.push([skip, take]);
      return Promise.resolve(rows.slice(skip, skip + take));
    };
    const batches = await collect(batchesOf(page));
    expect(batches.map((b) => b.length)).toEqual([EXPORT_BATCH, EXPORT_BATCH, 5]);
    expect(asked).toEqual([
      [0, EXPORT_BATCH],
      [EXPORT_BATCH, EXPORT_BATCH],
      [EXPORT_BATCH * 2, EXPORT_BATCH],
    ]);
    const capped = await collect(batchesOf(page, EXPORT_BATCH + 10));
    expect(capped.flat()).toHaveLength(EXPORT_BATCH + 10);
  });

  it('streams a header line then one line per row', async () => {
    async function* batches() {
      yield [{ name: 'Ann' }, { name: '=cmd' }];
    }
    const text = (await collect(csvChunks([{ header: 'Name', value: (r: { name: string }) => r.name }], batches()))).join('');
    expect(text).toBe("\uFEFFName\r\nAnn\r\n'=cmd\r\n");
  });
});

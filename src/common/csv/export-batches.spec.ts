import { describe, expect, it } from '@jest/globals';
import { EXPORT_BATCH } from './csv.js';
import { type ExportDb, type KeyColumn, keysetCondition, noRows, offsetBatches } from './export-batches.js';

const key = (sql: string, direction: 'ASC' | 'DESC', nullable = false): KeyColumn => ({
  sql,
  direction,
  nullable,
  nullsFirst: direction === 'DESC',
});

describe('keyset conditions', () => {
  it('is one row comparison for columns that cannot be null, in the sort’s direction (an index seek)', () => {
    expect(keysetCondition([key('"r"."set_at"', 'DESC'), key('"r"."id"', 'DESC')], ['2026-03-10 00:00:00.123456+00', '41'])).toEqual({
      sql: '("r"."set_at", "r"."id") < (:ksk0, :ksk1)',
      params: { ksk0: '2026-03-10 00:00:00.123456+00', ksk1: '41' },
    });
    expect(keysetCondition([key('"u"."email"', 'ASC'), key('"u"."id"', 'ASC')], ['a@b.example', '7']).sql).toBe(
      '("u"."email", "u"."id") > (:ksk0, :ksk1)',
    );
    expect(keysetCondition([key('"a"."id"', 'DESC')], ['90'])).toEqual({ sql: '"a"."id" < :ksk0', params: { ksk0: '90' } });
  });

  it('spells out where the nulls of a nullable key go: last when descending NULLS LAST, first when ascending NULLS FIRST', () => {
    const descNullsLast: KeyColumn = { sql: 'p', direction: 'DESC', nullable: true, nullsFirst: false };
    const id = key('i', 'DESC');
    // Still among the dated rows: earlier dates, the same date and a smaller id, or any undated row.
    expect(keysetCondition([descNullsLast, id], ['2026-01-01', '5']).sql).toBe('((p < :ksk0 OR p IS NULL) OR (p = :ksk0 AND i < :ksk1))');
    // Among the undated rows already: only undated rows with a smaller id.
    const inNulls = keysetCondition([descNullsLast, id], [null, '5']);
    expect(inNulls.sql).toBe('(FALSE OR (p IS NULL AND i < :ksk1))');
    expect(inNulls.params).toEqual({ ksk1: '5' });

    const ascNullsFirst: KeyColumn = { sql: 'p', direction: 'ASC', nullable: true, nullsFirst: true };
    const up = key('i', 'ASC');
    expect(keysetCondition([ascNullsFirst, up], [null, '5']).sql).toBe('(p IS NOT NULL OR (p IS NULL AND i > :ksk1))');
    expect(keysetCondition([ascNullsFirst, up], ['2026-01-01', '5']).sql).toBe('(p > :ksk0 OR (p = :ksk0 AND i > :ksk1))');
  });

  it('needs one value per key', () => {
    expect(() => keysetCondition([key('a', 'ASC')], [])).toThrow();
  });
});

describe('offset batches and an empty export', () => {
  const db = {} as ExportDb;
  const collect = async <T>(source: AsyncIterable<T[]>) => {
    const out: T[][] = [];
    for await (const batch of source) out.push(batch);
    return out;
  };

  it('hands the export’s database to every page', async () => {
    const seen: unknown[] = [];
    const rows = Array.from({ length: EXPORT_BATCH + 3 }, (_, i) => i);
    const batches = await collect(
      offsetBatches(async (given, skip, take) => {
        seen.push(given);
        return rows.slice(skip, skip + take);
      })(db),
    );
    expect(batches.map((b) => b.length)).toEqual([EXPORT_BATCH, 3]);
    expect(seen.every((given) => given === db)).toBe(true);
  });

  it('reads nothing for a filter that can match nothing', async () => {
    expect(await collect(noRows(db))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import type { SelectQueryBuilder } from 'typeorm';
import { applySort, resolveSort, sortValues } from './sort.js';

const columns = { createdAt: 'c.createdAt', price: 'c.priceMinor' };

/** A stand-in query builder recording its ORDER BY. */
function recorder() {
  const order: [string, string, string | undefined][] = [];
  const qb = {
    orderBy(column: string, direction: string, nulls?: string) {
      order.length = 0;
      order.push([column, direction, nulls]);
      return qb;
    },
    addOrderBy(column: string, direction: string, nulls?: string) {
      order.push([column, direction, nulls]);
      return qb;
    },
  };
  return { qb: qb as unknown as SelectQueryBuilder<object>, order };
}

describe('list sorting', () => {
  it('reads a key as ascending and a leading "-" as descending', () => {
    expect(resolveSort('price', columns, '-createdAt')).toEqual({ column: 'c.priceMinor', direction: 'ASC' });
    expect(resolveSort('-price', columns, '-createdAt')).toEqual({ column: 'c.priceMinor', direction: 'DESC' });
  });

  it('falls back when no sort or an unknown one is given', () => {
    expect(resolveSort(undefined, columns, '-createdAt')).toEqual({ column: 'c.createdAt', direction: 'DESC' });
    expect(resolveSort('toString', columns, 'createdAt')).toEqual({ column: 'c.createdAt', direction: 'ASC' });
  });

  it('lists every key both ways for the validator and the docs', () => {
    expect(sortValues(['a', 'b'])).toEqual(['a', '-a', 'b', '-b']);
  });

  it('orders a NOT NULL column plainly (so its index serves the page), the tie-breaker the same way', () => {
    const { qb, order } = recorder();
    applySort(qb, '-price', columns, '-createdAt', 'c.id');
    expect(order).toEqual([
      ['c.priceMinor', 'DESC', undefined],
      ['c.id', 'DESC', undefined],
    ]);
  });

  it('puts the nulls of a nullable column last when descending, first when ascending', () => {
    const nullable = { createdAt: 'r.createdAt', publishedAt: 'r.publishedAt' };
    const { qb, order } = recorder();
    applySort(qb, '-publishedAt', nullable, '-createdAt', 'r.id', ['publishedAt']);
    expect(order[0]).toEqual(['r.publishedAt', 'DESC', 'NULLS LAST']);
    applySort(qb, 'publishedAt', nullable, '-createdAt', 'r.id', ['publishedAt']);
    expect(order[0]).toEqual(['r.publishedAt', 'ASC', 'NULLS FIRST']);
  });

  it('needs no tie-breaker when sorting by it', () => {
    const { qb, order } = recorder();
    const withId: Record<'createdAt' | 'id', string> = { createdAt: 'c.createdAt', id: 'c.id' };
    applySort(qb, 'id', withId, '-createdAt', 'c.id');
    expect(order).toEqual([['c.id', 'ASC', undefined]]);
  });
});

import { describe, expect, it } from '@jest/globals';
import type { SelectQueryBuilder } from 'typeorm';
import { applyIndexedSort } from './sort.js';

/** A query builder that records its ORDER BY. */
function recorder() {
  const calls: unknown[][] = [];
  const qb = {
    orderBy: (...args: unknown[]) => (calls.push(['orderBy', ...args]), qb),
    addOrderBy: (...args: unknown[]) => (calls.push(['addOrderBy', ...args]), qb),
  };
  return { qb: qb as unknown as SelectQueryBuilder<object>, calls };
}

const columns = { createdAt: 'i.createdAt', name: 'i.name', id: 'i.id' };

describe('indexed list sorting', () => {
  it('orders by the key then the tie-breaker, both one way, without a NULLS clause an index could not serve', () => {
    const { qb, calls } = recorder();
    applyIndexedSort(qb, '-name', columns, '-createdAt', 'i.id');
    expect(calls).toEqual([
      ['orderBy', 'i.name', 'DESC'],
      ['addOrderBy', 'i.id', 'DESC'],
    ]);
  });

  it('falls back to the default sort, and needs no tie-breaker when sorting by it', () => {
    const fallback = recorder();
    applyIndexedSort(fallback.qb, undefined, columns, '-createdAt', 'i.id');
    expect(fallback.calls).toEqual([
      ['orderBy', 'i.createdAt', 'DESC'],
      ['addOrderBy', 'i.id', 'DESC'],
    ]);
    const byId = recorder();
    applyIndexedSort(byId.qb, 'id', columns, '-createdAt', 'i.id');
    expect(byId.calls).toEqual([['orderBy', 'i.id', 'ASC']]);
import { applyIndexedSort } from './indexed-sort.js';

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

const COLUMNS = { createdAt: 'r.createdAt', publishedAt: 'r.publishedAt' } as const;

describe('applyIndexedSort', () => {
  it('orders a NOT NULL column plainly (so its index serves the page), the id breaking ties', () => {
    const { qb, order } = recorder();
    applyIndexedSort(qb, undefined, COLUMNS, '-createdAt', 'r.id', ['publishedAt']);
    expect(order).toEqual([
      ['r.createdAt', 'DESC', undefined],
      ['r.id', 'DESC', undefined],
    ]);
  });

  it('puts the nulls of a nullable column last when descending, first when ascending', () => {
    const { qb, order } = recorder();
    applyIndexedSort(qb, '-publishedAt', COLUMNS, '-createdAt', 'r.id', ['publishedAt']);
    expect(order[0]).toEqual(['r.publishedAt', 'DESC', 'NULLS LAST']);
    applyIndexedSort(qb, 'publishedAt', COLUMNS, '-createdAt', 'r.id', ['publishedAt']);
    expect(order[0]).toEqual(['r.publishedAt', 'ASC', 'NULLS FIRST']);
  });

  it('falls back on an unknown key', () => {
    const { qb, order } = recorder();
    applyIndexedSort(qb, 'email', COLUMNS, 'createdAt', 'r.id');
    expect(order[0]).toEqual(['r.createdAt', 'ASC', undefined]);
  });
});

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
  });
});

import { describe, expect, it } from '@jest/globals';
import { resolveSort, sortValues } from './sort.js';

const columns = { createdAt: 'c.createdAt', price: 'c.priceMinor' };

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
});

import { describe, expect, it } from 'vitest';
import { lastPage } from './paging';

describe('lastPage', () => {
  it('is at least 1, and rounds a partial page up', () => {
    expect(lastPage(0, 9)).toBe(1);
    expect(lastPage(9, 9)).toBe(1);
    expect(lastPage(10, 9)).toBe(2);
    expect([lastPage(0, 10), lastPage(10, 10), lastPage(11, 10), lastPage(95, 10)]).toEqual([1, 1, 2, 10]);
  });

  it('never divides by a limit of zero', () => {
    expect(lastPage(5, 0)).toBe(5);
  });
});

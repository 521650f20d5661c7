import { describe, expect, it } from '@jest/globals';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, resolvePaging } from './pagination.js';

describe('resolvePaging', () => {
  it('defaults to the first page of 20', () => {
    expect(resolvePaging(undefined, undefined)).toEqual({ page: 1, limit: DEFAULT_PAGE_LIMIT, skip: 0 });
    expect(DEFAULT_PAGE_LIMIT).toBe(20);
  });

  it('skips the earlier pages', () => {
    expect(resolvePaging(3, 10)).toEqual({ page: 3, limit: 10, skip: 20 });
  });

  it('caps the limit at 100', () => {
    expect(resolvePaging(2, 1000)).toEqual({ page: 2, limit: MAX_PAGE_LIMIT, skip: MAX_PAGE_LIMIT });
    expect(resolvePaging(1, 100).limit).toBe(100);
    expect(MAX_PAGE_LIMIT).toBe(100);
  });

  it('falls back to defaults for values that are not positive whole numbers', () => {
    expect(resolvePaging(0, 0)).toEqual({ page: 1, limit: DEFAULT_PAGE_LIMIT, skip: 0 });
    expect(resolvePaging(-2, 2.5)).toEqual({ page: 1, limit: DEFAULT_PAGE_LIMIT, skip: 0 });
  });
});

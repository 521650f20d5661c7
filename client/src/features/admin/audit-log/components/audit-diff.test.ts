import { describe, expect, it } from 'vitest';
import { diffEntry, showValue } from './audit-diff';

describe('diffEntry', () => {
  it('lists a changed field with both values', () => {
    expect(diffEntry({ role: 'user' }, { role: 'admin' })).toEqual([{ field: 'role', before: 'user', after: 'admin', kind: 'changed' }]);
  });

  it('reads a creation as fields added and a deletion as fields removed', () => {
    expect(diffEntry(null, { role: 'user', status: 'active' }).map((c) => [c.field, c.kind])).toEqual([
      ['role', 'added'],
      ['status', 'added'],
    ]);
    expect(diffEntry({ title: 'Toyota' }, null)).toEqual([{ field: 'title', before: 'Toyota', after: undefined, kind: 'removed' }]);
  });

  it('leaves out fields equal on both sides, objects compared by value', () => {
    expect(diffEntry({ a: 1, tags: ['x'], b: { c: 1 } }, { a: 1, tags: ['x'], b: { c: 2 } })).toEqual([
      { field: 'b', before: { c: 1 }, after: { c: 2 }, kind: 'changed' },
    ]);
  });

  it('adds the fields only the after side has', () => {
    expect(diffEntry({}, { changedFields: ['email'] })).toEqual([
      { field: 'changedFields', before: undefined, after: ['email'], kind: 'added' },
    ]);
  });
});

describe('showValue', () => {
  it('shows text, lists, numbers, booleans and objects readably', () => {
    expect(showValue('admin')).toBe('admin');
    expect(showValue(['email', 'phone'])).toBe('email, phone');
    expect(showValue(42)).toBe('42');
    expect(showValue(false)).toBe('false');
    expect(showValue({ a: 1 })).toBe('{"a":1}');
    expect(showValue(null)).toBe('—');
    expect(showValue(undefined)).toBe('—');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './audit-actions';

/** The server's audit actions (the values of every `*_AUDIT = { … }` object in src/modules) and target types. */
function fromServer(): { actions: string[]; types: string[] } {
  const root = path.resolve(__dirname, '../../../../../src/modules');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'));
  const actions = new Set<string>();
  const types = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const block of source.matchAll(/_AUDIT = \{([^}]*)\}/g)) {
      for (const value of block[1]!.matchAll(/'([a-z_]+\.[a-z_]+)'/g)) actions.add(value[1]!);
    }
    for (const type of source.matchAll(/(?:TARGET(?:_TYPE)?|CATEGORY|ITEM) = '([a-z_]+)'|targetType: '([a-z_]+)'/g))
      types.add(type[1] ?? type[2]!);
  }
  return { actions: [...actions].sort(), types: [...types].sort() };
}

describe('the audit log’s names for actions', () => {
  it('knows every action the server writes, and the kind of target each names', () => {
    const server = fromServer();
    expect(server.actions.length).toBeGreaterThan(50);
    expect(server.actions.filter((a) => !(AUDIT_ACTIONS as readonly string[]).includes(a))).toEqual([]);
    expect(server.types.length).toBeGreaterThan(20);
    expect(server.types.filter((type) => !(AUDIT_TARGET_TYPES as readonly string[]).includes(type))).toEqual([]);
  });
});

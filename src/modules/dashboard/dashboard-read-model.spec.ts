import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The read model may name other modules' tables (module-tables.spec.ts lists it as an exception) because it only
 * reads them: no statement of it writes, locks or changes the schema.
 */
describe('the dashboard’s read model', () => {
  const source = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'dashboard-read-model.ts'), 'utf8');
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

  it('only reads', () => {
    expect(code).not.toMatch(/\b(INSERT|UPDATE|DELETE|MERGE|TRUNCATE|ALTER|DROP|CREATE|GRANT|LOCK)\b|FOR\s+(UPDATE|SHARE)/i);
    expect(code).not.toMatch(/\.(save|insert|update|delete|remove|upsert|increment|decrement)\(/);
  });

  it('sends its SQL as SELECT statements', () => {
    const statements = [...code.matchAll(/this\.rows(?:<[^(]*?>)?\(\s*`\s*(\w+)/g)].map((m) => m[1]!.toUpperCase());
    expect(statements.length).toBe([...code.matchAll(/this\.rows\b/g)].length - 0);
    expect(statements.length).toBeGreaterThan(5);
    for (const first of statements) expect(first).toBe('SELECT');
  });
});

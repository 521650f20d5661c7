import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Swagger names a schema after its class: two DTO classes of one name silently overwrite each other in openapi.yaml. */
describe('OpenAPI schema names', () => {
  it('has no two exported DTO classes of the same name', () => {
    const root = path.resolve(process.cwd(), 'src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'));
    const seen = new Map<string, string[]>();
    for (const file of files) {
      for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(/^export class (\w+Dto)\b/gm)) {
        seen.set(match[1]!, [...(seen.get(match[1]!) ?? []), file]);
      }
    }
    const duplicates = [...seen].filter(([, where]) => where.length > 1);
    expect(duplicates).toEqual([]);
  });
});

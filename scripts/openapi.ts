/**
 * `openapi.ts write`: regenerates openapi.yaml from the code (sorted keys, so the file is deterministic).
 * `openapi.ts check`: exits 1 when openapi.yaml is stale (CI's drift check).
 * The app is built in preview mode: no database or Redis connection is opened.
 */
import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { createApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config/config.js';
import { buildOpenApiDocument } from '../src/openapi/swagger.js';

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

async function render(): Promise<string> {
  const app = await createApp(loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { logger: false, preview: true });
  const document = buildOpenApiDocument(app);
  await app.close();
  return stringify(sortKeys(document), { lineWidth: 0 });
}

const file = path.join(process.cwd(), 'openapi.yaml');
const mode = process.argv[2];
render()
  .then((yaml) => {
    if (mode === 'write') {
      writeFileSync(file, yaml);
      console.log('Wrote openapi.yaml');
    } else if (mode === 'check') {
      let current = '';
      try {
        current = readFileSync(file, 'utf8');
      } catch {}
      if (current !== yaml) {
        console.error('openapi.yaml is stale: run `npm run openapi` and commit it.');
        process.exit(1);
      }
      console.log('openapi.yaml is up to date.');
    } else {
      throw new Error('usage: openapi.ts write | check');
    }
    process.exit(0);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });

// Types for the typed API client, generated from ../openapi.yaml by openapi-typescript.
// `node scripts/api-types.mjs` writes src/lib/api/schema.d.ts; `--check` regenerates into a temporary file and
// fails when the committed file differs (CI runs it so the client never drifts from the server's documentation).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const client = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const spec = path.join(client, '..', 'openapi.yaml');
const target = path.join(client, 'src', 'lib', 'api', 'schema.d.ts');
const check = process.argv.includes('--check');

const generate = (output) => {
  // npm may install it in the workspace (its TypeScript override) or hoist it to the root.
  const bin = [client, path.join(client, '..')].map((dir) => path.join(dir, 'node_modules', '.bin', 'openapi-typescript')).find(existsSync);
  if (!bin) throw new Error('openapi-typescript is not installed: run npm ci');
  const run = spawnSync(bin, [spec, '-o', output], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error(`openapi-typescript failed (${run.error?.message ?? `exit ${run.status}`})`);
};

if (!check) {
  generate(target);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-types-'));
  try {
    const fresh = path.join(dir, 'schema.d.ts');
    generate(fresh);
    if (readFileSync(fresh, 'utf8') !== readFileSync(target, 'utf8')) {
      console.error('client/src/lib/api/schema.d.ts is stale: run `npm run api:types` and commit the result.');
      process.exit(1);
    }
    console.log('client/src/lib/api/schema.d.ts matches openapi.yaml');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

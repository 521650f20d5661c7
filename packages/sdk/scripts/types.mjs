// The SDK's API types, generated from the repository's openapi.yaml by openapi-typescript (the same generator as the
// web client's). `node scripts/types.mjs` writes src/schema.d.ts; `--check` fails when the committed file is stale.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sdk = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.join(sdk, '..', '..');
const spec = path.join(root, 'openapi.yaml');
const target = path.join(sdk, 'src', 'schema.d.ts');
const check = process.argv.includes('--check');

const generate = (output) => {
  const bin = [sdk, path.join(root, 'client'), root]
    .map((dir) => path.join(dir, 'node_modules', '.bin', 'openapi-typescript'))
    .find(existsSync);
  if (!bin) throw new Error('openapi-typescript is not installed: run npm ci');
  const run = spawnSync(bin, [spec, '-o', output], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error(`openapi-typescript failed (${run.error?.message ?? `exit ${run.status}`})`);
};

if (!check) {
  generate(target);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'sdk-types-'));
  try {
    const fresh = path.join(dir, 'schema.d.ts');
    generate(fresh);
    if (readFileSync(fresh, 'utf8') !== readFileSync(target, 'utf8')) {
      console.error('packages/sdk/src/schema.d.ts is stale: run `npm run sdk:types` and commit the result.');
      process.exit(1);
    }
    console.log('packages/sdk/src/schema.d.ts matches openapi.yaml');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// API types generated from openapi.yaml by openapi-typescript, for the web client and the SDK (one generator, one
// script). `node scripts/api-types.mjs <target>` writes the target (relative to the working directory); `--check`
// regenerates into a temporary file and fails when the committed one differs (CI runs it so neither drifts from the
// server's documentation).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const spec = path.join(root, 'openapi.yaml');
const check = process.argv.includes('--check');
const given = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (!given) throw new Error('usage: node scripts/api-types.mjs <target .d.ts> [--check]');
const target = path.resolve(given);
const shown = path.relative(root, target);

const generate = (output) => {
  // npm may install it in a workspace (the client's TypeScript override) or hoist it to the root.
  const bin = [path.join(root, 'client'), root].map((dir) => path.join(dir, 'node_modules', '.bin', 'openapi-typescript')).find(existsSync);
  if (!bin) throw new Error('openapi-typescript is not installed: run npm ci');
  const run = spawnSync(bin, [spec, '-o', output], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error(`openapi-typescript failed (${run.error?.message ?? `exit ${run.status}`})`);
};

if (!check) {
  generate(target);
  console.log(`wrote ${shown}`);
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-types-'));
  try {
    const fresh = path.join(dir, 'schema.d.ts');
    generate(fresh);
    if (readFileSync(fresh, 'utf8') !== readFileSync(target, 'utf8')) {
      console.error(`${shown} is stale: run \`npm run api:types\` and \`npm run sdk:types\`, and commit the result.`);
      process.exit(1);
    }
    console.log(`${shown} matches openapi.yaml`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

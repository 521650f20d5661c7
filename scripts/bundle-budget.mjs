// The JavaScript budget of the home route (issue 8): what a first visit to `/` downloads — the entry chunk and its
// static imports, the home route's lazy chunk and its static imports, and the English translation chunks the home
// screen loads (English `common` and `layout` are inside the entry; the other namespaces load lazily as screens ask for
// them, and the home screen's are the ones its entry in client/src/app/routes.tsx declares — the same list hydration
// waits for, so it cannot leave one out without breaking the server-rendered home page) — gzipped at level 9, must stay
// within 150 KB. Deterministic (it reads the build, not the network): CI runs it after
// `npm run build`.
//
//   npm run check:bundle                 reads client/dist/.vite/manifest.json (client/vite.config.ts: build.manifest)
//   node scripts/bundle-budget.mjs --dist <dir>   another build
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The home route's module, as Vite names it in the manifest (relative to client/). */
export const HOME_ROUTE_MODULE = 'src/features/catalogue/routes/home-route.tsx';
/** The default language's translation files (manifest keys start with it). */
export const DEFAULT_LOCALE_DIR = 'src/locales/en/';
/** The routes table, where the home screen declares the namespaces it renders with. */
export const ROUTES_FILE = 'src/app/routes.tsx';
/** The budget, gzipped bytes. */
export const BUDGET_BYTES = 150 * 1024;

/** Manifest keys of `start` and every chunk reachable from it through static imports, in load order, once each. */
export function staticClosure(manifest, start, seen = new Set()) {
  if (seen.has(start)) return [];
  seen.add(start);
  const chunk = manifest[start];
  if (!chunk) throw new Error(`the manifest has no entry "${start}"`);
  return [start, ...(chunk.imports ?? []).flatMap((key) => staticClosure(manifest, key, seen))];
}

/** The namespaces of `const HOME: ScreenModule = { …, namespaces: ['catalogue'] }` in the routes table's source. */
export function homeNamespaces(routesSource) {
  const home = /const HOME: ScreenModule = \{[^}]*?namespaces: \[([^\]]*)\]/.exec(routesSource);
  if (!home)
    throw new Error(`${ROUTES_FILE} has no \`const HOME: ScreenModule = { …, namespaces: [...] }\`: update scripts/bundle-budget.mjs`);
  return [...home[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

/** The JavaScript chunks the home route loads: { chunks: [{ key, file, role }], notes }. */
export function homeRouteChunks(manifest, namespaces, routeModule = HOME_ROUTE_MODULE) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${entries.length}: ${entries.join(', ')}`);
  const seen = new Set();
  const chunks = [];
  const add = (start, role, importRole) =>
    chunks.push(...staticClosure(manifest, start, seen).map((key, i) => ({ key, role: i ? importRole : role })));
  add(entries[0], 'entry', 'entry import');
  const notes = [];
  if (manifest[routeModule]) add(routeModule, 'home route', 'route import');
  // Bundled into the entry (or not written yet): then the entry's size above already holds it.
  else notes.push(`${routeModule} is not a chunk of its own in the manifest: counted the entry and its imports only.`);
  for (const namespace of namespaces) {
    const key = `${DEFAULT_LOCALE_DIR}${namespace}.json`;
    if (!manifest[key]) throw new Error(`the manifest has no chunk for ${key}, which the home screen declares`);
    add(key, 'locale (en)', 'locale import');
  }
  return { chunks: chunks.map((c) => ({ ...c, file: manifest[c.key].file })).filter((c) => c.file.endsWith('.js')), notes };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  const distArg = process.argv.indexOf('--dist');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dist = distArg > 0 ? path.resolve(process.argv[distArg + 1]) : path.join(root, 'client', 'dist');
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(`${manifestFile} is missing: run \`npm run build\` (with build.manifest in client/vite.config.ts).`);
    process.exit(1);
  }
  const namespaces = homeNamespaces(readFileSync(path.join(root, 'client', ROUTES_FILE), 'utf8'));
  const { chunks, notes } = homeRouteChunks(JSON.parse(readFileSync(manifestFile, 'utf8')), namespaces);
  const rows = chunks.map((c) => {
    const source = readFileSync(path.join(dist, c.file));
    return { ...c, raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
  });
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  const width = Math.max(...rows.map((r) => r.file.length), 'total'.length);
  const line = (file, role, raw, gzip) => `${file.padEnd(width)}  ${role.padEnd(13)}  ${raw.padStart(9)}  ${gzip.padStart(9)}`;
  console.log(`JavaScript loaded by the home route (gzip level 9), budget ${kb(BUDGET_BYTES)}\n`);
  console.log(line('file', 'role', 'raw', 'gzip'));
  for (const r of rows) console.log(line(r.file, r.role, kb(r.raw), kb(r.gzip)));
  console.log(line('total', '', kb(rows.reduce((s, r) => s + r.raw, 0)), kb(total)));
  for (const note of notes) console.log(`\nnote: ${note}`);
  const pass = total <= BUDGET_BYTES;
  console.log(`\n${pass ? 'PASS' : 'FAIL'}: ${kb(total)} of ${kb(BUDGET_BYTES)} (${((total / BUDGET_BYTES) * 100).toFixed(0)}%)`);
  process.exit(pass ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

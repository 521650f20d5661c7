// The module graph has no cycle (issue 25): no module under src/modules/ imports, directly or through others, a module
// that imports it back. A module is a folder directly under src/modules/; module A depends on module B when any
// non-spec file of A imports a file of B — type-only imports and re-exports included, since a cycle is a cycle for the
// reader whatever the compiler erases. Part of `npm run lint`; exit 1 prints every cycle with one offending import per
// edge, so the fix is clear: move the piece the lower module needs down, or the orchestration up into a module of its
// own (README "Where things go": the module layering).
//
//   node scripts/check-module-cycles.mjs                 check src/modules/
//   node scripts/check-module-cycles.mjs --root <dir>    check another folder of modules (the unit spec's fixture)
//
// The graph and its cycles are pure functions (moduleGraph, cyclesOf), unit-tested in scripts/check-module-cycles.spec.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts)$/;
const SPEC = /\.spec\.(ts|tsx|mts)$/;

/** The specifiers a file imports (import, import type, export … from, import(), require), each with its 1-based line. */
export function importsOf(source) {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles.map(({ fileName, pos }) => ({ specifier: fileName, line: source.slice(0, pos).split('\n').length }));
}

/**
 * Module → module edges of `files` (paths relative to the modules folder, '/'-separated, with their source), each edge
 * with its first offending import. Only relative imports that land in another module count; specs are left out (a
 * test may set up what the code above its module provides).
 */
export function moduleGraph(files) {
  const edges = new Map();
  for (const { file, source } of [...files].sort((a, b) => a.file.localeCompare(b.file))) {
    if (SPEC.test(file) || !file.includes('/')) continue;
    const from = file.split('/')[0];
    for (const { specifier, line } of importsOf(source)) {
      if (!specifier.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      if (target.startsWith('..') || !target.includes('/')) continue;
      const to = target.split('/')[0];
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const out = edges.get(from);
      if (!out.has(to)) out.set(to, { file, line, specifier });
    }
  }
  return edges;
}

/** The strongly connected components of more than one module (Tarjan), each sorted; sorted by their first module. */
function componentsOf(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of [...(edges.get(v)?.keys() ?? [])].sort()) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) components.push(component.sort());
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return components.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest path from `start` to `goal` inside `members` (breadth first), as the list of modules on it. */
function shortestPath(edges, members, start, goal) {
  const before = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift();
    if (v === goal) break;
    for (const w of [...(edges.get(v)?.keys() ?? [])].sort()) {
      if (!members.has(w) || before.has(w)) continue;
      before.set(w, v);
      queue.push(w);
    }
  }
  const route = [];
  for (let v = goal; v !== null; v = before.get(v)) route.unshift(v);
  return route;
}

/**
 * The cycles of the graph: for every edge inside a strongly connected component, the shortest cycle through it — so
 * every edge that keeps a cycle alive is named at least once — without repeats. Each cycle is its list of modules,
 * starting from its smallest name, the first module not repeated at the end.
 */
export function cyclesOf(edges) {
  const cycles = new Map();
  for (const component of componentsOf(edges)) {
    const members = new Set(component);
    for (const from of component) {
      for (const to of [...(edges.get(from)?.keys() ?? [])].sort()) {
        if (!members.has(to)) continue;
        const cycle = [from, ...shortestPath(edges, members, to, from).slice(0, -1)];
        const first = cycle.indexOf([...cycle].sort()[0]);
        const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
        cycles.set(rotated.join(' → '), rotated);
      }
    }
  }
  return [...cycles.values()];
}

/** The report of `cycles`: each cycle, then each of its edges with the import that makes it. */
export function formatCycles(edges, cycles, modulesDir = 'src/modules') {
  return cycles
    .map((cycle) => {
      const steps = cycle.map((from, i) => {
        const to = cycle[(i + 1) % cycle.length];
        const { file, line, specifier } = edges.get(from).get(to);
        return `  ${from} → ${to}: ${path.posix.join(modulesDir, file)}:${line} imports '${specifier}'`;
      });
      return [`Module cycle: ${[...cycle, cycle[0]].join(' → ')}`, ...steps].join('\n');
    })
    .join('\n');
}

/** Every TypeScript file under `dir`, relative to it with '/' separators, with its source. */
export function sourcesUnder(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts'))
    .map((file) => ({ file: file.split(path.sep).join('/'), source: readFileSync(path.join(dir, file), 'utf8') }));
}

function main(args) {
  const rootAt = args.indexOf('--root');
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = rootAt >= 0 ? path.resolve(args[rootAt + 1]) : path.join(repo, 'src', 'modules');
  const edges = moduleGraph(sourcesUnder(dir));
  const cycles = cyclesOf(edges);
  if (cycles.length === 0) return 0;
  const shown = path.relative(process.cwd(), dir).split(path.sep).join('/') || '.';
  console.error(formatCycles(edges, cycles, shown));
  console.error(
    `\n${cycles.length} module cycle(s) under ${shown}: a module must not import a module that imports it back. Move the ` +
      'piece the lower module needs down (rules, types, an entity named by string), or the code that needs both up ' +
      'into a module of its own (README "Where things go").',
  );
  return 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));

// `npm run dev`: the server (`nest start --watch`: tsc in watch mode, restarting dist/src/main.js after each
// rebuild) and the client's Vite dev server (:5173, proxying /api to :3000) together, their output prefixed.
// Ctrl-C or SIGTERM stops both; when one of them exits, the other is stopped too. No dependency: a few lines of
// child_process instead of `concurrently`.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const nest = path.join(root, 'node_modules', '.bin', 'nest');
const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
// The server runs the contract's compiled dist (packages/contract): built once before it starts, then kept fresh.
execFileSync('npm', ['run', 'build', '-w', '@autoexport/contract'], { cwd: root, stdio: 'inherit' });
const tasks = [
  { name: 'contract', colour: 33, command: tsc, args: ['-p', 'packages/contract/tsconfig.json', '--watch', '--preserveWatchOutput'] },
  { name: 'server', colour: 36, command: nest, args: ['start', '--watch', '--preserveWatchOutput'] },
  { name: 'client', colour: 35, command: 'npm', args: ['run', 'dev', '-w', 'client'] },
];

const children = [];
let stopping = false;

/** Each child leads its own process group, so stopping it also stops what it started (node, vite). */
function stopAll(signal) {
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}

for (const task of tasks) {
  const prefix = colour ? `\x1b[${task.colour}m[${task.name}]\x1b[0m ` : `[${task.name}] `;
  const child = spawn(task.command, task.args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...(colour ? { FORCE_COLOR: '1' } : {}) },
  });
  children.push(child);
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix}${line}\n`));
  }
  child.on('exit', (code, signal) => {
    process.stdout.write(`${prefix}exited (${signal ?? code})\n`);
    if (!stopping) {
      process.exitCode = code ?? 1;
      stopAll('SIGTERM');
    }
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit();
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // A second Ctrl-C does not wait for a graceful stop.
    stopAll(stopping ? 'SIGKILL' : 'SIGTERM');
  });
}

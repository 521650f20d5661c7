// The npm registry mirror this project is built against lacks some other-platform binaries (e.g.
// @swc/core-darwin-arm64), so `npm install` leaves them out of package-lock.json, and `npm ci` then refuses the
// lock file as out of sync. This records each missing optional dependency with the os/cpu its name announces, so
// `npm ci` accepts the lock file and skips them here as foreign platforms. Run it after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
const added = [];

for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const parts = name.split(/[/-]/);
    const os = OS.filter((o) => parts.includes(o) || parts.includes(o === 'win32' ? 'win32' : o));
    const cpu = CPU.filter((c) => parts.includes(c));
    if (!/^\d+\.\d+\.\d+/.test(spec) || os.length === 0) {
      console.warn(`left alone: ${name}@${spec} (not an exact version, or no platform in its name)`);
      continue;
    }
    packages[`node_modules/${name}`] = { version: spec, optional: true, os, ...(cpu.length ? { cpu } : {}) };
    added.push(`${name}@${spec}`);
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `Recorded ${added.length} foreign-platform optional dependencies:\n  ${added.join('\n  ')}` : 'Nothing to record.',
);

// Module hooks that let a child process run the TypeScript sources as they are (no build): `.ts` files are compiled
// on load with swc, with the same options as jest.config.js, and a relative `./x.js` import finds `./x.ts`.
// Registered by ts-register.mjs: `node --import ./test/support/ts-register.mjs src/worker.ts`.
import { transform } from '@swc/core';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const SWC_OPTIONS = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

export async function resolve(specifier, context, nextResolve) {
  const parent = context.parentURL;
  if (parent?.endsWith('.ts') && /^\.{1,2}\//.test(specifier) && specifier.endsWith('.js')) {
    const asJs = new URL(specifier, parent);
    if (!existsSync(fileURLToPath(asJs))) {
      const asTs = new URL(asJs.href.replace(/\.js$/, '.ts'));
      if (existsSync(fileURLToPath(asTs))) return { url: asTs.href, format: 'module', shortCircuit: true };
    }
  }
  // The contract package is read from its sources too (its `@autoexport/source` export condition), as Jest and Vite
  // do: a fresh `npm ci` has not built its dist.
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, '@autoexport/source'] });
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const filename = fileURLToPath(url);
  const { code } = await transform(await readFile(filename, 'utf8'), { ...SWC_OPTIONS, filename });
  return { format: 'module', source: code, shortCircuit: true };
}

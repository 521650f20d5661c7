// `node --import ./test/support/ts-register.mjs <file.ts>`: runs TypeScript sources without a build (ts-hooks.mjs).
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);

// Browser tests: start the built server on its own port and database, drive Debian's Chromium through the
// main journeys, save screenshots in test-results/, and print "N passed, N failed".
// Needs `npm run build` first and `apt-get install -y chromium fonts-noto-core`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { journeys } from './journeys.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shots = path.join(root, 'test-results', 'screenshots');
mkdirSync(shots, { recursive: true });

const serverUrl = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `autoexport_browser_${randomBytes(4).toString('hex')}`;
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${database}`;
const port = 4100 + Math.floor(Math.random() * 800);
const baseUrl = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, ['dist/src/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_PREFIX: `browser:${database}`,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    SUPERADMIN_EMAIL: 'boss@autoexport.local',
    SUPERADMIN_PASSWORD: 'Boss#2026!',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not answer within 60 s');
}

let passed = 0;
let failed = 0;
let browser;
try {
  await waitForServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
  for (const journey of journeys) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await journey.run({ page, baseUrl });
      passed++;
      console.log(`✓ ${journey.name}`);
    } catch (error) {
      failed++;
      console.log(`✗ ${journey.name}\n  ${error instanceof Error ? error.message : error}`);
    } finally {
      await page.screenshot({ path: path.join(shots, `${journey.name.replace(/\W+/g, '-')}.png`), fullPage: true }).catch(() => undefined);
      await context.close();
    }
  }
} catch (error) {
  failed++;
  console.log(`✗ setup\n  ${error instanceof Error ? error.stack : error}`);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r).once('error', r));
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await client.end();
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

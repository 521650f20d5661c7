import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstAnswerKey } from '@autoexport/contract/first-answer';
import { bumpCatalogue, createCar, createMake, type CreatedCar } from './support/car-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * How the server puts the client's own first render into a catalogue page (src/modules/web/server-renderer.ts). The
 * real client entry is exercised by the browser journeys; here a stand-in entry (`<CLIENT_DIST_DIR>-server`) echoes
 * what it was asked, so the test sees exactly what the server hands it and what it does with the answer.
 */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>t</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"><!--app-->
      <div role="status" aria-busy="true">loading</div>
    <!--/app--></div>
  </body>
</html>
`;
const STAND_IN_ENTRY = `
let calls = 0;
export async function renderPage({ url, language, firstAnswer, timeoutMs }) {
  calls += 1;
  if (url.includes('explode')) throw new Error('the render failed');
  if (url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, timeoutMs + 500));
  return '<main data-url="' + encodeURIComponent(url) + '" data-language="' + language + '" data-answer="' +
    encodeURIComponent(firstAnswer ? firstAnswer.key : 'none') + '" data-calls="' + calls + '">rendered</main>';
}
`;

const rootOf = (html: string) => /<div id="root"[^>]*>[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
const renderedOf = (html: string) => {
  const main =
    /<div id="root" data-server-rendered="(\w+)"><main data-url="([^"]*)" data-language="(\w+)" data-answer="([^"]*)" data-calls="(\d+)">/.exec(
      html,
    );
  return (
    main && {
      attribute: main[1],
      url: decodeURIComponent(main[2]!),
      language: main[3],
      answerKey: decodeURIComponent(main[4]!),
      calls: Number(main[5]),
    }
  );
};

describe('server-rendered catalogue pages', () => {
  let t: TestApp;
  let clientDir: string;
  let car: CreatedCar;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'ssr-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
    mkdirSync(`${clientDir}-server`);
    writeFileSync(path.join(`${clientDir}-server`, 'package.json'), '{ "type": "module" }\n');
    writeFileSync(path.join(`${clientDir}-server`, 'entry-server.js'), STAND_IN_ENTRY);
    t = await createTestApp({ CLIENT_DIST_DIR: clientDir });
    const make = await createMake(t, { title: 'Toyota' });
    car = await createCar(t, { make, model: 'Harrier', year: 2018 });
    await bumpCatalogue(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
    rmSync(`${clientDir}-server`, { recursive: true, force: true });
  });

  it('renders a car page in place of the loading screen, with the answer the page hands the client', async () => {
    const ref = car.car.stockId;
    const html = (await t.http.get(`/ur/cars/${ref}`).expect(200)).text;
    expect(renderedOf(html)).toMatchObject({
      attribute: 'ur',
      url: `/ur/cars/${ref}`,
      language: 'ur',
      answerKey: firstAnswerKey(`GET /api/cars/detail/ref/${ref}`),
    });
    expect(html).not.toContain('aria-busy');
    expect(html).toContain(
      `<script type="application/json" id="first-answer">{"key":"${firstAnswerKey(`GET /api/cars/detail/ref/${ref}`)}"`,
    );
  });

  it('renders the search and home pages with their first answers, and the same page only once', async () => {
    const search = renderedOf((await t.http.get('/cars').expect(200)).text);
    expect(search).toMatchObject({ attribute: 'en', url: '/cars', answerKey: firstAnswerKey('GET /api/cars', { limit: 20 }) });
    const again = renderedOf((await t.http.get('/cars').expect(200)).text);
    expect(again?.calls).toBe(search?.calls);
    const home = renderedOf((await t.http.get('/es').expect(200)).text);
    expect(home).toMatchObject({ attribute: 'es', language: 'es', answerKey: firstAnswerKey('POST /api/landing-page') });
  });

  it('renders a car page for its whole URL: a query (a tracking parameter, say) is part of what is rendered', async () => {
    const ref = car.car.stockId;
    await t.http.get(`/cars/${ref}`).expect(200);
    expect(renderedOf((await t.http.get(`/cars/${ref}?fbclid=abc`).expect(200)).text)?.url).toBe(`/cars/${ref}?fbclid=abc`);
  });

  it('leaves the page to the browser for a visitor holding a session (the hint cookie), and for other pages', async () => {
    const html = (await t.http.get('/cars').set('cookie', 'theme=dark; autoexport_session=1').expect(200)).text;
    expect(rootOf(html)).not.toContain('data-server-rendered');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('id="first-answer"');
    const signIn = (await t.http.get('/auth').expect(200)).text;
    expect(signIn).not.toContain('data-server-rendered');
    expect((await t.http.get('/cars/ZZ0000000').expect(404)).text).not.toContain('data-server-rendered');
  });

  it('sends the page unrendered, never an error, when the render fails or takes too long', async () => {
    for (const url of ['/cars?q=explode', '/cars?q=slow']) {
      const html = (await t.http.get(url).expect(200)).text;
      expect(html).toContain('aria-busy="true"');
      expect(html).not.toContain('data-server-rendered');
    }
  });

  it('compresses pages for browsers that take brotli, with the stylesheet first in the head', async () => {
    const res = await t.http
      .get('/cars')
      .set('accept-encoding', 'br')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toContain('Accept-Encoding');
    // supertest reads brotli itself: the body is the page, the length on the wire the compressed one.
    const html = (res.body as Buffer).toString('utf8');
    expect(Number(res.headers['content-length'])).toBeLessThan(Buffer.byteLength(html) / 2);
    expect(html).toMatch(/<meta charset="UTF-8" \/>\s*<link rel="stylesheet" crossorigin href="\/assets\/index-abc123.css">/);
    expect(renderedOf(html)?.attribute).toBe('en');
  });
});

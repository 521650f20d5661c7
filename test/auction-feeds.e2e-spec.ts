import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { JobsService } from '../src/jobs/jobs.service.js';
import { JobName } from '../src/jobs/queues.js';
import { auditEntries, tempUploadDir } from './support/admin-helpers.js';
import { api } from './support/api.js';
import {
  createFeedSource,
  FEED_MAPPING,
  feedCsv,
  feedRow,
  finishedImport,
  type ImportBody,
  importFeed,
  lotsOf,
  uploadFeed,
} from './support/auction-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

const NOBODY = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const house = () => `House ${Math.random().toString(36).slice(2, 10)}`;

/** Auction feed sources and imports (issue 13): staff map a feed once, then upload or fetch it; a job imports it. */
describe('auction feeds', () => {
  let t: TestApp;
  let admin: SignedIn;
  let user: SignedIn;
  let feedServer: Server;
  let feedUrl: string;
  const privateDir = tempUploadDir();

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'inline', PRIVATE_UPLOAD_DIR: privateDir.dir, AUCTION_FEED_MAX_MB: '1' });
    admin = await signedInUser(t, { role: 'admin' });
    user = await signedInUser(t);
    const served = feedCsv([feedRow({ Auction: 'URL House', 'Lot No': '1' }), feedRow({ Auction: 'URL House', 'Lot No': '2' })]);
    feedServer = createServer((req, res) => {
      if (req.url === '/feed.csv') {
        res.writeHead(200, { 'Content-Type': 'text/csv' });
        res.end(served);
      } else {
        res.writeHead(404);
        res.end('missing');
      }
    });
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => feedServer?.close(resolve));
    privateDir.remove();
  });

  describe('access', () => {
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user, admin }),
      expect: { anonymous: 401, user: 403 },
      routes: [
        { method: 'get', url: '/api/admin/auctions/feed-sources', expect: { admin: 200 } },
        { method: 'post', url: '/api/admin/auctions/feed-sources', body: {}, expect: { admin: 400 } },
        { method: 'get', url: `/api/admin/auctions/feed-sources/${NOBODY}`, expect: { admin: 404 } },
        { method: 'patch', url: `/api/admin/auctions/feed-sources/${NOBODY}`, body: {}, expect: { admin: 404 } },
        { method: 'delete', url: `/api/admin/auctions/feed-sources/${NOBODY}`, expect: { admin: 404 } },
        { method: 'post', url: `/api/admin/auctions/feed-sources/${NOBODY}/fetch`, expect: { admin: 404 } },
        { method: 'get', url: '/api/admin/auctions/imports', expect: { admin: 200 } },
        { method: 'get', url: `/api/admin/auctions/imports/${NOBODY}`, expect: { admin: 404 } },
        { method: 'get', url: `/api/admin/auctions/imports/${NOBODY}/rejected.csv`, expect: { admin: 404 } },
      ],
    });

    it('refuses an upload to a regular user before reading the file', async () => {
      const source = await createFeedSource(t, admin);
      const res = await uploadFeed(t, user, source.id, feedCsv([feedRow()]));
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'PERMISSION_DENIED', message: 'Permission Denied' });
    });
  });

  describe('sources', () => {
    it('are created, listed, changed and audited', async () => {
      const source = await createFeedSource(t, admin, { name: 'USS Nagoya weekly', delimiter: ';', defaultStartTime: '09:00' });
      expect(source).toMatchObject({
        name: 'USS Nagoya weekly',
        format: 'csv',
        delimiter: ';',
        defaultStartTime: '09:00',
        url: null,
        active: true,
      });
      const list = await api(t, admin).get('/api/admin/auctions/feed-sources?q=nagoya');
      expect(list.body).toMatchObject({ total: 1, items: [{ id: source.id }] });
      const changed = await api(t, admin).patch(`/api/admin/auctions/feed-sources/${source.id}`, {
        active: false,
        url: 'https://feeds.example.com/uss.csv',
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ active: false, url: 'https://feeds.example.com/uss.csv' });
      const entries = await auditEntries(t, 'auction_feed_source', source.id);
      expect(entries.map((e) => [e.action, e.after])).toEqual([
        ['auction_feed_source.create', expect.objectContaining({ name: 'USS Nagoya weekly' })],
        ['auction_feed_source.update', { active: false, url: 'https://feeds.example.com/uss.csv' }],
      ]);
    });

    it('refuse bad input with 400 and the error body', async () => {
      const bad = await api(t, admin).post('/api/admin/auctions/feed-sources', {
        name: 'Broken',
        format: 'xml',
        mapping: FEED_MAPPING,
        url: 'ftp://feeds.example.com/x.csv',
        delimiter: '::',
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(bad.body.details).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'format', message: 'Format must be one of csv, json' }),
          expect.objectContaining({ field: 'url', code: 'AUCTION_FEED_URL_INVALID', message: 'URL must be an http or https address.' }),
          expect.objectContaining({ field: 'delimiter', code: 'AUCTION_FEED_DELIMITER_INVALID' }),
        ]),
      );
      const { year: _year, startTime: _start, ...partial } = FEED_MAPPING;
      const mapping = await api(t, admin).post('/api/admin/auctions/feed-sources', {
        name: 'No year',
        format: 'csv',
        mapping: { ...partial, horsepower: 'HP' },
      });
      expect(mapping.status).toBe(400);
      expect(mapping.body.details.map((d: { message: string }) => d.message)).toEqual([
        expect.stringMatching(/^Column mapping names an unknown field: horsepower\./),
        "Column mapping must name the feed's column for year.",
        "Map the feed's start time column (startTime) or give the source a default start time.",
      ]);
      const extra = await api(t, admin).post('/api/admin/auctions/feed-sources', {
        name: 'Extra',
        format: 'csv',
        mapping: FEED_MAPPING,
        role: 'admin',
      });
      expect(extra.status).toBe(400);
      expect(extra.body.code).toBe('UNKNOWN_FIELD');
      const listBad = await api(t, admin).get('/api/admin/auctions/imports?status=lost&sourceId=nope');
      expect(listBad.status).toBe(400);
      expect(listBad.body.details).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'sourceId', message: 'Source must be the id of a feed source.' })]),
      );
    });

    it('keep names unique, and only a source without imports can be deleted', async () => {
      const source = await createFeedSource(t, admin);
      const again = await api(t, admin).post('/api/admin/auctions/feed-sources', {
        name: source.name,
        format: 'json',
        mapping: FEED_MAPPING,
      });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: 'AUCTION_FEED_SOURCE_NAME_TAKEN',
        message: `A feed source named "${source.name}" already exists.`,
      });
      await importFeed(t, admin, source.id, feedCsv([feedRow({ Auction: house() })]));
      const inUse = await api(t, admin).delete(`/api/admin/auctions/feed-sources/${source.id}`);
      expect(inUse.status).toBe(409);
      expect(inUse.body.message).toBe('This feed source has imports: deactivate it instead of deleting it.');
      const unused = await createFeedSource(t, admin);
      expect((await api(t, admin).delete(`/api/admin/auctions/feed-sources/${unused.id}`)).status).toBe(204);
      expect((await api(t, admin).get(`/api/admin/auctions/feed-sources/${unused.id}`)).status).toBe(404);
    });
  });

  describe('imports', () => {
    it('load a CSV feed: lots with their Japanese start in UTC, the make slug, whole yen; audited', async () => {
      const h = house();
      const source = await createFeedSource(t, admin);
      const res = await uploadFeed(
        t,
        admin,
        source.id,
        feedCsv([
          feedRow({ Auction: h, 'Lot No': '10', Make: 'Mercedes-Benz', Model: 'C200', Start: '10:15', 'Start price': '1,250,000' }),
          feedRow({ Auction: h, 'Lot No': '11' }),
          feedRow({ Auction: h, 'Lot No': '12', Grade: 'ra', Notes: null }),
        ]),
      );
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({
        status: expect.stringMatching(/^(queued|running|done)$/),
        origin: 'upload',
        source: { id: source.id },
      });
      const done = await finishedImport(t, admin, res.body.id);
      expect(done).toMatchObject({
        status: 'done',
        progressPercent: 100,
        rowsRead: 3,
        rowsInserted: 3,
        rowsUpdated: 0,
        rowsUnchanged: 0,
        rowsRejected: 0,
        checkpoint: 3,
        rejectedSample: [],
      });
      const lots = await lotsOf(t, h);
      expect(lots).toHaveLength(3);
      expect(lots[0]).toMatchObject({
        auction_date: '2026-12-05',
        lot_number: '10',
        starts_at: new Date('2026-12-05T01:15:00.000Z'),
        make: 'Mercedes-Benz',
        make_slug: 'mercedes-benz',
        start_price_jpy: '1250000',
        mileage_km: 45000,
        grade: '4.5',
        sheet: { notes: 'Small scratch on the rear bumper' },
        result: 'pending',
      });
      expect(lots[2]).toMatchObject({ grade: 'RA', sheet: null });
      const audit = await auditEntries(t, 'auction_import', res.body.id);
      expect(audit.map((e) => [e.action, e.after])).toEqual([
        ['auction_import.start', expect.objectContaining({ sourceId: source.id, origin: 'upload' })],
      ]);
      const list = await api(t, admin).get(`/api/admin/auctions/imports?sourceId=${source.id}&status=done`);
      expect(list.body).toMatchObject({ total: 1, items: [{ id: res.body.id, rowsInserted: 3 }] });
      expect(list.body.items[0].rejectedSample).toBeUndefined();
    });

    it('load a JSON feed (an array of objects) and JSON Lines, with a semicolon CSV beside', async () => {
      const h = house();
      const json = await createFeedSource(t, admin, { format: 'json' });
      const rows = [feedRow({ Auction: h, 'Lot No': 'J1', Year: 2019, 'Start price': 0 }), feedRow({ Auction: h, 'Lot No': 'J2' })];
      expect(await importFeed(t, admin, json.id, JSON.stringify(rows, null, 2), 'feed.json')).toMatchObject({
        status: 'done',
        rowsInserted: 2,
      });
      const lines = [feedRow({ Auction: h, 'Lot No': 'J3' }), feedRow({ Auction: h, 'Lot No': 'J4' })]
        .map((r) => JSON.stringify(r))
        .join('\n');
      const jsonl = await importFeed(t, admin, json.id, `${lines}\n{"broken": \n`, 'feed.jsonl');
      expect(jsonl).toMatchObject({ status: 'done', rowsRead: 3, rowsInserted: 2, rowsRejected: 1 });
      expect(jsonl.rejectedSample[0]!.reasons[0]!.message).toMatch(/^The row could not be read: the line is not valid JSON/);
      const semicolon = await createFeedSource(t, admin, { delimiter: ';' });
      expect(await importFeed(t, admin, semicolon.id, feedCsv([feedRow({ Auction: h, 'Lot No': 'S1' })], ';'))).toMatchObject({
        rowsInserted: 1,
      });
      expect((await lotsOf(t, h)).map((l) => [l.lot_number, l.year, l.start_price_jpy])).toEqual([
        ['J1', 2019, '0'],
        ['J2', 2015, '850000'],
        ['J3', 2015, '850000'],
        ['J4', 2015, '850000'],
        ['S1', 2015, '850000'],
      ]);
    });

    it('are idempotent: the same file again changes nothing and counts every row unchanged; a changed row is updated', async () => {
      const h = house();
      const source = await createFeedSource(t, admin);
      const rows = [feedRow({ Auction: h, 'Lot No': '1' }), feedRow({ Auction: h, 'Lot No': '2' }), feedRow({ Auction: h, 'Lot No': '3' })];
      const first = await importFeed(t, admin, source.id, feedCsv(rows));
      const before = await lotsOf(t, h);
      const again = await importFeed(t, admin, source.id, feedCsv(rows));
      expect(again).toMatchObject({ status: 'done', rowsRead: 3, rowsInserted: 0, rowsUpdated: 0, rowsUnchanged: 3, rowsRejected: 0 });
      expect(await lotsOf(t, h)).toEqual(before);
      expect(before.every((l) => l.import_id !== null)).toBe(true);
      rows[1] = { ...rows[1]!, 'Start price': '900000' };
      const changed = await importFeed(t, admin, source.id, feedCsv(rows));
      expect(changed).toMatchObject({ rowsInserted: 0, rowsUpdated: 1, rowsUnchanged: 2 });
      const after = await lotsOf(t, h);
      expect(after).toHaveLength(3);
      expect(after.map((l) => l.start_price_jpy)).toEqual(['850000', '900000', '850000']);
      expect(first.id).not.toBe(changed.id);
    });

    it('never write the result of a lot customers bid on, nor move the time of one whose result staff recorded (issue 24)', async () => {
      const h = house();
      const source = await createFeedSource(t, admin, { mapping: { ...FEED_MAPPING, result: 'Result', resultPriceJpy: 'Sold price' } });
      const rows = [1, 2, 3].map((n) => feedRow({ Auction: h, 'Lot No': String(n), Result: '', 'Sold price': '' }));
      await importFeed(t, admin, source.id, feedCsv(rows));
      const ids = await t.dataSource.query<{ id: string; lot_number: string }[]>(
        'SELECT id::text, lot_number FROM auction_lots WHERE auction_house = $1 ORDER BY lot_number',
        [h],
      );
      // A customer's open bid on lot 1; lot 2's result recorded by staff (its bids closed); lot 3 nobody bid on.
      const bidder = await signedInUser(t);
      for (const [lot, status] of [
        [ids[0]!.id, 'open'],
        [ids[1]!.id, 'lost'],
      ] as const)
        await t.dataSource.query(`INSERT INTO auction_bid_requests (user_id, lot_id, max_bid_jpy, status) VALUES ($1, $2, 900000, $3)`, [
          bidder.entity.id,
          lot,
          status,
        ]);
      await t.dataSource.query(`UPDATE auction_lots SET result = 'sold', result_recorded_at = now() WHERE id = $1`, [ids[1]!.id]);

      const sold = rows.map((r) => ({ ...r, Result: 'sold', 'Sold price': '1,200,000', Start: '11:00' }));
      const again = await importFeed(t, admin, source.id, feedCsv(sold));
      expect(again).toMatchObject({ status: 'done', rowsRead: 3, rowsRejected: 0 });
      const after = await t.dataSource.query<{ lot_number: string; result: string; price: string | null; start: string }[]>(
        `SELECT lot_number, result, result_price_jpy::text AS price, to_char(starts_at AT TIME ZONE 'Asia/Tokyo', 'HH24:MI') AS start
           FROM auction_lots WHERE auction_house = $1 ORDER BY lot_number`,
        [h],
      );
      expect(after).toEqual([
        { lot_number: '1', result: 'pending', price: null, start: '11:00' },
        { lot_number: '2', result: 'sold', price: null, start: '09:30' },
        { lot_number: '3', result: 'sold', price: '1200000', start: '11:00' },
      ]);
    });

    it('keep the last row of a lot repeated in one feed', async () => {
      const h = house();
      const source = await createFeedSource(t, admin);
      const done = await importFeed(
        t,
        admin,
        source.id,
        feedCsv([
          feedRow({ Auction: h, 'Lot No': '7', 'Start price': '100' }),
          feedRow({ Auction: h, 'Lot No': '7', 'Start price': '200' }),
        ]),
      );
      expect(done).toMatchObject({ status: 'done', rowsRead: 2, rowsInserted: 1, rowsUnchanged: 1 });
      expect((await lotsOf(t, h)).map((l) => l.start_price_jpy)).toEqual(['200']);
    });

    it('import the good rows of a feed with broken ones and report each bad row with its number and reason', async () => {
      const h = house();
      const source = await createFeedSource(t, admin);
      const res = await uploadFeed(
        t,
        admin,
        source.id,
        feedCsv([
          feedRow({ Auction: h, 'Lot No': '1' }),
          feedRow({ Auction: h, 'Lot No': '2', Year: '1890' }),
          feedRow({ Auction: h, 'Lot No': null }),
          feedRow({ Auction: h, 'Lot No': '4', Grade: '7' }),
          feedRow({ Auction: h, 'Lot No': '5', 'Start price': '-100' }),
          feedRow({ Auction: h, 'Lot No': '6' }),
        ]),
      );
      const done = await finishedImport(t, admin, res.body.id);
      expect(done).toMatchObject({ status: 'done', rowsRead: 6, rowsInserted: 2, rowsRejected: 4 });
      expect(done.rejectedSample).toEqual([
        { row: 2, reasons: [{ field: 'year', code: 'FIELD_WHOLE_NUMBER', message: 'Year must be a whole number from 1950 to 2027' }] },
        { row: 3, reasons: [{ field: 'lotNumber', code: 'FIELD_REQUIRED', message: 'Lot number is required' }] },
        {
          row: 4,
          reasons: [
            { field: 'grade', code: 'FIELD_ONE_OF', message: 'Grade must be one of S, 6, 5, 4.5, 4, 3.5, 3, 2, 1, 0, R, RA, R1, A' },
          ],
        },
        {
          row: 5,
          reasons: [
            {
              field: 'startPriceJpy',
              code: 'AUCTION_ROW_YEN',
              message: 'Starting price must be a whole number of yen from 0 to 9,999,999,999.',
            },
          ],
        },
      ]);
      expect((await lotsOf(t, h)).map((l) => l.lot_number)).toEqual(['1', '6']);
      const csv = await api(t, admin).get(`/api/admin/auctions/imports/${res.body.id}/rejected.csv`);
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
        'Row,Field,Code,Reason',
        '2,year,FIELD_WHOLE_NUMBER,Year must be a whole number from 1950 to 2027',
        '3,lotNumber,FIELD_REQUIRED,Lot number is required',
        '4,grade,FIELD_ONE_OF,"Grade must be one of S, 6, 5, 4.5, 4, 3.5, 3, 2, 1, 0, R, RA, R1, A"',
        '5,startPriceJpy,AUCTION_ROW_YEN,"Starting price must be a whole number of yen from 0 to 9,999,999,999."',
        '',
      ]);
    });

    it('fail with a clear error on a file that is not a feed, or lacks a mapped column', async () => {
      const source = await createFeedSource(t, admin);
      const png = await importFeed(
        t,
        admin,
        source.id,
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
        'x.png',
      );
      expect(png).toMatchObject({
        status: 'failed',
        rowsRead: 0,
        errorCode: 'AUCTION_IMPORT_NOT_A_FEED',
        error: 'The file is not a CSV feed: it holds binary data, not text.',
      });
      const columns = await importFeed(t, admin, source.id, 'Auction,Date,Make\nUSS,2026-12-05,Toyota\n');
      expect(columns).toMatchObject({ status: 'failed', errorCode: 'AUCTION_IMPORT_COLUMNS_MISSING' });
      expect(columns.error).toBe(
        'The feed has no column "Lot No", "Start", "Model", "Chassis", "Year", "Mileage", "Grade", "Colour", "Equipment", "Sheet", "Notes", "Start price", named in the source\'s column mapping.',
      );
      const json = await createFeedSource(t, admin, { format: 'json' });
      const text = await importFeed(t, admin, json.id, 'lot,year\n1,2015\n', 'x.json');
      expect(text).toMatchObject({
        status: 'failed',
        error: 'The file is not a JSON feed: it starts with neither "[" (an array of objects) nor "{" (JSON Lines).',
      });
    });

    it('refuse uploads that break the rules with the error body', async () => {
      const source = await createFeedSource(t, admin);
      const none = await api(t, admin).post(`/api/admin/auctions/feed-sources/${source.id}/upload`).field('note', 'x');
      expect(none.status).toBe(400);
      expect(none.body).toMatchObject({ code: 'UNKNOWN_FIELD', message: 'Unknown field: note. Send the file in the field "file".' });
      const json = await api(t, admin).post(`/api/admin/auctions/feed-sources/${source.id}/upload`, { file: 'x' });
      expect(json.status).toBe(415);
      const big = await uploadFeed(t, admin, source.id, Buffer.alloc(1024 * 1024 + 10, 'a'));
      expect(big.status).toBe(413);
      expect(big.body).toMatchObject({ code: 'AUCTION_FEED_TOO_LARGE', message: 'The feed file is larger than 1 MB.' });
      await api(t, admin).patch(`/api/admin/auctions/feed-sources/${source.id}`, { active: false }).expect(200);
      const inactive = await uploadFeed(t, admin, source.id, feedCsv([feedRow()]));
      expect(inactive.status).toBe(409);
      expect(inactive.body.message).toBe('This feed source is inactive: activate it before importing from it.');
      const noUrl = await api(t, admin).post(`/api/admin/auctions/feed-sources/${(await createFeedSource(t, admin)).id}/fetch`);
      expect(noUrl.status).toBe(409);
      expect(noUrl.body.code).toBe('AUCTION_FEED_SOURCE_NO_URL');
    });

    it("fetch a source's URL and import what it delivers; a failing URL fails the import with the reason", async () => {
      const source = await createFeedSource(t, admin, { url: `${feedUrl}/feed.csv` });
      const res = await api(t, admin).post(`/api/admin/auctions/feed-sources/${source.id}/fetch`);
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ origin: 'url' });
      expect(await finishedImport(t, admin, res.body.id)).toMatchObject({ status: 'done', rowsInserted: 2, progressPercent: 100 });
      expect(await lotsOf(t, 'URL House')).toHaveLength(2);
      const missing = await createFeedSource(t, admin, { url: `${feedUrl}/gone.csv` });
      const failed = await finishedImport(
        t,
        admin,
        (await api(t, admin).post(`/api/admin/auctions/feed-sources/${missing.id}/fetch`)).body.id,
      );
      expect(failed).toMatchObject({
        status: 'failed',
        errorCode: 'AUCTION_IMPORT_FETCH_FAILED',
        error: "The feed could not be fetched from the source's URL: the server answered HTTP 404.",
      });
    });

    it('resume from the checkpoint: the committed rows are skipped, nothing is duplicated or counted twice', async () => {
      const h = house();
      const source = await createFeedSource(t, admin);
      const rows = [1, 2, 3, 4, 5].map((n) => feedRow({ Auction: h, 'Lot No': String(n) }));
      // As if a worker died after committing the first two rows (whose lots it wrote): checkpoint 2, counts for 2.
      const [{ id: sourceDbId }] = (await t.dataSource.query('SELECT id FROM auction_feed_sources WHERE public_id = $1', [source.id])) as {
        id: string;
      }[];
      const [{ public_id: importId }] = (await t.dataSource.query(
        `INSERT INTO auction_imports (source_id, origin, status, rows_read, rows_inserted, checkpoint, started_at)
         VALUES ($1, 'upload', 'running', 2, 2, 2, now()) RETURNING public_id`,
        [sourceDbId],
      )) as { public_id: string }[];
      const key = `auction-feeds/${importId}.csv`;
      mkdirSync(path.join(privateDir.dir, 'auction-feeds'), { recursive: true });
      writeFileSync(path.join(privateDir.dir, key), feedCsv(rows));
      await t.dataSource.query('UPDATE auction_imports SET file_key = $2, file_bytes = $3 WHERE public_id = $1', [
        importId,
        key,
        feedCsv(rows).length,
      ]);
      await t.app.get(JobsService).enqueue(JobName.AuctionImport, { importId });
      const done: ImportBody = await finishedImport(t, admin, importId);
      expect(done).toMatchObject({ status: 'done', rowsRead: 5, rowsInserted: 5, rowsRejected: 0, checkpoint: 5 });
      // Lots 1 and 2 were skipped (here they were never written: the checkpoint alone decides).
      expect((await lotsOf(t, h)).map((l) => l.lot_number)).toEqual(['3', '4', '5']);
      // The job again (a duplicate delivery) finds the import done and changes nothing.
      await t.app.get(JobsService).enqueue(JobName.AuctionImport, { importId });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await finishedImport(t, admin, importId)).toMatchObject({ rowsRead: 5, rowsInserted: 5 });
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { ManualClock } from '../src/common/time/clock.js';
import { JobsService } from '../src/jobs/jobs.service.js';
import { JobName } from '../src/jobs/queues.js';
import { ReservationExpiryService } from '../src/modules/orders/reservation-expiry.service.js';
import { createCar } from './support/car-factories.js';
import { createUser, signedInUser } from './support/factories.js';
import { createCustomer, reserved, tokyo } from './support/order-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';

/** Monday 2 March 2026, 10:30 in Tokyo: a hold placed then runs to Thursday 5 March, 10:30. */
const MONDAY = tokyo('2026-03-02 10:30');
const DEADLINE = tokyo('2026-03-05 10:30');

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of one sample (0 when absent: a counter never incremented is not written). */
const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}): number =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value ?? 0;

function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describe('Prometheus metrics at /metrics, and request ids in the workers’ logs', () => {
  let t: TestApp;
  const clock = new ManualClock(MONDAY);
  const log = captureLog();
  const scrape = async () => parse((await t.http.get('/metrics').expect(200)).text);

  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info', TRUST_PROXY: 'true', MAX_OPEN_RESERVATIONS: '50' },
      { clock, logger: true, logDestination: log.stream },
    );
  });
  afterAll(() => t.close());

  it('serves the text format with the process metrics, outside /api and the OpenAPI document', async () => {
    const res = await t.http.get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('# TYPE process_cpu_seconds_total counter');
    expect(res.text).toContain('# TYPE autoexport_reservations_held gauge');
    const openapi = await t.http.get('/api/docs-json');
    if (openapi.status === 200) expect(JSON.stringify(openapi.body.paths ?? {})).not.toContain('/metrics');
  });

  it('labels requests by route template, never by the raw path, its ids or a query', async () => {
    const { car } = await createCar(t);
    await t.http.get(`/api/cars/detail/ref/${car.stockId}`).expect(200);
    await t.http.get('/api/cars/detail/ref/NOPE0000000').expect(404);
    await t.http.get('/api/no-such-route/ann.lee@example.com').expect(404);
    const admin = await signedInUser(t, { role: 'admin' });
    await t.http.get('/api/admin/users?q=ann.lee%40example.com').set('Authorization', admin.auth).expect(200);
    const samples = await scrape();
    const count = 'autoexport_http_request_duration_seconds_count';
    expect(valueOf(samples, count, { method: 'GET', route: '/api/cars/detail/ref/:ref', status: '2xx' })).toBe(1);
    expect(valueOf(samples, count, { method: 'GET', route: '/api/cars/detail/ref/:ref', status: '4xx' })).toBe(1);
    expect(valueOf(samples, count, { method: 'GET', route: 'unmatched', status: '4xx' })).toBeGreaterThanOrEqual(1);
    const labelValues = samples.flatMap((s) => Object.values(s.labels)).join('\n');
    expect(labelValues).not.toContain(car.stockId);
    expect(labelValues).not.toMatch(/@|%40|example\.com|NOPE/);
    expect(labelValues).not.toContain('?');
  });

  it('counts a job that completed, by queue and job, with its duration', async () => {
    const labels = { queue: 'car-views', job: JobName.CarViewsFlush };
    const before = valueOf(await scrape(), 'autoexport_jobs_completed_total', labels);
    await t.app.get(JobsService).enqueue(JobName.CarViewsFlush, {});
    const samples = await waitFor('the completed flush', scrape, (s) => valueOf(s, 'autoexport_jobs_completed_total', labels) > before);
    expect(valueOf(samples, 'autoexport_job_duration_seconds_count', { ...labels, outcome: 'completed' })).toBeGreaterThan(before);
    expect(
      samples.some((s) => s.name === 'autoexport_queue_jobs' && s.labels.queue === 'reservations' && s.labels.state === 'delayed'),
    ).toBe(true);
  });

  it('counts a hold placed and its expiry, how late past its deadline it was cancelled, and the holds open now', async () => {
    clock.set(MONDAY);
    const customer = await createCustomer(t);
    const before = await scrape();
    await reserved(t, customer, (await createCar(t)).car.stockId, { tradeTerms: 'FOB' });
    const placed = await scrape();
    expect(valueOf(placed, 'autoexport_reservations_placed_total')).toBe(valueOf(before, 'autoexport_reservations_placed_total') + 1);
    expect(valueOf(placed, 'autoexport_reservations_held')).toBe(valueOf(before, 'autoexport_reservations_held') + 1);

    // Cancelled 90 s past its deadline.
    clock.set(new Date(DEADLINE.getTime() + 90_000));
    await t.app.get(ReservationExpiryService).sweep();
    const expired = await scrape();
    expect(valueOf(expired, 'autoexport_reservations_expired_total')).toBe(valueOf(before, 'autoexport_reservations_expired_total') + 1);
    expect(valueOf(expired, 'autoexport_reservations_held')).toBe(valueOf(before, 'autoexport_reservations_held'));
    const lag = (le: string) =>
      valueOf(expired, 'autoexport_reservation_expiry_lag_seconds_bucket', { le }) -
      valueOf(before, 'autoexport_reservation_expiry_lag_seconds_bucket', { le });
    expect(lag('60')).toBe(0);
    expect(lag('90')).toBe(1);
    expect(lag('120')).toBe(1);
    expect(
      valueOf(expired, 'autoexport_reservation_expiry_lag_seconds_sum') - valueOf(before, 'autoexport_reservation_expiry_lag_seconds_sum'),
    ).toBe(90);
  });

  it('counts cache hits and misses by cache name', async () => {
    const before = await scrape();
    const of = (samples: Sample[], cache: string, result: string) => valueOf(samples, 'autoexport_cache_requests_total', { cache, result });
    await t.http.get('/api/faq').expect(200);
    await t.http.get('/api/faq').expect(200);
    await t.http.get('/api/footer-data').expect(200);
    await t.http.get('/api/footer-data').expect(200);
    const after = await scrape();
    for (const cache of ['faq', 'footer']) {
      expect(of(after, cache, 'miss') - of(before, cache, 'miss')).toBe(1);
      expect(of(after, cache, 'hit') - of(before, cache, 'hit')).toBe(1);
    }
  });

  it('shows the pool and Redis', async () => {
    const samples = await scrape();
    expect(valueOf(samples, 'autoexport_db_pool_connections', { pool: 'primary', state: 'total' })).toBeGreaterThan(0);
    expect(valueOf(samples, 'autoexport_redis_up', { client: 'app' })).toBe(1);
  });

  it('refuses a call forwarded from a public address, whatever it claims in front of it, with the 404 of an unknown path', async () => {
    for (const forwarded of ['203.0.113.7', '10.0.0.1, 203.0.113.7', '127.0.0.1, 198.51.100.2']) {
      const res = await t.http.get('/metrics').set('X-Forwarded-For', forwarded).expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Cannot GET /metrics',
        code: 'NOT_FOUND',
        requestId: expect.any(String),
      });
      expect(res.text).not.toContain('autoexport_');
    }
    await t.http.get('/metrics').set('X-Forwarded-For', '10.0.0.1').expect(200);
  });

  it('gives the jobs queued while serving a request its id: their log lines carry reqId, jobId, queue and job', async () => {
    const user = await createUser(t);
    const reqId = 'support-ticket-4711';
    await t.http.post('/api/auth/forgot-password').set('X-Request-Id', reqId).send({ email: user.email }).expect(200);
    // The lookup job queues the email; the email job writes the message to the log (no SMTP here).
    const line = await waitFor(
      'the email job’s log line',
      async () => log.lines.find((l) => l.reqId === reqId && l.job === JobName.SendEmail),
      (found) => found !== undefined,
    );
    expect(line).toMatchObject({ reqId, queue: 'notifications', job: JobName.SendEmail, jobId: expect.any(String) });
    expect(JSON.stringify(log.lines.filter((l) => l.reqId === reqId))).not.toContain(user.email);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const token = 'scrape-token-0123456789abcdef';
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: token });
  });
  afterAll(() => t.close());

  it('answers only the bearer of the token, even from the docker network', async () => {
    await t.http.get('/metrics').set('Authorization', `Bearer ${token}`).expect(200);
    const refused = await t.http.get('/metrics').expect(404);
    expect(refused.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    await t.http
      .get('/metrics')
      .set('Authorization', `Bearer ${token.slice(1)}`)
      .expect(404);
  });
});

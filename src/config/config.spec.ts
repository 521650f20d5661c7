import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './config.js';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/autoexport',
      redisUrl: 'redis://127.0.0.1:6379',
      publicUrl: 'http://localhost:3000',
      worker: 'inline',
      migrate: 'auto',
      shutdownDrainMs: 0,
    });
    expect(config.corsOrigins).toEqual(['http://localhost:3000']);
  });

  it('refuses production without a JWT secret, or with a short one', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toContain('JWT_SECRET is required in production');
    expect(problemsOf({ JWT_SECRET: 'short' })).toContain('JWT_SECRET must be at least 32 characters');
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) })).toEqual([]);
  });

  it('names every wrong variable at once', () => {
    const problems = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://x', WORKER: 'sometimes', REDIS_URL: 'not a url' });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('PORT'),
        expect.stringContaining('DATABASE_URL'),
        expect.stringContaining('WORKER'),
        expect.stringContaining('REDIS_URL'),
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('takes MIGRATE and SHUTDOWN_DRAIN_MS, draining 5 s by default in production only', () => {
    expect(loadConfig({ MIGRATE: 'off', SHUTDOWN_DRAIN_MS: '1500' })).toMatchObject({ migrate: 'off', shutdownDrainMs: 1500 });
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).shutdownDrainMs).toBe(5000);
    expect(loadConfig({ NODE_ENV: 'test' }).shutdownDrainMs).toBe(0);
    expect(problemsOf({ MIGRATE: 'later', SHUTDOWN_DRAIN_MS: '-1' })).toEqual([
      'MIGRATE must be one of auto, off (got "later")',
      'SHUTDOWN_DRAIN_MS must be a whole number from 0 to 600000 (got "-1")',
    ]);
  });

  it('wants the superadmin email and password together', () => {
    expect(problemsOf({ SUPERADMIN_EMAIL: 'boss@example.com' })).toContain('SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD must be set together');
    expect(loadConfig({ SUPERADMIN_EMAIL: 'Boss@Example.com', SUPERADMIN_PASSWORD: 'secret1' }).superadminEmail).toBe('boss@example.com');
  });

  it('splits CORS origins', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});

describe('database pool', () => {
  it('keeps 20 connections and waits 5 s for one unless configured', () => {
    expect(loadConfig({}).databasePool).toEqual({ size: 20, waitMs: 5000 });
    expect(loadConfig({ DATABASE_POOL_SIZE: '40', DATABASE_POOL_WAIT_MS: '15000' }).databasePool).toEqual({ size: 40, waitMs: 15000 });
    expect(problemsOf({ DATABASE_POOL_SIZE: '1', DATABASE_POOL_WAIT_MS: 'soon' })).toEqual([
      expect.stringContaining('DATABASE_POOL_SIZE'),
      expect.stringContaining('DATABASE_POOL_WAIT_MS'),
    ]);
  });
});

describe('orders', () => {
  it('holds at most 3 reservations per customer unless configured', () => {
    expect(loadConfig({}).maxOpenReservations).toBe(3);
    expect(loadConfig({ MAX_OPEN_RESERVATIONS: '5' }).maxOpenReservations).toBe(5);
    expect(problemsOf({ MAX_OPEN_RESERVATIONS: '0' })).toEqual([expect.stringContaining('MAX_OPEN_RESERVATIONS')]);
  });

  it('closes for New Year, Golden Week and Obon unless configured otherwise', () => {
    expect(loadConfig({}).companyClosures).toEqual([
      { from: '12-29', to: '01-03' },
      { from: '04-29', to: '05-05' },
      { from: '08-13', to: '08-16' },
    ]);
    expect(loadConfig({ COMPANY_CLOSURES: '2026-05-01..2026-05-02' }).companyClosures).toEqual([{ from: '2026-05-01', to: '2026-05-02' }]);
    expect(problemsOf({ COMPANY_CLOSURES: 'golden week' })).toEqual([expect.stringContaining('COMPANY_CLOSURES')]);
  });

  it('keeps private uploads apart from the served ones', () => {
    expect(loadConfig({}).privateUploadDir).toBe('private-uploads');
    expect(problemsOf({ UPLOAD_DIR: 'files', PRIVATE_UPLOAD_DIR: 'files/private' })).toEqual([
      expect.stringContaining('PRIVATE_UPLOAD_DIR'),
    ]);
    expect(problemsOf({ UPLOAD_DIR: 'files/public', PRIVATE_UPLOAD_DIR: 'files' })).toEqual([
      expect.stringContaining('PRIVATE_UPLOAD_DIR'),
    ]);
  });
});

describe('demo data', () => {
  it('loads by default, but not in production unless asked', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });
});

describe('proxies and exchange rates', () => {
  it('trusts X-Forwarded-For only from the listed proxies, checked as IPs or CIDRs', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1,::1, fd00::/8' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['proxy.local', '10.0.0.0/33', '::1/129', '1.2.3.4/8/1', '300.1.1.1']) {
      expect(problemsOf({ TRUSTED_PROXIES: bad })).toEqual([expect.stringContaining('TRUSTED_PROXIES')]);
    }
  });

  it('takes an http(s) provider URL for the exchange rates, none by default', () => {
    expect(loadConfig({}).exchangeRatesUrl).toBeUndefined();
    expect(loadConfig({ EXCHANGE_RATES_URL: 'https://rates.example/latest' }).exchangeRatesUrl).toBe('https://rates.example/latest');
    expect(problemsOf({ EXCHANGE_RATES_URL: 'ftp://rates.example' })).toEqual([expect.stringContaining('EXCHANGE_RATES_URL')]);
  });

  it('lets a payment’s rate be 5% from the day’s rate unless configured, and refuses a tolerance that is not a percentage', () => {
    expect(loadConfig({}).paymentRateTolerancePercent).toBe('5');
    expect(loadConfig({ PAYMENT_RATE_TOLERANCE_PERCENT: '2.5' }).paymentRateTolerancePercent).toBe('2.5');
    for (const bad of ['0', '-1', '100', 'five', '5%', '1.23456']) {
      expect(problemsOf({ PAYMENT_RATE_TOLERANCE_PERCENT: bad })).toEqual([expect.stringContaining('PAYMENT_RATE_TOLERANCE_PERCENT')]);
    }
  });

  it('keeps outbound URLs off internal addresses in production unless an address is listed (issue 24)', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(40) };
    expect(loadConfig(production).outbound).toEqual({ allowPrivateAddresses: false, allowedAddresses: [] });
    expect(loadConfig({}).outbound.allowPrivateAddresses).toBe(true);
    expect(loadConfig({}).webhooks.allowPrivateAddresses).toBe(true);
    expect(loadConfig(production).webhooks.allowPrivateAddresses).toBe(false);
    for (const url of [
      'http://127.0.0.1:8080/latest',
      'http://localhost/latest',
      'http://2130706433/',
      'http://169.254.169.254/',
      'http://[::1]/',
    ]) {
      expect([url, problemsOf({ ...production, EXCHANGE_RATES_URL: url })]).toEqual([
        url,
        [expect.stringContaining('EXCHANGE_RATES_URL must not point to a local, private or reserved address')],
      ]);
    }
    // Listed as a trusted internal service: allowed.
    const listed = loadConfig({
      ...production,
      EXCHANGE_RATES_URL: 'http://10.0.5.7/latest',
      OUTBOUND_ALLOWED_ADDRESSES: '10.0.5.0/24, fd00::1',
    });
    expect(listed.exchangeRatesUrl).toBe('http://10.0.5.7/latest');
    expect(listed.outbound.allowedAddresses).toHaveLength(2);
    // Never the metadata service, not even outside production.
    expect(problemsOf({ EXCHANGE_RATES_URL: 'http://169.254.169.254/' })).toEqual([expect.stringContaining('EXCHANGE_RATES_URL')]);
    expect(problemsOf({ OUTBOUND_ALLOWED_ADDRESSES: 'rates.internal' })).toEqual([expect.stringContaining('OUTBOUND_ALLOWED_ADDRESSES')]);
  });

  it('runs two CSV exports at once and queues two more by default, each batch under a statement timeout', () => {
    expect(loadConfig({}).exports).toEqual({
      concurrency: 2,
      queueSize: 2,
      queueWaitMs: 90_000,
      statementTimeoutMs: 30_000,
      sharePercent: 20,
    });
    expect(loadConfig({ EXPORT_CONCURRENCY: '1', EXPORT_QUEUE_SIZE: '0' }).exports).toMatchObject({ concurrency: 1, queueSize: 0 });
    expect(problemsOf({ EXPORT_CONCURRENCY: '0' })).toEqual([expect.stringContaining('EXPORT_CONCURRENCY')]);
  });
});

describe('metrics', () => {
  it('serves the worker metrics on 9464 with no token unless configured', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: 9464 });
    expect(loadConfig({ METRICS_PORT: '0', METRICS_TOKEN: 'a-long-enough-token-123' }).metrics).toEqual({
      token: 'a-long-enough-token-123',
      port: 0,
    });
  });

  it('refuses a short or spaced token and a port out of range', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in it, long' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });
});

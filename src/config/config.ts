import { isIP } from 'node:net';
import { Decimal } from 'decimal.js';
import path from 'node:path';
import {
  DEFAULT_MARINE_INSURANCE_MINIMUM_CLAIM_USD,
  DEFAULT_MARINE_INSURANCE_RATE_PERCENT,
} from '../modules/insurance/marine-insurance-rules.js';
import { type ClosureRange, DEFAULT_COMPANY_CLOSURES, parseClosures } from '../common/time/business-days.js';
import { checkUrl, isRefusal } from '../common/outbound/outbound-rules.js';
import { type IpRange, parseIpRange } from '../common/outbound/special-addresses.js';

/** Environment variables, validated once at boot into one typed object (DESIGN.md §4). */

export type WorkerMode = 'inline' | 'off';
/** auto: the API prepares the database itself at start (`npm start`); off: a one-shot `npm run migrate` step does. */
export type MigrateMode = 'auto' | 'off';
export type NodeEnv = 'development' | 'production' | 'test';

export interface OAuthProviderConfig {
  clientId: string | undefined;
  clientSecret: string | undefined;
  authorizationUrl: string;
  tokenUrl: string;
  profileUrl: string;
}

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For. */
  trustProxy: boolean;
  /**
   * TRUSTED_PROXIES: the proxies' addresses (IPs or CIDRs); when set, X-Forwarded-For is read only as far as it was
   * written by them (Fastify's trustProxy list), whatever TRUST_PROXY says.
   */
  trustedProxies: string[];
  databaseUrl: string;
  /**
   * DATABASE_READ_URL: a read replica (a managed PostgreSQL's reader endpoint) for the catalogue's reads — search,
   * facets and detail, which tolerate a second's replication lag. Everything else, and every write, uses DATABASE_URL.
   */
  databaseReadUrl: string | undefined;
  /** The API process's PostgreSQL pool: its size, and how long a request waits for a free connection before failing. */
  databasePool: { size: number; waitMs: number };
  redisUrl: string;
  /** Prefix for every Redis key and BullMQ queue, so test files and deployments never share keys. */
  redisPrefix: string;
  jwtSecret: string;
  publicUrl: string;
  corsOrigins: string[];
  superadminEmail: string | undefined;
  superadminPassword: string | undefined;
  smtpUrl: string | undefined;
  /** Where uploaded images are kept (local-disk storage), served under /uploads/. */
  uploadDir: string;
  /** Where private uploads (remittance copies) are kept: never served, only read back behind an owner or staff check. */
  privateUploadDir: string;
  /** The built web client (index.html and assets/), served at / with each page's head rendered in (src/modules/web/). */
  clientDir: string;
  mailFrom: string;
  worker: WorkerMode;
  /**
   * MIGRATE: `auto` (default) creates the database, runs migrations and seeds before serving; `off` skips that (the
   * migration step `npm run migrate` does it) and the API reports not-ready until the migrations are applied.
   */
  migrate: MigrateMode;
  /**
   * SHUTDOWN_DRAIN_MS: after SIGTERM the API answers not-ready but keeps serving this long, so the load balancer stops
   * sending before it closes (5000 in production, 0 elsewhere).
   */
  shutdownDrainMs: number;
  logLevel: string;
  seedDemoData: boolean;
  google: OAuthProviderConfig;
  facebook: OAuthProviderConfig;
  throttle: {
    loginPerIpPerMinute: number;
    loginPerAccountPerMinute: number;
    registerPerIpPer10Minutes: number;
    chassisCheckPerIpPerMinute: number;
    contactPerIpPer10Minutes: number;
  };
  /** Where staff mail goes: a car request to sales; a contact message to the address of its subject. */
  staffEmails: { sales: string; support: string; partnership: string; other: string };
  /** How many reservations (orders in state `reserved`) one customer may hold at once. */
  maxOpenReservations: number;
  /**
   * EXCHANGE_RATES_URL: where the hourly job fetches the rates (GET, JSON `{ "base": "USD", "rates": { "EUR": "0.92",
   * "GBP": "0.79", "JPY": "151.5" } }`); unset: rates change only when staff set them.
   */
  exchangeRatesUrl: string | undefined;
  /**
   * PAYMENT_RATE_TOLERANCE_PERCENT: how far (percent, either way) a payment's exchange rate may be from the day's rate
   * before staff must confirm it with a reason (issue 24); a decimal string, "5" by default.
   */
  paymentRateTolerancePercent: string;
  /** The company's closures (New Year, Golden Week, Obon, …): no business days, so no hold runs out on them. */
  companyClosures: ClosureRange[];
  /** Marine insurance premium, percent of the cover (spec §9 floor and cap in insurance/marine-insurance-rules.ts). */
  marineInsuranceRatePercent: string;
  /** How long a price calculator quote holds, in hours (or until the exchange rate changes). */
  priceQuoteValidHours: number;
  /** Spec §1 "small damage may be exempt": a claim for less than this (USD) is refused. */
  marineInsuranceMinimumClaimUsd: string;
  /** Auction bidding power: this many times the customer's deposit, less open maximum bids and won cars not yet paid. */
  auctionPowerMultiple: number;
  /** Bid requests on an auction lot close this many minutes before the lot comes up (PostgreSQL's clock decides). */
  auctionBidCutoffMinutes: number;
  /** Auction feeds (issue 13): the largest feed file staff may upload or a source URL may deliver, in bytes. */
  auctionFeedMaxBytes: number;
  /** Auction feeds: how long fetching a source's URL may take, start to end, in milliseconds. */
  auctionFeedFetchTimeoutMs: number;
  /** A dealer's API key, when staff have set no limits of their own for the dealer: requests per minute and per day. */
  apiKeyLimits: { perMinute: number; perDay: number };
  /** Dealers' webhooks (issue 14): how deliveries are made, retried and given up on. */
  webhooks: WebhookConfig;
  /** The outbound-URL guard (src/common/outbound/) for staff feed sources and the exchange-rate provider. */
  outbound: OutboundConfig;
  /** Staff CSV exports (src/common/csv/csv-exports.service.ts): how many run at once, how many wait, how long a batch may take. */
  exports: ExportsConfig;
  /** Prometheus metrics (GET /metrics, src/common/metrics/). */
  metrics: MetricsConfig;
}

export interface MetricsConfig {
  /**
   * METRICS_TOKEN: when set, /metrics answers only `Authorization: Bearer <token>`; unset, only callers on loopback or
   * private-network addresses (the docker network). Anyone else gets the 404 of an unknown path.
   */
  token: string | undefined;
  /** METRICS_PORT: where the worker process (no HTTP server of its own) serves /metrics; 0 = not served (default 9464). */
  port: number;
}

export interface OutboundConfig {
  /**
   * OUTBOUND_ALLOW_PRIVATE_ADDRESSES: feed sources and the exchange-rate provider may be on loopback, private-use or
   * unique-local addresses, `localhost` or a single-label name (true by default outside production, where local test
   * servers live). Never the other special-purpose ranges (link-local/cloud metadata, 0.0.0.0, documentation, …).
   */
  allowPrivateAddresses: boolean;
  /**
   * OUTBOUND_ALLOWED_ADDRESSES: IP addresses or CIDR blocks feed sources and the exchange-rate provider may reach
   * whatever range they are in (an internal rates service, a feed mirror inside the network); none by default. Never
   * applies to dealers' webhooks.
   */
  allowedAddresses: IpRange[];
}

export interface ExportsConfig {
  /** EXPORT_CONCURRENCY: CSV exports streaming at once in one process (default 2). */
  concurrency: number;
  /** EXPORT_QUEUE_SIZE: exports waiting for a free place (default 2); one more is refused with 429 and Retry-After. */
  queueSize: number;
  /**
   * EXPORT_QUEUE_WAIT_S: how long an export waits for a place before it is refused the same way (default 90 s; a
   * reverse proxy's read timeout must be longer — ops/nginx has 120 s — the waiting request has no answer yet).
   */
  queueWaitMs: number;
  /** EXPORT_STATEMENT_TIMEOUT_MS: PostgreSQL's statement_timeout for each batch an export reads (default 30 s). */
  statementTimeoutMs: number;
  /**
   * EXPORT_SHARE_PERCENT: the share of the process's time the running exports may take together (default 20): after
   * each batch an export pauses in proportion to the time the batch took. 100: no pauses.
   */
  sharePercent: number;
}

export interface WebhookConfig {
  /** Endpoint URLs may be http (not only https): true by default outside production (WEBHOOK_ALLOW_HTTP). */
  allowHttp: boolean;
  /**
   * Endpoints may be loopback, private-use or unique-local addresses, `localhost` or a single-label name (checked on
   * the URL when saved and on the DNS answer of every delivery): true by default outside production, where tests and
   * local receivers live (WEBHOOK_ALLOW_PRIVATE_ADDRESSES). Every other special-purpose range is refused whatever it says.
   */
  allowPrivateAddresses: boolean;
  /** One delivery attempt may take this long, connection to answer (WEBHOOK_TIMEOUT_MS, default 10 s). */
  timeoutMs: number;
  /** The wait after the first failed attempt; each next wait doubles (WEBHOOK_RETRY_BASE_MS, default 30 s). */
  retryBaseMs: number;
  /** The longest wait between two attempts (WEBHOOK_RETRY_MAX_MS, default 4 h): 15 attempts span about a day. */
  retryMaxMs: number;
  /** Attempts of one delivery before it fails for good (WEBHOOK_MAX_ATTEMPTS, default 15). */
  maxAttempts: number;
  /** An endpoint whose attempts failed this many times in a row is disabled (WEBHOOK_DISABLE_AFTER_FAILURES, default 50). */
  disableAfterFailures: number;
  /** How long a rotated-out secret still signs deliveries beside the new one (WEBHOOK_SECRET_OVERLAP_HOURS, default 24). */
  secretOverlapMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEV_JWT_SECRET = 'dev-only-secret-change-me-in-production-0123456789';
const MIN_JWT_SECRET_LENGTH = 32;

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const str = (name: string, fallback?: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? fallback : value;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, fallback: string | undefined, protocols: string[]): string | undefined => {
    const raw = str(name, fallback);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must be a ${protocols.join(' or ')} URL (got "${raw}")`);
      }
    } catch {
      problems.push(`${name} must be a URL (got "${raw}")`);
    }
    return raw;
  };
  const oneOf = <T extends string>(name: string, fallback: T, allowed: readonly T[]): T => {
    const raw = str(name, fallback) as T;
    if (!allowed.includes(raw)) {
      problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
      return fallback;
    }
    return raw;
  };

  const email = (name: string, fallback: string): string => {
    const value = str(name, fallback)!.toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      problems.push(`${name} must be an email address (got "${value}")`);
      return fallback;
    }
    return value;
  };

  const percent = (name: string, fallback: string): string => {
    const raw = str(name, fallback)!;
    if (!/^\d{1,2}(\.\d{1,4})?$/.test(raw) || Number(raw) <= 0) {
      problems.push(`${name} must be a percentage above 0 and below 100 with up to 4 decimals, e.g. 1.5 (got "${raw}")`);
      return fallback;
    }
    return raw;
  };

  const usdAmount = (name: string, fallback: string): string => {
    const raw = str(name, fallback)!;
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(raw)) {
      problems.push(`${name} must be an amount in USD with up to 2 decimals, e.g. 100.00 (got "${raw}")`);
      return fallback;
    }
    return new Decimal(raw).toFixed(2);
  };

  const nodeEnv = oneOf<NodeEnv>('NODE_ENV', 'development', ['development', 'production', 'test']);
  const port = int('PORT', 3000, 0, 65535);
  const databaseUrl = url('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/autoexport', ['postgres:', 'postgresql:'])!;
  const databaseReadUrl = url('DATABASE_READ_URL', undefined, ['postgres:', 'postgresql:']);
  const redisUrl = url('REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:'])!;
  const publicUrl = url('PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:'])!.replace(/\/+$/, '');

  let jwtSecret = str('JWT_SECRET');
  if (jwtSecret === undefined) {
    if (nodeEnv === 'production') problems.push('JWT_SECRET is required in production');
    jwtSecret = DEV_JWT_SECRET;
  } else if (jwtSecret.length < MIN_JWT_SECRET_LENGTH) {
    problems.push(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters`);
  }

  const superadminEmail = str('SUPERADMIN_EMAIL')?.toLowerCase();
  const superadminPassword = str('SUPERADMIN_PASSWORD');
  if ((superadminEmail === undefined) !== (superadminPassword === undefined)) {
    problems.push('SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD must be set together');
  }
  if (superadminPassword !== undefined && superadminPassword.length < 6) {
    problems.push('SUPERADMIN_PASSWORD must be at least 6 characters');
  }

  const provider = (prefix: 'GOOGLE' | 'FACEBOOK', defaults: [string, string, string]): OAuthProviderConfig => {
    const idName = prefix === 'GOOGLE' ? 'GOOGLE_CLIENT_ID' : 'FACEBOOK_APP_ID';
    const secretName = prefix === 'GOOGLE' ? 'GOOGLE_CLIENT_SECRET' : 'FACEBOOK_APP_SECRET';
    return {
      clientId: str(idName),
      clientSecret: str(secretName),
      authorizationUrl: url(`${prefix}_AUTHORIZATION_URL`, defaults[0], ['http:', 'https:'])!,
      tokenUrl: url(`${prefix}_TOKEN_URL`, defaults[1], ['http:', 'https:'])!,
      profileUrl: url(`${prefix}_PROFILE_URL`, defaults[2], ['http:', 'https:'])!,
    };
  };

  const uploadDir = str('UPLOAD_DIR', 'uploads')!;
  const privateUploadDir = str('PRIVATE_UPLOAD_DIR', 'private-uploads')!;
  const [publicRoot, privateRoot] = [path.resolve(uploadDir), path.resolve(privateUploadDir)];
  const within = (dir: string, parent: string) => dir === parent || dir.startsWith(parent + path.sep);
  if (within(privateRoot, publicRoot) || within(publicRoot, privateRoot)) {
    problems.push('PRIVATE_UPLOAD_DIR must be outside UPLOAD_DIR (whose files are served to anyone), and UPLOAD_DIR outside it');
  }

  const closuresText = str('COMPANY_CLOSURES', DEFAULT_COMPANY_CLOSURES)!;
  const companyClosures = parseClosures(closuresText);
  if (!companyClosures) {
    problems.push(
      `COMPANY_CLOSURES must be comma-separated days or ranges, MM-DD or YYYY-MM-DD, e.g. "${DEFAULT_COMPANY_CLOSURES}" (got "${closuresText}")`,
    );
  }

  const metricsToken = str('METRICS_TOKEN');
  if (metricsToken !== undefined && !/^[\x21-\x7e]{16,256}$/.test(metricsToken)) {
    problems.push('METRICS_TOKEN must be 16 to 256 printable characters without spaces');
  }

  const trustedProxies = (str('TRUSTED_PROXIES') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of trustedProxies) {
    const [address, prefix, ...rest] = entry.split('/');
    const version = isIP(address ?? '');
    const bits = version === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (version === 0 || !prefixOk || rest.length > 0) {
      problems.push(`TRUSTED_PROXIES must be comma-separated IP addresses or CIDR ranges, e.g. "10.0.0.0/8,::1" (got "${entry}")`);
    }
  }

  const allowedAddresses: IpRange[] = [];
  for (const entry of (str('OUTBOUND_ALLOWED_ADDRESSES') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const range = parseIpRange(entry);
    if (range) allowedAddresses.push(range);
    else
      problems.push(
        `OUTBOUND_ALLOWED_ADDRESSES must be comma-separated IP addresses or CIDR ranges, e.g. "10.0.5.7,10.1.0.0/16" (got "${entry}")`,
      );
  }
  const outbound: OutboundConfig = {
    allowPrivateAddresses:
      oneOf('OUTBOUND_ALLOW_PRIVATE_ADDRESSES', nodeEnv === 'production' ? 'false' : 'true', ['true', 'false']) === 'true',
    allowedAddresses,
  };
  const exchangeRatesUrl = url('EXCHANGE_RATES_URL', undefined, ['http:', 'https:']);
  if (exchangeRatesUrl) {
    // The outbound-URL guard's rules, at boot as at every fetch: no special-purpose address unless allowed.
    const checked = checkUrl(exchangeRatesUrl, {
      allowHttp: true,
      allowPrivate: outbound.allowPrivateAddresses,
      allowed: allowedAddresses,
    });
    if (isRefusal(checked) && checked.reason === 'refused') {
      problems.push(
        `EXCHANGE_RATES_URL must not point to a local, private or reserved address (${checked.range}); list it in OUTBOUND_ALLOWED_ADDRESSES if it is an internal service you trust`,
      );
    }
  }

  const config: AppConfig = {
    nodeEnv,
    port,
    host: str('HOST', '0.0.0.0')!,
    trustProxy: oneOf('TRUST_PROXY', 'false', ['true', 'false']) === 'true',
    trustedProxies,
    databaseUrl,
    databaseReadUrl,
    databasePool: { size: int('DATABASE_POOL_SIZE', 20, 2, 500), waitMs: int('DATABASE_POOL_WAIT_MS', 5000, 100, 120_000) },
    redisUrl,
    redisPrefix: str('REDIS_PREFIX', 'autoexport')!,
    jwtSecret,
    publicUrl,
    corsOrigins: (str('CORS_ORIGINS', publicUrl) ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    superadminEmail,
    superadminPassword,
    smtpUrl: url('SMTP_URL', undefined, ['smtp:', 'smtps:']),
    uploadDir,
    privateUploadDir,
    clientDir: path.resolve(str('CLIENT_DIST_DIR', 'client/dist')!),
    mailFrom: str('MAIL_FROM', 'AutoExport <no-reply@autoexport.example>')!,
    worker: oneOf<WorkerMode>('WORKER', 'inline', ['inline', 'off']),
    migrate: oneOf<MigrateMode>('MIGRATE', 'auto', ['auto', 'off']),
    shutdownDrainMs: int('SHUTDOWN_DRAIN_MS', nodeEnv === 'production' ? 5000 : 0, 0, 600_000),
    logLevel: oneOf('LOG_LEVEL', nodeEnv === 'test' ? 'warn' : 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    // Demo customers in a production database would be a hazard: off there unless asked for.
    seedDemoData: oneOf('SEED_DEMO_DATA', nodeEnv === 'production' ? 'false' : 'true', ['true', 'false']) === 'true',
    google: provider('GOOGLE', [
      'https://accounts.google.com/o/oauth2/v2/auth',
      'https://oauth2.googleapis.com/token',
      'https://www.googleapis.com/oauth2/v3/userinfo',
    ]),
    facebook: provider('FACEBOOK', [
      'https://www.facebook.com/v19.0/dialog/oauth',
      'https://graph.facebook.com/v19.0/oauth/access_token',
      'https://graph.facebook.com/v19.0/me',
    ]),
    throttle: {
      loginPerIpPerMinute: int('THROTTLE_LOGIN_PER_IP', 20, 1, 100000),
      loginPerAccountPerMinute: int('THROTTLE_LOGIN_PER_ACCOUNT', 5, 1, 100000),
      registerPerIpPer10Minutes: int('THROTTLE_REGISTER_PER_IP', 20, 1, 100000),
      chassisCheckPerIpPerMinute: int('THROTTLE_CHASSIS_CHECK_PER_IP', 10, 1, 100000),
      contactPerIpPer10Minutes: int('THROTTLE_CONTACT_PER_IP', 10, 1, 100000),
    },
    staffEmails: {
      sales: email('SALES_EMAIL', 'sales@autoexport.example'),
      support: email('SUPPORT_EMAIL', 'support@autoexport.example'),
      partnership: email('PARTNERSHIP_EMAIL', 'partners@autoexport.example'),
      other: email('CONTACT_EMAIL', 'info@autoexport.example'),
    },
    maxOpenReservations: int('MAX_OPEN_RESERVATIONS', 3, 1, 100),
    companyClosures: companyClosures ?? [],
    marineInsuranceRatePercent: percent('MARINE_INSURANCE_RATE_PERCENT', DEFAULT_MARINE_INSURANCE_RATE_PERCENT),
    exchangeRatesUrl,
    paymentRateTolerancePercent: percent('PAYMENT_RATE_TOLERANCE_PERCENT', '5'),
    priceQuoteValidHours: int('PRICE_QUOTE_VALID_HOURS', 72, 1, 720),
    marineInsuranceMinimumClaimUsd: usdAmount('MARINE_INSURANCE_MINIMUM_CLAIM_USD', DEFAULT_MARINE_INSURANCE_MINIMUM_CLAIM_USD),
    auctionPowerMultiple: int('AUCTION_POWER_MULTIPLE', 10, 1, 100),
    auctionBidCutoffMinutes: int('AUCTION_BID_CUTOFF_MINUTES', 60, 0, 1440),
    auctionFeedMaxBytes: int('AUCTION_FEED_MAX_MB', 200, 1, 2048) * 1024 * 1024,
    auctionFeedFetchTimeoutMs: int('AUCTION_FEED_FETCH_TIMEOUT_S', 300, 1, 3600) * 1000,
    apiKeyLimits: { perMinute: int('API_KEY_PER_MINUTE', 120, 1, 100_000), perDay: int('API_KEY_PER_DAY', 20_000, 1, 100_000_000) },
    webhooks: {
      allowHttp: oneOf('WEBHOOK_ALLOW_HTTP', nodeEnv === 'production' ? 'false' : 'true', ['true', 'false']) === 'true',
      allowPrivateAddresses:
        oneOf('WEBHOOK_ALLOW_PRIVATE_ADDRESSES', nodeEnv === 'production' ? 'false' : 'true', ['true', 'false']) === 'true',
      timeoutMs: int('WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
      retryBaseMs: int('WEBHOOK_RETRY_BASE_MS', 30_000, 10, 3_600_000),
      retryMaxMs: int('WEBHOOK_RETRY_MAX_MS', 4 * 3_600_000, 10, 24 * 3_600_000),
      maxAttempts: int('WEBHOOK_MAX_ATTEMPTS', 15, 1, 50),
      disableAfterFailures: int('WEBHOOK_DISABLE_AFTER_FAILURES', 50, 1, 10_000),
      secretOverlapMs: int('WEBHOOK_SECRET_OVERLAP_HOURS', 24, 0, 168) * 3_600_000,
    },
    outbound,
    exports: {
      concurrency: int('EXPORT_CONCURRENCY', 2, 1, 50),
      queueSize: int('EXPORT_QUEUE_SIZE', 2, 0, 100),
      queueWaitMs: int('EXPORT_QUEUE_WAIT_S', 90, 1, 600) * 1000,
      statementTimeoutMs: int('EXPORT_STATEMENT_TIMEOUT_MS', 30_000, 100, 600_000),
      sharePercent: int('EXPORT_SHARE_PERCENT', 20, 1, 100),
    },
    metrics: { token: metricsToken, port: int('METRICS_PORT', 9464, 0, 65535) },
  };

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

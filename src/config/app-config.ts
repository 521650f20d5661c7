import type { ClosureRange } from '../common/time/business-days.js';
import type { IpRange } from '../common/outbound/special-addresses.js';

/** The shape of the configuration: environment variables, validated once at boot (config.ts) into one typed object (DESIGN.md §4). */

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
  /** Marine insurance premium, percent of the cover (spec §9 floor and cap in price-calculator/marine-insurance-rules.ts). */
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

/** Spec §1: the marine insurance premium rate when MARINE_INSURANCE_RATE_PERCENT is not set (and a quote's default). */
export const DEFAULT_MARINE_INSURANCE_RATE_PERCENT = '1.5';
/** Spec §1 "small damage may be exempt": claims under this amount are not paid (MARINE_INSURANCE_MINIMUM_CLAIM_USD). */
export const DEFAULT_MARINE_INSURANCE_MINIMUM_CLAIM_USD = '100.00';

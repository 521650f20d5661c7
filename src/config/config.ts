import { isIP } from 'node:net';
import { Decimal } from 'decimal.js';
import path from 'node:path';
import { DEFAULT_COMPANY_CLOSURES, parseClosures } from '../common/time/business-days.js';
import { checkUrl, isRefusal } from '../common/outbound/outbound-rules.js';
import { type IpRange, parseIpRange } from '../common/outbound/special-addresses.js';
import {
  type AppConfig,
  DEFAULT_MARINE_INSURANCE_MINIMUM_CLAIM_USD,
  DEFAULT_MARINE_INSURANCE_RATE_PERCENT,
  type MigrateMode,
  type NodeEnv,
  type OAuthProviderConfig,
  type OutboundConfig,
  type WorkerMode,
} from './app-config.js';

/** Environment variables, validated once at boot into one typed object (DESIGN.md §4); its shape is app-config.ts. */

export type * from './app-config.js';

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

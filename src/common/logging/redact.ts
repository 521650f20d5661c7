import { types } from 'node:util';

/**
 * What a log line may not hold: passwords, password hashes, tokens (JWTs, refresh, reset and OAuth tokens, API
 * keys, credentials in URLs), emails and phone numbers. Every line goes through redactLogArgs (pino's logMethod
 * hook, pino-logger.ts), whoever writes it: Nest's loggers, Fastify's request loggers, a service's own.
 * - Fields are censored by name, at any depth (`password`, `passwordHash`, `token`, `authorization`, `email`, …).
 * - Text (the message, every string field, an error's message and stack) is censored by shape.
 * - Errors keep only what helps to debug: type, message, stack, SQLSTATE and constraint. A failing query's
 *   parameters and PostgreSQL's `detail` (which quotes the row: a new account's hash, email and phone) never go.
 */
export const CENSORED = '[REDACTED]';

/** Field names whose values are never logged, wherever they appear. */
const SECRET_FIELD =
  /pass(?:word|wd|phrase)?|secret|token|authori[sz]ation|cookie|api[-_]?key|hash|e-?mail|phone|whatsapp|^to$|^parameters$/i;

/**
 * Shapes of secrets and personal data in free text, tried in this order at each position. URL credentials first
 * (`//user:password@host`), so the email shape does not take `password@host` for an address.
 */
const SECRET_TEXT = new RegExp(
  [
    /(?<=\/\/[^\s/:@]+:)[^\s/@]+(?=@)/.source, // the password of a URL's credentials
    /(?<=\bBearer\s+)[^\s"',;]+/.source,
    // The value of a query parameter named like a secret (`?code=`, `&state=`, `?token=`, `?email=`, `?api_key=`)
    /(?<=[?&][\w-]*(?:token|code|state|pass|secret|key|email|phone)[\w-]*=)[^&\s#"']+/.source,
    /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/.source, // a JWT
    /\$argon2(?:id|i|d)\$[^\s"',;)]+/.source,
    /\$2[aby]?\$\d\d\$[./A-Za-z0-9]{53}/.source, // bcrypt
    /[\w.+%-]+(?:@|%40)(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}\b/.source, // an email (also URL-encoded), not user@127.0.0.1
    /(?:\+|%2B)\d[\d ().-]{5,28}\d/.source, // an international phone number, also URL-encoded
    /(?<![\w.])\d{9,15}(?![\w.])/.source, // a national one written as digits
    // An opaque token (base64url or hex, 32+ characters with letters and digits), but not a UUID (request ids).
    /(?<![\w-])(?![0-9a-f]{8}-[0-9a-f]{4}-)(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{32,}(?![\w-])/.source,
  ].join('|'),
  'g',
);

/** The text with every secret-looking part replaced by [REDACTED]. */
export function redactText(text: string): string {
  return text.replace(SECRET_TEXT, CENSORED);
}

/** Also an error made in another realm (a Jest VM context, a worker), where `instanceof Error` is false. */
const isError = (value: object): value is Error => value instanceof Error || types.isNativeError(value);

/** Fields of an error kept in the log (PostgreSQL's and Node's codes, HTTP statuses); all others are dropped. */
const ERROR_FIELDS = ['code', 'status', 'statusCode', 'constraint', 'table', 'column', 'routine'] as const;
const MAX_DEPTH = 6;
const MAX_ITEMS = 50;

/** An error as a plain object holding nothing secret. */
export function safeError(error: Error, depth = 0): Record<string, unknown> {
  // Without a prototype, so that pino's `err` serializer (which Fastify's loggers use) keeps `type` as given here
  // instead of naming the constructor: Object.
  const safe = Object.create(null) as Record<string, unknown>;
  safe.type = error.name || error.constructor?.name || 'Error';
  safe.message = redactText(String(error.message));
  if (typeof error.stack === 'string') safe.stack = redactText(error.stack);
  const fields = error as unknown as Record<string, unknown>;
  for (const key of ERROR_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') safe[key] = typeof value === 'string' ? redactText(value) : value;
  }
  // TypeORM's QueryFailedError: the SQL (placeholders only) helps; its parameters and driverError never go.
  if (typeof fields.query === 'string' && 'parameters' in fields) safe.query = redactText(fields.query.slice(0, 2000));
  if (error.cause !== undefined && depth < 3) safe.cause = redactValue(error.cause, depth + 1);
  return safe;
}

/** A copy of a value to log, with secret fields censored and text redacted, bounded in depth and length. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (isError(value)) return safeError(value, depth);
  if (depth >= MAX_DEPTH) return '[…]';
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => redactValue(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    copy[key] = SECRET_FIELD.test(key) && field !== null && field !== undefined && field !== '' ? CENSORED : redactValue(field, depth + 1);
  }
  return copy;
}

/**
 * pino's `hooks.logMethod` arguments (`(fields, message, ...values)` or `(message, ...values)`), redacted in place.
 * An Error first goes under `err`, as pino itself would put it, its message becoming the line's message.
 */
export function redactLogArgs(args: unknown[]): unknown[] {
  const first = args[0];
  if (typeof first === 'object' && first !== null && isError(first)) {
    args[0] = { err: safeError(first) };
    if (args.length === 1) args.push(redactText(first.message));
  } else {
    args[0] = redactValue(first);
  }
  for (let i = 1; i < args.length; i++) args[i] = redactValue(args[i]);
  return args;
}

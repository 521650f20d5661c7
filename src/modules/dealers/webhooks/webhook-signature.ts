import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How a webhook delivery is signed, and how a receiver checks it (the dealers' SDK reuses verifyWebhookSignature).
 *
 * Each delivery carries `Webhook-Id` (the event id), `Webhook-Timestamp` (unix seconds) and
 * `Webhook-Signature: v1=<hex>`, where hex is HMAC-SHA256 keyed with the endpoint's secret (the whole `whsec_…` text,
 * as UTF-8) over `<timestamp>.<raw body>`. While a rotated-out secret is still valid the header holds two values,
 * space separated (`v1=<new> v1=<old>`): a receiver accepts the delivery when any value matches any secret it holds.
 */

export const SIGNATURE_VERSION = 'v1';
/** How far a delivery's timestamp may be from the receiver's clock by default: five minutes against replays. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** The hex HMAC-SHA256 of `<timestamp>.<body>` under `secret`. */
export function signWebhook(secret: string, timestamp: number | string, body: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** The `Webhook-Signature` value: one `v1=` value per secret, space separated. */
export function webhookSignatureHeader(secrets: readonly string[], timestamp: number | string, body: string | Buffer): string {
  return secrets.map((secret) => `${SIGNATURE_VERSION}=${signWebhook(secret, timestamp, body)}`).join(' ');
}

/**
 * Whether a delivery is genuine: `timestamp` (the `Webhook-Timestamp` header) is whole unix seconds within
 * `toleranceSeconds` of `nowSeconds`, and some `v1=` value of `header` (the `Webhook-Signature` header) is the
 * signature of `body` — the raw bytes received, before any JSON parsing — under one of `secrets`. Compared in constant
 * time. Never throws: anything malformed is false.
 */
export function verifyWebhookSignature(
  secrets: string | readonly string[],
  timestamp: string | number | undefined,
  body: string | Buffer,
  header: string | undefined,
  toleranceSeconds: number = DEFAULT_TOLERANCE_SECONDS,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): boolean {
  const keys = (typeof secrets === 'string' ? [secrets] : secrets).filter((s) => typeof s === 'string' && s.length > 0);
  if (keys.length === 0 || typeof header !== 'string') return false;
  const text = String(timestamp ?? '');
  if (!/^\d{1,12}$/.test(text) || Math.abs(nowSeconds - Number(text)) > toleranceSeconds) return false;
  const given = header
    .split(' ')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${SIGNATURE_VERSION}=`))
    .map((part) => part.slice(SIGNATURE_VERSION.length + 1))
    .filter((hex) => /^[0-9a-f]{64}$/i.test(hex))
    .map((hex) => Buffer.from(hex, 'hex'));
  if (given.length === 0) return false;
  let ok = false;
  for (const key of keys) {
    const expected = Buffer.from(signWebhook(key, text, body), 'hex');
    for (const candidate of given) if (timingSafeEqual(expected, candidate)) ok = true;
  }
  return ok;
}

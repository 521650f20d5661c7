import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a delivery's timestamp may be, in seconds, before it is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The headers of a webhook delivery (any casing; a Node `IncomingHttpHeaders` or a plain object will do). */
export type WebhookHeaders = Record<string, string | string[] | undefined> | Headers;

const header = (headers: WebhookHeaders, name: string): string => {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? '';
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  return Array.isArray(found) ? (found[0] ?? '') : (found ?? '');
};

/**
 * Whether a webhook delivery is AutoExport's: `Webhook-Timestamp` within the tolerance of now, and a `v1=` entry of
 * `Webhook-Signature` equal to the hex HMAC-SHA256 of "<timestamp>.<raw body>" keyed with one of `secrets` (while a
 * secret is rotated, both old and new are valid). Give the raw body exactly as received, before any JSON parsing.
 */
export function verifyWebhookSignature(
  secrets: string | readonly string[],
  headers: WebhookHeaders,
  rawBody: string | Uint8Array,
  options: { toleranceSeconds?: number; now?: Date } = {},
): boolean {
  const timestamp = header(headers, 'Webhook-Timestamp');
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  const now = (options.now ?? new Date()).getTime() / 1000;
  if (Math.abs(now - Number(timestamp)) > (options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS)) return false;
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);
  const signed = Buffer.concat([Buffer.from(`${timestamp}.`, 'utf8'), body]);
  const given = header(headers, 'Webhook-Signature')
    .split(/\s+/)
    .map((part) => part.split('='))
    .filter(([version, value]) => version === 'v1' && value !== undefined && /^[0-9a-f]{64}$/i.test(value))
    .map(([, value]) => Buffer.from(value!.toLowerCase(), 'hex'));
  return (typeof secrets === 'string' ? [secrets] : secrets).some((secret) => {
    const expected = createHmac('sha256', secret).update(signed).digest();
    return given.some((signature) => signature.length === expected.length && timingSafeEqual(signature, expected));
  });
}

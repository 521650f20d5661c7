import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { checkUrl, isRefusal, type OutboundRules } from '../../../common/outbound/outbound-rules.js';

/** Endpoints one dealer may have. */
export const MAX_ENDPOINTS_PER_DEALER = 10;
export const MAX_URL_LENGTH = 500;
/** What a delivery keeps of an answer or an error: enough to see what went wrong. */
export const ANSWER_EXCERPT_CHARS = 500;
export const ENDPOINT_STATUSES = ['active', 'disabled'] as const;
export type EndpointStatus = (typeof ENDPOINT_STATUSES)[number];
export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/**
 * A webhook event and its deliveries are kept this long (a dealer's delivery log, replays included), then deleted by
 * the nightly prune (WebhookRetention) once no delivery of it is pending.
 */
export const WEBHOOK_EVENTS_KEPT_DAYS = 90;

/** A new endpoint secret: `whsec_` and 32 random bytes, base64url (shown once, at creation and at rotation). */
export const newEndpointSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/** A DNS name (at least two labels of letters, digits and inner hyphens, the last not all digits) or an IP literal. */
export function isValidHost(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (isIP(bare)) return true;
  if (host.length > 253) return false;
  const name = host.replace(/\.$/, '');
  const labels = name.split('.');
  if (labels.length < 2 && name.toLowerCase() !== 'localhost') return false;
  return labels.every((l) => LABEL.test(l)) && !/^\d+$/.test(labels[labels.length - 1]!);
}

/**
 * What a dealer's delivery log says of an attempt that got no HTTP answer, whatever the reason (connection refused or
 * reset, no answer in time, TLS, not HTTP, no such name): one text, so the log cannot tell open ports from closed
 * ones. The reason goes to the server's log.
 */
export const UNDELIVERED_NOTE = 'Could not deliver: the endpoint gave no HTTP answer.';
/** An attempt the outbound-URL guard stopped: the host is, or now resolves to, an address no webhook may go to. */
export const REFUSED_NOTE = 'Not sent: the host is, or resolves to, a local, private or reserved network address.';

export type UrlProblem = 'invalid' | 'https_required' | 'internal_address';

/** The outbound-URL guard's rules for dealers' endpoints (src/common/outbound/): never OUTBOUND_ALLOWED_ADDRESSES. */
export const endpointRules = (config: { allowHttp: boolean; allowPrivateAddresses: boolean }): OutboundRules => ({
  allowHttp: config.allowHttp,
  allowPrivate: config.allowPrivateAddresses,
  allowed: [],
});

/**
 * Why an endpoint URL is refused as written, or null: an absolute http(s) URL of at most MAX_URL_LENGTH characters,
 * without credentials, whose host is a valid host name or IP; https only unless the rules allow http; never an address
 * of an IANA special-purpose range, `localhost` or a name that resolves only inside a network (the guard's rules,
 * src/common/outbound/outbound-rules.ts). What the name resolves to is checked when the URL is saved and again at every
 * delivery (OutboundHttp).
 */
export function endpointUrlProblem(url: string, rules: OutboundRules): UrlProblem | null {
  if (url.length > MAX_URL_LENGTH) return 'invalid';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'invalid';
  if (parsed.username || parsed.password || !parsed.hostname || !isValidHost(parsed.hostname)) return 'invalid';
  const checked = checkUrl(url, rules);
  if (!isRefusal(checked)) return null;
  return checked.reason === 'refused' ? 'internal_address' : checked.reason;
}

/**
 * The wait before attempt `attempt + 1` after `attempt` failed ones (1-based): base, 2×base, 4×base, … capped at max.
 * With 30 s, 4 h and 15 attempts the retries span about a day (24 h 15 min).
 */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 40));
  return Math.min(maxMs, baseMs * 2 ** exponent);
}

/** What is kept of an answer's body or an error: at most ANSWER_EXCERPT_CHARS characters, control characters made spaces. */
export function excerpt(text: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ');
  return clean.length > ANSWER_EXCERPT_CHARS ? clean.slice(0, ANSWER_EXCERPT_CHARS - 1) + '…' : clean;
}

/** Whether an answer's status counts as delivered. */
export const isDelivered = (status: number): boolean => status >= 200 && status <= 299;

/**
 * After a failed attempt: whether the delivery fails for good (its attempts used up) and whether the endpoint is to be
 * disabled (its attempts failing `disableAfter` times in a row, or a delivery failing for good: a whole day of failures).
 */
export function afterFailure(
  attempts: number,
  consecutiveFailures: number,
  limits: { maxAttempts: number; disableAfterFailures: number },
): { final: boolean; disable: boolean } {
  const final = attempts >= limits.maxAttempts;
  return { final, disable: final || consecutiveFailures >= limits.disableAfterFailures };
}

import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';

/** Endpoints one dealer may have. */
export const MAX_ENDPOINTS_PER_DEALER = 10;
export const MAX_URL_LENGTH = 500;
/** What a delivery keeps of an answer or an error: enough to see what went wrong. */
export const ANSWER_EXCERPT_CHARS = 500;
export const ENDPOINT_STATUSES = ['active', 'disabled'] as const;
export type EndpointStatus = (typeof ENDPOINT_STATUSES)[number];
export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A new endpoint secret: `whsec_` and 32 random bytes, base64url (shown once, at creation and at rotation). */
export const newEndpointSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/** A DNS name (at least two labels of letters, digits and inner hyphens, the last not all digits) or an IP literal. */
export function isValidHost(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (isIP(bare)) return true;
  if (host.length > 253) return false;
  const labels = host.replace(/\.$/, '').split('.');
  if (labels.length < 2 && host !== 'localhost') return false;
  return labels.every((l) => LABEL.test(l)) && !/^\d+$/.test(labels[labels.length - 1]!);
}

/** Addresses a server on the internet has no business sending to: loopback, private, link-local, CGNAT, multicast, … */
export function isInternalAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const version = isIP(bare);
  if (version === 4) return isInternalIpv4(bare);
  if (version !== 6) return false;
  const groups = ipv6Groups(bare.toLowerCase());
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  const embedded = () => `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  // An IPv4 address inside an IPv6 one reaches that IPv4 host: ::ffff:a.b.c.d (mapped; URLs write it ::ffff:7f00:1),
  // ::a.b.c.d (compatible; :: and ::1 are 0.0.0.0 and 0.0.0.1 there, internal too) and 64:ff9b::a.b.c.d (NAT64).
  if (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0)) return isInternalIpv4(embedded());
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return isInternalIpv4(embedded());
  // 6to4 (2002:a.b.c.d::/48) reaches the IPv4 host in its second and third groups.
  if (groups[0] === 0x2002) return isInternalIpv4(`${groups[1]! >> 8}.${groups[1]! & 0xff}.${groups[2]! >> 8}.${groups[2]! & 0xff}`);
  const first = groups[0]!;
  // fc00::/7 unique local, fe80::/10 link-local, fec0::/10 site-local (deprecated), ff00::/8 multicast
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xffc0) === 0xfec0 || (first & 0xff00) === 0xff00;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail turned into two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  return tail === undefined ? left : [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

function isInternalIpv4(address: string): boolean {
  const [a, b] = address.split('.').map(Number) as [number, number, number, number];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

export type UrlProblem = 'invalid' | 'https_required' | 'internal_address';

/**
 * Why an endpoint URL is refused, or null: an absolute http(s) URL of at most MAX_URL_LENGTH characters, without
 * credentials, whose host is a valid host name; https only unless `allowHttp`; not `localhost` nor an internal IP
 * literal unless `allowInternal` (the delivery checks the host's DNS answer too).
 */
export function endpointUrlProblem(url: string, options: { allowHttp: boolean; allowInternal: boolean }): UrlProblem | null {
  if (url.length > MAX_URL_LENGTH) return 'invalid';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'invalid';
  if (parsed.username || parsed.password || !parsed.hostname || !isValidHost(parsed.hostname)) return 'invalid';
  if (parsed.protocol === 'http:' && !options.allowHttp) return 'https_required';
  const host = parsed.hostname.toLowerCase();
  if (!options.allowInternal && (host === 'localhost' || host.endsWith('.localhost') || isInternalAddress(host))) return 'internal_address';
  return null;
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

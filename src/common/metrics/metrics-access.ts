import { timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** What decides whether a caller may read /metrics: the configured token, or else where the call came from. */
export interface MetricsCaller {
  /** The Authorization header as sent. */
  authorization: string | undefined;
  /** The TCP peer's address (never a header). */
  peer: string | undefined;
  /** Every address a proxy header names (X-Forwarded-For, X-Real-IP), as sent. */
  forwarded: readonly string[];
}

/**
 * With a token, only `Bearer <token>` opens it (compared in constant time). Without one, the peer and every address a
 * forwarding header names must be loopback or private: a reverse proxy on the docker network adds the real client's
 * public address to X-Forwarded-For, so a public caller cannot get in through it, whatever it claims in front of that
 * — which Fastify's `request.ip` under TRUST_PROXY=true would believe.
 */
export function mayReadMetrics(token: string | undefined, caller: MetricsCaller): boolean {
  if (token !== undefined) {
    const match = /^Bearer (\S+)$/.exec(caller.authorization ?? '');
    if (!match) return false;
    const given = Buffer.from(match[1]!);
    const wanted = Buffer.from(token);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  return isPrivateAddress(caller.peer) && caller.forwarded.every(isPrivateAddress);
}

/** The addresses a forwarding header value lists (X-Forwarded-For is comma-separated; a header may repeat). */
export function forwardedAddresses(...values: (string | string[] | undefined)[]): string[] {
  return values
    .flat()
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Loopback (127/8, ::1) and private networks: 10/8, 172.16/12, 192.168/16, fc00::/7. Anything unparseable is not. */
export function isPrivateAddress(address: string | undefined): boolean {
  if (!address) return false;
  let ip = address.trim();
  // "[::1]:1234" / "10.0.0.1:1234" as some proxies write them.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1]!;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) ip = mapped[1]!;
  if (isIPv4(ip)) {
    const [a, b] = ip.split('.').map(Number) as [number, number];
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  if (isIPv6(ip)) {
    const lower = ip.toLowerCase();
    if (lower === '::1') return true;
    const first = parseInt(lower.split(':')[0] || '0', 16);
    return (first & 0xfe00) === 0xfc00;
  }
  return false;
}

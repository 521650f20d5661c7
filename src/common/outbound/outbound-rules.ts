import { type IpRange, inRange, type ParsedIp, parseIp, type SpecialRange, specialRange } from './special-addresses.js';

/**
 * The outbound-URL guard's rules (pure: no I/O): which URLs the server may call for webhooks, feed sources and the
 * exchange-rate provider, judged on the URL as written. The addresses a host name resolves to are judged by the same
 * addressRefusal when the call is made (outbound-http.ts), and only those vetted addresses are connected to.
 */

export interface OutboundRules {
  /** http as well as https. */
  allowHttp: boolean;
  /**
   * Loopback, private-use and unique-local addresses, `localhost` and single-label names (a development machine's or a
   * test's own receivers; a docker network's service names). Never the other special-purpose ranges: link-local
   * (cloud metadata), "this network" (0.0.0.0), documentation, benchmarking, multicast, reserved, …
   */
  allowPrivate: boolean;
  /** Addresses let through whatever range they are in (OUTBOUND_ALLOWED_ADDRESSES: an internal service staff trust). */
  allowed: readonly IpRange[];
}

/** Production's rules: https only, every special-purpose range refused, nothing let through. */
export const STRICT_RULES: OutboundRules = { allowHttp: false, allowPrivate: false, allowed: [] };

/**
 * Why a URL may not be called:
 * - `invalid`: not an absolute http(s) URL with a host, or it carries a user name or password;
 * - `https_required`: http where only https is allowed;
 * - `refused`: its host is, or resolves to, an address of a special-purpose range, or is a name that only resolves
 *   inside a network (localhost, .local, .internal, a single label, …). `range` says which, for the server's log.
 */
export type UrlRefusal = { reason: 'invalid' } | { reason: 'https_required' } | { reason: 'refused'; host: string; range: string };

/** What a URL's host is once the URL passed the rules: an IP address (connected to as is) or a name (resolved once, vetted). */
export type OutboundTarget = { url: URL; ip: ParsedIp; name?: undefined } | { url: URL; name: string; ip?: undefined };

/**
 * Special-use domain names (https://www.iana.org/assignments/special-use-domain-names/, RFC 6761 and after; ICANN's
 * .internal) and the usual private suffixes: never public hosts. `localhost` is loopback (RFC 6761 §6.3).
 */
const LOOPBACK_NAMES = /(^|\.)localhost$/;
const PRIVATE_SUFFIXES = /(^|\.)(local|internal|intranet|lan|home|corp|localdomain|home\.arpa|invalid|test|onion|alt)$/;
const RESERVED_REVERSE = /(^|\.)(in-addr|ip6)\.arpa$/;

/** Whether an address is refused under `rules`, and why (the range), or null when it may be called. */
export function addressRefusal(ip: ParsedIp, rules: OutboundRules): SpecialRange | null {
  if (rules.allowed.some((range) => inRange(ip, range))) return null;
  const special = specialRange(ip);
  if (!special || (special.local && rules.allowPrivate)) return null;
  return special;
}

/** Why a host name is refused before any DNS lookup, or null. `name` is lower case without a trailing dot. */
export function nameRefusal(name: string, rules: OutboundRules): string | null {
  if (LOOPBACK_NAMES.test(name)) return rules.allowPrivate ? null : 'localhost (loopback, RFC 6761)';
  if (RESERVED_REVERSE.test(name)) return 'reverse-DNS name (.arpa)';
  if (PRIVATE_SUFFIXES.test(name)) return 'special-use or private domain name';
  if (!name.includes('.')) return rules.allowPrivate ? null : 'single-label name (resolved only inside a network)';
  return null;
}

/**
 * Checks a URL as written: an http(s) URL without credentials whose host is an allowed address or an allowed name.
 * The WHATWG URL parser has already turned every spelling of an IPv4 host (`2130706433`, `0x7f.1`, `127.1`) into its
 * dotted form and written IPv6 in brackets; parseIp reads what it leaves.
 */
export function checkUrl(text: string, rules: OutboundRules): OutboundTarget | UrlRefusal {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { reason: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { reason: 'invalid' };
  if (url.username || url.password || !url.hostname) return { reason: 'invalid' };
  if (url.protocol === 'http:' && !rules.allowHttp) return { reason: 'https_required' };
  const host = url.hostname.toLowerCase();
  const ip = host.startsWith('[') || /^[\d.]+$|^0x/i.test(host) ? parseIp(host) : null;
  if (ip) {
    const refused = addressRefusal(ip, rules);
    return refused ? { reason: 'refused', host, range: `${refused.cidr} ${refused.name}` } : { url, ip };
  }
  if (host.startsWith('[')) return { reason: 'invalid' };
  const name = host.replace(/\.$/, '');
  if (!name || name.startsWith('.')) return { reason: 'invalid' };
  const refused = nameRefusal(name, rules);
  return refused ? { reason: 'refused', host, range: refused } : { url, name };
}

export const isRefusal = (checked: OutboundTarget | UrlRefusal): checked is UrlRefusal => 'reason' in checked;

/**
 * Which IP addresses a server on the internet has no business calling on a user's behalf (pure: no I/O).
 *
 * The ranges are those of IANA's special-purpose address registries, every entry whatever its "globally reachable"
 * column says (none of them is a place a dealer's webhook or a feed lives):
 * - IPv4: https://www.iana.org/assignments/iana-ipv4-special-registry/ (RFC 6890 and its updates), plus multicast
 *   224.0.0.0/4 (https://www.iana.org/assignments/multicast-addresses/);
 * - IPv6: https://www.iana.org/assignments/iana-ipv6-special-registry/, plus site-local fec0::/10 (deprecated, RFC 3879)
 *   and multicast ff00::/8; and anything outside 2000::/3, the only block IANA allocates as global unicast
 *   (https://www.iana.org/assignments/ipv6-address-space/).
 * The three IPv6 ranges that carry an IPv4 address — IPv4-mapped ::ffff:0:0/96, NAT64 64:ff9b::/96 and 6to4 2002::/16 —
 * are judged by the IPv4 address inside them: [::ffff:127.0.0.1] is loopback, [::ffff:8.8.8.8] is 8.8.8.8.
 *
 * Addresses come in many spellings, and each one reaches the same host: `2130706433`, `0x7f.1`, `0177.0.0.1` and `127.1`
 * are all 127.0.0.1 to the C library and to the URL parser; IPv6 may be bracketed, carry a zone id (`fe80::1%eth0`) or
 * end in a dotted IPv4 address. parseIp reads them all; a text it cannot read is not an address (the caller then treats
 * it as a host name).
 */

export type IpVersion = 4 | 6;

/** An address as numbers: an IPv4 address as 32 bits, an IPv6 one as 128. */
export type ParsedIp = { version: 4; value: number } | { version: 6; value: bigint };

/** Why an address is special: the registry entry's name, its block and whether a development setup may allow it. */
export interface SpecialRange {
  /** The registry's name of the block, e.g. "Loopback", "Documentation (TEST-NET-1)". */
  name: string;
  /** The block, e.g. 127.0.0.0/8. */
  cidr: string;
  /**
   * Loopback, private-use (RFC 1918) and unique-local addresses: where a developer's own test receivers live. Only
   * these may be let through by the development flags (OUTBOUND_ALLOW_PRIVATE_ADDRESSES, WEBHOOK_ALLOW_PRIVATE_ADDRESSES).
   */
  local: boolean;
}

interface Block {
  version: IpVersion;
  base: bigint;
  bits: number;
  range: SpecialRange;
}

const IPV4_BLOCKS: [cidr: string, name: string, local?: true][] = [
  ['0.0.0.0/8', '"This network" (RFC 791)'],
  ['10.0.0.0/8', 'Private-Use (RFC 1918)', true],
  ['100.64.0.0/10', 'Shared Address Space (carrier-grade NAT, RFC 6598)'],
  ['127.0.0.0/8', 'Loopback (RFC 1122)', true],
  ['169.254.0.0/16', 'Link Local (RFC 3927), cloud metadata services'],
  ['172.16.0.0/12', 'Private-Use (RFC 1918)', true],
  ['192.0.0.0/24', 'IETF Protocol Assignments (RFC 6890)'],
  ['192.0.2.0/24', 'Documentation (TEST-NET-1, RFC 5737)'],
  ['192.31.196.0/24', 'AS112-v4 (RFC 7535)'],
  ['192.52.193.0/24', 'AMT (RFC 7450)'],
  ['192.88.99.0/24', 'Deprecated (6to4 Relay Anycast, RFC 7526)'],
  ['192.168.0.0/16', 'Private-Use (RFC 1918)', true],
  ['192.175.48.0/24', 'Direct Delegation AS112 Service (RFC 7534)'],
  ['198.18.0.0/15', 'Benchmarking (RFC 2544)'],
  ['198.51.100.0/24', 'Documentation (TEST-NET-2, RFC 5737)'],
  ['203.0.113.0/24', 'Documentation (TEST-NET-3, RFC 5737)'],
  ['224.0.0.0/4', 'Multicast (RFC 5771)'],
  ['240.0.0.0/4', 'Reserved (RFC 1112)'],
  ['255.255.255.255/32', 'Limited Broadcast (RFC 919)'],
];

const IPV6_BLOCKS: [cidr: string, name: string, local?: true][] = [
  ['::/128', 'Unspecified Address (RFC 4291)'],
  ['::1/128', 'Loopback Address (RFC 4291)', true],
  ['64:ff9b:1::/48', 'IPv4-IPv6 Translation, local use (RFC 8215)'],
  ['100::/64', 'Discard-Only Address Block (RFC 6666)'],
  ['100:0:0:1::/64', 'Dummy IPv6 Prefix (RFC 9780)'],
  ['2001::/23', 'IETF Protocol Assignments (RFC 2928): Teredo, ORCHID, benchmarking, AMT, AS112, …'],
  ['2001:db8::/32', 'Documentation (RFC 3849)'],
  ['2620:4f:8000::/48', 'Direct Delegation AS112 Service (RFC 7534)'],
  ['3fff::/20', 'Documentation (RFC 9637)'],
  ['5f00::/16', 'Segment Routing (SRv6) SIDs (RFC 9602)'],
  ['fc00::/7', 'Unique-Local (RFC 4193)', true],
  ['fe80::/10', 'Link-Local Unicast (RFC 4291)'],
  ['fec0::/10', 'Site-Local (deprecated, RFC 3879)'],
  ['ff00::/8', 'Multicast (RFC 4291)'],
];

/** Outside 2000::/3, IANA has allocated nothing as global unicast: a catch-all after the named blocks. */
const NOT_GLOBAL_UNICAST: SpecialRange = { name: 'Not global unicast (outside 2000::/3)', cidr: '::/0', local: false };

function block(version: IpVersion, [cidr, name, local]: [string, string, true?]): Block {
  const [address, prefix] = cidr.split('/') as [string, string];
  const parsed = parseIp(address);
  if (!parsed || parsed.version !== version) throw new Error(`Bad block ${cidr}`);
  return { version, base: BigInt(parsed.value), bits: Number(prefix), range: { name, cidr, local: local ?? false } };
}

const BLOCKS: Block[] = [...IPV4_BLOCKS.map((b) => block(4, b)), ...IPV6_BLOCKS.map((b) => block(6, b))];

const within = (value: bigint, size: number, b: Block): boolean => value >> BigInt(size - b.bits) === b.base >> BigInt(size - b.bits);

/** One IPv4 part as the C library reads it: decimal, octal with a leading 0, hex with 0x. */
function ipv4Part(part: string): number | null {
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (/^0[0-7]*$/.test(part)) return parseInt(part, 8) || 0;
  if (/^[1-9]\d*$/.test(part)) return Number(part);
  return null;
}

/** `a`, `a.b`, `a.b.c` or `a.b.c.d`, each part decimal, octal or hex, the last filling the bytes left (inet_aton). */
function parseIpv4(text: string): number | null {
  const parts = text.replace(/\.$/, '').split('.');
  if (parts.length > 4 || parts.some((p) => p === '')) return null;
  const numbers = parts.map(ipv4Part);
  if (numbers.some((n) => n === null || !Number.isFinite(n))) return null;
  const values = numbers as number[];
  const last = values.pop()!;
  if (values.some((n) => n > 255) || last >= 256 ** (4 - values.length)) return null;
  return values.reduce((sum, n, i) => sum + n * 256 ** (3 - i), 0) + last;
}

/** Strict dotted-quad decimal, as an IPv6 address may end in. */
const DOTTED_QUAD = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function parseIpv6(text: string): bigint | null {
  let body = text.toLowerCase();
  let tail: number[] = [];
  const dotted = /^(.*:)([\d.]+)$/.exec(body);
  if (dotted && dotted[2]!.includes('.')) {
    if (!DOTTED_QUAD.test(dotted[2]!)) return null;
    const v4 = parseIpv4(dotted[2]!)!;
    tail = [v4 >>> 16, v4 & 0xffff];
    // "::1.2.3.4" → "::", "a::1.2.3.4" → "a::", "::ffff:1.2.3.4" → "::ffff"
    body = dotted[1]!.endsWith('::') ? dotted[1]! : dotted[1]!.slice(0, -1);
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  if ([...head, ...rest].some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  const explicit = head.length + rest.length + tail.length;
  if (halves.length === 1 ? explicit !== 8 : explicit > 7) return null;
  const numbers = [
    ...head.map((g) => parseInt(g, 16)),
    ...new Array<number>(8 - explicit).fill(0),
    ...rest.map((g) => parseInt(g, 16)),
    ...tail,
  ];
  return numbers.reduce((sum, g) => (sum << 16n) | BigInt(g), 0n);
}

/**
 * An IP address in any spelling the C library or a URL parser accepts, or null when the text is not one: IPv4 in
 * decimal, octal or hex, whole or in 1 to 4 parts, with an optional trailing dot; IPv6 with or without brackets, a
 * zone id, or a dotted IPv4 tail.
 */
export function parseIp(text: string): ParsedIp | null {
  let t = text.trim();
  if (t.startsWith('[') && t.endsWith(']')) t = t.slice(1, -1);
  if (t.includes(':')) {
    const value = parseIpv6(t.replace(/%.*$/, ''));
    return value === null ? null : { version: 6, value };
  }
  const value = parseIpv4(t);
  return value === null ? null : { version: 4, value };
}

/** The canonical text of an address: dotted quad, or RFC 5952's lower-case compressed IPv6. */
export function formatIp(ip: ParsedIp): string {
  if (ip.version === 4) return [24, 16, 8, 0].map((shift) => (ip.value >>> shift) & 0xff).join('.');
  const groups = Array.from({ length: 8 }, (_, i) => Number((ip.value >> BigInt(112 - 16 * i)) & 0xffffn));
  let best = { at: -1, length: 1 };
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.length) best = { at: i, length: j - i };
    i = j === i ? i + 1 : j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.at < 0) return hex.join(':');
  return `${hex.slice(0, best.at).join(':')}::${hex.slice(best.at + best.length).join(':')}`;
}

/** The IPv4 address an IPv6 one carries, when it is IPv4-mapped (::ffff:0:0/96), NAT64 (64:ff9b::/96) or 6to4 (2002::/16). */
export function embeddedIpv4(value: bigint): number | null {
  const high96 = value >> 32n;
  if (high96 === 0xffffn || high96 === 0x64ff9bn << 64n) return Number(value & 0xffffffffn);
  if (value >> 112n === 0x2002n) return Number((value >> 80n) & 0xffffffffn);
  return null;
}

/** The special-purpose range an address falls in, or null for an ordinary public address. */
export function specialRange(ip: ParsedIp): SpecialRange | null {
  if (ip.version === 4) {
    const value = BigInt(ip.value);
    return BLOCKS.find((b) => b.version === 4 && within(value, 32, b))?.range ?? null;
  }
  const v4 = embeddedIpv4(ip.value);
  if (v4 !== null) return specialRange({ version: 4, value: v4 });
  const named = BLOCKS.find((b) => b.version === 6 && within(ip.value, 128, b));
  if (named) return named.range;
  return ip.value >> 125n === 1n ? null : NOT_GLOBAL_UNICAST;
}

/** An IP range given as `address` or `address/prefix` (configuration: addresses let through anyway). */
export interface IpRange {
  version: IpVersion;
  base: bigint;
  bits: number;
}

/** `10.1.2.3`, `10.1.0.0/16`, `fd00::/8`: the range, or null when it is not one. */
export function parseIpRange(text: string): IpRange | null {
  const [address, prefix, ...rest] = text.trim().split('/');
  const ip = parseIp(address ?? '');
  if (!ip || rest.length > 0) return null;
  const size = ip.version === 4 ? 32 : 128;
  if (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) return null;
  const bits = prefix === undefined ? size : Number(prefix);
  if (bits > size) return null;
  return { version: ip.version, base: BigInt(ip.value), bits };
}

export function inRange(ip: ParsedIp, range: IpRange): boolean {
  if (ip.version !== range.version) return false;
  const size = ip.version === 4 ? 32 : 128;
  const shift = BigInt(size - range.bits);
  return BigInt(ip.value) >> shift === range.base >> shift;
}

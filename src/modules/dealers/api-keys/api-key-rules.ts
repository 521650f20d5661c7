import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { API_KEY_SCOPES, type ApiKeyScopeName } from '../../../common/auth/api-key-scope.decorator.js';

/** Dealers' API keys (issue 14): the key's text, its hash, its scopes and its IP allow-list. Pure: no database. */

export { API_KEY_SCOPES, type ApiKeyScopeName };

/** At most this many live (not revoked) keys per dealer. */
export const MAX_LIVE_KEYS = 10;
export const MAX_KEY_NAME = 60;
export const MAX_ALLOWED_IPS = 50;

const KEY_PATTERN = /^ak_([0-9a-f]{8})_([A-Za-z0-9_-]{43})$/;

export interface NewKey {
  /** The whole key, shown to the dealer once: `ak_<prefix>_<secret>`. */
  text: string;
  /** 8 hex characters, stored in clear to find the key. */
  prefix: string;
  /** SHA-256 (hex) of the whole key: the only form of the secret that is stored. */
  hash: string;
}

/** A new key: a 4-byte prefix (hex) and a 32-byte secret (base64url, 43 characters). */
export function generateKey(): NewKey {
  const prefix = randomBytes(4).toString('hex');
  const text = `ak_${prefix}_${randomBytes(32).toString('base64url')}`;
  return { text, prefix, hash: hashKey(text) };
}

/** The prefix of a well-formed key; null for anything else. */
export function prefixOf(text: string): string | null {
  return KEY_PATTERN.exec(text)?.[1] ?? null;
}

/** The key carries 256 random bits, so one fast hash is enough (no password stretching). */
export function hashKey(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Whether `text` is the key whose hash is stored, in constant time. */
export function keyMatches(text: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashKey(text), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Scopes as sent: a non-empty list of known scopes. */
export function isScopeList(value: unknown): value is ApiKeyScopeName[] {
  return Array.isArray(value) && value.length > 0 && value.every((s) => (API_KEY_SCOPES as readonly unknown[]).includes(s));
}

/** The scopes in the catalogue's order, each once. */
export function normalizeScopes(scopes: readonly ApiKeyScopeName[]): ApiKeyScopeName[] {
  return API_KEY_SCOPES.filter((scope) => scopes.includes(scope));
}

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** An address as compared: IPv4-mapped IPv6 (as dual-stack sockets report IPv4 callers) turned back into IPv4. */
export function normalizeIp(ip: string): string {
  const trimmed = ip.trim();
  return MAPPED_IPV4.exec(trimmed)?.[1] ?? trimmed.toLowerCase();
}

interface Range {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** One allow-list entry: an IPv4 or IPv6 address, or a CIDR range (`203.0.113.0/24`, `2001:db8::/32`). */
function parseEntry(entry: string): Range | null {
  const [address = '', bits, ...rest] = normalizeIp(entry).split('/');
  if (rest.length > 0) return null;
  const version = isIP(address);
  if (version === 0) return null;
  const max = version === 4 ? 32 : 128;
  if (bits !== undefined && !/^\d{1,3}$/.test(bits)) return null;
  const prefix = bits === undefined ? max : Number(bits);
  if (prefix > max) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** Whether an allow-list as sent is valid: at most MAX_ALLOWED_IPS entries, each an address or CIDR range. */
export function isAllowList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length <= MAX_ALLOWED_IPS &&
    value.every((entry) => typeof entry === 'string' && entry.length <= 64 && parseEntry(entry) !== null)
  );
}

/** The allow-list as stored: trimmed, lower-cased, mapped IPv4 unmapped, each entry once. */
export function normalizeAllowList(entries: readonly string[]): string[] {
  return [...new Set(entries.map((entry) => normalizeIp(entry)))];
}

/** Whether a caller's address may use a key with this allow-list (empty: any address). */
export function ipAllowed(allowList: readonly string[], ip: string): boolean {
  if (allowList.length === 0) return true;
  const address = normalizeIp(ip);
  const version = isIP(address);
  if (version === 0) return false;
  const list = new BlockList();
  for (const entry of allowList) {
    const range = parseEntry(entry);
    if (range) list.addSubnet(range.address, range.prefix, range.family);
  }
  return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/** A response status as the usage counts it. */
export function statusClass(status: number): '2xx' | '3xx' | '4xx' | '5xx' {
  if (status >= 500) return '5xx';
  if (status >= 400) return '4xx';
  if (status >= 300) return '3xx';
  return '2xx';
}

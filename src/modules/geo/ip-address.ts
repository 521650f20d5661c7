import { BlockList, isIP } from 'node:net';

/** Ranges that never locate a visitor: private, loopback, link-local, shared, documentation, multicast, reserved. */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The address in a form the database knows: trimmed, without an IPv6 zone, an IPv4-mapped IPv6 address
 * (`::ffff:1.2.3.4`, as dual-stack sockets report IPv4 callers) turned back into IPv4. Null when not an IP.
 */
export function normalizeIp(ip: string | null | undefined): string | null {
  if (typeof ip !== 'string') return null;
  let address = ip.trim();
  if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1);
  const zone = address.indexOf('%');
  if (zone !== -1) address = address.slice(0, zone);
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped) address = mapped[1]!;
  return isIP(address) === 0 ? null : address.toLowerCase();
}

/** Whether the (normalized) address can belong to a visitor on the internet. */
export function isPublicIp(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  return !NON_PUBLIC.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

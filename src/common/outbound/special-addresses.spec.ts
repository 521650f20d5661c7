import { describe, expect, it } from '@jest/globals';
import { formatIp, inRange, parseIp, parseIpRange, specialRange } from './special-addresses.js';

const classify = (text: string): string | null => {
  const ip = parseIp(text);
  if (!ip) throw new Error(`not an address: ${text}`);
  return specialRange(ip)?.cidr ?? null;
};

describe('parseIp: every spelling of an address', () => {
  it.each([
    // IPv4 as the C library and the URL parser read it
    ['127.0.0.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['017700000001', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['127.0.0.1.', '127.0.0.1'],
    ['0', '0.0.0.0'],
    ['0x', '0.0.0.0'],
    ['192.0.2.2', '192.0.2.2'],
    ['3232235777', '192.168.1.1'],
    ['0xA9.0xFE.0xA9.0xFE', '169.254.169.254'],
    // IPv6, bracketed or not, with a zone id or a dotted IPv4 tail
    ['::1', '::1'],
    ['[::1]', '::1'],
    ['0:0:0:0:0:0:0:1', '::1'],
    ['::', '::'],
    ['fe80::1%eth0', 'fe80::1'],
    ['[fe80::1%25eth0]', 'fe80::1'],
    ['::ffff:127.0.0.1', '::ffff:7f00:1'],
    ['::FFFF:7F00:1', '::ffff:7f00:1'],
    ['64:ff9b::192.0.2.33', '64:ff9b::c000:221'],
    ['2001:DB8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8'],
    ['1:2:3:4:5:6:1.2.3.4', '1:2:3:4:5:6:102:304'],
  ])('reads %s as %s', (text, canonical) => {
    const ip = parseIp(text);
    expect(ip && formatIp(ip)).toBe(canonical);
  });

  it.each([
    'example.com',
    'localhost',
    '256.1.1.1',
    '1.2.3.4.5',
    '08.1.1.1',
    '4294967296',
    '1..2',
    '',
    ':::',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '::1.2.3.256',
    '::ffff:1.2.3',
    'g::1',
    '12345::',
  ])('does not take %j for an address', (text) => {
    expect(parseIp(text)).toBeNull();
  });
});

describe('specialRange: the IANA special-purpose registries', () => {
  it.each([
    // The scenario: this machine's own address and the other documentation and relay ranges
    ['192.0.2.2', '192.0.2.0/24'],
    ['198.51.100.7', '198.51.100.0/24'],
    ['203.0.113.200', '203.0.113.0/24'],
    ['192.88.99.1', '192.88.99.0/24'],
    ['2001:db8::5', '2001:db8::/32'],
    ['100::1', '100::/64'],
    // …and the loopback feed sources, however written
    ['127.0.0.1', '127.0.0.0/8'],
    ['2130706433', '127.0.0.0/8'],
    ['0x7f.1', '127.0.0.0/8'],
    ['127.1', '127.0.0.0/8'],
    ['0.0.0.0', '0.0.0.0/8'],
    ['0', '0.0.0.0/8'],
    // IPv4
    ['10.0.0.1', '10.0.0.0/8'],
    ['100.64.0.1', '100.64.0.0/10'],
    ['100.127.255.255', '100.64.0.0/10'],
    ['169.254.169.254', '169.254.0.0/16'],
    ['172.16.0.1', '172.16.0.0/12'],
    ['172.31.255.255', '172.16.0.0/12'],
    ['192.0.0.8', '192.0.0.0/24'],
    ['192.0.0.170', '192.0.0.0/24'],
    ['192.31.196.1', '192.31.196.0/24'],
    ['192.52.193.1', '192.52.193.0/24'],
    ['192.168.1.1', '192.168.0.0/16'],
    ['192.175.48.6', '192.175.48.0/24'],
    ['198.18.0.1', '198.18.0.0/15'],
    ['198.19.255.255', '198.18.0.0/15'],
    ['224.0.0.1', '224.0.0.0/4'],
    ['239.255.255.250', '224.0.0.0/4'],
    ['240.0.0.1', '240.0.0.0/4'],
    ['255.255.255.254', '240.0.0.0/4'],
    // IPv6
    ['::', '::/128'],
    ['::1', '::1/128'],
    ['64:ff9b:1::5', '64:ff9b:1::/48'],
    ['100::ffff', '100::/64'],
    ['100:0:0:1::1', '100:0:0:1::/64'],
    ['2001::1', '2001::/23'],
    ['2001:1::1', '2001::/23'],
    ['2001:2::1', '2001::/23'],
    ['2001:10::1', '2001::/23'],
    ['2001:1ff::1', '2001::/23'],
    ['2620:4f:8000::1', '2620:4f:8000::/48'],
    ['3fff::1', '3fff::/20'],
    ['5f00::1', '5f00::/16'],
    ['fc00::1', 'fc00::/7'],
    ['fd12:3456::1', 'fc00::/7'],
    ['fe80::1%eth0', 'fe80::/10'],
    ['febf::1', 'fe80::/10'],
    ['fec0::1', 'fec0::/10'],
    ['ff02::1', 'ff00::/8'],
    // outside 2000::/3: IPv4-compatible, reserved blocks
    ['::7f00:1', '::/0'],
    ['::8.8.8.8', '::/0'],
    ['1::1', '::/0'],
    ['4000::1', '::/0'],
    ['e000::1', '::/0'],
    // IPv4 inside IPv6: judged by the IPv4 address
    ['::ffff:127.0.0.1', '127.0.0.0/8'],
    ['::ffff:7f00:1', '127.0.0.0/8'],
    ['[::ffff:a9fe:a9fe]', '169.254.0.0/16'],
    ['::ffff:192.0.2.2', '192.0.2.0/24'],
    ['64:ff9b::a9fe:a9fe', '169.254.0.0/16'],
    ['64:ff9b::10.0.0.1', '10.0.0.0/8'],
    ['2002:7f00:1::1', '127.0.0.0/8'],
    ['2002:c000:202::', '192.0.2.0/24'],
  ])('%s is in %s', (address, cidr) => {
    expect([address, classify(address)]).toEqual([address, cidr]);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.1',
    '192.0.1.255',
    '192.0.3.1',
    '192.88.98.255',
    '192.169.0.1',
    '198.17.255.255',
    '198.20.0.1',
    '198.51.99.255',
    '203.0.114.1',
    '223.255.255.255',
    '2001:4860:4860::8888',
    '2001:200::1',
    '2606:4700::1111',
    '2a00:1450:4001::200e',
    '3ffe:ffff::1',
    '3fff:1000::1',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('%s is an ordinary public address', (address) => {
    expect([address, classify(address)]).toEqual([address, null]);
  });

  it('marks only loopback, private-use and unique-local ranges as what a development setup may allow', () => {
    const local = (text: string) => specialRange(parseIp(text)!)?.local;
    expect(['127.0.0.1', '10.1.1.1', '172.20.0.2', '192.168.0.10', '::1', 'fd00::1', '::ffff:127.0.0.1'].map(local)).toEqual(
      Array(7).fill(true),
    );
    expect(['0.0.0.0', '169.254.169.254', '100.64.0.1', '192.0.2.2', '::', 'fe80::1', '2001:db8::1', '224.0.0.1'].map(local)).toEqual(
      Array(8).fill(false),
    );
  });
});

describe('configured ranges', () => {
  it('reads addresses and CIDR blocks, and tells what falls in them', () => {
    const net = parseIpRange('10.1.0.0/16')!;
    expect(inRange(parseIp('10.1.200.3')!, net)).toBe(true);
    expect(inRange(parseIp('10.2.0.1')!, net)).toBe(false);
    expect(inRange(parseIp('::ffff:10.1.0.1')!, net)).toBe(false);
    expect(inRange(parseIp('127.0.0.2')!, parseIpRange('127.0.0.2')!)).toBe(true);
    expect(inRange(parseIp('127.0.0.1')!, parseIpRange('127.0.0.2')!)).toBe(false);
    expect(inRange(parseIp('fd00::abcd')!, parseIpRange('fd00::/8')!)).toBe(true);
    for (const bad of ['10.0.0.0/33', 'fd00::/129', 'example.com', '10.0.0.0/8/1', '10.0.0.0/x']) expect(parseIpRange(bad)).toBeNull();
  });
});

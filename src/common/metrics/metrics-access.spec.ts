import { describe, expect, it } from '@jest/globals';
import { forwardedAddresses, isPrivateAddress, mayReadMetrics } from './metrics-access.js';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.10',
    '::1',
    '::ffff:10.0.0.5',
    'fd12::1',
    'fc00::2',
    '[::1]:9000',
    '10.0.0.1:80',
  ])('lets %s in', (ip) => expect(isPrivateAddress(ip)).toBe(true));

  it.each([
    '8.8.8.8',
    '172.15.0.1',
    '172.32.0.1',
    '192.169.0.1',
    '11.0.0.1',
    '2001:db8::1',
    'fe80::1',
    '::ffff:8.8.8.8',
    '',
    'localhost',
    'unknown',
    undefined,
  ])('keeps %s out', (ip) => expect(isPrivateAddress(ip)).toBe(false));
});

describe('mayReadMetrics', () => {
  const docker = { authorization: undefined, peer: '172.18.0.5', forwarded: [] };

  it('without a token: only private peers, and only when every forwarded address is private as well', () => {
    expect(mayReadMetrics(undefined, docker)).toBe(true);
    expect(mayReadMetrics(undefined, { ...docker, peer: '203.0.113.9' })).toBe(false);
    // A proxy on the docker network forwarding a public client, whatever the client wrote in front of it.
    expect(mayReadMetrics(undefined, { ...docker, forwarded: ['10.0.0.1', '203.0.113.9'] })).toBe(false);
    expect(mayReadMetrics(undefined, { ...docker, forwarded: ['10.0.0.1'] })).toBe(true);
    // A public caller claiming a private address is still a public peer.
    expect(mayReadMetrics(undefined, { ...docker, peer: '203.0.113.9', forwarded: ['127.0.0.1'] })).toBe(false);
  });

  it('with a token: only Bearer <token>, from anywhere', () => {
    const token = 'metrics-token-0123456789';
    expect(mayReadMetrics(token, { ...docker, authorization: `Bearer ${token}`, peer: '203.0.113.9' })).toBe(true);
    expect(mayReadMetrics(token, docker)).toBe(false);
    expect(mayReadMetrics(token, { ...docker, authorization: `Bearer ${token}x` })).toBe(false);
    expect(mayReadMetrics(token, { ...docker, authorization: token })).toBe(false);
  });
});

describe('forwardedAddresses', () => {
  it('splits comma-separated and repeated headers', () => {
    expect(forwardedAddresses('1.1.1.1, 10.0.0.1', ['2.2.2.2'], undefined)).toEqual(['1.1.1.1', '10.0.0.1', '2.2.2.2']);
  });
});

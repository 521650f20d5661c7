import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { verifyWebhookSignature } from './webhooks.js';

const secret = 'whsec_test_secret';
const now = new Date('2026-11-26T10:00:00Z');
const timestamp = String(now.getTime() / 1000);
const body = '{"id":"0b5e1c2d-4f3a-4d6b-9e8f-7a6b5c4d3e2f","type":"ping","data":{}}';
const sign = (key: string, ts = timestamp, raw = body) => createHmac('sha256', key).update(`${ts}.${raw}`).digest('hex');
const headers = (signature: string, ts = timestamp) => ({ 'webhook-timestamp': ts, 'webhook-signature': signature });

describe('verifyWebhookSignature', () => {
  it('accepts a delivery signed with the secret, in any header casing or as a Headers object', () => {
    expect(verifyWebhookSignature(secret, headers(`v1=${sign(secret)}`), body, { now })).toBe(true);
    expect(
      verifyWebhookSignature(secret, { 'Webhook-Timestamp': timestamp, 'Webhook-Signature': `v1=${sign(secret)}` }, body, { now }),
    ).toBe(true);
    const fetched = new Headers({ 'Webhook-Timestamp': timestamp, 'Webhook-Signature': `v1=${sign(secret)}` });
    expect(verifyWebhookSignature(secret, fetched, Buffer.from(body), { now })).toBe(true);
  });

  it('accepts either signature while a secret is rotated, with either secret', () => {
    const both = `v1=${sign('old-secret')} v1=${sign('new-secret')}`;
    expect(verifyWebhookSignature('old-secret', headers(both), body, { now })).toBe(true);
    expect(verifyWebhookSignature(['new-secret'], headers(both), body, { now })).toBe(true);
  });

  it('refuses another secret, a changed body, another version and a malformed header', () => {
    expect(verifyWebhookSignature('another', headers(`v1=${sign(secret)}`), body, { now })).toBe(false);
    expect(verifyWebhookSignature(secret, headers(`v1=${sign(secret)}`), `${body} `, { now })).toBe(false);
    expect(verifyWebhookSignature(secret, headers(`v0=${sign(secret)}`), body, { now })).toBe(false);
    expect(verifyWebhookSignature(secret, headers('v1=zz'), body, { now })).toBe(false);
    expect(verifyWebhookSignature(secret, {}, body, { now })).toBe(false);
  });

  it('refuses a timestamp outside the tolerance, however well signed', () => {
    const old = String(Number(timestamp) - 301);
    expect(verifyWebhookSignature(secret, headers(`v1=${sign(secret, old)}`, old), body, { now })).toBe(false);
    expect(verifyWebhookSignature(secret, headers(`v1=${sign(secret, old)}`, old), body, { now, toleranceSeconds: 600 })).toBe(true);
    expect(verifyWebhookSignature(secret, headers(`v1=${sign(secret, 'soon')}`, 'soon'), body, { now })).toBe(false);
  });
});

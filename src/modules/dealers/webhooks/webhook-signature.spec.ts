import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { verifyWebhookSignature as sdkVerify } from '../../../../packages/sdk/src/webhooks.js';
import { signWebhook, webhookSignatureHeader } from './webhook-signature.js';

/** The SDK's verifier (what a dealer runs) against this signer, in the argument order these cases were written in. */
const verifyWebhookSignature = (
  secrets: string | string[],
  timestamp: string | number | undefined,
  body: string | Buffer,
  header: string | undefined,
  toleranceSeconds: number,
  nowSeconds: number,
) =>
  sdkVerify(secrets, { 'webhook-timestamp': timestamp === undefined ? undefined : String(timestamp), 'webhook-signature': header }, body, {
    toleranceSeconds,
    now: new Date(nowSeconds * 1000),
  });

const body = '{"id":"5f0c","type":"ping","occurredAt":"2026-11-26T10:00:00.000Z","data":{}}';
const now = 1_795_000_000;

describe('webhook signatures', () => {
  it('signs HMAC-SHA256 of "<timestamp>.<body>" under the secret, in hex', () => {
    const expected = createHmac('sha256', 'whsec_a').update(`${now}.${body}`).digest('hex');
    expect(signWebhook('whsec_a', now, body)).toBe(expected);
    expect(webhookSignatureHeader(['whsec_a'], now, body)).toBe(`v1=${expected}`);
  });

  it('is verified by the SDK on the raw body, and nothing altered', () => {
    const header = webhookSignatureHeader(['whsec_a'], now, body);
    expect(verifyWebhookSignature('whsec_a', String(now), body, header, 300, now)).toBe(true);
    expect(verifyWebhookSignature('whsec_a', String(now), Buffer.from(body), header, 300, now)).toBe(true);
    expect(verifyWebhookSignature('whsec_b', String(now), body, header, 300, now)).toBe(false);
    expect(verifyWebhookSignature('whsec_a', String(now), body.replace('ping', 'pong'), header, 300, now)).toBe(false);
    expect(verifyWebhookSignature('whsec_a', String(now + 1), body, header, 300, now)).toBe(false);
  });

  it('accepts either of two signatures during a rotation, with either secret', () => {
    const header = webhookSignatureHeader(['whsec_new', 'whsec_old'], now, body);
    expect(header.split(' ')).toHaveLength(2);
    expect(verifyWebhookSignature('whsec_new', now, body, header, 300, now)).toBe(true);
    expect(verifyWebhookSignature('whsec_old', now, body, header, 300, now)).toBe(true);
    expect(verifyWebhookSignature(['whsec_other', 'whsec_old'], now, body, header, 300, now)).toBe(true);
    expect(verifyWebhookSignature('whsec_other', now, body, header, 300, now)).toBe(false);
  });

  it('refuses a timestamp outside the tolerance, and anything malformed', () => {
    const old = now - 301;
    expect(verifyWebhookSignature('whsec_a', old, body, webhookSignatureHeader(['whsec_a'], old, body), 300, now)).toBe(false);
    expect(verifyWebhookSignature('whsec_a', now - 300, body, webhookSignatureHeader(['whsec_a'], now - 300, body), 300, now)).toBe(true);
    const header = webhookSignatureHeader(['whsec_a'], now, body);
    expect(verifyWebhookSignature('whsec_a', 'soon', body, header, 300, now)).toBe(false);
    expect(verifyWebhookSignature('whsec_a', undefined, body, header, 300, now)).toBe(false);
    expect(verifyWebhookSignature('whsec_a', now, body, undefined, 300, now)).toBe(false);
    expect(verifyWebhookSignature('whsec_a', now, body, header.replace('v1=', 'v0='), 300, now)).toBe(false);
    expect(verifyWebhookSignature('whsec_a', now, body, `${header.slice(0, -2)}zz`, 300, now)).toBe(false);
    expect(verifyWebhookSignature([], now, body, header, 300, now)).toBe(false);
  });
});

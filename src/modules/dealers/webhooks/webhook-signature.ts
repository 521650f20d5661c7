import { createHmac } from 'node:crypto';

/**
 * How a webhook delivery is signed. Receivers check it with the SDK's verifyWebhookSignature
 * (packages/sdk/src/webhooks.ts: the one verifier, which the specs here use against this signer).
 *
 * Each delivery carries `Webhook-Id` (the event id), `Webhook-Timestamp` (unix seconds) and
 * `Webhook-Signature: v1=<hex>`, where hex is HMAC-SHA256 keyed with the endpoint's secret (the whole `whsec_…` text,
 * as UTF-8) over `<timestamp>.<raw body>`. While a rotated-out secret is still valid the header holds two values,
 * space separated (`v1=<new> v1=<old>`): a receiver accepts the delivery when any value matches any secret it holds.
 */

export const SIGNATURE_VERSION = 'v1';

/** The hex HMAC-SHA256 of `<timestamp>.<body>` under `secret`. */
export function signWebhook(secret: string, timestamp: number | string, body: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** The `Webhook-Signature` value: one `v1=` value per secret, space separated. */
export function webhookSignatureHeader(secrets: readonly string[], timestamp: number | string, body: string | Buffer): string {
  return secrets.map((secret) => `${SIGNATURE_VERSION}=${signWebhook(secret, timestamp, body)}`).join(' ');
}

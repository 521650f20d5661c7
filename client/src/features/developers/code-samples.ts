/**
 * The developer page's copy-paste examples (issue 14): calling the API with a key, and checking a webhook's signature,
 * in curl, JavaScript (Node 20) and Python 3. Code reads the same in every language; `origin` is this site's.
 */
export type SampleLanguage = 'curl' | 'javascript' | 'python';
export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = ['curl', 'javascript', 'python'];

export function callSamples(origin: string): Record<SampleLanguage, string> {
  return {
    curl: `curl -sS "${origin}/api/cars?make=toyota&limit=20" \\
  -H "X-API-Key: $AUTOEXPORT_API_KEY"`,
    javascript: `const res = await fetch('${origin}/api/cars?make=toyota&limit=20', {
  headers: { 'X-API-Key': process.env.AUTOEXPORT_API_KEY },
});
if (res.status === 429) {
  // Over the key's limit: wait as long as the server asks.
  const seconds = Number(res.headers.get('Retry-After'));
  throw new Error(\`Rate limited: retry in \${seconds} s\`);
}
if (!res.ok) throw new Error((await res.json()).message);
const { items, total } = await res.json();
console.log(total, items.map((car) => car.stockId));`,
    python: `import os
import requests

res = requests.get(
    "${origin}/api/cars",
    params={"make": "toyota", "limit": 20},
    headers={"X-API-Key": os.environ["AUTOEXPORT_API_KEY"]},
    timeout=10,
)
if res.status_code == 429:
    raise RuntimeError(f"Rate limited: retry in {res.headers['Retry-After']} s")
res.raise_for_status()
page = res.json()
print(page["total"], [car["stockId"] for car in page["items"]])`,
  };
}

export const VERIFY_SAMPLES: Record<Exclude<SampleLanguage, 'curl'>, string> = {
  javascript: `import { createHmac, timingSafeEqual } from 'node:crypto';

/** True when the delivery is ours: a fresh timestamp and a v1 signature of "<timestamp>.<raw body>". */
export function verifyWebhook(secret, headers, rawBody, toleranceSeconds = 300) {
  const timestamp = headers['webhook-timestamp'];
  if (!/^\\d+$/.test(timestamp ?? '')) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest('hex');
  // During a secret's rotation the header carries two signatures: either may match.
  return (headers['webhook-signature'] ?? '').split(' ').some((part) => {
    const [version, signature = ''] = part.split('=');
    return version === 'v1' && signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
  });
}`,
  python: `import hashlib
import hmac
import time

def verify_webhook(secret: str, headers, raw_body: bytes, tolerance_seconds: int = 300) -> bool:
    """True when the delivery is ours: a fresh timestamp and a v1 signature of "<timestamp>.<raw body>"."""
    timestamp = headers.get("Webhook-Timestamp", "")
    if not timestamp.isdigit() or abs(time.time() - int(timestamp)) > tolerance_seconds:
        return False
    expected = hmac.new(secret.encode(), timestamp.encode() + b"." + raw_body, hashlib.sha256).hexdigest()
    # During a secret's rotation the header carries two signatures: either may match.
    for part in headers.get("Webhook-Signature", "").split():
        version, _, signature = part.partition("=")
        if version == "v1" and hmac.compare_digest(signature, expected):
            return True
    return False`,
};

export const DELIVERY_SAMPLE = `POST /your/endpoint HTTP/1.1
Content-Type: application/json
Webhook-Id: 0b5e1c2d-4f3a-4d6b-9e8f-7a6b5c4d3e2f
Webhook-Timestamp: 1796102400
Webhook-Signature: v1=5d2c…9af1

{"id":"0b5e1c2d-4f3a-4d6b-9e8f-7a6b5c4d3e2f","type":"order.status_changed","occurredAt":"2026-11-26T10:00:00.000Z","data":{…}}`;

import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, paths } from './schema.js';
export { verifyWebhookSignature, WEBHOOK_TOLERANCE_SECONDS, type WebhookHeaders } from './webhooks.js';

/** Every schema of the API by name: `Schemas['CarSummaryDto']`. */
export type Schemas = components['schemas'];

/** The API's error body (the same on every route). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code: string;
  details?: { field: string; message: string }[];
  requestId?: string;
}

/** A non-2xx answer: its status, the API's stable `code`, its sentence and field errors, and `Retry-After` on a 429. */
export class AutoExportApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: { field: string; message: string }[];
  readonly requestId: string | undefined;
  /** Seconds to wait before trying again (429 only). */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: Partial<ApiErrorBody> | undefined, retryAfter: string | null) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'AutoExportApiError';
    this.status = status;
    this.code = body?.code ?? 'UNKNOWN';
    this.details = body?.details ?? [];
    this.requestId = body?.requestId;
    this.retryAfterSeconds = retryAfter !== null && /^\d+$/.test(retryAfter) ? Number(retryAfter) : undefined;
  }
}

export interface AutoExportClientOptions {
  /** The site, e.g. `https://autoexport.example` (the API is under `/api`). */
  baseUrl: string;
  /** A dealer's API key, sent as `X-API-Key`. */
  apiKey?: string;
  /** Or a signed-in user's access token, sent as `Authorization: Bearer …`. */
  accessToken?: string;
  /** Another fetch (tests, proxies); the global one by default. */
  fetch?: typeof fetch;
}

/** The typed client: `api.GET('/api/cars', { params: { query: { make: 'toyota' } } })`, each path and body checked. */
export type AutoExportClient = Client<paths>;

/**
 * A client for the AutoExport API, typed from its OpenAPI document. Every call answers `{ data, error, response }`
 * (openapi-fetch); `unwrap()` turns an error answer into an AutoExportApiError instead.
 */
export function createAutoExportClient(options: AutoExportClientOptions): AutoExportClient {
  if (options.apiKey && options.accessToken) throw new Error('Give either an API key or an access token, not both');
  const client = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), fetch: options.fetch });
  const auth: Middleware = {
    onRequest({ request }) {
      if (options.apiKey) request.headers.set('X-API-Key', options.apiKey);
      else if (options.accessToken) request.headers.set('Authorization', `Bearer ${options.accessToken}`);
      return request;
    },
  };
  client.use(auth);
  return client;
}

/** The data of a call, or its AutoExportApiError: `const page = await unwrap(api.GET('/api/cars', {}))`. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  throw new AutoExportApiError(response.status, error as Partial<ApiErrorBody> | undefined, response.headers.get('Retry-After'));
}

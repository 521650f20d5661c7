/** The API's error body (see openapi.yaml, ErrorBodyDto). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code: string;
  details?: { field: string; message: string }[];
  requestId: string;
}

/** The spec's API timeout. */
export const API_TIMEOUT_MS = 10_000;

export async function getJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, { ...init, signal: init.signal ?? AbortSignal.timeout(API_TIMEOUT_MS) });
  const body = await response.json().catch(() => undefined);
  if (!response.ok)
    throw Object.assign(new Error((body as ApiErrorBody | undefined)?.message ?? response.statusText), { body, status: response.status });
  return body as T;
}

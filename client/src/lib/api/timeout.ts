/** Spec §7, §9: every API call gives up after 10 seconds. */
export const API_TIMEOUT_MS = 10_000;

/**
 * `fetch` with the API timeout: the request aborts with a `TimeoutError` DOMException after `ms`, or earlier when the
 * caller's own signal (a cancelled query) aborts.
 */
export function fetchWithTimeout(request: Request, ms = API_TIMEOUT_MS, fetchImpl: typeof fetch = globalThis.fetch): Promise<Response> {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('Request timed out. Please try again.', 'TimeoutError')), ms);
  const onAbort = () => controller.abort(request.signal.reason);
  if (request.signal.aborted) onAbort();
  else request.signal.addEventListener('abort', onAbort, { once: true });
  // The timer is not cleared when the headers arrive: the limit also covers reading the body. Aborting a finished
  // request does nothing.
  return fetchImpl(new Request(request, { signal: controller.signal }));
}

/**
 * How a page hands its first API answer to the client inside the HTML, so the first paint does not wait for a
 * request that could only start once the scripts have run (server: src/modules/web/client-pages.service.ts; client:
 * client/src/lib/api/first-answer.ts). Both sides import this one.
 */

/** The id of the `<script type="application/json">` holding `{ key, answer }`. */
export const FIRST_ANSWER_ELEMENT_ID = 'first-answer';

/**
 * The key of an API call: its method and path (`GET /api/cars`), then its query parameters sorted by name. The
 * server keys the answer it inlines with it, the client looks it up with the call it is about to make, and takes it
 * only on an exact match: any difference in reading the URL costs a fetch, never a wrong answer.
 */
export function firstAnswerKey(request: string, query: Readonly<Record<string, string | number | undefined>> = {}): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${request}?${search}` : request;
}

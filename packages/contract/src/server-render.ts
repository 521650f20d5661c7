/**
 * How the server and the client agree on a server-rendered page (server: src/modules/web/client-pages.service.ts; client:
 * client/src/main.tsx and lib/session/session.ts). Both sides import this one.
 *
 * The server renders the anonymous view of a catalogue page into `<div id="root">` and marks the root with
 * SERVER_RENDERED_ATTRIBUTE; the client hydrates it when its own first render would be the same (an anonymous
 * visitor on the page's language), and renders afresh otherwise.
 */

/** Set on `#root` (value: the page's language) when its content was rendered by the server. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * A cookie the client keeps while this browser holds a session (no token, no personal data: just "1"). The session
 * itself lives in the browser's storage, which the server cannot see; without this hint a signed-in customer would
 * be shown the anonymous page (no prices) until the scripts ran. With it, the server sends the page unrendered.
 */
export const SESSION_HINT_COOKIE = 'autoexport_session';

/** Whether a Cookie header carries the session hint. */
export function hasSessionHint(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

/** What the server asks the client's server entry (client/src/entry-server.tsx) to render. */
export interface ServerRenderRequest {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  language: 'en' | 'ur' | 'pt' | 'es';
  /** The page's first API answer, the one inlined in the page (first-answer.ts); null when there is none. */
  firstAnswer: { key: string; answer: unknown } | null;
  /** Gives up (the caller sends the page unrendered) when the render takes longer than this. */
  timeoutMs: number;
}

/** The client's server entry, built to client/dist-server/entry-server.js. */
export interface ServerEntry {
  renderPage(request: ServerRenderRequest): Promise<string>;
}

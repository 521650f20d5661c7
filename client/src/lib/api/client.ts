import createClient, { type Middleware } from 'openapi-fetch';
import { goToSignIn, session } from '../session/session';
import type { SessionStore } from '../session/session-store';
import { DEFAULT_LANGUAGE, type Language, languageOfPath } from '../i18n/languages';
import { ApiError, errorFromResponse, isCancellation, toApiError } from './api-error';
import { isNoTokenPath } from './public-paths';
import type { paths } from './schema';
import { fetchWithTimeout } from './timeout';

/**
 * The middleware every call goes through: the Bearer token (renewed first when it is about to expire) except on the
 * token-free paths, and the 401 rule of spec §8 (the session is cleared and the user goes to /auth).
 */
export function authMiddleware(store: Pick<SessionStore, 'getAccessToken' | 'handleUnauthorized'>, onSignedOut: () => void): Middleware {
  const sent = new Map<string, string | null>();
  return {
    async onRequest({ request, id }) {
      const pathname = new URL(request.url).pathname;
      const token = isNoTokenPath(pathname) ? null : await store.getAccessToken();
      sent.set(id, token);
      if (token) request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
    onResponse({ response, id }) {
      const token = sent.get(id) ?? null;
      sent.delete(id);
      if (response.status === 401 && store.handleUnauthorized(token)) onSignedOut();
      return undefined;
    },
    onError({ id }) {
      sent.delete(id);
    },
  };
}

/**
 * The interface language as Accept-Language on every call, so the server writes in it: a sign-up keeps it as the
 * profile's language, and emails go out in it (the browser's own header names the browser's language, not the site's).
 */
export function languageMiddleware(languageNow: () => Language): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('accept-language', languageNow());
      return request;
    },
  };
}

/** The language of the page the call is made from (/ur/… is Urdu), English outside a browser. */
const pageLanguage = (): Language => (typeof window === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(window.location.pathname));

/** A typed client for ../openapi.yaml with the API timeout and the session's middleware. */
export function createApiClient(
  store: Pick<SessionStore, 'getAccessToken' | 'handleUnauthorized'>,
  onSignedOut: () => void,
  fetchImpl?: typeof fetch,
  languageNow: () => Language = pageLanguage,
) {
  const client = createClient<paths>({
    baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
    fetch: (request) => fetchWithTimeout(request, undefined, fetchImpl ?? ((input, init) => globalThis.fetch(input, init))),
  });
  client.use(authMiddleware(store, onSignedOut));
  client.use(languageMiddleware(languageNow));
  return client;
}

/**
 * The app's API client: `api.GET('/api/cars/detail/ref/{ref}', { params: { path: { ref } }, signal })`. Paths,
 * parameters, bodies and answers are typed from openapi.yaml. Wrap calls in `unwrap` to get the data or an ApiError.
 */
export const api = createApiClient(session, goToSignIn);
export type ApiClient = typeof api;

/**
 * The data of an openapi-fetch call, or a thrown ApiError (the server's error body, TIMEOUT, NETWORK_ERROR,
 * UNKNOWN_ERROR). A cancellation (the query was abandoned) is rethrown as is.
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch (error) {
    if (isCancellation(error)) throw error;
    throw toApiError(error);
  }
  if (result.error !== undefined || !result.response.ok) throw errorFromResponse(result.response, result.error);
  return result.data as T;
}

export { ApiError };

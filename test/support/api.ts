import type { Response, Test } from 'supertest';
import type { SignedIn } from './factories.js';
import type { TestApp } from './test-app.js';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who calls: a signed-in user, an access token, a whole `Authorization` value (`Bearer …`, kept as given so a test
 * can send a malformed one), or nobody.
 */
export type Caller = Pick<SignedIn, 'auth'> | string | null | undefined;

/** One request builder per method; `body`, when given, is sent as JSON (a string is sent as it is). */
export type Api = Record<Method, (url: string, body?: object | string) => Test>;

export interface ApiOptions {
  /** Sees every answer (e.g. to check afterwards that none leaked a secret). */
  onResponse?: (res: Response) => void;
}

/** The `Authorization` value of a caller, or undefined for an anonymous one. */
export function authorization(who: Caller): string | undefined {
  if (!who) return undefined;
  if (typeof who !== 'string') return who.auth;
  return who.includes(' ') ? who : `Bearer ${who}`;
}

/**
 * Requests to the test app as `who`: `api(t, admin).patch(url, body)`, `api(t).get(url)`. Each call answers a
 * supertest `Test`, so `.expect(…)`, `.query(…)`, `.set(…)` and `.attach(…)` chain on as usual.
 */
export function api(t: TestApp, who?: Caller, options: ApiOptions = {}): Api {
  const header = authorization(who);
  const call =
    (method: Method) =>
    (url: string, body?: object | string): Test => {
      let req = t.http[method](url);
      if (header) req = req.set('Authorization', header);
      if (options.onResponse) req.on('response', options.onResponse);
      return body === undefined ? req : req.send(body);
    };
  return { get: call('get'), post: call('post'), put: call('put'), patch: call('patch'), delete: call('delete') };
}

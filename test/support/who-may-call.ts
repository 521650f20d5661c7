import { expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import type { Api, Method } from './api.js';
import type { SignedIn } from './factories.js';

export type CallerName = 'anonymous' | 'user' | 'admin' | 'superadmin';
type Expected = Partial<Record<CallerName, number>>;

export interface RouteCall {
  method: Method;
  url: string;
  body?: object;
  /** This route's own statuses, over the table's. */
  expect?: Expected;
}

export interface WhoMayCall {
  /** The request builder of one caller, e.g. `(who) => api(t, who)`; called when the tests run. */
  as: (who: SignedIn | null) => Api;
  /** The signed-in callers, read when the tests run (they usually sign in in a `beforeAll`). */
  callers: () => Partial<Record<Exclude<CallerName, 'anonymous'>, SignedIn>>;
  routes: RouteCall[];
  /** The status each caller gets on every route; a caller given no status (here or on the route) is not tried. */
  expect?: Expected;
}

const CALLERS: CallerName[] = ['anonymous', 'user', 'admin', 'superadmin'];
const WHO: Record<CallerName, string> = {
  anonymous: 'an anonymous caller',
  user: 'a regular user',
  admin: 'an admin',
  superadmin: 'a superadmin',
};

/** 401 and 403 are checked with the error code (403: and the spec's message) as well as the status. */
function expectStatus(res: Response, status: number): void {
  expect(res.status).toBe(status);
  if (status === 401) expect(res.body.code).toBe('AUTH_REQUIRED');
  if (status === 403) expect(res.body).toMatchObject({ code: 'PERMISSION_DENIED', message: 'Permission Denied' });
}

function title(caller: CallerName, status: number): string {
  if (status === 401) return `asks ${WHO[caller]} of $method $url to sign in (401)`;
  if (status === 403) return `refuses $method $url to ${WHO[caller]} with 403 "Permission Denied"`;
  return `answers $method $url with ${status} to ${WHO[caller]}`;
}

/**
 * One test per route and caller of an access table: `expect: { anonymous: 401, user: 403 }` says every route asks
 * an anonymous caller to sign in and refuses a regular user. Call it inside a `describe`.
 */
export function whoMayCall(table: WhoMayCall): void {
  for (const caller of CALLERS) {
    const byStatus = new Map<number, { method: Method; url: string; body: object | undefined }[]>();
    for (const route of table.routes) {
      const status = route.expect?.[caller] ?? table.expect?.[caller];
      if (status === undefined) continue;
      byStatus.set(status, [...(byStatus.get(status) ?? []), { method: route.method, url: route.url, body: route.body }]);
    }
    for (const [status, rows] of byStatus) {
      it.each(rows)(title(caller, status), async ({ method, url, body }) => {
        const who = caller === 'anonymous' ? null : table.callers()[caller];
        if (who === undefined) throw new Error(`whoMayCall: no signed-in ${caller} given`);
        expectStatus(await table.as(who)[method](url, body), status);
      });
    }
  }
}

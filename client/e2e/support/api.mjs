// A tiny fetch helper against the server under test, for setting data up (or checking it) beside the browser.
import { randomBytes } from 'node:crypto';

export class ApiError extends Error {
  constructor(method, path, status, body) {
    super(`${method} ${path} answered ${status}: ${typeof body === 'string' ? body : JSON.stringify(body)}`);
    this.status = status;
    this.body = body;
  }
}

/** A fresh address no other journey (or earlier run against a kept database) uses. */
export function uniqueEmail(prefix = 'e2e') {
  return `${prefix}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
}

export function createApi(baseUrl) {
  /** Any answer, never throws on a status: { status, headers, body } (body parsed as JSON when it is JSON). */
  async function request(method, path, { body, token, headers = {} } = {}) {
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    let parsed = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed };
  }

  /** The parsed body of a 2xx answer; any other status throws an ApiError naming it. */
  async function ok(method, path, options) {
    const res = await request(method, path, options);
    if (res.status < 200 || res.status > 299) throw new ApiError(method, path, res.status, res.body);
    return res.body;
  }

  return {
    baseUrl,
    request,
    get: (path, options) => ok('GET', path, options),
    post: (path, body, options) => ok('POST', path, { ...options, body }),
    put: (path, body, options) => ok('PUT', path, { ...options, body }),
    patch: (path, body, options) => ok('PATCH', path, { ...options, body }),
    delete: (path, options) => ok('DELETE', path, options),
    /**
     * Registers a customer straight through the API. Returns what was sent (email, password, names…) plus the
     * sign-in answer ({ token, refreshToken, tokenExpiry, refreshTokenExpiry, sessionId, user }).
     */
    async register(overrides = {}, { language } = {}) {
      const account = {
        firstName: 'Amina',
        lastName: 'Test',
        email: uniqueEmail(),
        password: 'Karachi#2026',
        country: 'PK',
        ...overrides,
      };
      // The language the customer signs up in becomes their profile's (the browser sends its interface language).
      const headers = language ? { 'accept-language': language } : {};
      const session = await ok('POST', '/api/user/register', { body: account, headers });
      return { ...account, ...session };
    },
    /** Signs in through the API: { token, refreshToken, …, user }. */
    login: (email, password, rememberMe = false) => ok('POST', '/api/user/login', { body: { email, password, rememberMe } }),
  };
}

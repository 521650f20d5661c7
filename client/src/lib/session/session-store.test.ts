import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeLocks, json, MemoryStorage, pathOf } from '../../test/fakes';
import type { AuthResponse, User } from './session-storage';
import { SESSION_KEY } from './session-storage';
import { SessionStore, type SessionDeps } from './session-store';

const NOW = Date.parse('2026-03-10T10:00:00Z');
const minutes = (n: number) => new Date(NOW + n * 60_000).toISOString();
const user = { id: 'u1', email: 'bilal.khan@example.com', firstName: 'Bilal', lastName: 'Khan' } as User;

const auth = (n: number, tokenExpiresIn = 15): AuthResponse => ({
  token: `access-${n}`,
  tokenExpiry: minutes(tokenExpiresIn),
  refreshToken: `refresh-${n}`,
  refreshTokenExpiry: minutes(7 * 24 * 60),
  sessionId: 's1',
  user,
});

/** A fake API: /api/auth/refresh rotates the pair (and refuses a spent token, as the server does); /api/auth/status says yes. */
function fakeServer() {
  let issued = 1;
  const spent = new Set<string>();
  const refreshBodies: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = pathOf(input);
    if (path === '/api/auth/refresh') {
      const { refreshToken } = (await request.json()) as { refreshToken: string };
      refreshBodies.push(refreshToken);
      if (spent.has(refreshToken)) return json(401, { code: 'REFRESH_TOKEN_REUSED', message: 'reused' });
      spent.add(refreshToken);
      for (let i = 0; i < 5; i++) await Promise.resolve(); // the answer takes a while: other callers run meanwhile
      issued += 1;
      return json(200, auth(issued, 30));
    }
    if (path === '/api/auth/status') return json(200, { authenticated: true, user });
    if (path === '/api/auth/logout') return json(200, { message: 'Signed out' });
    return json(404, {});
  });
  return { fetch, refreshBodies };
}

function tab(shared: { local: Storage; locks: FakeLocks; fetch: typeof fetch }, overrides: Partial<SessionDeps> = {}) {
  return new SessionStore({
    local: shared.local,
    session: new MemoryStorage(),
    fetch: shared.fetch,
    locks: shared.locks,
    random: () => 0,
    ...overrides,
  });
}

describe('SessionStore', () => {
  let local: MemoryStorage;
  let locks: FakeLocks;
  let server: ReturnType<typeof fakeServer>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
    local = new MemoryStorage();
    locks = new FakeLocks();
    server = fakeServer();
  });
  afterEach(() => vi.useRealTimers());

  it('signs in and keeps the spec’s session values in localStorage when remembered', () => {
    const store = tab({ local, locks, fetch: server.fetch });
    store.signIn(auth(1), true);
    expect(store.getState()).toEqual({ status: 'signedIn', user });
    expect(JSON.parse(local.getItem(SESSION_KEY)!)).toMatchObject({
      authToken: 'access-1',
      refreshToken: 'refresh-1',
      tokenExpiry: minutes(15),
      sessionId: 's1',
      userData: user,
    });
  });

  it('uses the token as is while it is fresh', async () => {
    const store = tab({ local, locks, fetch: server.fetch });
    store.signIn(auth(1), true);
    await expect(store.getAccessToken()).resolves.toBe('access-1');
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('renews an about-to-expire token once for concurrent callers in one tab', async () => {
    const store = tab({ local, locks, fetch: server.fetch });
    store.signIn(auth(1, 0.5), true);
    const tokens = await Promise.all([store.getAccessToken(), store.getAccessToken(), store.getAccessToken()]);
    expect(tokens).toEqual(['access-2', 'access-2', 'access-2']);
    expect(server.refreshBodies).toEqual(['refresh-1']);
  });

  it('two tabs refreshing together present the refresh token once: the second adopts the first one’s pair', async () => {
    const first = tab({ local, locks, fetch: server.fetch });
    first.signIn(auth(1, 15), true);
    const second = tab({ local, locks, fetch: server.fetch });
    await second.init();
    // Both tabs wake up when the token is about to expire.
    vi.setSystemTime(NOW + 14.5 * 60_000);

    const [a, b] = await Promise.all([first.refresh(), second.refresh()]);
    expect([a, b]).toEqual(['ok', 'ok']);
    expect(server.refreshBodies).toEqual(['refresh-1']);
    await expect(second.getAccessToken()).resolves.toBe('access-2');
    expect(second.getState().status).toBe('signedIn');
  });

  it('a tab that finds fresh tokens after taking the lock does not refresh', async () => {
    const first = tab({ local, locks, fetch: server.fetch });
    first.signIn(auth(1, 0.5), true);
    // Another tab already renewed the pair and wrote it; this tab's memory still holds the old one.
    local.setItem(
      SESSION_KEY,
      JSON.stringify({
        ...JSON.parse(local.getItem(SESSION_KEY)!),
        authToken: 'access-9',
        refreshToken: 'refresh-9',
        tokenExpiry: minutes(15),
      }),
    );
    await expect(first.refresh()).resolves.toBe('ok');
    expect(server.fetch).not.toHaveBeenCalled();
    await expect(first.getAccessToken()).resolves.toBe('access-9');
  });

  it('picks up another tab’s new tokens and sign-out through the storage event', () => {
    let fire: (event: Pick<StorageEvent, 'key' | 'storageArea'>) => void = () => undefined;
    const store = tab({ local, locks, fetch: server.fetch }, { onStorage: (listener) => (fire = listener) });
    store.signIn(auth(1), true);
    local.setItem(SESSION_KEY, JSON.stringify({ ...JSON.parse(local.getItem(SESSION_KEY)!), authToken: 'access-5' }));
    fire({ key: SESSION_KEY, storageArea: local });
    expect(store.stored?.authToken).toBe('access-5');
    local.removeItem(SESSION_KEY);
    fire({ key: SESSION_KEY, storageArea: local });
    expect(store.getState()).toEqual({ status: 'signedOut', user: null });
  });

  it('a duplicated tab on sessionStorage adopts the handed-off pair instead of reusing the spent token', async () => {
    const first = tab({ local, locks, fetch: server.fetch });
    first.signIn(auth(1, 15), false);
    expect(local.getItem(SESSION_KEY)).toBeNull();
    // A duplicated tab starts with a copy of the first tab's sessionStorage.
    const copied = new MemoryStorage();
    copied.setItem(
      SESSION_KEY,
      JSON.stringify({
        authToken: 'access-1',
        tokenExpiry: minutes(15),
        refreshToken: 'refresh-1',
        refreshTokenExpiry: minutes(10_000),
        sessionId: 's1',
        userData: user,
      }),
    );
    const second = tab({ local, locks, fetch: server.fetch }, { session: copied });
    await second.init();
    vi.setSystemTime(NOW + 14.5 * 60_000);

    await Promise.all([first.refresh(), second.refresh()]);
    expect(server.refreshBodies).toEqual(['refresh-1']);
    expect(second.stored?.refreshToken).toBe(first.stored?.refreshToken);
  });

  it('a refused refresh ends the session and tells the app (which sends the user to /auth)', async () => {
    const ended = vi.fn();
    const store = tab({ local, locks, fetch: vi.fn(async () => json(401, { code: 'REFRESH_TOKEN_REUSED', message: 'x' })) });
    store.onEnd(ended);
    store.signIn(auth(1, 0.5), true);
    await expect(store.getAccessToken()).resolves.toBeNull();
    expect(store.getState().status).toBe('signedOut');
    expect(local.getItem(SESSION_KEY)).toBeNull();
    expect(ended).toHaveBeenCalledWith('unauthorized');
  });

  it('keeps the session when a refresh fails for want of a network, and tries again later', async () => {
    const store = tab({ local, locks, fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    store.signIn(auth(1, 0.5), true);
    await expect(store.refresh()).resolves.toBe('failed');
    expect(store.getState().status).toBe('signedIn');
  });

  it('a 401 clears the session, unless the call carried an older token than the stored one', () => {
    const store = tab({ local, locks, fetch: server.fetch });
    store.signIn(auth(2), true);
    expect(store.handleUnauthorized('access-1')).toBe(false);
    expect(store.getState().status).toBe('signedIn');
    expect(store.handleUnauthorized('access-2')).toBe(true);
    expect(store.getState().status).toBe('signedOut');
    expect(local.getItem(SESSION_KEY)).toBeNull();
  });

  it('on load, a failed status check counts as signed out', async () => {
    local.setItem(
      SESSION_KEY,
      JSON.stringify({
        authToken: 'a',
        tokenExpiry: minutes(15),
        refreshToken: 'r',
        refreshTokenExpiry: minutes(60),
        sessionId: 's1',
        userData: user,
      }),
    );
    const store = tab({ local, locks, fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    await store.init();
    expect(store.getState().status).toBe('signedOut');
    expect(local.getItem(SESSION_KEY)).toBeNull();
  });

  it('on load, a session the server no longer knows is signed out', async () => {
    local.setItem(
      SESSION_KEY,
      JSON.stringify({
        authToken: 'a',
        tokenExpiry: minutes(15),
        refreshToken: 'r',
        refreshTokenExpiry: minutes(60),
        sessionId: 's1',
        userData: user,
      }),
    );
    const store = tab({ local, locks, fetch: vi.fn(async () => json(200, { authenticated: false })) });
    await store.init();
    expect(store.getState().status).toBe('signedOut');
  });

  it('on load, a session whose expiry has passed is signed out without asking the server', async () => {
    local.setItem(
      SESSION_KEY,
      JSON.stringify({
        authToken: 'a',
        tokenExpiry: minutes(-60),
        refreshToken: 'r',
        refreshTokenExpiry: minutes(-1),
        sessionId: 's1',
        userData: user,
      }),
    );
    const store = tab({ local, locks, fetch: server.fetch });
    await store.init();
    expect(store.getState().status).toBe('signedOut');
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('signs out when the session’s expiry passes while the page is open', async () => {
    const ended = vi.fn();
    const store = tab({ local, locks, fetch: server.fetch });
    store.onEnd(ended);
    store.signIn({ ...auth(1, 60), refreshTokenExpiry: minutes(2) }, true);
    await vi.advanceTimersByTimeAsync(2 * 60_000 + 10);
    expect(store.getState().status).toBe('signedOut');
    expect(ended).toHaveBeenCalledWith('expired');
  });

  it('renews the token shortly before it expires, on its own', async () => {
    const store = tab({ local, locks, fetch: server.fetch });
    store.signIn(auth(1, 15), true);
    await vi.advanceTimersByTimeAsync(14 * 60_000 + 10);
    expect(server.refreshBodies).toEqual(['refresh-1']);
    expect(store.stored?.authToken).toBe('access-2');
  });

  it('signs out: the server is told, every trace is gone', async () => {
    const store = tab({ local, locks, fetch: server.fetch });
    store.signIn(auth(1), true);
    await store.signOut();
    expect(store.getState()).toEqual({ status: 'signedOut', user: null });
    expect(local.getItem(SESSION_KEY)).toBeNull();
    const call = server.fetch.mock.calls.find(([input]) => pathOf(input) === '/api/auth/logout');
    expect((call![0] as Request).headers.get('authorization')).toBe('Bearer access-1');
  });
});

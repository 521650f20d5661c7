import { fetchWithTimeout } from '../api/timeout';
import {
  ENDED_KEY,
  HANDOFF_KEY,
  HANDOFF_TTL_MS,
  readHandoff,
  readJson,
  readSession,
  remove,
  SESSION_KEY,
  toStoredSession,
  writeJson,
  type AuthResponse,
  type StoredSession,
  type User,
} from './session-storage';

/** Renew the access token this long before it expires (plus up to REFRESH_JITTER_MS, so tabs rarely collide). */
export const REFRESH_AHEAD_MS = 60_000;
const REFRESH_JITTER_MS = 10_000;
/** After a refresh that failed for want of a network, try again this much later. */
const RETRY_MS = 30_000;
/** One lock name for every tab of this origin: at most one tab trades a refresh token at a time. */
export const REFRESH_LOCK = 'autoexport.session.refresh';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';
export interface SessionState {
  status: SessionStatus;
  user: User | null;
}
/** Why a session ended on its own: the server refused it (401) or its time ran out. */
export type EndReason = 'unauthorized' | 'expired';

export interface SessionDeps {
  local: Storage;
  session: Storage;
  fetch: typeof fetch;
  /** navigator.locks; without it (old browsers) refreshes are single-flight within the tab only. */
  locks?: { request<T>(name: string, callback: () => Promise<T>): Promise<T> };
  now?: () => number;
  random?: () => number;
  /** Subscribes to `storage` events (other tabs' writes). */
  onStorage?: (listener: (event: Pick<StorageEvent, 'key' | 'storageArea'>) => void) => void;
}

type RefreshOutcome = 'ok' | 'ended' | 'failed';

/**
 * The session of spec §4, §8, §9: signed in after login or registration; signed out on logout, on a 401, on a failed
 * status check, or when the expiry has passed. Renews the access token shortly before it expires, single-flight
 * across tabs. Framework-free (React reads it through useSession), so the rules are unit-tested with fakes.
 */
export class SessionStore {
  private state: SessionState = { status: 'loading', user: null };
  private current: StoredSession | null = null;
  private area: Storage;
  private refreshing: Promise<RefreshOutcome> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly endListeners = new Set<(reason: EndReason) => void>();
  private readonly now: () => number;

  constructor(private readonly deps: SessionDeps) {
    this.now = deps.now ?? Date.now;
    this.area = deps.local;
    deps.onStorage?.((event) => this.onStorage(event));
  }

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called when the session ends without the user asking (401, expiry): the app sends the user to /auth. */
  onEnd(listener: (reason: EndReason) => void): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  /** The stored session, if any (the API client reads the token through getAccessToken instead). */
  get stored(): StoredSession | null {
    return this.current;
  }

  /** On load: adopt the stored session, then ask GET /api/auth/status whether it still signs someone in. */
  async init(): Promise<void> {
    const handoff = readHandoff(this.deps.local);
    if (handoff && this.now() - handoff.at > HANDOFF_TTL_MS) remove(this.deps.local, HANDOFF_KEY);
    const fromLocal = readSession(this.deps.local);
    const found = fromLocal ?? readSession(this.deps.session);
    if (!found) return this.becomeSignedOut();
    this.area = fromLocal ? this.deps.local : this.deps.session;
    this.current = found;
    // Found already over on load: signed out quietly (the visitor did not lose anything on this page).
    if (this.isOver(found)) return this.clear();
    this.setState({ status: 'loading', user: found.userData });
    await this.checkStatus();
  }

  /** After login, registration or the OAuth exchange. `remember`: keep it in localStorage (survives the browser). */
  signIn(auth: AuthResponse, remember: boolean): void {
    const next = toStoredSession(auth);
    remove(remember ? this.deps.session : this.deps.local, SESSION_KEY);
    this.area = remember ? this.deps.local : this.deps.session;
    this.store(next);
    this.setState({ status: 'signedIn', user: next.userData });
  }

  /** Replaces the user record (after a profile update), keeping the tokens. */
  updateUser(user: User): void {
    if (!this.current) return;
    this.store({ ...this.current, userData: user });
    this.setState({ status: this.state.status, user });
  }

  /** Logout: the server ends the sign-in (best effort: offline, the tokens are dropped anyway), then every tab forgets it. */
  async signOut(): Promise<void> {
    const ending = this.current;
    this.clear();
    if (ending) {
      await this.call('/api/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${ending.authToken}` } }).catch(
        () => undefined,
      );
    }
  }

  /** Forgets the session in this tab and the tabs that share it, without calling the server. */
  clear(): void {
    const ending = this.current;
    remove(this.area, SESSION_KEY);
    if (ending) {
      writeJson(this.deps.local, ENDED_KEY, { sessionId: ending.sessionId, at: this.now() });
      const handoff = readHandoff(this.deps.local);
      if (handoff?.sessionId === ending.sessionId) remove(this.deps.local, HANDOFF_KEY);
    }
    this.becomeSignedOut();
  }

  /**
   * A 401 on a call (spec §8): the session is cleared and the caller should go to /auth. False when the call carried
   * an older token than the one now stored (another tab or a refresh renewed it meanwhile): nothing is over then.
   */
  handleUnauthorized(token: string | null): boolean {
    if (token && this.current && this.current.authToken !== token) return false;
    this.clear();
    return true;
  }

  /**
   * The access token to send, renewed first when it expires within REFRESH_AHEAD_MS; null when signed out.
   */
  async getAccessToken(): Promise<string | null> {
    if (!this.current) return null;
    if (this.needsRefresh(this.current)) await this.refresh();
    return this.current?.authToken ?? null;
  }

  /**
   * Trades the refresh token for a new pair, once at a time in this tab (callers share the flight) and across tabs
   * (Web Locks). After taking the lock the tab re-reads storage: if another tab already refreshed, it adopts that
   * pair instead of presenting the spent token, which the server would take as theft and end the sign-in.
   */
  refresh(): Promise<RefreshOutcome> {
    this.refreshing ??= this.withLock(() => this.refreshHoldingLock()).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refreshHoldingLock(): Promise<RefreshOutcome> {
    const mine = this.current;
    if (!mine) return 'ended';
    const latest = readSession(this.area);
    if (!latest || latest.sessionId !== mine.sessionId) {
      // Signed out, or another sign-in replaced this one, in another tab meanwhile.
      this.adopt(latest);
      return latest ? 'ok' : 'ended';
    }
    if (latest.refreshToken !== mine.refreshToken || !this.needsRefresh(latest)) {
      this.adopt(latest);
      return 'ok';
    }
    const handoff = readHandoff(this.deps.local);
    if (handoff && handoff.sessionId === mine.sessionId && handoff.previous === mine.refreshToken && !this.needsRefresh(handoff.next)) {
      this.store(handoff.next);
      this.adopt(handoff.next);
      return 'ok';
    }
    let response: Response;
    try {
      response = await this.call('/api/auth/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: mine.refreshToken }),
      });
    } catch {
      this.schedule(RETRY_MS);
      return 'failed';
    }
    if (response.status === 401 || response.status === 400) {
      this.end('unauthorized');
      return 'ended';
    }
    if (!response.ok) {
      this.schedule(RETRY_MS);
      return 'failed';
    }
    const next = toStoredSession((await response.json()) as AuthResponse);
    this.store(next);
    if (this.area === this.deps.session)
      writeJson(this.deps.local, HANDOFF_KEY, { sessionId: next.sessionId, previous: mine.refreshToken, next, at: this.now() });
    this.adopt(next);
    return 'ok';
  }

  private async checkStatus(): Promise<void> {
    try {
      const token = await this.getAccessToken();
      if (!token) return;
      const response = await this.call('/api/auth/status', { headers: { authorization: `Bearer ${token}` } });
      const body = response.ok ? ((await response.json()) as { authenticated: boolean; user?: User }) : null;
      if (!body?.authenticated || !body.user) return this.clear();
      this.updateUser(body.user);
      this.setState({ status: 'signedIn', user: body.user });
      this.schedule();
    } catch {
      // Spec §8: a failed auth check clears the session and counts as signed out.
      this.clear();
    }
  }

  private withLock<T>(work: () => Promise<T>): Promise<T> {
    const locks = this.deps.locks;
    return locks ? locks.request(REFRESH_LOCK, work) : work();
  }

  private call(path: string, init: RequestInit): Promise<Response> {
    return fetchWithTimeout(
      new Request(new URL(path, globalThis.location?.origin ?? 'http://localhost'), init),
      undefined,
      this.deps.fetch,
    );
  }

  private needsRefresh = (s: StoredSession) => Date.parse(s.tokenExpiry) - this.now() <= REFRESH_AHEAD_MS;
  private isOver = (s: StoredSession) => Date.parse(s.refreshTokenExpiry) <= this.now();

  /** Takes a session another tab (or this one) wrote as this tab's own, or signs out when there is none. */
  private adopt(next: StoredSession | null): void {
    if (!next) return this.becomeSignedOut();
    this.current = next;
    if (this.isOver(next)) return this.end('expired');
    this.setState({ status: this.state.status === 'loading' ? 'loading' : 'signedIn', user: next.userData });
    this.schedule();
  }

  private store(next: StoredSession): void {
    this.current = next;
    writeJson(this.area, SESSION_KEY, next);
    this.schedule();
  }

  /** Arms the one timer: renew shortly before the access token expires, or end when the session's time is up. */
  private schedule(delay?: number): void {
    clearTimeout(this.timer);
    const s = this.current;
    if (!s) return;
    const untilOver = Date.parse(s.refreshTokenExpiry) - this.now();
    const jitter = (this.deps.random ?? Math.random)() * REFRESH_JITTER_MS;
    const untilRefresh = delay ?? Date.parse(s.tokenExpiry) - this.now() - REFRESH_AHEAD_MS - jitter;
    if (untilOver <= untilRefresh) {
      this.timer = setTimeout(() => this.end('expired'), Math.min(Math.max(untilOver, 0), 2 ** 31 - 1));
    } else {
      this.timer = setTimeout(() => void this.refresh(), Math.min(Math.max(untilRefresh, 0), 2 ** 31 - 1));
    }
  }

  private end(reason: EndReason): void {
    this.clear();
    for (const listener of this.endListeners) listener(reason);
  }

  private becomeSignedOut(): void {
    clearTimeout(this.timer);
    this.current = null;
    this.area = this.deps.local;
    this.setState({ status: 'signedOut', user: null });
  }

  /** Another tab wrote: a new pair, a sign-in, a sign-out, or a rotation of a session this tab keeps in sessionStorage. */
  private onStorage(event: Pick<StorageEvent, 'key' | 'storageArea'>): void {
    if (event.key === SESSION_KEY && event.storageArea === this.deps.local && this.area === this.deps.local) {
      this.adopt(readSession(this.deps.local));
    } else if (event.key === null && event.storageArea === this.deps.local && this.area === this.deps.local) {
      this.adopt(readSession(this.deps.local));
    } else if (event.key === HANDOFF_KEY && this.current && this.area === this.deps.session) {
      const handoff = readHandoff(this.deps.local);
      if (handoff && handoff.sessionId === this.current.sessionId && handoff.previous === this.current.refreshToken) {
        this.store(handoff.next);
        this.adopt(handoff.next);
      }
    } else if (event.key === ENDED_KEY && this.current && this.area === this.deps.session) {
      const ended = readJson(this.deps.local, ENDED_KEY) as { sessionId?: string } | null;
      if (ended?.sessionId === this.current.sessionId) {
        remove(this.area, SESSION_KEY);
        this.becomeSignedOut();
      }
    }
  }

  private setState(next: SessionState): void {
    if (next.status === this.state.status && next.user === this.state.user) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

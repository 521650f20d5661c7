import { SESSION_HINT_COOKIE } from '@autoexport/contract/server-render';
import { languageOfPath, localize, stripLanguage } from '../i18n/languages';
import { isAuthPath, paths } from '../paths';
import { MemoryStorage } from './memory-storage';
import { SessionStore, type SessionDeps } from './session-store';

const inBrowser = typeof window !== 'undefined';

/** The browser's storage, Web Locks and fetch; on the server (rendering a page) an empty store: nobody is signed in. */
function browserDeps(): SessionDeps {
  return {
    local: window.localStorage,
    session: window.sessionStorage,
    fetch: (input, init) => globalThis.fetch(input, init),
    locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
    onStorage: (listener) => window.addEventListener('storage', listener),
  };
}

/** The app's one session. */
export const session = new SessionStore(
  inBrowser
    ? browserDeps()
    : { local: new MemoryStorage(), session: new MemoryStorage(), fetch: () => Promise.reject(new Error('no fetch on the server')) },
);

/**
 * The session hint cookie (@autoexport/contract/server-render): set while a session is held, so the server does not render
 * the anonymous page for a signed-in customer; gone with the session.
 */
function keepSessionHint(): void {
  const { user } = session.getState();
  const over = session.stored ? Math.max(0, Math.floor((Date.parse(session.stored.refreshTokenExpiry) - Date.now()) / 1000)) : 0;
  document.cookie =
    user && over > 0
      ? `${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=${over}; SameSite=Lax`
      : `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigate: Navigate = (to) => window.location.assign(to);

/** The router registers its navigate here so leaving for /auth keeps the app loaded (app/router.tsx). */
export function setNavigator(next: Navigate): void {
  navigate = next;
}

/**
 * Spec §8: after a 401 (or the session's end) the user goes to /auth — in the current language, with `next` set to
 * where they were — unless already on a sign-in page.
 */
export function goToSignIn(): void {
  const { pathname, search } = window.location;
  if (isAuthPath(pathname)) return;
  navigate(localize(paths.auth({ next: stripLanguage(pathname) + search }), languageOfPath(pathname)), { replace: true });
}

if (inBrowser) {
  session.onEnd(() => goToSignIn());
  session.subscribe(keepSessionHint);
} else {
  // Signed out at once (an empty store), as an anonymous visitor's browser is before its first render.
  void session.init();
}

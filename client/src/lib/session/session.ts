import { languageOfPath, localize, stripLanguage } from '../i18n/languages';
import { isAuthPath, paths } from '../paths';
import { SessionStore } from './session-store';

/** The app's one session, on the browser's storage, Web Locks and fetch. */
export const session = new SessionStore({
  local: window.localStorage,
  session: window.sessionStorage,
  fetch: (input, init) => globalThis.fetch(input, init),
  locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
  onStorage: (listener) => window.addEventListener('storage', listener),
});

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

session.onEnd(() => goToSignIn());

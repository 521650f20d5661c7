import { createRoot, hydrateRoot } from 'react-dom/client';
import { SERVER_RENDERED_ATTRIBUTE } from '@autoexport/contract/server-render';
import { Providers } from './app/providers';
import { loadScreenAt } from './app/routes';
import { i18n, initI18n } from './lib/i18n/i18n';
import { DEFAULT_LANGUAGE, languageOfPath, localize, storedLanguage } from './lib/i18n/languages';
import { session } from './lib/session/session';
import './styles/global.css';

/** A visitor who chose a language before lands on its prefix (query and hash kept, so e-mailed links still work). */
function redirectToStoredLanguage(): void {
  const { pathname, search, hash } = window.location;
  const stored = storedLanguage();
  if (!stored || stored === DEFAULT_LANGUAGE || languageOfPath(pathname) !== DEFAULT_LANGUAGE) return;
  window.history.replaceState(window.history.state, '', localize(pathname + search + hash, stored));
}

/** Resolves once the browser has painted the next frame. */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

redirectToStoredLanguage();
// The session check runs beside the first render; screens read `status: 'loading'` until it answers.
void session.init();
const language = languageOfPath(window.location.pathname);
await initI18n(language);
const root = document.getElementById('root')!;
// The server renders catalogue pages as an anonymous visitor sees them (@autoexport/contract/server-render): taken over as
// they are when this visitor is one, on that language; otherwise rendered afresh (it stays on screen until then).
if (root.getAttribute(SERVER_RENDERED_ATTRIBUTE) === language && session.getState().status === 'signedOut') {
  // The page is on screen already: let the browser paint it before the hydration takes the main thread.
  await Promise.all([loadScreenAt(window.location.pathname, i18n), afterNextPaint()]);
  hydrateRoot(root, <Providers />);
} else {
  createRoot(root).render(<Providers />);
}
// Error sentences are needed only when something fails: fetched once the page is up.
window.setTimeout(() => void i18n.loadNamespaces('errors'), 2000);

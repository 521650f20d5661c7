import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
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

redirectToStoredLanguage();
// The session check runs beside the first render; screens read `status: 'loading'` until it answers.
void session.init();
await initI18n(languageOfPath(window.location.pathname));
createRoot(document.getElementById('root')!).render(<Providers />);
// Error sentences are needed only when something fails: fetched once the page is up.
window.setTimeout(() => void i18n.loadNamespaces('errors'), 2000);

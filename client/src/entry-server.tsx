import { QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import type { ServerEntry } from '@autoexport/contract/server-render';
import { firstAnswerTaker } from './lib/api/first-answer';
import { setUpI18n } from './lib/i18n/i18n';
import type { Language } from './lib/i18n/languages';

/**
 * The server's side of a server-rendered page (src/modules/web/client-pages.service.ts imports this module's build,
 * client/dist-server/entry-server.js): the app's first render for an anonymous visitor at `url`, with the page's
 * first API answer, as HTML for `<div id="root">`. The browser's first render (main.tsx) is the same tree with the
 * same answer, so it hydrates this HTML instead of replacing it: the page's photo and text paint before any script.
 */

/** One i18next per language, set up once: a render never changes its language, so concurrent renders can share it. */
const texts = new Map<Language, Promise<I18n>>();
function textsIn(language: Language): Promise<I18n> {
  let instance = texts.get(language);
  if (!instance) {
    instance = setUpI18n(i18next.createInstance(), language);
    texts.set(language, instance);
  }
  return instance;
}

/** The markers React writes for a Suspense boundary it could not finish (a lazy screen or texts still loading). */
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/;

export const renderPage: ServerEntry['renderPage'] = async ({ url, language, firstAnswer, timeoutMs }) => {
  const i18n = await textsIn(language);
  // Nothing is fetched while rendering: queries without an inlined answer render as loading, as in the browser.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const app = () => (
    <AppProviders queryClient={queryClient} i18n={i18n} Router={Router} firstAnswer={firstAnswerTaker(() => firstAnswer)} />
  );
  try {
    // One synchronous pass: complete HTML, no inline scripts (the page's CSP allows none). The first time a screen
    // or a language's texts are needed they are still loading, so that pass leaves a boundary unfinished: prerender
    // then waits for them (they stay loaded for the process's life) and the pass is made again.
    let html = renderToString(app());
    if (UNFINISHED_BOUNDARY.test(html)) {
      await warmUp(app(), timeoutMs);
      queryClient.clear();
      html = renderToString(app());
    }
    if (UNFINISHED_BOUNDARY.test(html)) throw new Error(`server render of ${url} left a Suspense boundary unfinished`);
    return html;
  } finally {
    queryClient.clear();
  }
};

/** Renders `tree` until every lazy screen and text it needs has loaded, for the next synchronous pass. */
async function warmUp(tree: ReactNode, timeoutMs: number): Promise<void> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`server render took over ${timeoutMs} ms`)), timeoutMs);
  try {
    const { prelude } = await prerender(tree, { signal: abort.signal });
    await new Response(prelude).arrayBuffer();
    if (abort.signal.aborted) throw abort.signal.reason;
  } finally {
    clearTimeout(timer);
  }
}

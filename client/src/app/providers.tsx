import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ComponentType, type ReactNode, StrictMode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { LogoMark } from '../components/logo';
import { Spinner } from '../components/spinner';
import { FirstAnswerContext, takeFirstAnswer, type TakeFirstAnswer } from '../lib/api/first-answer';
import { createQueryClient } from '../lib/api/query-client';
import { session } from '../lib/session/session';
import { i18n } from '../lib/i18n/i18n';
import { RootBoundary } from './root-error';
import { AppRoutes } from './router';

export interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  /** BrowserRouter in the browser; a StaticRouter at the page's URL on the server. */
  Router: ComponentType<{ children: ReactNode }>;
  firstAnswer: TakeFirstAnswer;
}

/**
 * The app inside its providers: TanStack Query (server state), i18next (texts), the router, the page's first answer.
 * The browser (main.tsx) and the server (entry-server.tsx) render the same tree, so a server-rendered page hydrates.
 * The session needs no provider: it is one store (lib/session/session.ts) read with useSession().
 */
export function AppProviders({ queryClient, i18n: texts, Router, firstAnswer }: AppProvidersProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={texts}>
          <FirstAnswerContext.Provider value={firstAnswer}>
            <Router>
              <RootBoundary>
                {/* Only while a language's first texts load: the logo, no words yet. */}
                <Suspense
                  fallback={
                    <div className="loading-screen" role="status" aria-busy="true">
                      <LogoMark size={48} />
                      <Spinner />
                    </div>
                  }
                >
                  <AppRoutes />
                </Suspense>
              </RootBoundary>
            </Router>
          </FirstAnswerContext.Provider>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

const queryClient = createQueryClient();

/**
 * Who is signed in decides what the API answers (prices, the profile): when that changes — a sign-in, a sign-out, a
 * 401, another tab — every cached answer is dropped and the screens on show fetch again as the new caller.
 */
let signedInAs = session.getState().user?.id ?? null;
session.subscribe(() => {
  const { status, user } = session.getState();
  const now = user?.id ?? null;
  // While the stored session is being checked, the first requests already go out with its token: no refetch.
  if (status === 'loading') {
    signedInAs = now;
    return;
  }
  if (now === signedInAs) return;
  signedInAs = now;
  void queryClient.resetQueries();
});

/** The browser's app: its one QueryClient, i18next instance and history. */
export function Providers() {
  return <AppProviders queryClient={queryClient} i18n={i18n} Router={BrowserRouter} firstAnswer={takeFirstAnswer} />;
}

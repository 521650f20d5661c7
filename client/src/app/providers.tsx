import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { LogoMark } from '../components/logo';
import { Spinner } from '../components/spinner';
import { createQueryClient } from '../lib/api/query-client';
import { session } from '../lib/session/session';
import { i18n } from '../lib/i18n/i18n';
import { RootBoundary } from './root-error';
import { AppRoutes } from './router';

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

/**
 * The app's providers: TanStack Query (server state), i18next (texts), the router. The session needs no provider:
 * it is one store (lib/session/session.ts) read with useSession().
 */
export function Providers() {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
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
          </BrowserRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

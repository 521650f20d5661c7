import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../lib/i18n/languages';
import { AppLayout } from './layout/app-layout';
import { RouteBoundary } from './route-boundary';

/*
 * The one routes table. Every screen is its own chunk (React.lazy), inside its own error boundary and Suspense.
 * A feature's screens live in src/features/<feature>/routes/<name>-route.tsx and export the component as default.
 * Paths are written once, without language; they are mounted at `/` (English) and under `/ur`, `/pt`, `/es`.
 * Links are built with `paths` (lib/paths.ts) — keep both in step when adding a screen.
 */
const HomeRoute = lazy(() => import('../features/catalogue/routes/home-route'));
const SearchRoute = lazy(() => import('../features/catalogue/routes/search-route'));
const CarRoute = lazy(() => import('../features/catalogue/routes/car-route'));
const AuthRoute = lazy(() => import('../features/auth/routes/auth-route'));
const ForgotPasswordRoute = lazy(() => import('../features/auth/routes/forgot-password-route'));
const ResetPasswordRoute = lazy(() => import('../features/auth/routes/reset-password-route'));
const OAuthCallbackRoute = lazy(() => import('../features/auth/routes/oauth-callback-route'));
const ProfileRoute = lazy(() => import('../features/profile/routes/profile-route'));
const NotFoundRoute = lazy(() => import('./not-found-route'));

/** A screen with its error boundary and its loading screen while its chunk (and translations) arrive. */
function screen(Screen: LazyExoticComponent<ComponentType>) {
  return (
    <RouteBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <Screen />
      </Suspense>
    </RouteBoundary>
  );
}

const screens: RouteObject[] = [
  { index: true, element: screen(HomeRoute) },
  { path: 'cars', element: screen(SearchRoute) },
  { path: 'cars/:ref', element: screen(CarRoute) },
  // `/auth` (?tab=register) and `/auth/callback` also work without a prefix: the server's OAuth redirect and the
  // reset e-mails use them.
  { path: 'auth', element: screen(AuthRoute) },
  { path: 'auth/forgot-password', element: screen(ForgotPasswordRoute) },
  { path: 'auth/reset-password', element: screen(ResetPasswordRoute) },
  { path: 'auth/callback', element: screen(OAuthCallbackRoute) },
  { path: 'profile', element: screen(ProfileRoute) },
  { path: 'profile/:tab', element: screen(ProfileRoute) },
  { path: '*', element: screen(NotFoundRoute) },
];

/** `/en/…` is the unprefixed English page. */
function DropEnglishPrefix() {
  const { pathname, search, hash } = useLocation();
  return <Navigate replace to={(pathname.slice(3) || '/') + search + hash} />;
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', children: screens },
      { path: `/${DEFAULT_LANGUAGE}/*`, element: <DropEnglishPrefix /> },
      ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => ({ path: `/${language}`, children: screens })),
    ],
  },
];

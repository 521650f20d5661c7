import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import type { i18n } from 'i18next';
import { matchRoutes, Navigate, useLocation, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../lib/i18n/languages';
import { CONTENT_PAGES } from '../lib/paths';
import { AppLayout } from './layout/app-layout';
import { RouteBoundary } from './route-boundary';

/*
 * The one routes table. Every screen is its own chunk (React.lazy), inside its own error boundary and Suspense.
 * A feature's screens live in src/features/<feature>/routes/<name>-route.tsx and export the component as default.
 * Paths are written once, without language; they are mounted at `/` (English) and under `/ur`, `/pt`, `/es`.
 * Links are built with `paths` (lib/paths.ts) — keep both in step when adding a screen.
 */
/**
 * A screen's module, loaded on first use; `namespaces`: every text namespace it renders with besides common and layout
 * (`errors` too when it calls useErrorText), loaded before a server-rendered page hydrates.
 */
interface ScreenModule {
  load: () => Promise<{ default: ComponentType }>;
  namespaces: string[];
}
const HOME: ScreenModule = { load: () => import('../features/catalogue/routes/home-route'), namespaces: ['catalogue'] };
const SEARCH: ScreenModule = {
  load: () => import('../features/catalogue/routes/search-route'),
  namespaces: ['catalogue', 'alerts', 'eligibility', 'errors'],
};
const CAR: ScreenModule = {
  load: () => import('../features/catalogue/routes/car-route'),
  namespaces: ['catalogue', 'orders', 'favorites', 'inquiries', 'reviews', 'calculator', 'eligibility', 'errors'],
};
const AUTH: ScreenModule = { load: () => import('../features/auth/routes/auth-route'), namespaces: ['auth', 'errors'] };
const FORGOT_PASSWORD: ScreenModule = {
  load: () => import('../features/auth/routes/forgot-password-route'),
  namespaces: ['auth', 'errors'],
};
const RESET_PASSWORD: ScreenModule = { load: () => import('../features/auth/routes/reset-password-route'), namespaces: ['auth', 'errors'] };
const OAUTH_CALLBACK: ScreenModule = { load: () => import('../features/auth/routes/oauth-callback-route'), namespaces: ['auth', 'errors'] };
const PROFILE: ScreenModule = {
  load: () => import('../features/profile/routes/profile-route'),
  namespaces: [
    'profile',
    'orders',
    'coupons',
    'favorites',
    'inquiries',
    'alerts',
    'catalogue',
    'damage',
    'insurance',
    'auctions',
    'dealer',
    'developers',
    'errors',
  ],
};
const ORDER: ScreenModule = {
  load: () => import('../features/orders/routes/order-route'),
  namespaces: ['orders', 'coupons', 'insurance', 'errors'],
};
const INSURANCE: ScreenModule = {
  load: () => import('../features/insurance/routes/insurance-route'),
  namespaces: ['insurance', 'orders', 'errors'],
};
const SHIPPING_SCHEDULE: ScreenModule = {
  load: () => import('../features/shipping/routes/shipping-schedule-route'),
  namespaces: ['shipping', 'errors'],
};
const NEWSLETTER_UNSUBSCRIBE: ScreenModule = {
  load: () => import('../features/newsletter/routes/unsubscribe-route'),
  namespaces: ['newsletter', 'errors'],
};
const DAMAGE_REPORT: ScreenModule = {
  load: () => import('../features/damage-reports/routes/damage-report-route'),
  namespaces: ['damage', 'errors'],
};
const REQUEST_CAR: ScreenModule = {
  load: () => import('../features/car-requests/routes/request-a-car-route'),
  namespaces: ['requests', 'errors'],
};
const CONTACT: ScreenModule = { load: () => import('../features/contact/routes/contact-route'), namespaces: ['contact', 'errors'] };
const GENERAL_INQUIRY: ScreenModule = {
  load: () => import('../features/inquiries/routes/general-inquiry-route'),
  namespaces: ['inquiries', 'errors'],
};
const INQUIRIES: ScreenModule = { load: () => import('../features/inquiries/routes/inquiries-route'), namespaces: ['inquiries'] };
const REVIEWS: ScreenModule = { load: () => import('../features/reviews/routes/reviews-route'), namespaces: ['reviews', 'errors'] };
const CHASSIS_CHECK: ScreenModule = {
  load: () => import('../features/chassis-check/routes/chassis-check-route'),
  namespaces: ['chassis', 'errors'],
};
const SAVED_SEARCH_UNSUBSCRIBE: ScreenModule = {
  load: () => import('../features/saved-searches/routes/unsubscribe-route'),
  namespaces: ['alerts', 'errors'],
};
/** Every content page (About, How to pay, the terms…, the sitemap) is this one screen, reading its slug from the path. */
const CONTENT: ScreenModule = { load: () => import('../features/content/routes/content-route'), namespaces: ['content', 'errors'] };
const PRICE_CALCULATOR: ScreenModule = {
  load: () => import('../features/price-calculator/routes/price-calculator-route'),
  namespaces: ['calculator', 'errors'],
};
const BLOG: ScreenModule = { load: () => import('../features/blog/routes/blog-route'), namespaces: ['blog', 'errors'] };
const BLOG_POST: ScreenModule = { load: () => import('../features/blog/routes/blog-post-route'), namespaces: ['blog', 'errors'] };
const FAQ: ScreenModule = { load: () => import('../features/help/routes/faq-route'), namespaces: ['help'] };
const OFFICES: ScreenModule = { load: () => import('../features/help/routes/offices-route'), namespaces: ['help'] };
const AUCTIONS: ScreenModule = { load: () => import('../features/auctions/routes/auctions-route'), namespaces: ['auctions', 'errors'] };
const AUCTION_LOT: ScreenModule = { load: () => import('../features/auctions/routes/lot-route'), namespaces: ['auctions', 'errors'] };
/** The developer page (issue 14): API keys, scopes, limits, webhooks and their signatures. */
const DEVELOPERS: ScreenModule = { load: () => import('../features/developers/routes/developers-route'), namespaces: ['developers'] };
const NOT_FOUND: ScreenModule = { load: () => import('./not-found-route'), namespaces: [] };
/** The back office (features/admin): its own frame and chunks; each area loads its own chunk and texts when opened. */
const ADMIN: ScreenModule = { load: () => import('../features/admin/routes/admin-route'), namespaces: ['admin', 'errors'] };

type Loaded = { default: ComponentType };
const lazyScreens = new Map<ScreenModule, LazyExoticComponent<ComponentType>>();
const loadedScreens = new Map<ScreenModule, Loaded>();

/** Loads a screen's module once and keeps it, so a screen loaded ahead (loadScreenAt) renders without suspending. */
function loadScreen(module: ScreenModule): Promise<Loaded> {
  return module.load().then((loaded) => {
    loadedScreens.set(module, loaded);
    return loaded;
  });
}

/**
 * React.lazy of a screen: an already loaded module is handed over as a thenable that is resolved at once, which React
 * reads without suspending (a promise, even a settled one, would suspend until the next microtask — and a hydration
 * left for later can meet answers that arrived meanwhile).
 */
function lazyScreen(module: ScreenModule): LazyExoticComponent<ComponentType> {
  return lazy(() => {
    const loaded = loadedScreens.get(module);
    if (!loaded) return loadScreen(module);
    const settled = { status: 'fulfilled', value: loaded, then: (resolve: (value: Loaded) => void) => resolve(loaded) };
    return settled as unknown as Promise<Loaded>;
  });
}

/** The attribute on `<html>` set once a screen is on screen and live (its hydration or first render committed): its path. */
export const SCREEN_LIVE_ATTRIBUTE = 'data-screen-live';

/**
 * Marks `<html>` when the screen beside it commits: from then on its buttons and links are the app's. Browser journeys
 * wait for it before they click (a server-rendered page looks ready before it is hydrated); the server never renders it.
 */
function ScreenLive() {
  useEffect(() => document.documentElement.setAttribute(SCREEN_LIVE_ATTRIBUTE, window.location.pathname), []);
  return null;
}

/** A screen with its error boundary and its loading screen while its chunk (and translations) arrive. */
function screen(module: ScreenModule): Pick<RouteObject, 'element' | 'handle'> {
  let Screen = lazyScreens.get(module);
  if (!Screen) lazyScreens.set(module, (Screen = lazyScreen(module)));
  return {
    element: (
      <RouteBoundary>
        <Suspense fallback={<LoadingScreen />}>
          <Screen />
          <ScreenLive />
        </Suspense>
      </RouteBoundary>
    ),
    handle: module,
  };
}

const screens: RouteObject[] = [
  { index: true, ...screen(HOME) },
  { path: 'cars', ...screen(SEARCH) },
  { path: 'cars/:ref', ...screen(CAR) },
  // `/auth` (?tab=register) and `/auth/callback` also work without a prefix: the server's OAuth redirect and the
  // reset e-mails use them.
  { path: 'auth', ...screen(AUTH) },
  { path: 'auth/forgot-password', ...screen(FORGOT_PASSWORD) },
  { path: 'auth/reset-password', ...screen(RESET_PASSWORD) },
  { path: 'auth/callback', ...screen(OAUTH_CALLBACK) },
  { path: 'profile', ...screen(PROFILE) },
  { path: 'profile/:tab', ...screen(PROFILE) },
  { path: 'orders/:id', ...screen(ORDER) },
  { path: 'shipping-schedule', ...screen(SHIPPING_SCHEDULE) },
  { path: 'newsletter/unsubscribe', ...screen(NEWSLETTER_UNSUBSCRIBE) },
  { path: 'damage-report', ...screen(DAMAGE_REPORT) },
  { path: 'request-a-car', ...screen(REQUEST_CAR) },
  { path: 'contact', ...screen(CONTACT) },
  { path: 'inquiry', ...screen(GENERAL_INQUIRY) },
  { path: 'inquiries', ...screen(INQUIRIES) },
  { path: 'reviews', ...screen(REVIEWS) },
  { path: 'chassis-check', ...screen(CHASSIS_CHECK) },
  { path: 'saved-searches/unsubscribe', ...screen(SAVED_SEARCH_UNSUBSCRIBE) },
  ...CONTENT_PAGES.map((slug) => ({ path: slug, ...screen(CONTENT) })),
  { path: 'price-calculator', ...screen(PRICE_CALCULATOR) },
  { path: 'blog', ...screen(BLOG) },
  { path: 'blog/:slug', ...screen(BLOG_POST) },
  { path: 'faq', ...screen(FAQ) },
  { path: 'offices', ...screen(OFFICES) },
  { path: 'insurance', ...screen(INSURANCE) },
  { path: 'auctions', ...screen(AUCTIONS) },
  { path: 'auctions/lots/:id', ...screen(AUCTION_LOT) },
  { path: 'developers', ...screen(DEVELOPERS) },
  { path: '*', ...screen(NOT_FOUND) },
];

/** `/en/…` is the unprefixed English page. */
function DropEnglishPrefix() {
  const { pathname, search, hash } = useLocation();
  return <Navigate replace to={(pathname.slice(3) || '/') + search + hash} />;
}

export const routes: RouteObject[] = [
  // The back office has its own frame (no public header, footer or widgets), in every language.
  { path: '/admin/*', ...screen(ADMIN) },
  ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => ({ path: `/${language}/admin/*`, ...screen(ADMIN) })),
  {
    element: <AppLayout />,
    children: [
      { path: '/', children: screens },
      { path: `/${DEFAULT_LANGUAGE}/*`, element: <DropEnglishPrefix /> },
      ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => ({ path: `/${language}`, children: screens })),
    ],
  },
];

/**
 * Loads the screen at `pathname` and its texts. Before hydrating a server-rendered page the browser waits for them,
 * so the page hydrates in one pass: a screen hydrated later could see answers that arrived meanwhile (the footer's)
 * and no longer match the server's HTML.
 */
export async function loadScreenAt(pathname: string, texts: Pick<i18n, 'loadNamespaces'>): Promise<void> {
  const modules = (matchRoutes(routes, pathname) ?? []).map((match) => match.route.handle as ScreenModule | undefined);
  await Promise.all(modules.flatMap((module) => (module ? [loadScreen(module), texts.loadNamespaces(module.namespaces)] : [])));
}

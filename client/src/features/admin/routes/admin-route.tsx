import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useLanguage, useLanguageFromUrl } from '../../../lib/i18n/use-language';
import { RouteBoundary } from '../../../app/route-boundary';
import { LoadingScreen } from '../../../components/loading-screen';
import { localize, stripLanguage } from '../../../lib/i18n/languages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { ADMIN_AREAS, isStaff, mayOpen, type AdminArea } from '../admin-areas';
import { adminPath } from '../admin-paths';
import { AdminLayout } from '../shell/admin-layout';
import { PermissionDenied } from '../shell/permission-denied';
import '../admin.css';

/** Each area's chunk, loaded when first opened. */
const screens = new Map<AdminArea, LazyExoticComponent<ComponentType>>();
function areaScreen(area: AdminArea) {
  let Screen = screens.get(area);
  if (!Screen) screens.set(area, (Screen = lazy(area.load)));
  return Screen;
}

const NotFound = lazy(() => import('../shell/admin-not-found'));

/**
 * `/admin/*` (and `/ur/admin/*`…): the back office, its own chunk, loaded only when staff open it. Signed-out visitors
 * go to sign in and come back; customers see "Permission Denied"; staff get the back office's frame with the areas
 * their role may open — any other area shows "Permission Denied" too (the API refuses it anyway).
 */
export default function AdminRoute() {
  useLanguageFromUrl();
  const { status, user } = useSession();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (!user) return <Navigate replace to={localize(paths.auth({ next: stripLanguage(pathname) + search }), language)} />;
  if (!isStaff(user.role))
    return (
      <main id="admin-main" className="admin-main admin-main--alone">
        <PermissionDenied home={paths.home()} />
      </main>
    );
  return (
    <AdminLayout user={user}>
      <RouteBoundary>
        <Suspense fallback={<LoadingScreen />}>
          <Routes>
            {ADMIN_AREAS.map((area) => {
              const Screen = areaScreen(area);
              const element = mayOpen(area, user.role) ? <Screen /> : <PermissionDenied home={adminPath()} />;
              return area.path === '' ? (
                <Route key={area.id} index element={element} />
              ) : (
                <Route key={area.id} path={`${area.path}/*`} element={element} />
              );
            })}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </RouteBoundary>
    </AdminLayout>
  );
}

import { useEffect } from 'react';
import { useNavigate, useRoutes } from 'react-router';
import { setNavigator } from '../lib/session/session';
import { routes } from './routes';

/**
 * The routes table rendered with react-router's declarative mode (`useRoutes` inside `<BrowserRouter>`): the data
 * router (loaders, actions) would add ~16 KB gzipped to every page and this app loads data with TanStack Query.
 */
export function AppRoutes() {
  const navigate = useNavigate();
  // A 401 or an ended session leaves for /auth through the router, without reloading the app.
  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  return useRoutes(routes);
}

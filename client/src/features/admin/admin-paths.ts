import { toQueryString, type QueryValues } from '../../lib/paths';

/**
 * Paths inside the back office, without language (Link and useLocalizedNavigate add it):
 * `adminPath('cars', car.ref)` → `/admin/cars/AB1234567`; `adminPath('orders', { status: 'reserved' })` → `/admin/orders?status=reserved`.
 */
export function adminPath(...parts: (string | number | QueryValues)[]): string {
  const last = parts[parts.length - 1];
  const query = typeof last === 'object' ? (parts.pop() as QueryValues) : undefined;
  const segments = (parts as (string | number)[]).map((part) => encodeURIComponent(String(part))).filter(Boolean);
  return `/admin${segments.length ? `/${segments.join('/')}` : ''}${toQueryString(query)}`;
}

import type { ComponentType } from 'react';
import type { User } from '../../lib/session/session-storage';

/**
 * The back office's areas: one entry per screen family under /admin, in navigation order within each group. Each area
 * is its own chunk (`load`), mounted at `/admin/<path>/*` and rendering its own sub-routes (list, `new`, `:id`).
 * `roles`: who sees it in the navigation and may open it (the API refuses the others anyway); texts: `admin:nav.<id>`.
 */
export type StaffRole = Exclude<User['role'], 'user'>;

export const ADMIN_GROUPS = ['overview', 'stock', 'sales', 'auctions', 'customers', 'content', 'settings', 'administration'] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

export interface AdminArea {
  id: string;
  group: AdminGroup;
  /** Under /admin: '' for the dashboard, else the area's first segment. */
  path: string;
  roles: readonly StaffRole[];
  load: () => Promise<{ default: ComponentType }>;
}

const STAFF: readonly StaffRole[] = ['admin', 'superadmin'];
const SUPERADMIN: readonly StaffRole[] = ['superadmin'];

export const ADMIN_AREAS: readonly AdminArea[] = [
  { id: 'dashboard', group: 'overview', path: '', roles: STAFF, load: () => import('./dashboard/routes/dashboard-route') },
  { id: 'search', group: 'overview', path: 'search', roles: STAFF, load: () => import('./search/routes/search-route') },
  { id: 'cars', group: 'stock', path: 'cars', roles: STAFF, load: () => import('./cars/routes/cars-route') },
  { id: 'makes', group: 'stock', path: 'makes', roles: STAFF, load: () => import('./makes/routes/makes-route') },
  { id: 'orders', group: 'sales', path: 'orders', roles: STAFF, load: () => import('./orders/routes/orders-route') },
  { id: 'payments', group: 'sales', path: 'payments', roles: STAFF, load: () => import('./payments/routes/payments-route') },
  { id: 'shipments', group: 'sales', path: 'shipments', roles: STAFF, load: () => import('./shipments/routes/shipments-route') },
  { id: 'coupons', group: 'sales', path: 'coupons', roles: STAFF, load: () => import('./coupons/routes/coupons-route') },
  {
    id: 'insurance-claims',
    group: 'sales',
    path: 'insurance-claims',
    roles: STAFF,
    load: () => import('./insurance-claims/routes/insurance-claims-route'),
  },
  {
    id: 'auction-bid-sheet',
    group: 'auctions',
    path: 'auction-bid-sheet',
    roles: STAFF,
    load: () => import('./auctions/routes/auction-bid-sheet-route'),
  },
  {
    id: 'auction-accounts',
    group: 'auctions',
    path: 'auction-accounts',
    roles: STAFF,
    load: () => import('./auctions/routes/auction-accounts-route'),
  },
  {
    id: 'auction-feeds',
    group: 'auctions',
    path: 'auction-feeds',
    roles: STAFF,
    load: () => import('./auctions/routes/auction-feeds-route'),
  },
  {
    id: 'auction-imports',
    group: 'auctions',
    path: 'auction-imports',
    roles: STAFF,
    load: () => import('./auctions/routes/auction-imports-route'),
  },
  { id: 'inquiries', group: 'customers', path: 'inquiries', roles: STAFF, load: () => import('./inquiries/routes/inquiries-route') },
  {
    id: 'car-requests',
    group: 'customers',
    path: 'car-requests',
    roles: STAFF,
    load: () => import('./car-requests/routes/car-requests-route'),
  },
  {
    id: 'contact-messages',
    group: 'customers',
    path: 'contact-messages',
    roles: STAFF,
    load: () => import('./contact-messages/routes/contact-messages-route'),
  },
  { id: 'reviews', group: 'customers', path: 'reviews', roles: STAFF, load: () => import('./reviews/routes/reviews-route') },
  {
    id: 'damage-reports',
    group: 'customers',
    path: 'damage-reports',
    roles: STAFF,
    load: () => import('./damage-reports/routes/damage-reports-route'),
  },
  { id: 'newsletter', group: 'customers', path: 'newsletter', roles: STAFF, load: () => import('./newsletter/routes/newsletter-route') },
  { id: 'blog', group: 'content', path: 'blog', roles: STAFF, load: () => import('./blog/routes/blog-route') },
  { id: 'pages', group: 'content', path: 'pages', roles: STAFF, load: () => import('./pages/routes/pages-route') },
  { id: 'faq', group: 'content', path: 'faq', roles: STAFF, load: () => import('./faq/routes/faq-route') },
  { id: 'offices', group: 'content', path: 'offices', roles: STAFF, load: () => import('./offices/routes/offices-route') },
  {
    id: 'support-agents',
    group: 'content',
    path: 'support-agents',
    roles: STAFF,
    load: () => import('./support-agents/routes/support-agents-route'),
  },
  {
    id: 'exchange-rates',
    group: 'settings',
    path: 'exchange-rates',
    roles: STAFF,
    load: () => import('./exchange-rates/routes/exchange-rates-route'),
  },
  {
    id: 'price-tables',
    group: 'settings',
    path: 'price-tables',
    roles: STAFF,
    load: () => import('./price-tables/routes/price-tables-route'),
  },
  {
    id: 'import-rules',
    group: 'settings',
    path: 'import-rules',
    roles: STAFF,
    load: () => import('./import-rules/routes/import-rules-route'),
  },
  { id: 'users', group: 'administration', path: 'users', roles: STAFF, load: () => import('./users/routes/users-route') },
  {
    id: 'audit-log',
    group: 'administration',
    path: 'audit-log',
    roles: SUPERADMIN,
    load: () => import('./audit-log/routes/audit-log-route'),
  },
];

/** Whether a signed-in user's role may open an area. */
export const mayOpen = (area: Pick<AdminArea, 'roles'>, role: User['role'] | undefined): boolean =>
  role !== undefined && (area.roles as readonly string[]).includes(role);

/** Staff: the roles that may open the back office at all. */
export const isStaff = (role: User['role'] | undefined): role is StaffRole => role === 'admin' || role === 'superadmin';

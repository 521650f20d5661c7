import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type Dashboard = components['schemas']['DashboardDto'];
export type DashboardWork = components['schemas']['DashboardWorkDto'];
export type DashboardCharts = components['schemas']['DashboardChartsDto'];
export type ChartDay = components['schemas']['ChartDayDto'];

/** GET /api/admin/dashboard: today's work (live) and the last 90 days (cached up to a minute by the server). */
export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/dashboard', { signal })),
    refetchInterval: 60_000,
  });
}

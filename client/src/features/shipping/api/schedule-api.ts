import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { toApiQuery, type ScheduleSearch } from '../utils/schedule-search';

export type ScheduledShipment = components['schemas']['ScheduledShipmentDto'];
export type ShippingSchedule = components['schemas']['ShippingScheduleDto'];

export const scheduleKeys = {
  all: ['shipping-schedule'] as const,
};

/**
 * GET /api/shipping-schedule (public) for a search; `null` asks nothing (no criterion yet, or the search does not
 * pass the checks). The previous page stays on screen while the next one loads.
 */
export function useShippingSchedule(search: ScheduleSearch | null) {
  const query = search ? toApiQuery(search) : null;
  return useQuery({
    queryKey: [...scheduleKeys.all, query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/shipping-schedule', { params: { query: query! }, signal })),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

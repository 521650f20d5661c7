import { useQuery } from '@tanstack/react-query';
import { ApiError, errorFromResponse, isCancellation, toApiError } from '../../../lib/api/api-error';
import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import type { ChassisQuery } from '../chassis-rules';

export type ChassisCheckResult = components['schemas']['ChassisCheckResultDto'];
export type ChassisAuctionRecord = components['schemas']['ChassisAuctionRecordDto'];
export type ChassisCar = components['schemas']['ChassisCarDto'];

/** A refusal of the throttle (429): the ApiError with the seconds of its Retry-After header, when it says. */
export class RateLimitedError extends ApiError {
  constructor(
    error: ApiError,
    readonly retryAfterSeconds: number | null,
  ) {
    super(error.status, error.code, error.message, error.params, error.details, error.requestId);
  }
}

async function checkChassis({ maker, chassis }: ChassisQuery, signal: AbortSignal): Promise<ChassisCheckResult> {
  let result;
  try {
    result = await api.POST('/api/chassis-check', { body: { maker, chassisNumber: chassis }, signal });
  } catch (error) {
    if (isCancellation(error)) throw error;
    throw toApiError(error);
  }
  const { data, error, response } = result;
  if (response.status === 429) {
    const seconds = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
    throw new RateLimitedError(errorFromResponse(response, error), Number.isFinite(seconds) && seconds > 0 ? seconds : null);
  }
  if (error !== undefined || !response.ok || !data) throw errorFromResponse(response, error);
  return data;
}

/**
 * POST /api/chassis-check for the URL's maker and chassis number (a read: cached per pair, never retried — the
 * server throttles it per IP). `null` asks nothing.
 */
export function useChassisCheck(query: ChassisQuery | null) {
  return useQuery({
    queryKey: ['chassis-check', query?.maker.toLowerCase() ?? '', query?.chassis.toUpperCase() ?? ''],
    queryFn: ({ signal }) => checkChassis(query!, signal),
    enabled: query !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Retry once, and only what can fail for a moment: timeouts, network failures and 5xx/429 answers. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/**
 * Server state. Queries are GETs (idempotent), so they retry once; mutations never retry (a POST twice could
 * create twice). Catalogue data changes slowly: 60 s before a refetch, 5 minutes in memory.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 5 * 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

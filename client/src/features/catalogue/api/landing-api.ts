import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { firstAnswerKey, useFirstAnswer } from '../../../lib/api/first-answer';
import type { components } from '../../../lib/api/schema';
import { ANONYMOUS } from './viewer';

export type LandingPage = components['schemas']['LandingPageDto'];
export type CarCardDto = components['schemas']['CarCardDto'];
export type Make = components['schemas']['MakeDto'];
type LandingPageResponse = components['schemas']['LandingPageResponseDto'];

/**
 * POST /api/landing-page: the home page's lists for a country (`null`: the global lists — the API picks none by
 * itself). `viewer` keys the answer per caller, since signed-in callers get prices.
 */
export function useLandingPage(country: string | null, viewer: string) {
  const takeFirstAnswer = useFirstAnswer();
  return useQuery({
    queryKey: ['landing-page', country ?? 'global', viewer],
    queryFn: async ({ signal }) => (await unwrap(api.POST('/api/landing-page', { body: country ? { country } : {}, signal }))).landingPage,
    // An anonymous visitor's lists (for the country of their address) may already be in the page's HTML.
    initialData: () =>
      viewer === ANONYMOUS && country === null
        ? takeFirstAnswer<LandingPageResponse>(firstAnswerKey('POST /api/landing-page'))?.landingPage
        : undefined,
  });
}

/** GET /api/makes: the active makes with their logos and live car counts. */
export function useMakes() {
  return useQuery({
    queryKey: ['makes'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/makes', { signal })),
    staleTime: 5 * 60_000,
  });
}
